import TestSupport
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

    func testQuickFixesOnALineOfSeveralEntriesAreThoseOfTheEntryUnderTheCursor() throws {
        let source = try ListLineSource(path: "lists.map", "soft: Sofas, pillow, pillow\n")
        let findings = Auditor().audit(AuditContext(vocabulary: FixtureVocabulary.vocabulary, sources: [source]))
            .filter { $0.severity >= .warning }
        XCTAssertEqual(findings.map(\.subject), ["Sofas", "pillow"])
        let under = { (start: Int, end: Int) in
            findings.filter {
                LanguageServer.concerns($0, from: TextPosition(line: 0, character: start), to: TextPosition(line: 0, character: end), in: source)
            }.map { "\($0.subject) \($0.column ?? 0)" }
        }
        XCTAssertEqual(under(8, 8), ["Sofas 7"])
        XCTAssertEqual(under(22, 24), ["pillow 22"])
        XCTAssertEqual(under(14, 14), [], "the first pillow has no finding")
        let text = try TestSupport.mapping("soft", "Sofas\n")
        let finding = try XCTUnwrap(TestSupport.audit([("soft", "Sofas\n")]).first)
        XCTAssertTrue(LanguageServer.concerns(finding, from: TextPosition(line: 0, character: 4), to: TextPosition(line: 0, character: 4), in: text),
                      "a line of one entry keeps its findings wherever the cursor is")
    }
}
