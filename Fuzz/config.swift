// libFuzzer target: the `.audit.json` reader (`AuditConfig.load(path:)`), reading each input from a file as
// `audit` finds it.
@testable import TaxonomyAudit
import Foundation

private let path = FileManager.default.temporaryDirectory.appendingPathComponent("audit-fuzz-config-\(getpid()).json").path

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes: bytes, count: count)) else { return 0 }
    _ = try? AuditConfig.load(path: path)
    return 0
}
