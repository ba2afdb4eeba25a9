import XCTest
@testable import TaxonomyAudit

final class DeadEntryRuleTests: RuleTestCase {
    func testEntriesOutsideTheVocabularyAreErrorsAtTheirLine() throws {
        let found = try findings(.deadEntry, [("soft", "pillow\n  cotton # natural fibre\n!fabric\n")])
        XCTAssertEqual(found.map(\.identifier), ["cotton", "fabric"])
        XCTAssertEqual(found.map(\.line), [2, 3])
        XCTAssertEqual(found.map(\.column), [3, 1])
        XCTAssertEqual(found.map(\.severity), [.error, .error])
        XCTAssertEqual(found[0].message, "\"cotton\" is not an identifier of fixture, so it can never match")
    }

    func testMatchingIsExactAndCaseSensitive() throws {
        let found = try findings(.deadEntry, [("soft", "Sofa\nsofas\nsofa\n")])
        XCTAssertEqual(found.map(\.identifier), ["Sofa", "sofas"])
    }

    func testSpellingExplainsCaseSeparatorsAndPlurals() throws {
        let found = try findings(.deadEntry, [("soft", "Sofas\nStuffed Animals\nwet-suit\nstuffed-animal\nBATHROBE\n")])
        XCTAssertEqual(found.map { $0.suggestions.first?.identifier }, ["sofa", "stuffed_animals", "wetsuit", "stuffed_animals", "bathrobe"])
        XCTAssertEqual(found.map { $0.suggestions.first?.kind }, Array(repeating: .spelling, count: 5))
        XCTAssertEqual(found[1].suggestions.first?.reason, "stuffed_animals is written with underscores")
        XCTAssertEqual(found[4].suggestions.first?.reason, "differs from bathrobe only in case")
        XCTAssertTrue(found[0].message.hasSuffix("did you mean \"sofa\"? (singular/plural of sofa)"), found[0].message)
    }

    func testUnrelatedWordsGetNoSpellingSuggestion() throws {
        let found = try findings(.deadEntry, [("soft", "cotton\n")])
        XCTAssertEqual(found.first?.suggestions.filter { $0.kind == .spelling }, [])
    }
}
