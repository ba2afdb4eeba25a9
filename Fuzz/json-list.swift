// libFuzzer target: a named JSON file read as mapping lists (the JSON reader with positions), with the edits a
// fix renders.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONList(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    EditedDocument.exercise(path: "soft.json", bytes, count)
}
