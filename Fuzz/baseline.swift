// libFuzzer target: the baseline reader (`Baseline.load(path:)`), reading each input from a file as
// `--baseline` does; what it reads must render again.
@testable import TaxonomyAudit
import Foundation

private let path = FileManager.default.temporaryDirectory.appendingPathComponent("audit-fuzz-baseline-\(getpid()).json").path

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBaseline(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes: bytes, count: count)) else { return 0 }
    if let baseline = try? Baseline.load(path: path) { _ = baseline.rendered() }
    return 0
}
