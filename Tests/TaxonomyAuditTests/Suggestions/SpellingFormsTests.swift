import TestSupport
import XCTest
@testable import TaxonomyAudit

final class SpellingFormsTests: XCTestCase {
    func testNormalizedFoldsCaseAndSeparators() {
        XCTAssertEqual(SpellingForms.normalized("Stuffed  Animals"), "stuffed_animals")
        XCTAssertEqual(SpellingForms.normalized("-wet--suit-"), "wet_suit")
        XCTAssertEqual(SpellingForms.normalized("T-Shirt"), "t_shirt")
    }

    func testNormalizedTreatsASCIIAndOtherTextAlike() {
        // The same folding character by character, as the non-ASCII path does it.
        func byCharacters(_ text: String) -> String {
            var out = ""
            var pending = false
            for character in text.lowercased() {
                if [" ", "-", "_", ".", "\t"].contains(character) { pending = !out.isEmpty; continue }
                if pending { out.append("_") }
                pending = false
                out.append(character)
            }
            return out
        }
        for sample in ["", "___", "Stuffed  Animals", "a.b_c d\te", "MiXeD-CaSe_words.", "x\r\ny", "Hello, World!", "@[`{"] {
            XCTAssertEqual(SpellingForms.normalized(sample), byCharacters(sample), sample)
        }
        XCTAssertEqual(SpellingForms.normalized("Crème-Brûlée  Tart"), "crème_brûlée_tart")
    }

    func testLemmaFormsKeepHyphensAsWordNetWritesThem() {
        XCTAssertEqual(SpellingForms.lemmaForms("T-Shirt"), ["t-shirt", "t_shirt"])
        XCTAssertEqual(SpellingForms.lemmaForms("Teddy Bear"), ["teddy_bear"])
        XCTAssertEqual(SpellingForms.lemmaForms(" Ice\tCream__Cone "), ["ice_cream_cone"], "runs of spaces, tabs and underscores")
        XCTAssertEqual(SpellingForms.lemmaForms("St. Bernard"), ["st._bernard", "st_bernard"], "a dot is kept in the lemma")
        XCTAssertEqual(SpellingForms.lemmaForms("Crème  Brûlée"), ["crème_brûlée"])
        XCTAssertEqual(SpellingForms.lemmaForms("Bœuf-Bourguignon"), ["bœuf-bourguignon", "bœuf_bourguignon"])
    }

    func testUnderscoresAreDroppedInASCIIAndOtherTextAlike() {
        XCTAssertEqual(SpellingForms.withoutUnderscores("ice_cream_cone"), "icecreamcone")
        XCTAssertEqual(SpellingForms.withoutUnderscores("sofa"), "sofa")
        XCTAssertEqual(SpellingForms.withoutUnderscores("crème_brûlée"), "crèmebrûlée")
        XCTAssertEqual(SpellingForms.withoutUnderscores("_"), "")
    }

    func testKeysCoverSingularsAndJoinedWords() {
        let none: (String) -> [String] = { _ in [] }
        XCTAssertEqual(SpellingForms.keys("Sofas", irregularBases: none), ["sofas", "sofa"])
        XCTAssertTrue(SpellingForms.keys("Dresses", irregularBases: none).contains("dress"))
        XCTAssertTrue(SpellingForms.keys("Stuffed Animals", irregularBases: none).contains("stuffedanimal"))
        XCTAssertTrue(SpellingForms.keys("berries", irregularBases: none).contains("berry"))
        XCTAssertTrue(SpellingForms.keys("Stuffed Mice", irregularBases: { $0 == "mice" ? ["mouse"] : [] }).contains("stuffed_mouse"))
        XCTAssertEqual(SpellingForms.keys("  ", irregularBases: none), [])
    }

    /// The keys of ASCII text are worked out on its bytes; they are exactly what working on characters
    /// gives, on every identifier of the built-in vocabulary and every fourth of ImageNet-21k, plurals, and
    /// text made to catch the differences (separators at the ends, irregular plurals of the last word,
    /// bases that are not ASCII or hold an underscore).
    func testKeysOnBytesAreTheKeysOnCharacters() throws {
        let imageNet = try String(contentsOf: TestSupport.repository.appendingPathComponent("taxonomy/imagenet-21k.txt"), encoding: .utf8)
        let imageNetWords = imageNet.split(separator: "\n").enumerated().filter { $0.offset % 4 == 0 && !$0.element.hasPrefix("#") }
        let words = Vocabulary.builtin.identifiers + imageNetWords.map { String($0.element) }
        let samples = words + words.map { $0 + "s" } + words.enumerated().filter { $0.offset % 10 == 0 }.map { $0.element.uppercased() + "ES" } + [
            "", "_", "__a__", "s", "ss", "sss", "a_s", "boxes", "men", "Fishermen", "Stuffed Mice", "stuffed_mice", "geese",
            "People", "Big-People", "Policemen", "a.b-c d", "x_ies", "ies", "tries", "Crème brûlée", "mice_pies",
        ]
        let builtin: (String) -> [String] = { MeaningIndex.builtin.irregularBases(of: $0) }
        let odd: (String) -> [String] = { ["x_y", "brûlée_s", "e\u{301}_", $0 + "_"] }
        var compared = 0
        for sample in samples where sample.utf8.allSatisfy({ $0 < 0x80 }) {
            for bases in [builtin, odd] {
                XCTAssertEqual(SpellingForms.asciiKeys(sample, irregularBases: bases),
                               SpellingForms.characterKeys(sample, irregularBases: bases), sample)
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 20_000)
        XCTAssertEqual(SpellingForms.keys("Crème Brûlées", irregularBases: { _ in [] }), ["crème_brûlées", "crème_brûlée", "crèmebrûlées", "crèmebrûlée"])
        XCTAssertEqual(SpellingForms.keys("a\r\nbs", irregularBases: { _ in [] }), SpellingForms.characterKeys("a\r\nbs", irregularBases: { _ in [] }),
                       "CR LF is one character, so such text is worked out on characters")
    }

    func testEditAllowanceGrowsWithLength() {
        XCTAssertEqual([3, 4, 7, 8, 20].map(SpellingForms.editAllowance(forLength:)), [0, 1, 1, 2, 2])
    }
}
