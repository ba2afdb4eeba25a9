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
        XCTAssertThrowsError(try build("sofa parent clothing\n\nsofa same couchh\n")) { error in
            XCTAssertEqual("\(error)", "overrides.tsv:3: `couchh` named by `sofa` is not another identifier of the vocabulary")
        }
        XCTAssertThrowsError(try build("clothing parent bathrobe\n")) { error in
            XCTAssertTrue("\(error)".contains("parents form a cycle"), "\(error)")
        }
        XCTAssertThrowsError(try Overrides(text: "sofa colour red\n", path: "o.tsv")) { error in
            XCTAssertEqual("\(error)", "o.tsv:1: unknown directive `colour` (sense, kindof, parent, unparent, generic, gloss, also, evidence, same, root)")
        }
    }

    func testAlsoSenseMakesTheKindsBelowItChildren() throws {
        XCTAssertEqual(try info(try build(""), "sofa").parents, ["furniture"])
        let result = try build("structure also furniture#1   # the built thing covers furnishings too\n")
        XCTAssertEqual(try info(result, "sofa").parents, ["furniture", "structure"])
        XCTAssertEqual(try info(result, "structure").parents, [], "the identifier's own parents come from its own sense")
        XCTAssertThrowsError(try build("structure also furniture#7\n")) { error in
            XCTAssertEqual("\(error)", "overrides.tsv:1: WordNet has no noun sense `furniture#7`")
        }
    }

    func testEvidenceAddsTheParentOnlyWhenItIsNotReached() throws {
        let result = try build("""
            sofa      evidence  clothing  a tie in a capture (made up for this test)
            bathrobe  evidence  clothing  already derived
            """)
        XCTAssertEqual(try info(result, "sofa").parents, ["clothing", "furniture"])
        XCTAssertEqual(try info(result, "bathrobe").parents, ["clothing"])
        XCTAssertThrowsError(try Overrides(text: "sofa evidence clothing\n", path: "o.tsv")) { error in
            XCTAssertEqual("\(error)", "o.tsv:1: evidence must be `parent source`, naming where it was published")
        }
        XCTAssertThrowsError(try build("sofa unparent clothing\nsofa evidence clothing a capture\n")) { error in
            XCTAssertEqual("\(error)", "overrides.tsv:1: `sofa` both unparents `clothing` and has evidence for it")
        }
    }

    func testRootDecisionFailsWhenTheIdentifierHasParents() throws {
        XCTAssertNoThrow(try build("clothing root the top of things worn\n"))
        XCTAssertThrowsError(try build("sofa root nothing above it\n")) { error in
            XCTAssertEqual("\(error)", "overrides.tsv:1: `sofa` has a root decision (nothing above it) but parents furniture")
        }
    }

    func testReportListsRootsSharedSynsetsEvidenceAndIdleDecisions() throws {
        let vocabulary = self.vocabulary + ["couch"]
        let overrides = try Overrides(text: """
            clothing  root      the top of things worn
            sofa      parent    furniture
            sofa      unparent  clothing
            bathrobe  evidence  clothing  a capture
            sofa      evidence  structure  another capture
            """, path: "overrides.tsv")
        let builder = TaxonomyBuilder(vocabulary: vocabulary, wordNet: try WordNetTests.fixture(), overrides: overrides,
                                      overridesPath: "overrides.tsv")
        let report = TaxonomyReport(builder: builder, result: try builder.build())
        XCTAssertEqual(report.roots.filter { !$0.isGeneric }.map(\.identifier), ["clothing", "cushions", "furniture", "hoodie", "structure"])
        XCTAssertEqual(report.roots.first { $0.identifier == "clothing" }?.reason, "the top of things worn")
        XCTAssertEqual(report.collisions, [TaxonomyReport.Collision(identifiers: ["couch", "sofa"], isDeclared: false)])
        XCTAssertEqual(report.evidence.map(\.addedByEvidence), [false, true], "bathrobe reaches clothing through WordNet; sofa needs the evidence")
        XCTAssertEqual(report.idleDecisions.map(\.decision.line), [2, 3], "furniture is derived; clothing never was")
        XCTAssertTrue(report.summary().contains("| non-generic roots without a `root` reason | 4 |"), report.summary())
        XCTAssertTrue(report.summary().contains("- `couch`, `sofa`: **no decision**"), report.summary())

        let declared = try Overrides(text: "couch same sofa\n", path: "overrides.tsv")
        let synonyms = TaxonomyBuilder(vocabulary: vocabulary, wordNet: try WordNetTests.fixture(), overrides: declared,
                                       overridesPath: "overrides.tsv")
        XCTAssertEqual(TaxonomyReport(builder: synonyms, result: try synonyms.build()).collisions.map(\.isDeclared), [true])
    }

    func testKnowledgeTableRoundTripsThroughTSV() throws {
        let table = try build("structure generic a catch-all\nhoodie kindof clothing#1\nhoodie gloss a hooded top\n").table
        XCTAssertEqual(try KnowledgeTable(tsv: table.tsv(header: ["a header line"])), table)
    }
}
