import XCTest
@testable import TaxonomyAudit

final class MeaningIndexTests: XCTestCase {
    /// Nodes 5 to 7 stand for synsets that are no identifier (artifact, cushion, fabric); node 5 and 7 are roots.
    static let text = """
        sofa pillow textile seat furniture
        3 6 7 4 5  5\u{20}
        aardvark\t
        couch\t=0,<3
        cushion\t>1,~2:padding\t\t>1;~2:padding,<4
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

    func testEachSenseOfAWordKeepsItsOwnLinks() {
        XCTAssertEqual(index.senses(of: "cushion"), [
            [MeaningIndex.Link(identifier: "pillow", relation: .broader, via: nil)],
            [MeaningIndex.Link(identifier: "textile", relation: .sister, via: "padding"),
             MeaningIndex.Link(identifier: "furniture", relation: .kindOf, via: nil)],
        ])
        XCTAssertEqual(index.senses(of: "couch"), [], "a word whose senses reach one identifier has no sense field")
        XCTAssertEqual(index.irregularBases(of: "cushion"), [], "an empty bases field before the senses")
    }

    func testTheHierarchyListsEachIdentifiersNodesNearestFirst() {
        XCTAssertEqual(index.lineage(of: "sofa"), [0, 3, 4, 5], "sofa, seat, furniture, artifact")
        XCTAssertEqual(index.lineage(of: "pillow"), [1, 6, 5])
        XCTAssertEqual(index.lineage(of: "textile"), [2, 7])
        XCTAssertEqual(index.lineage(of: "couch"), [], "no identifier")
        XCTAssertEqual([0, 3, 4, 5, 6, 7].map(index.identifiers(below:)), [1, 2, 3, 4, 1, 1], "artifact: sofa, pillow, seat, furniture")
        let context = SuggestionContext(category: "soft", mapping: ["sofa", "sofa", "couch"], index: index)
        XCTAssertEqual(context.closeness(of: "seat", in: index)?.identifiersBelow, 2, "seat itself is above sofa")
        XCTAssertEqual(context.closeness(of: "seat", in: index)?.nearest, "sofa")
        XCTAssertEqual(context.closeness(of: "pillow", in: index)?.identifiersBelow, 4, "only artifact")
        XCTAssertNil(context.closeness(of: "textile", in: index), "nothing in common")
    }

    func testIrregularPluralsAndBaseForms() {
        XCTAssertEqual(index.irregularBases(of: "geese"), ["goose"])
        XCTAssertEqual(index.irregularBases(of: "couch"), [])
        XCTAssertEqual(index.baseForms(of: "geese"), ["geese", "goose"])
        XCTAssertEqual(index.baseForms(of: "couches"), ["couch"])
        XCTAssertEqual(index.baseForms(of: "ottoman"), [])
    }

    func testALookUpTellsALemmaFromTheLemmasItBeginsOrEnds() {
        // Sorted by their bytes: `_` sorts before the letters.
        let index = MeaningIndex(text: "sofa seat\n\ncat\t=0\ncat_food\t=1\ncatfish\t<1\ncats\t\ndog\t=0\n")
        for lemma in ["cat", "cat_food", "catfish", "cats", "dog"] { XCTAssertTrue(index.contains(lemma), lemma) }
        for word in ["", "c", "ca", "cat_", "cat_foo", "cat_foods", "catf", "catsup", "do", "dogs", "zebra", "cat\t=0", "cat\t", "cats\n"] {
            XCTAssertFalse(index.contains(word), word)
        }
        XCTAssertEqual(index.links(for: "cat").map(\.identifier), ["sofa"])
        XCTAssertEqual(index.links(for: "cat_food").map(\.identifier), ["seat"])
        XCTAssertEqual(index.links(for: "catfish").map(\.relation), [.kindOf])
    }

    func testAnIrregularPluralIsFoundWhateverItsFirstAndLastLetters() {
        XCTAssertEqual(index.irregularBases(of: "geeses"), [], "another last letter")
        XCTAssertEqual(index.irregularBases(of: "gese"), [], "the same first and last letters")
        XCTAssertEqual(index.irregularBases(of: ""), [])
        // The Kelvin sign is the letter K to a string comparison, so a plural written with it is found as `Kine`.
        let kelvin = MeaningIndex(text: "cow\n\ngeese\t\tgoose\n\u{212A}ine\t\tcow\n")
        XCTAssertEqual(kelvin.irregularBases(of: "Kine"), ["cow"])
        XCTAssertEqual(kelvin.irregularBases(of: "geese"), ["goose"])
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
