import Foundation
@testable import TaxonomyAudit
import XCTest

/// The standard-library string edits give what Foundation's `NSString` methods they replace gave.
final class StringEditingTests: XCTestCase {
    private let texts = ["", "a", "a_b_c", "__", "_x_", "sofa", "a|b||c", "e\u{301}_e", "x\\y\\", "don't", "é_café", "a\r\nb\n",
                         "😀_😀", "--- a\n--- b\n", "::,:", "'\\'"]

    func testReplacingEveryMatchesReplacingOccurrences() {
        for text in texts {
            for (target, replacement) in [("_", " "), ("|", "\\|"), ("\\", "\\\\"), ("'", "'\\''"), ("\n", "\r\n"), (":", "%3A"),
                                          ("--- a\n", "new\n--- /dev/null\n"), ("__", "_"), ("é", "e")] {
                XCTAssertEqual(text.replacingEvery(target, with: replacement),
                               text.replacingOccurrences(of: target, with: replacement, options: .literal),
                               "\(text.debugDescription) \(target.debugDescription)")
            }
        }
        XCTAssertEqual("a_b"[...].replacingEvery("_", with: ""), "ab")
    }

    func testPaddingMatchesNSString() {
        for text in texts + ["identifier", "πρόσωπο", "a😀b"] {
            for length in [0, 1, 3, 8, 10, 16] {
                XCTAssertEqual(text.padded(toUTF16Length: length), text.padding(toLength: length, withPad: " ", startingAt: 0),
                               "\(text.debugDescription) to \(length)")
            }
        }
    }

    /// Foundation on Linux also counts U+200B ZERO WIDTH SPACE, a format character (Cf), as white space; Foundation
    /// on Apple platforms, Unicode and the mapping grammar (`MappingLine.isWhitespace`) do not, and neither does this.
    func testTrimmingMatchesCharacterSets() {
        // Every scalar Foundation counts as white space or a line break, and some it does not.
        let scalars = (0...0x3000).compactMap(Unicode.Scalar.init).filter {
            $0.value != 0x200B && CharacterSet.whitespacesAndNewlines.contains($0) || [0x1C, 0xFEFF, 0x41].contains($0.value)
        }
        for scalar in scalars {
            let text = "\(scalar)x \(scalar)y\(scalar)"
            XCTAssertEqual(text.trimmingWhitespaceAndNewlines(), text.trimmingCharacters(in: .whitespacesAndNewlines),
                           "U+\(String(scalar.value, radix: 16))")
            XCTAssertEqual(text.trimmingWhitespace(), text.trimmingCharacters(in: .whitespaces), "U+\(String(scalar.value, radix: 16))")
        }
        XCTAssertEqual(" \n\t ".trimmingWhitespaceAndNewlines(), "")
        XCTAssertEqual("\u{200B}x\u{200B}".trimmingWhitespaceAndNewlines(), "\u{200B}x\u{200B}")
        XCTAssertEqual("\u{200B}x\u{200B}".trimmingWhitespace(), "\u{200B}x\u{200B}")
    }

    func testFirstByteRangeIsALiteralSearch() {
        let text = "sofa sofa_bed e\u{301} é sofa"
        for target in ["sofa", "sofa_bed", "é", "e\u{301}", "bed e", "x", "sofa sofa sofa"] {
            for offset in [0, 1, 5, 14] {
                let from = text.index(text.startIndex, offsetBy: offset)
                let expected = text.range(of: target, options: .literal, range: from..<text.endIndex)
                XCTAssertEqual(text.firstByteRange(of: target, from: from), expected, "\(target) from \(offset)")
            }
        }
        XCTAssertNil(text.firstByteRange(of: ""))
        XCTAssertEqual("a; b; c".firstByteRange(of: "; ").map { "a; b; c"[..<$0.lowerBound] }, "a")
    }
}
