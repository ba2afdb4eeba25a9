import XCTest
@testable import TaxonomyAudit

final class MatchingTests: XCTestCase {
    func testANormalizedMatchFoldsCaseSpacesHyphensAndUnderscores() {
        XCTAssertEqual(MatchMode.normalized.key("Tiger  Cat"), "tiger_cat")
        XCTAssertEqual(MatchMode.normalized.key("-wet--suit-"), "wet_suit")
        XCTAssertEqual(MatchMode.normalized.key("T-Shirt_Dress"), "t_shirt_dress")
        XCTAssertEqual(MatchMode.normalized.key("Crème  Brûlée"), "crème_brûlée")
        XCTAssertEqual(MatchMode.caseInsensitive.key("Tiger Cat"), "tiger cat")
        XCTAssertEqual(MatchMode.exact.key("Tiger Cat"), "Tiger Cat")
    }

    func testANormalizedMatchKeepsWhatOnlySuggestionsFold() {
        // Dots and tabs separate words when suggestions compare spellings, not when an app matches.
        XCTAssertEqual(MatchMode.normalized.key("St.Bernard"), "st.bernard")
        XCTAssertEqual(MatchMode.normalized.key("a\tb"), "a\tb")
        XCTAssertEqual(SpellingForms.normalized("St.Bernard"), "st_bernard")
        XCTAssertEqual(SpellingForms.normalized("a\tb"), "a_b")
        // A hyphen with a combining mark is a character of its own, no separator; in ASCII and other text alike.
        XCTAssertEqual(MatchMode.normalized.key("A-\u{301}B"), "a-\u{301}b")
        XCTAssertEqual(MatchMode.normalized.key("Ü-B"), "ü_b")
        XCTAssertEqual(MatchMode.normalized.key("x\r\ny"), "x\r\ny")
    }
}
