// libFuzzer target: the baseline reader (`Baseline.load(path:)`), reading each input from a file as
// `--baseline` does; what it reads must render again.
@testable import TaxonomyAudit
import Foundation

private let input = InputFile(name: "baseline", extension: "json")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBaseline(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    input.read(bytes, count) { if let baseline = try? Baseline.load(path: $0) { _ = baseline.rendered() } }
}
