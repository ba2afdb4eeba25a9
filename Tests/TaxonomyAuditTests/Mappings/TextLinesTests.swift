import TestSupport
import XCTest
@testable import TaxonomyAudit

final class TextLinesTests: XCTestCase {
    func lines(_ bytes: [UInt8]) throws -> TextLines {
        try TextLines(path: "m/soft.txt", data: Data(bytes))
    }

    func testSplitsLFAndRemembersTheFinalNewline() throws {
        let text = try lines(Array("pillow\nsofa\n".utf8))
        XCTAssertEqual(text.lines.map(\.text), ["pillow", "sofa"])
        XCTAssertEqual(text.lines.map(\.number), [1, 2])
        XCTAssertEqual(text.lineEnding, "\n")
        XCTAssertTrue(text.endsWithNewline)
        XCTAssertFalse(try lines(Array("pillow\nsofa".utf8)).endsWithNewline)
    }

    func testStripsCRLFAndTheByteOrderMark() throws {
        let text = try lines([0xEF, 0xBB, 0xBF] + Array("pillow\r\nsofa\r\n".utf8))
        XCTAssertEqual(text.lines.map(\.text), ["pillow", "sofa"])
        XCTAssertEqual(text.lineEnding, "\r\n")
        XCTAssertTrue(text.hasByteOrderMark)
    }

    func testEmptyFileHasNoLines() throws {
        XCTAssertEqual(try lines([]).lines, [])
    }

    func testRejectsANulByteWithItsLine() {
        XCTAssertThrowsError(try lines(Array("pillow\nso\0fa\n".utf8))) { error in
            XCTAssertEqual("\(error)", "m/soft.txt:2: contains a NUL byte: not a text file")
        }
    }

    func testRejectsInvalidUTF8WithItsLine() {
        XCTAssertThrowsError(try lines(Array("pillow\nsofa\n".utf8) + [0xC3, 0x28, 0x0A])) { error in
            XCTAssertEqual("\(error)", "m/soft.txt:3: line is not valid UTF-8")
        }
    }

    func testRejectsAnOverlongLineWithoutBuildingIt() {
        let long = [UInt8](repeating: 0x61, count: 5_000_000)
        XCTAssertThrowsError(try lines(Array("pillow\n".utf8) + long)) { error in
            XCTAssertEqual("\(error)", "m/soft.txt:2: line is 5000000 bytes long (limit 65536): not a mapping file")
        }
    }

    func testMissingFileAndDirectoryAreInputErrors() throws {
        XCTAssertThrowsError(try TextLines(path: "/nonexistent/soft.txt")) { error in
            XCTAssertEqual("\(error)", "/nonexistent/soft.txt: no such file or directory")
        }
        let directory = try TestSupport.temporaryDirectory(self)
        XCTAssertThrowsError(try TextLines(path: directory.path)) { error in
            XCTAssertEqual("\(error)", "\(directory.path): is a directory")
        }
    }

    func testTrimmingWhitespaceAgreesWithFoundation() {
        let samples = ["", " ", "\t\t", "sofa", "  sofa\t", "\u{A0}sofa\u{3000}", "stuffed animals ", " \u{301}sofa",
                       "sofa\n", "\u{2003}!sofa \u{200B}", "so fa", "\u{FEFF}sofa", " é ", "\u{1F600} "]
        // The grammar's white space is Foundation's without U+200B (see MappingLine.isWhitespace).
        let spaces = CharacterSet.whitespaces.subtracting(CharacterSet(charactersIn: "\u{200B}"))
        for sample in samples {
            XCTAssertEqual(sample.trimmingWhitespace(), sample.trimmingCharacters(in: spaces), "\(sample.unicodeScalars.map(\.value))")
            XCTAssertEqual(sample.dropFirst(0).trimmingWhitespace(), sample.trimmingCharacters(in: spaces))
        }
    }

    func testCommentStartIsTheFirstHashCharacter() throws {
        let text = try lines(Array("sofa # soft\npillow\n\u{23}\u{20E3} keycap # comment\n".utf8))
        XCTAssertEqual(text.lines.map { $0.text.distance(from: $0.text.startIndex, to: $0.commentStart) }, [5, 6, 9])
    }

    func testEachLineRecordsItsOwnEnding() throws {
        let text = try lines(Array("sofa\npillow\r\nSofas\nbed".utf8))
        XCTAssertEqual(text.lines.map(\.ending), ["\n", "\r\n", "\n", ""])
        XCTAssertEqual(text.lineEnding, "\n", "a new line takes the first line's ending")
        XCTAssertEqual(try lines(Array("sofa\r\npillow\n".utf8)).lineEnding, "\r\n")
    }

    func testRefusesLoneCRLineEndings() {
        for (bytes, line) in [("sofa\rpillow\rSofas\r", 1), ("sofa\npillow\rbed\n", 2), ("sofa\r", 1), ("sofa\n\r\r\n", 2)] {
            XCTAssertThrowsError(try lines(Array(bytes.utf8)), bytes.debugDescription) { error in
                XCTAssertEqual("\(error)", "m/soft.txt:\(line): lone CR line endings are not supported")
            }
        }
    }

    func testALoneCRFileOverTheLineLimitIsReportedAsLoneCR() {
        let long = Array(String(repeating: "pillow\r", count: 20_000).utf8)
        XCTAssertGreaterThan(long.count, TextLines.maximumLineLength)
        XCTAssertThrowsError(try lines(long)) { error in
            XCTAssertEqual("\(error)", "m/soft.txt:1: lone CR line endings are not supported")
        }
    }

    func testTheLineLimitCanBeLifted() throws {
        let long = String(repeating: "a", count: 70_000)
        let text = try TextLines(path: "README.md", data: Data("# x\n\(long)\n".utf8), maximumLineLength: nil)
        XCTAssertEqual(text.lines.map(\.text), ["# x", long])
    }

    func testWhitespaceIsCharacterSetWhitespaces() {
        for scalar in [" ", "\t", "\u{A0}", "\u{3000}", "\u{2003}"] as [Unicode.Scalar] {
            XCTAssertTrue(TextLines.isWhitespace(scalar), "\(scalar.value)")
        }
        for scalar in ["\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "a"] as [Unicode.Scalar] {
            XCTAssertFalse(TextLines.isWhitespace(scalar), "\(scalar.value)")
        }
    }
}
