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
}
