import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// `audit docs` and `audit docs --check`, run as the built binary on temporary copies.
final class DocsCommandTests: XCTestCase {
    private let generated = ["docs/mappings.md", "docs/vocabulary.md", "docs/coverage.svg", "README.md"]

    /// A directory with the fixture README and mappings, and a vocabulary file of their identifiers.
    private func project() throws -> URL {
        let directory = try TestSupport.temporaryDirectory(self)
        let manager = FileManager.default
        try manager.createDirectory(at: directory.appendingPathComponent("mappings"), withIntermediateDirectories: true)
        for path in ["README.md", "mappings/soft.txt", "mappings/hard.txt"] {
            try manager.copyItem(atPath: TestSupport.fixture("Docs/" + path), toPath: directory.appendingPathComponent(path).path)
        }
        let identifiers = "brick\nbathrobe\nchair\nclothing\ncookie\nhoodie\nmaterial\npillow\nponcho\nsofa\nstructure\ntable\nwall\n"
        try TestSupport.write(["vocab.txt": identifiers], in: directory)
        return directory
    }

    private func contents(_ paths: [String], in directory: URL) -> [Data?] {
        paths.map { FileManager.default.contents(atPath: directory.appendingPathComponent($0).path) }
    }

    func testCheckFailsAfterAMappingChangesAndPassesOnceRegenerated() throws {
        let directory = try project()
        let vocabulary = ["--vocabulary", "vocab.txt"]
        let first = try TestSupport.runAudit(["docs"] + vocabulary, in: directory)
        XCTAssertEqual(first.status, 0, first.error)
        XCTAssertEqual(first.output, generated.map { "wrote \($0)\n" }.joined())
        let current = try TestSupport.runAudit(["docs", "--check"] + vocabulary, in: directory)
        XCTAssertEqual(current.status, 0, current.output)
        XCTAssertEqual(current.output, "Generated docs are current: docs/mappings.md, docs/vocabulary.md, docs/coverage.svg, README.md.\n")

        let written = contents(generated, in: directory)
        let soft = directory.appendingPathComponent("mappings/soft.txt")
        try (String(contentsOf: soft, encoding: .utf8) + "hoodie\n").write(to: soft, atomically: true, encoding: .utf8)
        let stale = try TestSupport.runAudit(["docs", "--check"] + vocabulary, in: directory)
        XCTAssertEqual(stale.status, 1)
        XCTAssertTrue(stale.output.contains("diff --git a/docs/mappings.md b/docs/mappings.md\n--- a/docs/mappings.md\n+++ b/docs/mappings.md\n@@ "), stale.output)
        XCTAssertTrue(stale.output.contains("\n+| `hoodie` | "), stale.output)
        XCTAssertTrue(stale.output.hasSuffix("Out of date: docs/mappings.md, docs/vocabulary.md, docs/coverage.svg, README.md. "
            + "Run `audit docs` (`make docs`) and commit the result.\n"), stale.output)
        XCTAssertEqual(contents(generated, in: directory), written, "--check writes nothing")

        XCTAssertEqual(try TestSupport.runAudit(["docs"] + vocabulary, in: directory).status, 0)
        XCTAssertNotEqual(contents(generated, in: directory), written)
        let regenerated = try TestSupport.runAudit(["docs", "--check"] + vocabulary, in: directory)
        XCTAssertEqual(regenerated.status, 0, regenerated.output)

        let again = try TestSupport.runAudit(["docs"] + vocabulary, in: directory)
        XCTAssertEqual(again.output, "Generated docs unchanged.\n")
    }

    func testTheCommittedDocsAreCurrentAndGoStaleWhenAShippedMappingChanges() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        for path in ["README.md", "mappings", "docs"] {
            try FileManager.default.copyItem(at: TestSupport.repository.appendingPathComponent(path), to: directory.appendingPathComponent(path))
        }
        let committed = try TestSupport.runAudit(["docs", "--check"], in: directory)
        XCTAssertEqual(committed.status, 0, "run `make docs` and commit the result:\n" + committed.output)

        // Remove the first identifier the first mapping file maps.
        let mappingPath = try XCTUnwrap(MappingLoader.load(paths: [directory.appendingPathComponent("mappings").path]).first).path
        let file = try MappingFile(path: mappingPath)
        let entry = try XCTUnwrap(file.entries.first { !$0.isExclusion })
        var lines = file.text.lines.map(\.text)
        lines.remove(at: entry.line - 1)
        try (lines.joined(separator: "\n") + "\n").write(toFile: mappingPath, atomically: true, encoding: .utf8)
        let stale = try TestSupport.runAudit(["docs", "--check"], in: directory)
        XCTAssertEqual(stale.status, 1)
        XCTAssertTrue(stale.output.contains("\n-| `\(entry.text)` | "), stale.output)
        XCTAssertTrue(stale.output.hasSuffix("Out of date: docs/mappings.md, docs/vocabulary.md, docs/coverage.svg, README.md. "
            + "Run `audit docs` (`make docs`) and commit the result.\n"), stale.output)

        XCTAssertEqual(try TestSupport.runAudit(["docs"], in: directory).status, 0)
        XCTAssertEqual(try TestSupport.runAudit(["docs", "--check"], in: directory).status, 0)
    }

    func testCheckFailsWhenOnlyThePictureIsStale() throws {
        let directory = try project()
        let vocabulary = ["--vocabulary", "vocab.txt"]
        XCTAssertEqual(try TestSupport.runAudit(["docs"] + vocabulary, in: directory).status, 0)
        let picture = directory.appendingPathComponent("docs/coverage.svg")
        let drawn = try String(contentsOf: picture, encoding: .utf8)
        XCTAssertTrue(drawn.contains("fill=\"\(CoverageMap.palette[1])\""), "soft's colour is in the picture")
        // A picture drawn before soft got its colour: as a hand edit or an older `audit` would leave it.
        try drawn.replacingOccurrences(of: CoverageMap.palette[1], with: "#CCCCCC").write(to: picture, atomically: true, encoding: .utf8)
        let stale = try TestSupport.runAudit(["docs", "--check"] + vocabulary, in: directory)
        XCTAssertEqual(stale.status, 1, stale.output)
        XCTAssertTrue(stale.output.contains("--- a/docs/coverage.svg\n+++ b/docs/coverage.svg\n"), stale.output)
        XCTAssertTrue(stale.output.contains("\n+<rect "), stale.output)
        XCTAssertTrue(stale.output.hasSuffix("Out of date: docs/coverage.svg. Run `audit docs` (`make docs`) and commit the result.\n"), stale.output)
        XCTAssertEqual(try TestSupport.runAudit(["docs"] + vocabulary, in: directory).output, "wrote docs/coverage.svg\n")
        XCTAssertEqual(try String(contentsOf: picture, encoding: .utf8), drawn)
    }

    /// `audit docs` writes through a README that is a link, keeping its target's mode (D16).
    func testAReadmeThatIsALinkStaysALinkWithItsMode() throws {
        let directory = try project()
        let manager = FileManager.default
        try manager.createDirectory(at: directory.appendingPathComponent("shared"), withIntermediateDirectories: true)
        try manager.moveItem(at: directory.appendingPathComponent("README.md"), to: directory.appendingPathComponent("shared/README.md"))
        XCTAssertEqual(symlink("shared/README.md", directory.appendingPathComponent("README.md").path), 0)
        XCTAssertEqual(chmod(directory.appendingPathComponent("shared/README.md").path, 0o640), 0)
        let run = try TestSupport.runAudit(["docs", "--vocabulary", "vocab.txt", "mappings"], in: directory)
        XCTAssertEqual(run.status, 0, run.error)
        XCTAssertEqual(try manager.destinationOfSymbolicLink(atPath: directory.appendingPathComponent("README.md").path), "shared/README.md")
        let attributes = try manager.attributesOfItem(atPath: directory.appendingPathComponent("shared/README.md").path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o640)
        XCTAssertEqual(try TestSupport.runAudit(["docs", "--check", "--vocabulary", "vocab.txt", "mappings"], in: directory).status, 0)
    }

    /// The three files are written together: a README that cannot be replaced (it has another hard link)
    /// means none is.
    func testNoFileIsWrittenWhenOneCannotBe() throws {
        let directory = try project()
        XCTAssertEqual(link(directory.appendingPathComponent("README.md").path, directory.appendingPathComponent("README-copy.md").path), 0)
        let run = try TestSupport.runAudit(["docs", "--vocabulary", "vocab.txt", "mappings"], in: directory)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.error, "audit: README.md: has 2 hard links; nothing written, since replacing it would separate them (remove the other links first)\n")
        XCTAssertEqual(contents(["docs/mappings.md", "docs/vocabulary.md", "docs/coverage.svg"], in: directory), [nil, nil, nil])
        XCTAssertEqual(contents(["README.md"], in: directory), [FileManager.default.contents(atPath: TestSupport.fixture("Docs/README.md"))])
    }

    func testOutputWritesUnderAnotherDirectory() throws {
        let directory = try project()
        let output = directory.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestSupport.fixture("Docs/README.md"), toPath: output.appendingPathComponent("README.md").path)
        let run = try TestSupport.runAudit(["docs", "--output", "site", "--vocabulary", "vocab.txt", "mappings"], in: directory)
        XCTAssertEqual(run.status, 0, run.error)
        XCTAssertEqual(run.output, generated.map { "wrote site/\($0)\n" }.joined())
        XCTAssertEqual(contents(["docs/mappings.md", "docs/vocabulary.md", "docs/coverage.svg"], in: directory), [nil, nil, nil])
        XCTAssertEqual(contents(["README.md"], in: directory), [FileManager.default.contents(atPath: TestSupport.fixture("Docs/README.md"))])
    }

    func testAReadmeWithoutMarkersIsAnInputErrorAndNothingIsWritten() throws {
        let directory = try project()
        try TestSupport.write(["README.md": "# App\n\nNo summary here.\n"], in: directory)
        for arguments in [["docs"], ["docs", "--check"]] {
            let run = try TestSupport.runAudit(arguments + ["--vocabulary", "vocab.txt"], in: directory)
            XCTAssertEqual(run.status, 2)
            XCTAssertEqual(run.error, "audit: README.md: no <!-- audit:summary:start --> and <!-- audit:summary:end --> lines: "
                + "add them where the mapping summary goes\n")
            XCTAssertEqual(run.output, "")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("docs").path))
    }

    func testCheckAndOutputGoOnlyWithDocsAndPort() throws {
        let cases = [(["--check"], "--check is not an option of `audit check`"), (["--output", "x"], "--output is not an option of `audit check`"),
                     (["vocab", "--check"], "--check is not an option of `audit vocab`")]
        for (arguments, message) in cases {
            let run = try TestSupport.runAudit(arguments)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertTrue(run.error.hasPrefix("audit: \(message); it goes with `audit docs` and `audit port`\n"), run.error)
        }
    }

    /// The generated pages are never written through a symbolic link (a planted `docs/` or page link), nor over
    /// a file the run reads: exit 2, and nothing is written.
    func testAPageThroughALinkOrOntoAnInputIsRefused() throws {
        let directory = try project()
        let manager = FileManager.default
        try TestSupport.write(["outside/victim.md": "precious\n"], in: directory)
        XCTAssertEqual(symlink("outside", directory.appendingPathComponent("docs").path), 0)
        let throughDirectory = try TestSupport.runAudit(["docs", "--vocabulary", "vocab.txt", "mappings"], in: directory)
        XCTAssertEqual(throughDirectory.status, 2)
        XCTAssertEqual(throughDirectory.error, "audit: docs: is a symbolic link; not written (a generated file is never written through a link: remove it)\n")
        XCTAssertEqual(try manager.contentsOfDirectory(atPath: directory.appendingPathComponent("outside").path), ["victim.md"])

        try manager.removeItem(at: directory.appendingPathComponent("docs"))
        try manager.createDirectory(at: directory.appendingPathComponent("docs"), withIntermediateDirectories: true)
        XCTAssertEqual(symlink("../outside/victim.md", directory.appendingPathComponent("docs/mappings.md").path), 0)
        let throughPage = try TestSupport.runAudit(["docs", "--vocabulary", "vocab.txt", "mappings"], in: directory)
        XCTAssertEqual(throughPage.status, 2)
        XCTAssertEqual(throughPage.error, "audit: docs/mappings.md: is a symbolic link; not written "
            + "(a generated file is never written through a link: remove it)\n")
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("outside/victim.md"), encoding: .utf8), "precious\n")
        try manager.removeItem(at: directory.appendingPathComponent("docs/mappings.md"))

        try manager.copyItem(at: directory.appendingPathComponent("vocab.txt"), to: directory.appendingPathComponent("docs/vocabulary.md"))
        let vocabulary = try Data(contentsOf: directory.appendingPathComponent("docs/vocabulary.md"))
        let ontoInput = try TestSupport.runAudit(["docs", "--vocabulary", "docs/vocabulary.md", "mappings"], in: directory)
        XCTAssertEqual(ontoInput.status, 2)
        XCTAssertEqual(ontoInput.error, "audit: docs/vocabulary.md: audit docs would replace the vocabulary this run reads; nothing written\n")
        XCTAssertEqual(try Data(contentsOf: directory.appendingPathComponent("docs/vocabulary.md")), vocabulary)
        XCTAssertEqual(contents(["docs/mappings.md", "docs/coverage.svg", "README.md"], in: directory),
                       [nil, nil, manager.contents(atPath: TestSupport.fixture("Docs/README.md"))])
    }
}
