import XCTest
@testable import TaxonomyAudit

final class MappingRewriterTests: XCTestCase {
    func rewrite(_ bytes: [UInt8], _ edits: [MappingEdit]) throws -> [UInt8] {
        let file = try MappingFile(text: TextLines(path: "soft.txt", data: Data(bytes)))
        return Array(MappingRewriter.apply(edits, to: file).utf8)
    }

    func rewrite(_ text: String, _ edits: [MappingEdit]) throws -> String {
        String(decoding: try rewrite(Array(text.utf8), edits), as: UTF8.self)
    }

    /// The position of the entry at `line`, `column`.
    func at(_ line: Int, _ column: Int = 1) -> EntryPosition {
        EntryPosition(line: line, column: column)
    }

    func testReplaceKeepsIndentationExclusionAndComment() throws {
        XCTAssertEqual(try rewrite("# soft\n  Sofas   # upholstered\n!  Structures\n",
                                   [.replace(at(2, 3), identifier: "sofa"), .replace(at(3, 1), identifier: "structure")]),
                       "# soft\n  sofa   # upholstered\n!  structure\n")
    }

    func testDeleteRemovesTheWholeLine() throws {
        XCTAssertEqual(try rewrite("pillow\ncotton # fibre\nsofa\n", [.delete(at(2))]), "pillow\nsofa\n")
    }

    func testAdditionsGoInSortedPositionWhenEntriesAreSorted() throws {
        XCTAssertEqual(try rewrite("# soft\nbathrobe\npillow # head\n\nsofa\n", [.add(category: "soft", identifier: "cloak", isExclusion: false),
                                                                              .add(category: "soft", identifier: "wetsuit", isExclusion: false)]),
                       "# soft\nbathrobe\ncloak\npillow # head\n\nsofa\nwetsuit\n")
    }

    func testAdditionsGoAtTheEndWhenEntriesAreNotSorted() throws {
        XCTAssertEqual(try rewrite("sofa\npillow\n\n", [.add(category: "soft", identifier: "cloak", isExclusion: true)]), "sofa\npillow\n!cloak\n\n")
    }

    func testCRLFBOMAndMissingFinalNewlineAreKept() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        XCTAssertEqual(try rewrite(bom + Array("Sofas\r\npillow".utf8), [.replace(at(1), identifier: "sofa")]),
                       bom + Array("sofa\r\npillow".utf8))
        XCTAssertEqual(try rewrite(Array("pillow\r\nsofa\r\n".utf8), [.add(category: "soft", identifier: "textile", isExclusion: false)]),
                       Array("pillow\r\nsofa\r\ntextile\r\n".utf8))
    }

    func testNoEditsGiveTheSameBytes() throws {
        for text in ["a\nb\n", "a\r\nb", "\u{FEFF}# c\n\n a \n", ""] {
            XCTAssertEqual(try rewrite(Array(text.utf8), []), Array(text.utf8), text)
        }
    }

    func testUntouchedLinesKeepTheirOwnEndingInAMixedFile() throws {
        XCTAssertEqual(try rewrite("sofa\npillow\r\nSofas\nbed\r\n", [.delete(at(3))]), "sofa\npillow\r\nbed\r\n")
        XCTAssertEqual(try rewrite("sofa\r\npillow\nSofas\r\nbed\n", [.replace(at(3), identifier: "sofa")]),
                       "sofa\r\npillow\nsofa\r\nbed\n")
        XCTAssertEqual(try rewrite("sofa\npillow\r\n", [.add(category: "soft", identifier: "textile", isExclusion: false)]),
                       "sofa\npillow\r\ntextile\n", "a new line takes the first line's ending")
        XCTAssertEqual(try rewrite("sofa\r\npillow\nbed", [.add(category: "soft", identifier: "wetsuit", isExclusion: false)]),
                       "sofa\r\npillow\nbed\r\nwetsuit\r\n")
        XCTAssertEqual(try rewrite("sofa\npillow\r\nbed", [.delete(at(3))]), "sofa\npillow", "still no final newline")
    }

    func testReplaceSkipsOnlyTheWhitespaceTheParserTrims() throws {
        for space in ["\u{0B}", "\u{2028}", "\u{85}", "\u{0C}"] {
            let text = "!\(space)Sofas # note\n"
            let file = try MappingFile(text: TextLines(path: "soft.txt", data: Data(text.utf8)))
            let entry = try XCTUnwrap(file.entries.first)
            XCTAssertEqual(entry.text, "\(space)Sofas", "the parser keeps it: not CharacterSet.whitespaces")
            XCTAssertEqual(MappingRewriter.apply([.replace(entry.position, identifier: "sofa")], to: file), "!sofa # note\n",
                           "the identifier as parsed is replaced, U+\(String(space.unicodeScalars.first!.value, radix: 16))")
        }
        XCTAssertEqual(try rewrite("!\u{A0}\tSofas\n", [.replace(at(1), identifier: "sofa")]), "!\u{A0}\tsofa\n")
    }
}
