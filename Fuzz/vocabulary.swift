// libFuzzer target: the vocabulary loader (`Vocabulary.load(path:)`), reading each input from a file as
// `--vocabulary` does.
@testable import TaxonomyAudit
import Foundation

private let path = FileManager.default.temporaryDirectory.appendingPathComponent("audit-fuzz-vocabulary-\(getpid()).txt").path

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVocabulary(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes: bytes, count: count)) else { return 0 }
    if let vocabulary = try? Vocabulary.load(path: path), let first = vocabulary.identifiers.first {
        _ = vocabulary.contains(first)
    }
    return 0
}
