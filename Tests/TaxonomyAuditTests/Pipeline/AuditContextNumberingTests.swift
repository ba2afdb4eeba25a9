import XCTest
@testable import TaxonomyAudit

final class AuditContextNumberingTests: XCTestCase {
    /// A long audit numbers its entries' texts in parts at once; the numbers are those of numbering every entry
    /// in order, first appearance first, across lists (an empty one among them) and parts.
    func testTextsAreNumberedInOrderOfFirstAppearance() throws {
        let words = ["pillow", "sofa", "cotton", "Sofa", "wool", "pillow ", "rug", "quilt", "towel", "blanket"]
        var soft = "", hard = ""
        for index in 0..<(AuditContext.minimumEntriesForThreads * 3 / 4) {
            soft += words[(index * 7 + index / 1000) % words.count] + "\n"
            hard += (index % 5000 == 0 ? "word\(index)" : words[index % 3]) + "\n"
        }
        let files = [try TestSupport.mapping("soft", soft), try TestSupport.mapping("empty", "# nothing\n"),
                     try TestSupport.mapping("hard", hard)]
        let lists = files.flatMap(\.lists)
        let count = lists.reduce(0) { $0 + $1.entries.count }
        XCTAssertGreaterThanOrEqual(count, AuditContext.minimumEntriesForThreads)
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
