import TestSupport
import XCTest
@testable import TaxonomyAudit

/// The causes of wrong or missing first suggestions for words real apps write: identifiers made of words,
/// compounds named by their last word, irregular plurals WordNet lacks, generic synonyms and everyday senses.
final class WordSuggestionsTests: XCTestCase {
    static let suggester = Suggester(vocabulary: .builtin)

    func first(_ entry: String) -> Suggestion? {
        Self.suggester.suggestions(for: entry).first
    }

    func testTheIssuesExamples() {
        XCTAssertEqual(first("sunset"), Suggestion(identifier: "sunset_sunrise", kind: .spelling,
                                                   reason: "sunset is one of the words of sunset_sunrise"))
        XCTAssertEqual(first("smartphone"), Suggestion(identifier: "phone", kind: .meaning, reason: "smartphone is a kind of phone, by its last word"))
        XCTAssertEqual(first("dance"), Suggestion(identifier: "dancing", kind: .meaning, reason: "dance is a synonym of dancing"))
        XCTAssertEqual(first("person"), Suggestion(identifier: "people", kind: .spelling, reason: "singular/plural of people"))
        XCTAssertEqual(first("bike")?.identifier, "bicycle", "WordNet's first sense of bike is the motorcycle")
        XCTAssertEqual(Self.suggester.suggestions(for: "bike").map(\.identifier).prefix(2), ["bicycle", "motorcycle"])
    }

    func testABroadListOfWordsAppsWrite() {
        let expected: [String: String] = [
            "sunrise": "sunset_sunrise", "Sunsets": "sunset_sunrise", "shop": "interior_shop", "persons": "people",
            "Person": "people", "bikes": "bicycle", "smartphones": "phone", "dances": "dancing", "room": "interior_room",
            "rooms": "interior_room", "wristwatch": "watch", "cellphone": "phone", "teacup": "cup",
            "deckchair": "chair", "soccer ball": "ball", "sportscars": "sportscar", "glass": "raw_glass",
            "smartwatch": "watch", "smartwatches": "watch", "minivan": "automobile", "dancer": "ballet_dancer",
        ]
        var wrong: [String] = []
        for (word, identifier) in expected.sorted(by: { $0.key < $1.key }) where first(word)?.identifier != identifier {
            wrong.append("\(word): expected \(identifier), got \(Self.suggester.suggestions(for: word).map(\.identifier))")
        }
        XCTAssertEqual(wrong, [])
    }

    func testWordsOfIdentifiersComeAfterWhatWordNetSays() {
        // "glass" is a synonym of raw_glass and drinking_glass; stained_glass merely has it as a word.
        let glass = Self.suggester.suggestions(for: "glass").map(\.identifier)
        XCTAssertEqual(Array(glass.prefix(2)), ["raw_glass", "drinking_glass"])
        let words = Suggester.identifierWords(of: ["chair_other", "sunset_sunrise", "sofa"])
        XCTAssertEqual(["chair", "sunset", "sunrise", "other", "sofa"].map(words.identifiers(withWord:)),
                       [["chair_other"], ["sunset_sunrise"], ["sunset_sunrise"], [], []], "the bucket word `other` points nowhere")
        XCTAssertEqual(words.singleWords, ["sofa"])
    }

    /// Words are split on bytes where a byte is a character: the same words as splitting characters, on
    /// every identifier of the built-in and the ImageNet-21k vocabularies and on text made to differ.
    func testWordsOfIdentifiersOnBytesAreTheWordsOnCharacters() throws {
        let imageNet = try String(contentsOf: TestSupport.repository.appendingPathComponent("taxonomy/imagenet-21k.txt"), encoding: .utf8)
        let identifiers = Vocabulary.builtin.identifiers + imageNet.split(separator: "\n").map(String.init)
            + ["", "_", "__a__b_", "a__b", "x\r\n_y", "crème_brûlée", "e\u{301}_x"]
        for identifier in identifiers {
            XCTAssertEqual(Suggester.words(of: identifier), identifier.split(separator: "_").map(String.init), identifier)
        }
        let words = Suggester.identifierWords(of: ["sea_sea_lion", "sea_other", "ox_sea"])
        XCTAssertEqual(["sea", "lion", "ox"].map(words.identifiers(withWord:)), [["sea_sea_lion", "sea_other", "ox_sea"], ["sea_sea_lion"], []],
                       "a word once per identifier, of three letters or more")
    }

    func testACompoundNeedsAHeadOfThreeLettersBeforeItsLastWord() {
        XCTAssertEqual(Self.suggester.compoundHeadSuggestions(entry: "smartphone").map(\.identifier), ["phone"])
        XCTAssertEqual(Self.suggester.compoundHeadSuggestions(entry: "iphone"), [], "i is no head")
        XCTAssertEqual(Self.suggester.compoundHeadSuggestions(entry: "zzqx"), [])
        XCTAssertEqual(first("zzqxphone")?.identifier, "phone")
    }

    func testIrregularPluralsWorkBothWays() {
        XCTAssertEqual(Self.suggester.irregularBases(of: "people"), ["person"], "noun.exc lacks people")
        let vocabulary = Vocabulary(name: "v", identifiers: ["person", "mouse"], knowledge: [])
        let suggester = Suggester(vocabulary: vocabulary)
        XCTAssertEqual(suggester.suggestions(for: "people").first?.identifier, "person", "plural entry, singular identifier")
        XCTAssertEqual(suggester.suggestions(for: "mice").first?.identifier, "mouse")
    }
}
