@testable import CategoryMapping
import Foundation
import XCTest

/// The grammar of one mapping line, shared by the linter and the library.
final class MappingLineTests: XCTestCase {
    func parse(_ text: String) throws -> MappingLine {
        try MappingLine(parsing: text, path: "m/soft.txt", number: 7)
    }

    func testEntriesExclusionsAndColumns() throws {
        let entry = try parse("  pillow  # soft")
        XCTAssertEqual(entry.entry, MappingLine.Entry(identifier: "pillow", isExclusion: false, column: 3))
        XCTAssertEqual(entry.comment, "soft")
        XCTAssertNil(entry.suppression)
        let exclusion = try parse("\t!  structure # generic")
        XCTAssertEqual(exclusion.entry, MappingLine.Entry(identifier: "structure", isExclusion: true, column: 2))
        XCTAssertEqual(try parse("Stuffed Animals").entry?.identifier, "Stuffed Animals")
        XCTAssertEqual(try parse("é sofa").entry?.column, 1)
        XCTAssertEqual(try parse("\u{1F468}\u{200D}\u{1F469} sofa #x").entry?.identifier, "\u{1F468}\u{200D}\u{1F469} sofa")
        XCTAssertEqual(try parse("\u{3000}\u{A0}sofa").entry?.column, 3)
    }

    func testBlankAndCommentLinesHaveNoEntry() throws {
        for text in ["", "   ", "\t", "# Soft things", "  #", "#curtain"] {
            XCTAssertNil(try parse(text).entry, text)
        }
        XCTAssertEqual(try parse("# Soft things").comment, "Soft things")
        XCTAssertNil(try parse("#   ").comment)
    }

    func testBangWithoutIdentifierIsAnError() {
        XCTAssertThrowsError(try parse("  !  # nothing")) { error in
            XCTAssertEqual(error as? MappingError, MappingError(path: "m/soft.txt", line: 7, reason: .emptyExclusion))
            XCTAssertEqual("\(error)", "m/soft.txt:7: expected an identifier after `!`")
        }
    }

    func testSuppressionsReturnTheirRulesAsWritten() throws {
        let one = try parse("cotton # audit:ignore dead-entry")
        XCTAssertEqual(one.suppression, MappingLine.Suppression(rules: ["dead-entry"], column: 8))
        XCTAssertNil(one.comment)
        XCTAssertEqual(try parse("sofa #audit:ignore duplicate, conflict").suppression?.rules, ["duplicate", "conflict"])
        XCTAssertEqual(try parse("sofa # audit:ignore\tduplicate,conflict\u{3000}").suppression?.rules, ["duplicate", "conflict"])
        // The core does not know the linter's rules: an unknown id is returned for the linter to refuse.
        XCTAssertEqual(try parse("sofa # audit:ignore dead-entries").suppression?.rules, ["dead-entries"])
        let stray = try parse("   # audit:ignore dead-entry")
        XCTAssertNil(stray.entry)
        XCTAssertEqual(stray.suppression?.column, 4)
    }

    func testASuppressionWithoutRulesIsAnError() {
        for text in ["cotton # audit:ignore", "cotton # audit:ignore   ", "cotton # audit:ignore ,", "cotton # audit:ignore # why"] {
            XCTAssertThrowsError(try parse(text), text) { error in
                XCTAssertEqual("\(error)", "m/soft.txt:7: `audit:ignore` needs a rule")
            }
        }
    }

    // D17: only `audit:ignore`, white space and rule ids is a suppression.
    func testLookalikeCommentsAreOrdinaryComments() throws {
        let ignored = try parse("# audit:ignored because the list is old")
        XCTAssertNil(ignored.suppression)
        XCTAssertEqual(ignored.comment, "audit:ignored because the list is old")
        let me = try parse("sofa # audit:ignore-me")
        XCTAssertEqual(me.entry?.identifier, "sofa")
        XCTAssertNil(me.suppression)
        XCTAssertEqual(me.comment, "audit:ignore-me")
        let glued = try parse("Sofas #audit:ignoredead-entry")
        XCTAssertNil(glued.suppression)
        XCTAssertEqual(glued.comment, "audit:ignoredead-entry")
    }

    func testATrailingNoteAfterTheRulesIsAllowedAndKept() throws {
        let line = try parse("Sofas # audit:ignore dead-entry # kept for the old app")
        XCTAssertEqual(line.suppression?.rules, ["dead-entry"])
        XCTAssertEqual(line.comment, "kept for the old app")
        XCTAssertEqual(line.entry?.identifier, "Sofas")
    }

    func testAHashFollowedByACombiningMarkOrKeycapStillStartsAComment() throws {
        let keycap = try parse("sofa #\u{FE0F}\u{20E3} keycap")
        XCTAssertEqual(keycap.entry?.identifier, "sofa")
        XCTAssertEqual(keycap.comment, "\u{FE0F}\u{20E3} keycap")
        let combining = try parse("pillow #\u{301}accent")
        XCTAssertEqual(combining.entry?.identifier, "pillow")
        let suppression = try parse("Sofas #\u{20E3}")
        XCTAssertEqual(suppression.entry?.identifier, "Sofas")
        XCTAssertEqual(try parse("#\u{20E3} audit:ignore dead-entry").entry, nil)
    }

    func testSuppressionColumnCountsCharacters() throws {
        let line = try parse("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} # audit:ignore duplicate")
        XCTAssertEqual(line.suppression?.column, 3)
        XCTAssertEqual(line.entry?.column, 1)
    }

    // D12: one definition of white space, exactly tab and Unicode's space separators (category Zs).
    func testWhitespaceIsTabAndTheSpaceSeparators() {
        var disagreements: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected = value == 0x09 || scalar.properties.generalCategory == .spaceSeparator
            if MappingLine.isWhitespace(scalar) != expected { disagreements.append(value) }
        }
        XCTAssertEqual(disagreements, [])
    }

    /// Foundation's `CharacterSet.whitespaces` also holds U+200B; the grammar keeps it in the entry, where
    /// it is reported (and spelled away) instead of silently trimmed.
    func testZeroWidthSpaceStaysInTheEntry() throws {
        XCTAssertEqual(try parse("\u{200B}sofa").entry?.identifier, "\u{200B}sofa")
    }

    /// Foundation's white space without U+200B, as the grammar defines it.
    let spaces = CharacterSet.whitespaces.subtracting(CharacterSet(charactersIn: "\u{200B}"))

    func testLineBreaksAndControlsAreNotWhitespace() throws {
        // `Character.isWhitespace` says yes to these; the mapping grammar keeps them in the entry.
        for scalar in ["\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"] {
            XCTAssertEqual(try parse("!\(scalar)Sofas").entry?.identifier, "\(scalar)Sofas")
            XCTAssertEqual(try parse("\(scalar)sofa").entry?.column, 1)
        }
        XCTAssertEqual(MappingLine.trimmingWhitespace("\u{2003} sofa\t\u{3000}"), "sofa")
        XCTAssertEqual(MappingLine.trimmingWhitespace(" \u{301}sofa "), "\u{301}sofa")
        XCTAssertEqual(MappingLine.trimmingWhitespace("\t \u{A0}"), "")
    }

    func testTrimmingAgreesWithFoundationsSpaces() {
        let samples = ["", " ", "\t\t", "sofa", "  sofa\t", "\u{A0}sofa\u{3000}", "stuffed animals ", " \u{301}sofa",
                       "sofa\n", "\u{2003}!sofa \u{200B}", "so fa", "\u{FEFF}sofa", " é ", "\u{1F600} ", "\u{0B}x\u{0B}"]
        for sample in samples {
            XCTAssertEqual(String(MappingLine.trimmingWhitespace(sample)), sample.trimmingCharacters(in: spaces),
                           "\(sample.unicodeScalars.map(\.value))")
        }
    }
}
