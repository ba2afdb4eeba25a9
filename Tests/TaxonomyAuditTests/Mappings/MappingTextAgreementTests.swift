import CategoryMapping
import XCTest
@testable import TaxonomyAudit

/// The core splitter (`CategoryMapping.MappingText`) gives what `TextLines` gives on every file both
/// accept, and the same errors, so that `TextLines` can become a thin wrapper of it. They differ on
/// purpose on lone CRs, which the core refuses.
final class MappingTextAgreementTests: XCTestCase {
    let files: [[UInt8]] = [
        [], [0xEF, 0xBB, 0xBF], Array("sofa".utf8), Array("sofa\n".utf8), Array("\n\n\n".utf8),
        Array("pillow\r\nsofa\r\n".utf8), Array("pillow\nsofa\r\nbed".utf8), Array("pillow\r\nsofa\nbed\r\n".utf8),
        [0xEF, 0xBB, 0xBF] + Array("# soft\r\n  pillow # ok\r\n!structure\r\n".utf8), Array("canapé\n\u{1F600} # x\n".utf8),
        Array("\u{A0}sofa\u{3000}\n\t!  bed  # audit:ignore duplicate\n".utf8),
    ]

    func testSameLinesBomEndingAndFinalNewline() throws {
        for bytes in files {
            let lines = try TextLines(path: "m/soft.txt", data: Data(bytes))
            let core = try MappingText(path: "m/soft.txt", bytes: bytes)
            let label = String(decoding: bytes, as: UTF8.self).debugDescription
            XCTAssertEqual(core.lines.map(\.text), lines.lines.map(\.text), label)
            XCTAssertEqual(core.lines.map(\.number), lines.lines.map(\.number), label)
            XCTAssertEqual(core.hasByteOrderMark, lines.hasByteOrderMark, label)
            XCTAssertEqual(core.firstLineEnding == .crlf ? "\r\n" : "\n", lines.lineEnding, label)
            XCTAssertEqual(core.endsWithNewline, lines.endsWithNewline, label)
        }
    }

    func testSameErrors() {
        let bad: [[UInt8]] = [Array("pillow\nso\0fa\n".utf8), Array("a\nb\n".utf8) + [0xC3, 0x28, 0x0A], [0xF0, 0x9F, 0x98],
                              Array("pillow\n".utf8) + [UInt8](repeating: 0x61, count: 70_000)]
        for bytes in bad {
            var linesError = "", coreError = ""
            XCTAssertThrowsError(try TextLines(path: "m/soft.txt", data: Data(bytes))) { linesError = "\($0)" }
            XCTAssertThrowsError(try MappingText(path: "m/soft.txt", bytes: bytes)) { coreError = "\($0)" }
            XCTAssertEqual(coreError, linesError)
        }
    }
}
