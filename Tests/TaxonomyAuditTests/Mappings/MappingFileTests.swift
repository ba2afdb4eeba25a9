import CategoryMapping
import TestSupport
import XCTest
@testable import TaxonomyAudit

final class MappingFileTests: XCTestCase {
    func testCategoryIsTheFileNameWithoutTxt() {
        XCTAssertEqual(MappingFile.category(ofPath: "mappings/soft.txt"), "soft")
        XCTAssertEqual(MappingFile.category(ofPath: "/a/b/hard surfaces.txt"), "hard surfaces")
        XCTAssertEqual(MappingFile.category(ofPath: "lists/soft"), "soft")
    }

    func testEntriesAreTrimmedAndCommentsAndBlankLinesIgnored() throws {
        let file = try TestSupport.mapping("soft", "# Soft things\n\n  pillow  \n\tsofa\t# upholstered\n   \n#curtain\n")
        XCTAssertEqual(file.category, "soft")
        XCTAssertEqual(file.entries.map(\.text), ["pillow", "sofa"])
        XCTAssertEqual(file.entries.map(\.line), [3, 4])
        XCTAssertEqual(file.entries.map(\.column), [3, 2])
    }

    func testExclusionsAreMarkedAndKeepTheirColumn() throws {
        let file = try TestSupport.mapping("soft", "!structure\n  ! material # generic\n")
        XCTAssertEqual(file.entries.map(\.text), ["structure", "material"])
        XCTAssertEqual(file.entries.map(\.isExclusion), [true, true])
        XCTAssertEqual(file.entries.map(\.column), [1, 3])
    }

    func testEntriesKeepInnerSpacesAndCase() throws {
        let file = try TestSupport.mapping("soft", "Stuffed Animals\nSofas\n")
        XCTAssertEqual(file.entries.map(\.text), ["Stuffed Animals", "Sofas"])
    }

    func testSuppressionsParseOneOrSeveralRules() throws {
        let file = try TestSupport.mapping("soft", "cotton # audit:ignore dead-entry\nsofa #audit:ignore duplicate, conflict\n")
        XCTAssertEqual(file.entries[0].suppressions, [.deadEntry])
        XCTAssertEqual(file.entries[0].suppressionColumn, 8)
        XCTAssertEqual(file.entries[1].suppressions, [.duplicate, .conflict])
    }

    func testASuppressionWithoutAnEntryIsKeptAsStray() throws {
        let file = try TestSupport.mapping("soft", "pillow\n# audit:ignore dead-entry\n")
        XCTAssertEqual(file.entries.count, 1)
        XCTAssertEqual(file.straySuppressions, [StraySuppression(line: 2, column: 1)])
    }

    func testUnknownRuleOrEmptySuppressionIsAnInputError() {
        XCTAssertThrowsError(try TestSupport.mapping("soft", "pillow\ncotton # audit:ignore dead-entries\n")) { error in
            XCTAssertEqual((error as? AuditError)?.line, 2)
            XCTAssertTrue("\(error)".hasPrefix("mappings/soft.txt:2: unknown rule `dead-entries` in audit:ignore"), "\(error)")
        }
        XCTAssertThrowsError(try TestSupport.mapping("soft", "cotton # audit:ignore\n")) { error in
            XCTAssertTrue("\(error)".hasPrefix("mappings/soft.txt:1: `audit:ignore` needs a rule"), "\(error)")
        }
    }

    func testBangWithoutIdentifierIsAnInputError() {
        XCTAssertThrowsError(try TestSupport.mapping("soft", "pillow\n  !  # nothing\n")) { error in
            XCTAssertEqual("\(error)", "mappings/soft.txt:2: expected an identifier after `!`")
        }
    }

    func testCRLFAndBOMFilesParseLikeLFFiles() throws {
        let data = Data([0xEF, 0xBB, 0xBF] + Array("pillow\r\nsofa # soft\r\n".utf8))
        let file = try MappingFile(text: TextLines(path: "soft.txt", data: data))
        XCTAssertEqual(file.entries.map(\.text), ["pillow", "sofa"])
        XCTAssertEqual(file.entries.map(\.column), [1, 1])
    }

    func testLookalikeSuppressionsAreCommentsAndATrailingNoteIsAllowed() throws {
        let file = try TestSupport.mapping("soft", "sofa # audit:ignore-me\n# audit:ignored because…\nSofas # audit:ignore dead-entry # old app\n")
        XCTAssertEqual(file.entries.map(\.text), ["sofa", "Sofas"])
        XCTAssertEqual(file.entries[0].suppressions, [])
        XCTAssertEqual(file.entries[0].comment, "audit:ignore-me")
        XCTAssertEqual(file.entries[1].suppressions, [.deadEntry])
        XCTAssertEqual(file.entries[1].comment, "old app")
        XCTAssertEqual(file.straySuppressions, [])
    }

    /// A file's entries and stray suppressions are those the grammar reads off each line in order, and of two
    /// bad lines the first is the one named.
    func testAFileParsesLikeItsLinesOneByOne() throws {
        let kinds = ["pillow", "  !structure", "# a comment", "", "sofa # audit:ignore duplicate", "# audit:ignore dead-entry",
                     "wool\t# soft", "Sofas"]
        let lines = (0..<10_007).map { kinds[$0 % kinds.count] }
        let file = try TestSupport.mapping("soft", lines.joined(separator: "\n") + "\n")
        var entries: [(String, Bool, Int, Int)] = [], stray: [Int] = []
        for (index, line) in lines.enumerated() {
            let parsed = try MappingLine(parsing: line, path: "mappings/soft.txt", number: index + 1)
            if let entry = parsed.entry {
                entries.append((entry.identifier, entry.isExclusion, index + 1, entry.column))
            } else if parsed.suppression != nil {
                stray.append(index + 1)
            }
        }
        XCTAssertEqual(file.entries.count, entries.count)
        XCTAssertTrue(file.entries.elementsEqual(entries) { $0.text == $1.0 && $0.isExclusion == $1.1 && $0.line == $1.2 && $0.column == $1.3 })
        XCTAssertEqual(file.straySuppressions.map(\.line), stray)
        XCTAssertEqual(file.entries.filter { !$0.suppressions.isEmpty }.count, lines.filter { $0.hasPrefix("sofa") }.count)
        var bad = lines
        bad[lines.count * 3 / 4] = "cotton # audit:ignore typo"
        bad[lines.count / 2 + 1] = "cotton # audit:ignore dead-entries"
        XCTAssertThrowsError(try TestSupport.mapping("soft", bad.joined(separator: "\n"))) { error in
            XCTAssertEqual((error as? AuditError)?.line, lines.count / 2 + 2)
            XCTAssertTrue("\(error)".contains("unknown rule `dead-entries`"), "\(error)")
        }
        bad[3] = "!"
        XCTAssertThrowsError(try TestSupport.mapping("soft", bad.joined(separator: "\n"))) { error in
            XCTAssertEqual((error as? AuditError)?.line, 4)
        }
    }

    func testAnUnknownRuleAfterTheMarkerIsStillAnError() {
        XCTAssertThrowsError(try TestSupport.mapping("soft", "Sofas # audit:ignore dead-entry, typo\n")) { error in
            XCTAssertTrue("\(error)".hasPrefix("mappings/soft.txt:1: unknown rule `typo` in audit:ignore (rules: dead-entry,"), "\(error)")
        }
    }
}
