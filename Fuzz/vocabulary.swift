// libFuzzer target: the vocabulary loader (`Vocabulary.load(path:)`), reading each input from a file as
// `--vocabulary` does.
@testable import TaxonomyAudit
import Foundation

private let input = InputFile(name: "vocabulary", extension: "txt")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVocabulary(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    input.read(bytes, count) { path in
        if let vocabulary = try? Vocabulary.load(path: path), let first = vocabulary.identifiers.first {
            _ = vocabulary.contains(first)
        }
    }
}
