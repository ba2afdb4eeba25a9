import XCTest
@testable import TaxonomyAudit
@testable import TaxonomyGeneration

final class TaxonomyBuilderTests: XCTestCase {
    let vocabulary = ["bathrobe", "clothing", "cushions", "furniture", "hoodie", "sofa", "structure"]

    func build(_ overrides: String, vocabulary: [String]? = nil) throws -> TaxonomyBuilder.Result {
        let builder = TaxonomyBuilder(vocabulary: vocabulary ?? self.vocabulary, wordNet: try WordNetTests.fixture(),
                                      overrides: try Overrides(text: overrides, path: "overrides.tsv"),
                                      overridesPath: "overrides.tsv")
        return try builder.build()
    }

    func info(_ result: TaxonomyBuilder.Result, _ identifier: String) throws -> IdentifierInfo {
        try XCTUnwrap(result.table.entries.first { $0.identifier == identifier })
    }

    func testParentsAreTheNearestIdentifiersUpTheHypernymChain() throws {
        let result = try build("")
        XCTAssertEqual(try info(result, "bathrobe").parents, ["clothing"], "through robe, which is not an identifier")
        XCTAssertEqual(try info(result, "sofa").parents, ["furniture"])
        XCTAssertEqual(try info(result, "clothing").parents, [])
        XCTAssertEqual(try info(result, "sofa").gloss, "an upholstered seat for more than one person")
    }

    func testAutomaticChoicePrefersPhysicalSensesAndGlossDropsExamples() throws {
        let result = try build("")
        XCTAssertEqual(try info(result, "structure").sense, "structure#2", "the built thing, not the manner of construction")
        XCTAssertEqual(try info(result, "cushions").sense, "cushion#1", "without a decision the first physical sense wins")
        XCTAssertEqual(try info(result, "cushions").gloss, "a mechanical damper")
    }

    func testOverridesChooseSensesAndMarkGenerics() throws {
        let result = try build("""
            # decisions
            cushions   sense    cushion#2   # the soft bag, not the shock absorber
            structure  generic  reported for buildings and sofas alike
            """)
        XCTAssertEqual(try info(result, "cushions").sense, "cushion#2")
        XCTAssertEqual(try info(result, "cushions").gloss, "a soft bag filled with a mass of padding")
        XCTAssertEqual(try info(result, "structure").genericReason, "reported for buildings and sofas alike")
        XCTAssertNil(try info(result, "sofa").genericReason)
    }

    func testKindOfDerivesParentsFromTheNamedSenseAndNeedsAGloss() throws {
        let unresolved = try build("hoodie kindof clothing#1\n")
        XCTAssertEqual(unresolved.unresolved, ["hoodie"], "kindof gives no gloss of its own")
        XCTAssertEqual(try info(unresolved, "hoodie").parents, ["clothing"])
        XCTAssertEqual(try info(unresolved, "hoodie").sense, "kindof:clothing#1")
        let resolved = try build("hoodie kindof clothing#1\nhoodie gloss a sweatshirt with a hood\n")
        XCTAssertEqual(resolved.unresolved, [])
        XCTAssertEqual(try info(resolved, "hoodie").gloss, "a sweatshirt with a hood")
    }

    func testParentAndUnparentAdjustDerivedParents() throws {
        let result = try build("sofa unparent furniture\nsofa parent clothing\n")
        XCTAssertEqual(try info(result, "sofa").parents, ["clothing"])
    }

    func testIdentifiersWithoutSenseOrGlossAreUnresolved() throws {
        XCTAssertEqual(try build("").unresolved, ["hoodie"])
    }

    func testDecisionErrorsNameTheOverridesLine() throws {
        XCTAssertThrowsError(try build("\nsofaa sense sofa#1\n")) { error in
            XCTAssertEqual("\(error)", "overrides.tsv:2: `sofaa` is not an identifier of the vocabulary")
        }
        XCTAssertThrowsError(try build("sofa sense sofa#9\n")) { error in
            XCTAssertEqual("\(error)", "overrides.tsv:1: WordNet has no noun sense `sofa#9`")
        }
        XCTAssertThrowsError(try build("clothing parent bathrobe\n")) { error in
            XCTAssertTrue("\(error)".contains("parents form a cycle"), "\(error)")
        }
        XCTAssertThrowsError(try Overrides(text: "sofa colour red\n", path: "o.tsv")) { error in
            XCTAssertEqual("\(error)", "o.tsv:1: unknown directive `colour` (sense, kindof, parent, unparent, generic, gloss)")
        }
    }

    func testKnowledgeTableRoundTripsThroughTSV() throws {
        let table = try build("structure generic a catch-all\nhoodie kindof clothing#1\nhoodie gloss a hooded top\n").table
        XCTAssertEqual(try KnowledgeTable(tsv: table.tsv(header: ["a header line"])), table)
    }
}
