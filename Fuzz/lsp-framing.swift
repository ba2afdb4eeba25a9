// libFuzzer target: the language server's framing and dispatch (`LanguageServer.receive`), bytes as standard
// input brings them. The first byte says how the rest arrives: in reads of 1 to 255 bytes, or (0) in one read.
@testable import TaxonomyAudit
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLanguageServer(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let server = LanguageServer(write: { _ in }, log: { _ in })
    let data = Data(bytes: bytes + 1, count: count - 1)
    let chunk = bytes.pointee == 0 ? max(data.count, 1) : Int(bytes.pointee)
    var start = data.startIndex
    while start < data.endIndex, server.exitStatus == nil {
        let end = min(start + chunk, data.endIndex)
        server.receive(data[start..<end])
        start = end
    }
    return 0
}
