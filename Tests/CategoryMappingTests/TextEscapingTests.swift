@testable import CategoryMapping
import XCTest

/// The one escaping walk, and the two JSON escapers built on it: the capture recorder's strict one and the
/// minimal one JSON lists are written with.
final class TextEscapingTests: XCTestCase {
    func testEachReplacedScalarIsWrittenAsItsTextTheOthersAsTheyAre() {
        XCTAssertEqual(TextEscaping.replacing("a-b-ü") { $0 == "-" ? "+" : nil }, "a+b+ü")
        XCTAssertEqual(TextEscaping.replacing("") { _ in "x" }, "")
    }

    func testJSONStringsEscapeQuotesBackslashesAndControls() {
        let text = "say \"hi\"\\\n\t\u{1}\u{7F}\u{2028}é"
        XCTAssertEqual(JSONText.escaped(text, strict: false), #"say \"hi\"\\\n\t\u0001"# + "\u{7F}\u{2028}é")
        XCTAssertEqual(JSONText.escaped(text, strict: true), #"say \"hi\"\\\n\t\u0001\u007f\u2028é"#)
        XCTAssertEqual(JSONText.string("a\rb"), #""a\rb""#)
    }
}
