import CategoryMapping
import XCTest

/// The line splitter every mapping file goes through.
final class MappingTextTests: XCTestCase {
    func split(_ bytes: [UInt8]) throws -> MappingText {
        try MappingText(path: "m/soft.txt", bytes: bytes)
    }

    func error(_ bytes: [UInt8]) -> String? {
        do {
            _ = try split(bytes)
            return nil
        } catch {
            return "\(error)"
        }
    }

    func testSplitsLFAndCRLFAndRecordsEachLinesOwnEnding() throws {
        let text = try split(Array("sofa\npillow\r\nSofas\nbed\r\nrug".utf8))
        XCTAssertEqual(text.lines.map(\.text), ["sofa", "pillow", "Sofas", "bed", "rug"])
        XCTAssertEqual(text.lines.map(\.number), [1, 2, 3, 4, 5])
        XCTAssertEqual(text.lines.map(\.ending), [.lf, .crlf, .lf, .crlf, MappingText.LineEnding.none])
        XCTAssertEqual(text.firstLineEnding, .lf)
        XCTAssertFalse(text.endsWithNewline)
        XCTAssertFalse(text.hasByteOrderMark)
    }

    func testRejoiningTheLinesWithTheirEndingsGivesTheFileBack() throws {
        let files = ["a\r\nb\nc", "\n\n", "x\r\n", "", "only", "\u{FEFF}bom\r\nline\n"]
        for file in files {
            let text = try split(Array(file.utf8))
            let rebuilt = (text.hasByteOrderMark ? "\u{FEFF}" : "") + text.lines.map { $0.text + $0.ending.rawValue }.joined()
            XCTAssertEqual(Array(rebuilt.utf8), Array(file.utf8), file.debugDescription)
        }
    }

    func testByteOrderMarkIsToleratedAndFirstEndingIsCRLF() throws {
        let text = try split([0xEF, 0xBB, 0xBF] + Array("pillow\r\nsofa\n".utf8))
        XCTAssertTrue(text.hasByteOrderMark)
        XCTAssertEqual(text.lines.map(\.text), ["pillow", "sofa"])
        XCTAssertEqual(text.firstLineEnding, .crlf)
        XCTAssertTrue(text.endsWithNewline)
    }

    func testEmptyFileHasNoLinesAndNoEnding() throws {
        let text = try split([])
        XCTAssertEqual(text.lines, [])
        XCTAssertNil(text.firstLineEnding)
        XCTAssertFalse(text.endsWithNewline)
    }

    func testLoneCRIsRefusedAtItsLine() {
        // D11: a classic Mac file was read as one entry "sofa\rpillow\rSofas".
        XCTAssertEqual(error(Array("sofa\rpillow\rSofas\r".utf8)), "m/soft.txt:1: lone CR line endings are not supported")
        XCTAssertEqual(error(Array("sofa\npillow\r".utf8)), "m/soft.txt:2: lone CR line endings are not supported")
        XCTAssertEqual(error(Array("sofa\nso\rfa\n".utf8)), "m/soft.txt:2: lone CR line endings are not supported")
        XCTAssertEqual(error(Array("sofa\r\r\n".utf8)), "m/soft.txt:1: lone CR line endings are not supported")
    }

    func testALargeLoneCRFileIsReportedAsLoneCRNotAsAnOverlongLine() {
        let line = Array("pillow".utf8) + [0x0D]
        let bytes = Array(repeating: line, count: 20_000).flatMap { $0 }
        XCTAssertEqual(error(bytes), "m/soft.txt:1: lone CR line endings are not supported")
    }

    func testNulInvalidUTF8AndOverlongLinesAreRefusedWithTheirLine() {
        XCTAssertEqual(error(Array("pillow\nso\0fa\n".utf8)), "m/soft.txt:2: contains a NUL byte: not a text file")
        XCTAssertEqual(error(Array("pillow\nsofa\n".utf8) + [0xC3, 0x28, 0x0A]), "m/soft.txt:3: line is not valid UTF-8")
        // A truncated four-byte sequence decodes to one replacement character of the same length.
        XCTAssertEqual(error([0xF0, 0x9F, 0x98, 0x0A]), "m/soft.txt:1: line is not valid UTF-8")
        XCTAssertEqual(error([0xED, 0xA0, 0x80]), "m/soft.txt:1: line is not valid UTF-8")
        let long = [UInt8](repeating: 0x61, count: 5_000_000)
        XCTAssertEqual(error(Array("pillow\n".utf8) + long), "m/soft.txt:2: line is 5000000 bytes long (limit 65536): not a mapping file")
        XCTAssertNil(error([UInt8](repeating: 0x61, count: MappingText.maximumLineLength) + [0x0A]))
    }

    func testMultibyteTextIsKept() throws {
        let text = try split(Array("canapé\r\n\u{1F600} # smile\n".utf8))
        XCTAssertEqual(text.lines.map(\.text), ["canapé", "\u{1F600} # smile"])
    }
}
