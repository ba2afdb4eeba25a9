import XCTest
@testable import TaxonomyAudit

final class MeaningIndexTests: XCTestCase {
    static let text = """
        sofa pillow textile seat furniture
        aardvark\t
        couch\t=0,<3
        cushion\t>1,~2:padding
        geese\t\tgoose
        goose\t<4
        zebra\t

        """
    let index = MeaningIndex(text: text)

    func testLinksNameIdentifiersByPositionWithTheirRelation() {
        XCTAssertEqual(index.links(for: "couch"), [
            MeaningIndex.Link(identifier: "sofa", relation: .synonym, via: nil),
            MeaningIndex.Link(identifier: "seat", relation: .kindOf, via: nil),
        ])
        XCTAssertEqual(index.links(for: "cushion"), [
            MeaningIndex.Link(identifier: "pillow", relation: .broader, via: nil),
            MeaningIndex.Link(identifier: "textile", relation: .sister, via: "padding"),
        ])
        XCTAssertEqual(index.links(for: "aardvark"), [], "a word that links nowhere is still known")
        XCTAssertTrue(index.contains("aardvark") && index.contains("zebra"), "first and last lines")
        XCTAssertFalse(index.contains("cou"))
        XCTAssertFalse(index.contains("sofa pillow"), "the identifier line is no lemma")
    }

    func testIrregularPluralsAndBaseForms() {
        XCTAssertEqual(index.irregularBases(of: "geese"), ["goose"])
        XCTAssertEqual(index.irregularBases(of: "couch"), [])
        XCTAssertEqual(index.baseForms(of: "geese"), ["geese", "goose"])
        XCTAssertEqual(index.baseForms(of: "couches"), ["couch"])
        XCTAssertEqual(index.baseForms(of: "ottoman"), [])
    }

    func testAnEmptyIndexKnowsNothing() {
        let empty = MeaningIndex(text: "")
        XCTAssertFalse(empty.contains("couch"))
        XCTAssertEqual(empty.links(for: "couch"), [])
    }

    func testTheBuiltInIndexNamesOnlyBuiltInIdentifiers() {
        let builtin = MeaningIndex.builtin
        for word in ["couch", "granite", "cushion", "denim", "robe", "glass"] {
            let links = builtin.links(for: word)
            XCTAssertFalse(links.isEmpty, word)
            XCTAssertTrue(links.allSatisfy { Vocabulary.builtin.contains($0.identifier) }, word)
        }
        XCTAssertEqual(builtin.irregularBases(of: "mice"), ["mouse"])
    }
}
