import TestSupport
import XCTest
@testable import TaxonomyAudit

final class ExplanationTests: XCTestCase {
    func explain(_ word: String, _ mappings: [(String, String)] = []) throws -> Explanation {
        let files = try mappings.map { try TestSupport.mapping($0.0, $0.1) }
        return Explanation.explain(word, in: AuditContext(vocabulary: .builtin, sources: files))
    }

    func testAnIdentifierShowsGlossPathsKindsGenericAndPlacements() throws {
        let sofa = try explain("sofa", [("hard", "!sofa\n"), ("soft", "pillow\nsofa\n")])
        XCTAssertTrue(sofa.isIdentifier)
        XCTAssertEqual(sofa.text, """
            sofa: an upholstered seat for more than one person
              sense:     sofa#1 (WordNet 3.0)
              kind of:   sofa → seat → furniture
              kinds:     none
              generic:   no
              mapped:    soft (mappings/soft.txt:2)
              excluded:  hard (mappings/hard.txt:1)
              verdict:   soft under first-match (top 5): mapped soft at mappings/soft.txt:2

            """)
        let armchair = try explain("armchair", [("hard", "chair\n"), ("soft", "armchair\n")])
        XCTAssertTrue(armchair.text.contains("  verdict:   hard under first-match (top 5): chair (mapped hard at mappings/hard.txt:1) "
                                             + "is reported with armchair at least as confidently, as the knowledge table says"), armchair.text)
        let structure = try explain("structure")
        XCTAssertTrue(structure.text.contains("  generic:   yes: "), structure.text)
        XCTAssertTrue(structure.text.contains("  kind of:   nothing in apple-vision-rev1: it is a root\n"), structure.text)
        XCTAssertTrue(try explain("clothing").text.contains("  kinds:     apron, bathrobe, "))
        XCTAssertTrue(try explain("clothing").text.contains("  mapped:    nowhere\n"))
    }

    func testADeadWordWrittenInTheMappingsGetsItsCategorysSense() throws {
        let slug = try explain("slug", [("animals", "snail\ndog\nslug\n")])
        XCTAssertTrue(slug.text.contains("Write instead, best first:\n  gastropod  meaning: slug is a kind of gastropod, the sense nearest to snail in animals\n"),
                      slug.text)
        XCTAssertTrue(try explain("slug").text.contains("Write instead, best first:\n  coin "), "not written anywhere: no context")
    }

    func testADeadWordShowsWhyAndTheRankedSuggestions() throws {
        let couch = try explain("couch", [("soft", "couch\n")])
        XCTAssertFalse(couch.isIdentifier)
        XCTAssertTrue(couch.text.hasPrefix("\"couch\" is not an identifier of apple-vision-rev1: Vision never reports it, "
            + "so a mapping entry \"couch\" can never match.\nWrite instead, best first:\n  sofa  meaning: couch is a synonym of sofa\n"),
                      couch.text)
        XCTAssertTrue(couch.text.hasSuffix("Written at: mappings/soft.txt:1\n"), couch.text)
        XCTAssertTrue(try explain("Sofas").text.contains("  sofa  spelling: singular/plural of sofa\n"))
        XCTAssertEqual(try explain("leather").text, "\"leather\" is not an identifier of apple-vision-rev1: Vision never reports it, "
            + "so a mapping entry \"leather\" can never match.\nNo identifier is near it in spelling or meaning: remove the entry.\n")
    }

    func testPathsToTheRootAreListedShortestFirst() {
        let vocabulary = FixtureVocabulary.vocabulary
        XCTAssertEqual(Explanation.rootPaths("poncho", vocabulary), ["poncho → cloak → clothing"])
        XCTAssertEqual(Explanation.rootPaths("futon", vocabulary), ["futon → sofa → furniture"])
        XCTAssertEqual(Explanation.rootPaths("clothing", vocabulary), [])
    }
}
