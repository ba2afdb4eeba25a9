import XCTest
@testable import TaxonomyAudit

final class TerminalTextTests: XCTestCase {
    func testControlsAreEscapedInOneStyle() {
        XCTAssertEqual(TerminalText.escaped("\u{1B}[2J\u{1B}]0;title\u{07}"), "\\x1b[2J\\x1b]0;title\\x07")
        XCTAssertEqual(TerminalText.escaped("a\nb\rc\td\u{7F}\u{0}"), "a\\nb\\rc\\td\\x7f\\x00")
        XCTAssertEqual(TerminalText.escaped("\u{85}\u{9B}31m\u{2028}\u{2029}\u{202E}\u{2066}\u{200F}\u{61C}"),
                       "\\u{85}\\u{9b}31m\\u{2028}\\u{2029}\\u{202e}\\u{2066}\\u{200f}\\u{61c}")
    }

    func testOrdinaryTextIsUnchanged() {
        for text in ["", "sofa", "stuffed_animals", "“quoted” … é 👨‍👩‍👧", "back\\slash", "\u{A0}\u{3000}", "tab-free"] {
            XCTAssertEqual(TerminalText.escaped(text), text)
        }
    }

    func testNothingEscapedIsLeftRaw() {
        let all = String(String.UnicodeScalarView((0...0x2070).compactMap(Unicode.Scalar.init)))
        let escaped = TerminalText.escaped(all)
        XCTAssertFalse(escaped.unicodeScalars.contains(where: TerminalText.needsEscape))
        XCTAssertFalse(escaped.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }

    func testALineCannotStartAWorkflowCommand() {
        XCTAssertEqual(TerminalText.lineStart("::warning file=x::INJECTED.txt"), "\\x3a:warning file=x::INJECTED.txt")
        XCTAssertEqual(TerminalText.lineStart("names/evil\n::warning::x.txt"), "names/evil\\n::warning::x.txt")
        XCTAssertEqual(TerminalText.lineStart(":one.txt"), ":one.txt")
    }

    func testSystemErrorsAreSaidPlainly() {
        XCTAssertEqual(SystemErrorText.describe(errno: EISDIR), "is a directory")
        XCTAssertEqual(SystemErrorText.describe(errno: ENOSPC), "no space left on device")
    }
}
