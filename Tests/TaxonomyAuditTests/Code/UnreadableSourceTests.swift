import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// A directory scan passes over a source file that holds `audit:` but cannot be read and holds no marker
/// comment, with one `unreadable-source` note, and audits the rest; named on its own, such a file is exit 2.
final class UnreadableSourceTests: XCTestCase {
    private static let deep = String(repeating: #""\("#, count: 100_000) + "x" + String(repeating: #")""#, count: 100_000)

    /// A tree with a marked list (one dead entry), a file whose `audit:` is in a deeply nested string, one with an
    /// unknown `audit:` word and a binary file holding `audit:`.
    private func tree() throws -> URL {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write([
            "src/Soft.swift": "// audit:category soft\nlet soft: Set<String> = [\"sofa\", \"pilow\"]\n",
            "src/Deep.swift": "let tag = \"audit:deep\"\nlet s = \(Self.deep)\n",
            "src/Todo.kt": "// audit:todo sort these\nval x = 1\n",
        ], in: directory)
        try Data([0x00, 0x01] + Array("audit:".utf8) + [0xFF, 0x0A]).write(to: directory.appendingPathComponent("src/Blob.swift"))
        return directory
    }

    func testAScanNotesEachUnreadableFileAndAuditsTheRest() throws {
        let directory = try tree()
        let result = try TestSupport.runAudit(["src"], in: directory)
        XCTAssertEqual(result.status, 1, result.error)
        let lines = result.output.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.hasPrefix("src/Soft.swift:2:") && $0.contains("[dead-entry] \"pilow\"") }, result.output)
        XCTAssertEqual(lines.filter { $0.contains("[unreadable-source]") }, [
            "src/Blob.swift:1: note: [unreadable-source] not read as a mapping source: contains a NUL byte: not a text file",
            "src/Deep.swift:2: note: [unreadable-source] not read as a mapping source: string nesting deeper than 256",
            "src/Todo.kt:1: note: [unreadable-source] not read as a mapping source: unknown marker audit:todo (markers: audit:category, audit:categories, audit:keys, audit:begin, audit:end, audit:skip, audit:ignore, audit:exclude)",
        ])
    }

    func testTheNoteTakesRuleSeveritiesAndBaselines() throws {
        let directory = try tree()
        let off = try TestSupport.runAudit(["--rule", "unreadable-source=off", "src"], in: directory)
        XCTAssertFalse(off.output.contains("unreadable-source"), off.output)
        let raised = try TestSupport.runAudit(["--rule", "unreadable-source=error", "--rule", "dead-entry=off", "src"], in: directory)
        XCTAssertEqual(raised.status, 1)
        XCTAssertTrue(raised.output.contains("src/Todo.kt:1: error: [unreadable-source]"), raised.output)
        let written = try TestSupport.runAudit(["--write-baseline", "baseline.json", "src"], in: directory)
        XCTAssertNotEqual(written.status, 2, written.error)
        let gated = try TestSupport.runAudit(["--baseline", "baseline.json", "--fail-on", "note", "src"], in: directory)
        XCTAssertEqual(gated.status, 0, gated.output + gated.error)
    }

    func testAFileNamedOnItsOwnIsAnInputError() throws {
        let directory = try tree()
        for (file, message) in [("src/Deep.swift", "src/Deep.swift:2: string nesting deeper than 256"),
                                ("src/Todo.kt", "src/Todo.kt:1: unknown marker audit:todo"),
                                ("src/Blob.swift", "src/Blob.swift:1: contains a NUL byte")] {
            let result = try TestSupport.runAudit([file], in: directory)
            XCTAssertEqual(result.status, 2, file)
            XCTAssertTrue(result.error.contains(message), result.error)
        }
    }

    /// A file with a marker comment that cannot be read is an input error in a scan too: it was meant as a list.
    func testAMarkedFileThatCannotBeReadStopsTheScan() throws {
        let directory = try tree()
        try TestSupport.write(["src/Marked.swift": "let s = \(Self.deep)\n// audit:category hard\nlet hard = [\"brick\"]\n",
                               "more/Typo.swift": "// audit:category soft\nlet soft = [\"sofa\"]\n// audit:categroy hard\n"], in: directory)
        let deep = try TestSupport.runAudit(["src"], in: directory)
        XCTAssertEqual(deep.status, 2)
        XCTAssertEqual(deep.error, "audit: src/Marked.swift:1: string nesting deeper than 256\n")
        let typo = try TestSupport.runAudit(["more"], in: directory)
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.error.contains("more/Typo.swift:3: unknown marker audit:categroy"), typo.error)
    }

    /// A directory whose only source cannot be read holds no mapping file.
    func testADirectoryOfUnreadableFilesHoldsNoMappingFiles() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["only/Todo.swift": "// audit:todo\nlet x = 1\n"], in: directory)
        let result = try TestSupport.runAudit(["only"], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("only: directory has no mapping files"), result.error)
    }
}
