// libFuzzer target: the `.audit.json` reader (`AuditConfig.load(path:)`), reading each input from a file as
// `audit` finds it.
@testable import TaxonomyAudit
import Foundation

private let input = InputFile(name: "config", extension: "json")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    input.read(bytes, count) { _ = try? AuditConfig.load(path: $0) }
}
