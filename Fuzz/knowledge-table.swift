// libFuzzer target: the knowledge-table parser (`KnowledgeTable(tsv:)`), and its rendering of what it read.
@testable import TaxonomyAudit
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKnowledgeTable(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    if let table = try? KnowledgeTable(tsv: text) {
        _ = table.tsv(header: ["identifier", "sense", "parents", "generic", "gloss"])
    }
    return 0
}
