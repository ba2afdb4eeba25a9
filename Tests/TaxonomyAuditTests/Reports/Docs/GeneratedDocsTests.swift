import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// The generated documents on the fixture knowledge table and mappings of `Fixtures/Docs`.
final class GeneratedDocsTests: XCTestCase {
    /// The fixture vocabulary: the identifiers and knowledge of `Fixtures/Docs/knowledge.tsv`.
    static func vocabulary() throws -> Vocabulary {
        let text = try String(contentsOfFile: TestSupport.fixture("Docs/knowledge.tsv"), encoding: .utf8)
        let table = try KnowledgeTable(tsv: text)
        return Vocabulary(name: "fixture-vocabulary", identifiers: table.entries.map(\.identifier), knowledge: table.entries)
    }

    /// The fixture mapping files, named `mappings/<category>.txt` as a run from the repository root shows them.
    static func mappings(_ categories: [String] = ["hard", "soft"]) throws -> [MappingFile] {
        try categories.map { category in
            let data = try Data(contentsOf: URL(fileURLWithPath: TestSupport.fixture("Docs/mappings/\(category).txt")))
            return try MappingFile(text: TextLines(path: "mappings/\(category).txt", data: data))
        }
    }

    /// A temporary directory holding a copy of the fixture README.
    func readmeDirectory() throws -> URL {
        let directory = try TestSupport.temporaryDirectory(self)
        try FileManager.default.copyItem(atPath: TestSupport.fixture("Docs/README.md"), toPath: directory.appendingPathComponent("README.md").path)
        return directory
    }

    func generate(_ files: [MappingFile]) throws -> GeneratedDocs {
        try GeneratedDocs(context: AuditContext(vocabulary: Self.vocabulary(), sources: files), directory: readmeDirectory().path)
    }

    func testEachDocumentMatchesItsSnapshot() throws {
        let docs = try generate(Self.mappings())
        XCTAssertEqual(docs.files.map { URL(fileURLWithPath: $0.path).lastPathComponent }, ["mappings.md", "vocabulary.md", "coverage.svg", "README.md"])
        for file in docs.files {
            try TestSupport.assertSnapshot(file.contents, named: "Docs/" + URL(fileURLWithPath: file.path).lastPathComponent)
        }
    }

    func testOutputDoesNotDependOnTheOrderOfTheMappingFiles() throws {
        let forward = try generate(Self.mappings(["hard", "soft"]))
        let backward = try generate(Self.mappings(["soft", "hard"]))
        XCTAssertEqual(forward.files.map(\.contents), backward.files.map(\.contents))
    }

    func testTheReadmeKeepsEverythingOutsideTheMarkers() throws {
        let readme = try XCTUnwrap(generate(Self.mappings()).files.last).contents
        let original = try String(contentsOfFile: TestSupport.fixture("Docs/README.md"), encoding: .utf8)
        let head = original.components(separatedBy: SummaryBlock.startMarker)[0]
        let tail = original.components(separatedBy: SummaryBlock.endMarker)[1]
        XCTAssertTrue(readme.hasPrefix(head + SummaryBlock.startMarker + "\n"))
        XCTAssertTrue(readme.hasSuffix(SummaryBlock.endMarker + tail))
        XCTAssertFalse(readme.contains("This summary is stale."))
    }

    func testAReadmeLineLongerThanAMappingLineIsKept() throws {
        let directory = try readmeDirectory()
        let url = directory.appendingPathComponent("README.md")
        let image = "![diagram](data:image/png;base64," + String(repeating: "QUJD", count: 20_000) + ")"
        let original = try String(contentsOf: url, encoding: .utf8)
        try Data((image + "\n" + original).utf8).write(to: url)
        let context = try AuditContext(vocabulary: Self.vocabulary(), sources: Self.mappings())
        let readme = try XCTUnwrap(GeneratedDocs(context: context, directory: directory.path).files.last)
        XCTAssertTrue(readme.contents.hasPrefix(image + "\n"), "the 80 KB line is read and kept byte for byte")
    }

    func testADeadEntryCannotBreakOutOfItsCodeSpan() throws {
        let entry = "x` <img src=\"https://evil.example/a.png\"> `y"
        let soft = try MappingFile(text: TextLines(path: "mappings/soft.txt", data: Data("\(entry)\n@octocat\n".utf8)))
        let page = try XCTUnwrap(generate([soft]).files.first).contents
        XCTAssertTrue(page.contains("``x` <img src=\"https://evil.example/a.png\"> `y`` (mappings/soft.txt:1)"), page)
        XCTAssertFalse(page.replacingOccurrences(of: "``" + entry + "``", with: "").contains("<img"), page)
    }

    func testWritingCreatesTheDocsAndLeavesNothingStale() throws {
        let directory = try readmeDirectory()
        let context = try AuditContext(vocabulary: Self.vocabulary(), sources: Self.mappings())
        let first = try GeneratedDocs(context: context, directory: directory.path)
        XCTAssertEqual(first.stale.count, 4)
        XCTAssertTrue(first.files[0].current == nil && first.files[1].current == nil && first.files[2].current == nil, "docs/ does not exist yet")
        XCTAssertEqual(try first.write(), first.files.map(\.path))
        let second = try GeneratedDocs(context: context, directory: directory.path)
        XCTAssertTrue(second.stale.isEmpty)
        XCTAssertEqual(try second.write(), [])
        XCTAssertTrue(second.stalenessReport.hasPrefix("Generated docs are current: "))
    }

    func testCheckReportShowsADiffOfEachStaleFile() throws {
        let directory = try readmeDirectory()
        let vocabulary = try Self.vocabulary()
        _ = try GeneratedDocs(context: AuditContext(vocabulary: vocabulary, sources: Self.mappings()), directory: directory.path).write()
        var files = try Self.mappings()
        files[1] = try TestSupport.mapping("soft", "pillow\nsofa\nclothing\nbathrobe\nhoodie\n")
        let docs = try GeneratedDocs(context: AuditContext(vocabulary: vocabulary, sources: files), directory: directory.path)
        XCTAssertEqual(docs.stale.map { URL(fileURLWithPath: $0.path).lastPathComponent }, ["mappings.md", "vocabulary.md", "coverage.svg", "README.md"])
        let report = docs.stalenessReport
        XCTAssertTrue(report.contains("+| `hoodie` | clothing | a sweatshirt with a hood |\n"), report)
        XCTAssertTrue(report.contains("-| `hoodie` | clothing | — | a sweatshirt with a hood |\n"), report)
        XCTAssertTrue(report.contains("+| `hoodie` | clothing | **soft** | a sweatshirt with a hood |\n"), report)
        XCTAssertTrue(report.hasSuffix("Out of date: \(docs.stale.map(\.path).joined(separator: ", ")). "
            + "Run `audit docs` (`make docs`) and commit the result.\n"), report)
    }

    func testAnExclusionCommentIsItsReasonButASuppressionIsNot() throws {
        let file = try TestSupport.mapping("soft", "!structure  # generic\n!material # audit:ignore dead-entry\n!wall #\nsofa # upholstered\n")
        let index = DocsIndex(context: AuditContext(vocabulary: try Self.vocabulary(), sources: [file]))
        let category = try XCTUnwrap(index.categories.first)
        XCTAssertEqual(category.exclusions.map(\.identifier), ["material", "structure", "wall"])
        XCTAssertEqual(category.exclusions.map(\.reason), [nil, "generic", nil])
        XCTAssertEqual(category.mapped, ["sofa"])
    }

    func testTheCommentAboveAnExclusionAloneInItsParagraphIsItsReason() throws {
        let text = "# Upholstery\nsofa\n!chair\n\n# Decided against\n# as a whole.\n!table\n\n# Kitchen\n!cookie\nbread\n\n!wall\n"
        let file = try TestSupport.mapping("soft", text)
        let reasons = file.entries.map { file.reason(for: $0) }
        XCTAssertEqual(reasons, [nil, nil, "Decided against as a whole.", nil, nil, nil])
    }

    func testTopLevelKindsAndTheIdentifiersUnderThem() throws {
        let index = DocsIndex(context: AuditContext(vocabulary: try Self.vocabulary(), sources: []))
        XCTAssertEqual(index.topLevelKinds, ["animal", "baked_goods", "clothing", "food", "furniture", "structure"])
        XCTAssertEqual(index.members["baked_goods"], ["baked_goods", "bread", "cookie"])
        XCTAssertEqual(index.members["food"], ["food", "bread"], "an identifier under two top-level kinds is under each")
        XCTAssertEqual(index.unplaced, ["brick", "material", "pillow", "signboard"])
        XCTAssertEqual(index.catchAlls, ["material", "structure"])
    }
}
