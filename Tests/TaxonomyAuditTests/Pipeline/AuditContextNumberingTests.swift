import TestSupport
import XCTest
@testable import TaxonomyAudit

final class AuditContextNumberingTests: XCTestCase {
    /// An audit numbers its entries' texts in order, first appearance first, across lists (an empty one among them).
    func testTextsAreNumberedInOrderOfFirstAppearance() throws {
        let words = ["pillow", "sofa", "cotton", "Sofa", "wool", "pillow ", "rug", "quilt", "towel", "blanket"]
        var soft = "", hard = ""
        for index in 0..<20_000 {
            soft += words[(index * 7 + index / 1000) % words.count] + "\n"
            hard += (index % 5000 == 0 ? "word\(index)" : words[index % 3]) + "\n"
        }
        let files = [try TestSupport.mapping("soft", soft), try TestSupport.mapping("empty", "# nothing\n"),
                     try TestSupport.mapping("hard", hard)]
        let lists = files.flatMap(\.lists)
        let count = lists.reduce(0) { $0 + $1.entries.count }
        var expectedNumbers: [Int32] = [], expectedTexts: [String] = [], seen: [String: Int32] = [:]
        for entry in lists.flatMap(\.entries) {
            if seen[entry.text] == nil {
                seen[entry.text] = Int32(expectedTexts.count)
                expectedTexts.append(entry.text)
            }
            expectedNumbers.append(seen[entry.text]!)
        }
        let (numbers, texts) = AuditContext.numberTexts(of: lists, count: count)
        XCTAssertEqual(texts, expectedTexts)
        XCTAssertEqual(numbers, expectedNumbers)
        let context = AuditContext(vocabulary: .builtin, sources: files)
        XCTAssertEqual(context.textNumbers, expectedNumbers)
        XCTAssertEqual(context.placements.map(\.entry.text), lists.flatMap(\.entries).map(\.text))
    }
}
