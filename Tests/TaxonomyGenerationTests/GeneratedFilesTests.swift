import Foundation
import TestSupport
import XCTest
@testable import TaxonomyGeneration

/// Every generated file of the repository is what its generator produces now (`make generate` fixes it).
final class GeneratedFilesTests: XCTestCase {
    /// Everything but the WordNet generator, which takes a minute in a debug build: `make generate-check`
    /// (run by CI, with WordNet) covers all of them.
    func testEveryGeneratedFileIsCurrent() throws {
        let files = GeneratedFiles(root: TestSupport.repository, wordNet: nil)
        XCTAssertEqual(files.active.map(\.name), GeneratedFiles.generators.filter { !$0.needsWordNet }.map(\.name))
        let paths = try files.files().map(\.path)
        XCTAssertEqual(paths, ["Sources/TaxonomyAudit/Vocabulary/BuiltinTaxonomy.generated.swift",
                               "Sources/TaxonomyAudit/Vocabulary/GoogleMLKitTable.generated.swift",
                               "Sources/TaxonomyAudit/Vocabulary/ImageNet1kTable.generated.swift",
                               "Sources/TaxonomyAudit/Vocabulary/COCOTable.generated.swift", "docs/rules.md", "README.md"])
        XCTAssertEqual(try files.stale(), [], "out of date: run `make generate` and commit the result")
    }

    func testABlockIsReplacedBetweenItsMarkersAndTheRestKept() throws {
        let text = "# Title\n\n<!-- audit:x:start -->\nold\nlines\n<!-- audit:x:end -->\ntail  \n"
        XCTAssertEqual(try GeneratedFiles.replacingBlock("x", with: "new\n", in: text, path: "R.md"),
                       "# Title\n\n<!-- audit:x:start -->\nnew\n<!-- audit:x:end -->\ntail  \n")
        XCTAssertThrowsError(try GeneratedFiles.replacingBlock("y", with: "new\n", in: text, path: "R.md")) { error in
            XCTAssertEqual("\(error)", "R.md: needs one <!-- audit:y:start --> line and, after it, one <!-- audit:y:end --> line")
        }
        let reversed = "<!-- audit:x:end -->\n<!-- audit:x:start -->\n"
        XCTAssertThrowsError(try GeneratedFiles.replacingBlock("x", with: "", in: reversed, path: "R.md"))
    }

    /// A stale block, a stale page and the embedded table out of step with `knowledge.tsv` are all found.
    func testEditsOfGeneratedFilesAreFoundAndRewritten() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let copied = ["README.md", "docs/rules.md", "taxonomy/knowledge.tsv",
                      "Sources/TaxonomyAudit/Vocabulary/BuiltinTaxonomy.generated.swift", ReadmeBlocks.goldenReport]
            + VocabularyTables.tables.flatMap { [$0.tablePath, $0.sourcePath] } + [VocabularyTables.silentListPath, "taxonomy/coco.tsv"]
        for path in copied {
            let target = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: TestSupport.repository.appendingPathComponent(path), to: target)
        }
        let files = GeneratedFiles(root: directory, wordNet: nil)
        XCTAssertEqual(try files.stale(), [])
        let readme = directory.appendingPathComponent("README.md")
        let original = try String(contentsOf: readme, encoding: .utf8)
        try original.replacingOccurrences(of: "| [`duplicate`]", with: "| [`duplicates`]").write(to: readme, atomically: true, encoding: .utf8)
        try "# Rules\n".write(to: directory.appendingPathComponent("docs/rules.md"), atomically: true, encoding: .utf8)
        let table = directory.appendingPathComponent("taxonomy/knowledge.tsv")
        try (String(contentsOf: table, encoding: .utf8) + "zebra_crossing\t\t\t\ta crossing\n").write(to: table, atomically: true, encoding: .utf8)
        XCTAssertEqual(try files.stale(), ["Sources/TaxonomyAudit/Vocabulary/BuiltinTaxonomy.generated.swift", "docs/rules.md", "README.md"])
        XCTAssertEqual(try files.write().count, 3)
        XCTAssertEqual(try files.stale(), [])
        XCTAssertEqual(try String(contentsOf: readme, encoding: .utf8), original)
        XCTAssertTrue(try String(contentsOf: directory.appendingPathComponent("Sources/TaxonomyAudit/Vocabulary/BuiltinTaxonomy.generated.swift"),
                                 encoding: .utf8).contains("zebra_crossing\t\t\t\ta crossing\n\"\"\"#"))
    }
}
