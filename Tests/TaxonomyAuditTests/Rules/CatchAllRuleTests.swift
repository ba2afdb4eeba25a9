import CategoryMapping
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// `catch-all` on the small hierarchical fixture table (`Fixtures/Knowledge/small.tsv`), then on a flat vocabulary.
final class CatchAllRuleTests: RuleTestCase {
    func small(_ mappings: [(String, String)], policy: Policy = .article) throws -> [Finding] {
        let files = try mappings.map { try TestSupport.mapping($0.0, $0.1) }
        return Auditor().audit(AuditContext(vocabulary: SmallKnowledge.vocabulary, sources: files, policy: policy))
            .filter { $0.rule == .catchAll }
    }

    func testAnAncestorMappedElsewhereDecidesItsKindsUnderFirstMatch() throws {
        let found = try small([("soft", "armchair\nchaise\n"), ("hard", "chair\nfolding_chair\n")])
        XCTAssertEqual(found.map(\.subject), ["chair"])
        let chair = try XCTUnwrap(found.first)
        XCTAssertEqual(chair.severity, .warning)
        XCTAssertEqual(chair.path, "mappings/hard.txt")
        XCTAssertEqual(chair.line, 1)
        XCTAssertEqual(chair.related, ["armchair", "chaise"])
        XCTAssertEqual(chair.relatedLocations, [RelatedLocation(identifier: "armchair", path: "mappings/soft.txt", line: 1),
                                                RelatedLocation(identifier: "chaise", path: "mappings/soft.txt", line: 2)])
        XCTAssertTrue(chair.message.contains("if Vision reports chair with them, as the knowledge table says"), chair.message)
        XCTAssertTrue(chair.message.contains("photos of armchair, chaise can come out hard"), chair.message)
    }

    /// The one fix removes the finding's entry from its category, in the words `--suggest` and `--diff` show.
    func testTheFixRemovesTheEntryFromItsCategory() throws {
        let found = try small([("soft", "armchair\n"), ("hard", "pillow\nchair\n")])
        let fixes = try XCTUnwrap(found.first?.fixes)
        XCTAssertEqual(fixes.count, 1)
        XCTAssertEqual(fixes.first?.title, "remove the entry")
        XCTAssertEqual(fixes.first?.question, "Remove \"chair\" (line 2) from hard?")
        XCTAssertEqual(fixes.first?.applicability, .suggested)
        XCTAssertEqual(fixes.first?.edits, [FixEdit(path: "mappings/hard.txt", category: "hard", change: .delete(EntryPosition(line: 2, column: 1)),
                                                    description: EditDescription(location: Finding.Location(path: "mappings/hard.txt", line: 2),
                                                                                 action: .removed, kind: "catch-all", entry: "chair"))])
    }

    func testTop1AlsoLetsTheAncestorDecide() throws {
        XCTAssertEqual(try small([("soft", "armchair\n"), ("hard", "chair\n")], policy: .top1(threshold: 0.2)).map(\.severity), [.warning])
    }

    func testUnderAnyThePhotoLandsInBothCategoriesANote() throws {
        let found = try small([("soft", "armchair\n"), ("hard", "chair\n")], policy: .any(threshold: 0.2))
        XCTAssertEqual(found.map(\.severity), [.note])
        XCTAssertTrue(found[0].message.contains("land in hard too under any"), found[0].message)
    }

    func testUnderMostSpecificTheKindDecidesAndNothingIsReported() throws {
        XCTAssertEqual(try small([("soft", "armchair\n"), ("hard", "chair\n")], policy: .mostSpecific(threshold: 0.2)), [])
    }

    func testAGenericIdentifierTakingKindsOverIsAWarningNamingThem() throws {
        let found = try small([("soft", "structure\npillow\n"), ("hard", "house\nbuilding\n")])
        XCTAssertEqual(found.map(\.subject), ["structure"])
        XCTAssertEqual(found[0].severity, .warning)
        XCTAssertEqual(found[0].related, ["building", "house"])
    }

    func testAGenericIdentifierWithNoConsequenceIsANote() throws {
        let found = try small([("soft", "pillow\nstructure\n")])
        XCTAssertEqual(found.map(\.severity), [.note])
        XCTAssertTrue(found[0].message.hasPrefix("\"structure\" is generic (umbrella for anything built)"), found[0].message)
    }

    func testNothingWhenTheCategoryIsNamedForTheGenericIdentifier() throws {
        XCTAssertEqual(try small([("beach", "beach\n")]), [])
        XCTAssertEqual(try small([("Beaches", "beach\n")]), [])
        XCTAssertEqual(try small([("Amusement Parks", "amusement_park\n")]), [])
        XCTAssertEqual(try small([("amusement-park", "amusement_park\n")]), [])
        XCTAssertEqual(try small([("scenes", "beach\n")]).map(\.severity), [.note])
    }

    func testKindsInTheSameCategoryAreFine() throws {
        XCTAssertEqual(try small([("hard", "furniture\ntable\nchair\n")]), [])
        XCTAssertEqual(try small([("dogs", "dog\nbeagle\n")], policy: .any(threshold: 0.2)), [])
    }

    func testAnExclusionDoesNotStopTheTakeover() throws {
        // `!helmet` records a decision the app never reads: clothing still decides helmet photos.
        XCTAssertEqual(try small([("soft", "clothing\n!helmet\n"), ("hard", "helmet\n")]).map(\.subject), ["clothing"])
    }
}

/// A flat classifier reports no ancestors: an umbrella decides nothing for its kinds.
extension CatchAllRuleTests {
    func testOnAFlatVocabularyAnUmbrellaSplitHasNoConsequence() throws {
        XCTAssertEqual(try findings(.catchAll, [("soft", "futon\nsofa\n"), ("hard", "furniture\ntable\n")]), [])
    }

    func testOnAFlatVocabularyMappedGenericIdentifiersAreNotes() throws {
        let found = try findings(.catchAll, [("soft", "pillow\nstructure\n"), ("hard", "material\n")])
        XCTAssertEqual(found.map(\.subject), ["material", "structure"])
        XCTAssertEqual(found.map(\.severity), [.note, .note])
    }

    func testExcludingAGenericIdentifierIsFine() throws {
        XCTAssertEqual(try findings(.catchAll, [("soft", "pillow\n!structure\n")]), [])
    }
}
