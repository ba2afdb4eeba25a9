import XCTest
@testable import TaxonomyAudit

final class CatchAllRuleTests: RuleTestCase {
    func testMappedGenericIdentifiersAreWarningsWithTheirReason() throws {
        let found = try findings(.catchAll, [("soft", "pillow\nstructure\n"), ("hard", "material\n")])
        XCTAssertEqual(found.map(\.identifier), ["material", "structure"])
        XCTAssertEqual(found.map(\.severity), [.warning, .warning])
        XCTAssertEqual(found[1].message, "\"structure\" is a catch-all (umbrella for anything built); mapping it to soft "
            + "trades one misclassification for another")
    }

    func testExcludingAGenericIdentifierIsFine() throws {
        XCTAssertEqual(try findings(.catchAll, [("soft", "pillow\n!structure\n")]), [])
    }

    func testAnUmbrellaWhoseKindsAreMappedElsewhereIsACatchAll() throws {
        let found = try findings(.catchAll, [("soft", "futon\nsofa\n"), ("hard", "furniture\ntable\n")])
        XCTAssertEqual(found.map(\.identifier), ["furniture"])
        XCTAssertEqual(found.first?.related, ["futon", "sofa"])
        XCTAssertEqual(found.first?.message, "\"furniture\" is mapped to hard, but its kinds are mapped elsewhere: "
            + "futon (soft, mappings/soft.txt:1), sofa (soft, mappings/soft.txt:2); map the kinds, not the umbrella")
    }

    func testKindsInTheSameCategoryAreFine() throws {
        XCTAssertEqual(try findings(.catchAll, [("hard", "furniture\ntable\nchair\n")]), [])
    }
}

extension CatchAllRuleTests {
    func testAnExclusionInTheUmbrellasCategoryRecordsTheSplitAsDeliberate() throws {
        XCTAssertEqual(try findings(.catchAll, [("soft", "clothing\n!helmet\n"), ("hard", "helmet\n")]), [])
        XCTAssertEqual(try findings(.catchAll, [("soft", "clothing\n"), ("hard", "helmet\n")]).map(\.identifier), ["clothing"])
    }
}
