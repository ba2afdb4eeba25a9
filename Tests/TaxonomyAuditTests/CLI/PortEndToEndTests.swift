import Foundation
import XCTest
@testable import TaxonomyAudit

/// `audit port`, run as the built binary on the shipped mappings and on fixtures.
final class PortEndToEndTests: XCTestCase {
    private let shipped = TestSupport.repository.appendingPathComponent("mappings").path

    /// The non-comment entries of a mapping text, as written (`!` kept).
    private func entries(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let entry = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0].trimmingCharacters(in: .whitespaces)
            return entry.isEmpty ? nil : entry
        }
    }

    /// Ports the shipped mappings to `vocabulary` into a new directory; returns it with the run.
    private func port(to vocabulary: String) throws -> (directory: URL, run: TestSupport.RunResult) {
        let directory = try TestSupport.temporaryDirectory(self).appendingPathComponent(vocabulary)
        let run = try TestSupport.runAudit(["port", shipped, "--to", vocabulary, "--output", directory.path])
        XCTAssertEqual(run.status, 0, run.error)
        return (directory, run)
    }

    /// Audits `directory` against `vocabulary` and returns the dead entries the JSON report names.
    private func deadEntries(_ directory: URL, vocabulary: String) throws -> [String] {
        let run = try TestSupport.runAudit([directory.path, "--vocabulary", vocabulary, "--format", "json", "--fail-on", "never"])
        XCTAssertEqual(run.status, 0, run.error)
        let json = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        let findings = json?["findings"] as? [[String: Any]] ?? []
        return findings.filter { $0["rule"] as? String == "dead-entry" }.compactMap { $0["identifier"] as? String }
    }

    func testPortingToTheSameVocabularyKeepsEveryEntry() throws {
        let (directory, run) = try port(to: "apple-vision-rev1")
        XCTAssertEqual(run.output, "wrote \(directory.path)/hard.txt\nwrote \(directory.path)/soft.txt\n")
        XCTAssertEqual(run.error, "audit port: 211 of 211 entries carried from apple-vision-rev1 to apple-vision-rev1.\n")
        for category in ["soft", "hard"] {
            let source = try String(contentsOfFile: "\(shipped)/\(category).txt", encoding: .utf8)
            let ported = try String(contentsOf: directory.appendingPathComponent("\(category).txt"), encoding: .utf8)
            XCTAssertTrue(Set(entries(source)).isSubset(of: Set(entries(ported))), category)
            XCTAssertTrue(ported.contains("\nsofa") || category == "hard")
        }
        XCTAssertEqual(try deadEntries(directory, vocabulary: "apple-vision-rev1"), [])
        // The same check finds the dead entries of the article's list.
        XCTAssertTrue(try deadEntries(URL(fileURLWithPath: TestSupport.fixture("Mappings/article")), vocabulary: "apple-vision-rev1")
            .contains("cotton"))
        // Written once: a second run changes nothing.
        let again = try TestSupport.runAudit(["port", shipped, "--to", "apple-vision", "--output", directory.path])
        XCTAssertEqual(again.output, "Ported files unchanged.\n")
    }

    /// `--diff` writes nothing; its patch creates the ported files with `git apply`, and against a directory
    /// already holding them it is empty.
    func testDiffIsAPatchOfTheNewFilesAndEmptyOnceWritten() throws {
        let repository = try GitRepository(self)
        try repository.commit(["README.md": "ports\n"], message: "start")
        let patch = try repository.audit(["port", shipped, "--to", "apple-vision-rev1", "--diff", "--output", "vision"])
        XCTAssertEqual(patch.status, 0, patch.error)
        XCTAssertTrue(patch.output.hasPrefix("diff --git a/vision/hard.txt b/vision/hard.txt\nnew file mode 100644\n--- /dev/null\n+++ b/vision/hard.txt\n@@ -0,0 +1,"),
                      patch.output)
        XCTAssertEqual(try repository.git("status", "--porcelain"), "", "--diff writes nothing")
        try repository.git("apply", input: patch.output)
        let printed = try repository.audit(["port", shipped, "--to", "apple-vision-rev1"])
        XCTAssertEqual(printed.output, "==> hard.txt <==\n" + (try repository.read("vision/hard.txt")) + "\n==> soft.txt <==\n"
            + (try repository.read("vision/soft.txt")))
        let none = try repository.audit(["port", shipped, "--to", "apple-vision-rev1", "--diff", "--output", "vision"])
        XCTAssertEqual(none.output, "")
    }

    func testABadVocabularyIsAOneLineUsageError() throws {
        let unknown = try TestSupport.runAudit(["port", shipped, "--to", "klingon"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.output, "")
        let lines = unknown.error.split(separator: "\n")
        XCTAssertEqual(lines.first, "audit: --to: `audit port` carries mappings through the WordNet senses of a built-in vocabulary ("
            + ConceptTable.targetNames.joined(separator: ", ") + "), not `klingon`")
        XCTAssertEqual(lines.dropFirst(), ["Run `audit port --help` for usage."])

        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["labels.txt": "sofa\n"], in: directory)
        let file = try TestSupport.runAudit(["port", shipped, "--to", "apple-vision-rev1", "--vocabulary", "labels.txt"], in: directory)
        XCTAssertEqual(file.status, 2)
        XCTAssertTrue(file.error.hasPrefix("audit: --vocabulary: `audit port` carries mappings through"), file.error)

        for arguments in [["port", shipped], ["port", "--check", shipped, "--to", "apple-vision-rev1"],
                          ["port", "--against", shipped, "--to", "apple-vision-rev1"],
                          ["port", "--check", shipped, "--against", shipped, "--to", "apple-vision-rev1", "--diff"]] {
            let run = try TestSupport.runAudit(arguments)
            XCTAssertEqual(run.status, 2, arguments.joined(separator: " "))
            XCTAssertEqual(run.error.split(separator: "\n").count, 2, run.error)
        }
        let missing = try TestSupport.runAudit(["port", "no-such-dir", "--to", "apple-vision-rev1"], in: directory)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.error, "audit: no-such-dir: no such file or directory\n")
    }
}
