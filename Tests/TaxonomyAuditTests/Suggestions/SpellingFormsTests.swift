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

    func testEditAllowanceGrowsWithLength() {
        XCTAssertEqual([3, 4, 7, 8, 20].map(SpellingForms.editAllowance(forLength:)), [0, 1, 1, 2, 2])
    }
}
