import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

final class TextPositionsTests: XCTestCase {
    func testColumnsBecomeUTF16Offsets() {
        // 😀 is one character and two UTF-16 units; é (precomposed) is one of each.
        XCTAssertEqual(TextPositions.utf16Offset(ofColumn: 1, in: "😀 sofa"), 0)
        XCTAssertEqual(TextPositions.utf16Offset(ofColumn: 3, in: "😀 sofa"), 3)
        XCTAssertEqual(TextPositions.utf16Offset(ofColumn: 3, in: "é sofa"), 2)
        XCTAssertEqual(TextPositions.utf16Offset(ofColumn: 1, in: "sofa", byteOrderMark: true), 1)
        XCTAssertEqual(TextPositions.utf16Offset(ofColumn: 99, in: "sofa"), 4)
    }

    func testPrefixBeforeAnOffset() {
        XCTAssertEqual(TextPositions.prefix(of: "😀 so", before: 5), "😀 so")
        XCTAssertEqual(TextPositions.prefix(of: "😀 so", before: 1), "", "inside the surrogate pair")
        XCTAssertEqual(TextPositions.prefix(of: "\u{FEFF}ab", before: 2), "\u{FEFF}a")
    }

    /// A suppression after an emoji: the finding's column counts characters, the range UTF-16 units.
    func testRangesOfFindingsAfterAnEmoji() throws {
        let file = try TestSupport.mapping("soft", "sofa\n\u{3000}😀sofaa # audit:ignore duplicate\n")
        let findings = Auditor().audit(AuditContext(vocabulary: .builtin, sources: [file]))
        let dead = try XCTUnwrap(findings.first { $0.rule == .deadEntry })
        XCTAssertEqual(dead.column, 2)
        XCTAssertEqual(DirectoryAnalysis.range(line: dead.line, column: dead.column, in: file),
                       TextRange(start: TextPosition(line: 1, character: 1), end: TextPosition(line: 1, character: 8)))
        let unused = try XCTUnwrap(findings.first { $0.rule == .unusedSuppression })
        XCTAssertEqual(unused.column, 9, "the 9th character, the 10th UTF-16 unit")
        XCTAssertEqual(DirectoryAnalysis.range(line: unused.line, column: unused.column, in: file),
                       TextRange(start: TextPosition(line: 1, character: 9), end: TextPosition(line: 1, character: 33)))
    }

    func testByteOrderMarkCountsOnTheFirstLine() throws {
        let file = try TestSupport.mapping("soft", "\u{FEFF}sofaa\n")
        XCTAssertEqual(DirectoryAnalysis.range(line: 1, column: 1, in: file),
                       TextRange(start: TextPosition(line: 0, character: 1), end: TextPosition(line: 0, character: 6)))
    }

    func testOneEditBetweenTexts() throws {
        let edit = try XCTUnwrap(TextPositions.edit(from: "a\r\nsofaa\r\nb\r\n", to: "a\r\nsofa\r\nb\r\n"))
        XCTAssertEqual(edit.range, TextRange(start: TextPosition(line: 1, character: 4), end: TextPosition(line: 1, character: 5)))
        XCTAssertEqual(edit.newText, "")
        // A deleted CRLF line is removed whole, with its own line ending.
        let deletion = try XCTUnwrap(TextPositions.edit(from: "a\r\nb\r\nb\r\n", to: "a\r\nb\r\n"))
        XCTAssertEqual(deletion.range, TextRange(start: TextPosition(line: 2, character: 0), end: TextPosition(line: 3, character: 0)))
        XCTAssertEqual(deletion.newText, "")
        // Nor is a CRLF split when the common prefix ends inside it.
        let ending = try XCTUnwrap(TextPositions.edit(from: "a\r\n", to: "a\r"))
        XCTAssertEqual(ending.range, TextRange(start: TextPosition(line: 0, character: 1), end: TextPosition(line: 1, character: 0)))
        XCTAssertEqual(ending.newText, "\r")
        XCTAssertNil(TextPositions.edit(from: "x", to: "x"))
        let emoji = try XCTUnwrap(TextPositions.edit(from: "😀\n", to: "😁\n"))
        XCTAssertEqual(emoji.range, TextRange(start: TextPosition(line: 0, character: 0), end: TextPosition(line: 0, character: 2)))
        XCTAssertEqual(emoji.newText, "😁")
    }
}
