import XCTest
@testable import TaxonomyAudit
@testable import TaxonomyGeneration

final class WordNetTests: XCTestCase {
    static func fixture() throws -> WordNet {
        try WordNet(directory: GenerationTestSupport.fixtures.appendingPathComponent("WordNet"))
    }

    func testReadsSynsetsWithWordsGlossAndHypernyms() throws {
        let wordNet = try Self.fixture()
        let sofa = try XCTUnwrap(wordNet.synset(lemma: "sofa", sense: 1))
        XCTAssertEqual(sofa.words, ["sofa", "couch", "lounge"])
        XCTAssertEqual(sofa.hypernyms, [50])
        XCTAssertEqual(sofa.gloss, "an upholstered seat for more than one person")
    }

    func testKeepsSenseOrderOfTheIndex() throws {
        let wordNet = try Self.fixture()
        XCTAssertEqual(wordNet.synset(lemma: "cushion", sense: 1)?.words.first, "shock_absorber")
        XCTAssertEqual(wordNet.synset(lemma: "cushion", sense: 2)?.gloss, "a soft bag filled with a mass of padding")
        XCTAssertNil(wordNet.synset(lemma: "cushion", sense: 3))
    }

    func testBaseFormsUseDetachmentRulesAndExceptions() throws {
        let wordNet = try Self.fixture()
        XCTAssertEqual(wordNet.baseForms(of: "cushions"), ["cushion"])
        XCTAssertEqual(wordNet.baseForms(of: "geese"), ["goose"])
        XCTAssertEqual(wordNet.baseForms(of: "sofa"), ["sofa"])
        XCTAssertEqual(wordNet.baseForms(of: "granite"), [])
    }

    func testMalformedDataNamesFileAndLine() {
        XCTAssertThrowsError(try WordNet(data: "00000010 06 n zz broken\n", index: "", exceptions: "")) { error in
            XCTAssertEqual("\(error)", "data.noun:1: not in WordNet's database format")
        }
    }
}
