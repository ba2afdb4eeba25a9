// libFuzzer target: the lexer of the hash-comment languages (Python) and the marked-list reader over it, with
// the edits a fix renders.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSourceHash(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    EditedDocument.exercise(path: "fuzz.py", bytes, count)
}
