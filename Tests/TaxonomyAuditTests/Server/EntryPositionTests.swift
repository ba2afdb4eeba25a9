import XCTest
@testable import TaxonomyAudit

/// The language server finds an entry by its position, not its line, where a line holds several.
final class EntryPositionTests: XCTestCase {
    func testHoverAndRangesPickTheEntryUnderThePosition() throws {
        let source = try ListLineSource(path: "lists.map", "soft: Sofas, pillow\n")
        let hovered = { (character: Int) in LanguageServer.entry(at: TextPosition(line: 0, character: character), in: source)?.text }
        XCTAssertEqual([2, 6, 10, 13, 18].map(hovered), ["Sofas", "Sofas", "Sofas", "pillow", "pillow"])
        XCTAssertEqual(DirectoryAnalysis.range(line: 1, column: 14, in: source),
                       TextRange(start: TextPosition(line: 0, character: 13), end: TextPosition(line: 0, character: 19)))
        XCTAssertEqual(DirectoryAnalysis.range(line: 1, column: 7, in: source),
                       TextRange(start: TextPosition(line: 0, character: 6), end: TextPosition(line: 0, character: 11)))
    }
}
