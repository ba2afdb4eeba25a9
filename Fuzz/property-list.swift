// libFuzzer target: an XML property list read as mapping lists (the XML reader), with the edits a fix renders.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPropertyList(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    EditedDocument.exercise(path: "Soft.plist", bytes, count)
}
