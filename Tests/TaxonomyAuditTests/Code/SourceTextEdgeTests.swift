import Foundation
import XCTest
@testable import TaxonomyAudit

/// What a source file's bytes may hold around its lists: a byte-order mark, byte strings, wide characters on
/// a line of many entries; and a long list is read in time linear in its length.
final class SourceTextEdgeTests: XCTestCase {
    func testAByteOrderMarkBeforeAMarkerOnTheFirstLine() throws {
        let swift = try CodeFixtures.document(named: "Labels.swift", "\u{FEFF}// audit:category soft\nlet soft = [\"Sofas\"]\n")
        XCTAssertEqual(CodeFixtures.summary(swift), ["soft: Sofas@2:13"])
        let python = try CodeFixtures.document(named: "labels.py", "\u{FEFF}# audit:category soft\r\nSOFT = [\"pillow\", \"Sofas\"]\r\n")
        XCTAssertEqual(CodeFixtures.summary(python), ["soft: pillow@2:9, Sofas@2:19"])
        // On the marker's own line the mark is no character: the entry's column counts from after it.
        let trailing = try CodeFixtures.document(named: "Labels.swift", "\u{FEFF}let soft = [\"sofa\"] // audit:category soft\n")
        XCTAssertEqual(CodeFixtures.summary(trailing), ["soft: sofa@1:13"])
    }

    func testByteStringsAreNoEntries() throws {
        let python = try CodeFixtures.document(named: "labels.py", "# audit:category soft\nSOFT = {b\"sofa\", rb\"pillow\", Br'rug', \"bed\"}\n")
        XCTAssertEqual(CodeFixtures.summary(python), ["soft: bed@2:39"])
        XCTAssertEqual(python.skipped.map(\.text), [#"b"sofa""#, #"rb"pillow""#, "Br'rug'"])
        XCTAssertEqual(python.skipped.first?.reason, "this string is a byte string, which no label equals, so it is not an entry")
        let rust = try CodeFixtures.document(named: "labels.rs", "// audit:category soft\nconst SOFT: &[&[u8]] = &[b\"sofa\", br#\"pillow\"#, c\"rug\", \"bed\", r\"cot\"];\n")
        XCTAssertEqual(CodeFixtures.summary(rust), ["soft: bed@2:57, cot@2:65"])
        // A raw string's column is its quote's, after the `r`.
        XCTAssertEqual(rust.skipped.count, 3)
    }

    /// Columns count characters: a wide character, a combining mark after an ASCII letter, an emoji.
    func testColumnsCountCharactersAfterWideOnes() {
        let text = "ab\"é\" \"e\u{301}x\" \"🛋️\" \"z\"\nq\"r\"\n"
        let bytes = Array(text.utf8)
        let index = LineIndex(bytes)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\"") {
            let line = index.line(of: offset)
            let start = index.start(ofLine: line)
            let expected = String(decoding: bytes[start..<offset], as: UTF8.self).count + 1
            XCTAssertEqual(index.column(of: offset), expected, "offset \(offset) on \(lines[line - 1])")
        }
    }

    /// Many entries on one line and one entry a line: reading (columns) and removing (finding each entry by
    /// its position) take time linear in the entries.
    func testALongListIsReadAndEditedWhole() throws {
        let words = (0..<40_000).map { "w\($0)" }
        let line = try CodeFixtures.document(named: "labels.py", "# audit:category soft\nSOFT = [" + words.map { "\"\($0)\"" }.joined(separator: ", ") + "]\n")
        XCTAssertEqual(line.lists.first?.entries.count, words.count)
        XCTAssertEqual(line.lists.first?.entries.last?.column, 9 + (words.count - 1) * 2 + words.dropLast().reduce(0) { $0 + $1.count + 2 })
        let lines = try CodeFixtures.document(named: "labels.py", "# audit:category soft\nSOFT = [\n" + words.map { "    \"\($0)\",\n" }.joined() + "]\n")
        let removals = lines.lists[0].entries.dropFirst().map { MappingEdit.delete(EntryPosition(line: $0.line, column: $0.column)) }
        XCTAssertTrue(removals.allSatisfy { lines.refusal(of: $0) == nil })
        XCTAssertEqual(try lines.rendering(removals), "# audit:category soft\nSOFT = [\n    \"w0\",\n]\n")
    }
}
