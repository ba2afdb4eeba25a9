// libFuzzer target: the capture reader of `audit replay` (`Capture.load(path:)`: one JSON capture or JSON
// Lines), reading each input from a file.
@testable import TaxonomyAudit
import Foundation

private let input = InputFile(name: "capture", extension: "jsonl")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCapture(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    input.read(bytes, count) { _ = try? Capture.load(path: $0) }
}
