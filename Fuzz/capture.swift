// libFuzzer target: the capture reader of `audit replay` (`Capture.load(path:)`: one JSON capture or JSON
// Lines), reading each input from a file.
@testable import TaxonomyAudit
import Foundation

private let path = FileManager.default.temporaryDirectory.appendingPathComponent("audit-fuzz-capture-\(getpid()).jsonl").path

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCapture(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes: bytes, count: count)) else { return 0 }
    _ = try? Capture.load(path: path)
    return 0
}
