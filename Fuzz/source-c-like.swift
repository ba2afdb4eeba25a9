// libFuzzer target: the lexer of the C-like languages and the marked-list reader over it, with the edits a fix
// renders. The first byte picks the language (its value modulo 8: Swift, Kotlin, Java, Dart, TypeScript,
// JavaScript, Rust, Go); the rest is the file.
@testable import TaxonomyAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSourceCLike(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let extensions = ["swift", "kt", "java", "dart", "ts", "js", "rs", "go"]
    return EditedDocument.exercise(path: "Fuzz." + extensions[Int(bytes[0]) % extensions.count], bytes + 1, count - 1)
}
