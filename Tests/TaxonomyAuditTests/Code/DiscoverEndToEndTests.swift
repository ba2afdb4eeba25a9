import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// The real `audit discover` on the fixtures of `Fixtures/Code/Discover`: each list with its line, vocabulary and
/// marker; `--write` marks them so that `audit` then reports exactly what a copy marked by hand reports, and the
/// file still compiles with the language's tool.
final class DiscoverEndToEndTests: XCTestCase {
    /// Each fixture, the lines `audit discover` prints for it, the markers by the line they go above, the checker,
    /// and the arguments `audit` audits it with.
    private let cases: [(name: String, lines: [String], markers: [Int: String], compiler: SourceCompilers.Check, audit: [String])] = [
        ("LabelEmoji.swift", ["LabelEmoji.swift:4: a label table (7 of 8 keys are apple-vision-rev1 identifiers): // audit:begin animals keys, "
                                + "// audit:begin food keys (each section to its // audit:end)",
                              "LabelEmoji.swift:17: a label table (6 of 6 keys are apple-vision-rev1 identifiers): // audit:categories"],
         [6: "// audit:begin animals keys", 10: "// audit:end", 11: "// audit:begin food keys", 15: "        // audit:end",
          17: "// audit:categories"], SourceCompilers.swift, []),
        ("Translations.kt", ["Translations.kt:2: a label table (6 of 6 keys are apple-vision-rev1 identifiers): // audit:keys german"],
         [2: "// audit:keys german"], SourceCompilers.kotlin, []),
        ("describe.rs", ["describe.rs:2: a label match (6 of 7 patterns are apple-vision-rev1 identifiers): // audit:keys describe"],
         [2: "// audit:keys describe"], SourceCompilers.rustc, []),
        ("MlKitLabels.java", ["MlKitLabels.java:4: a label list (6 of 6 strings are google-mlkit identifiers): // audit:category party"],
         [4: "// audit:category party"], SourceCompilers.java, ["--vocabulary", "google-mlkit"]),
        ("ObjectCategories.swift", ["ObjectCategories.swift:7: a label list, one of 6 ObjectCategory(identifiers:) lists "
                                    + "(1 of 2 strings are apple-vision-rev1 identifiers): // audit:category dog"],
         [7: "→ // audit:category dog", 10: "→ // audit:category cat", 13: "→ // audit:category bird", 16: "→ // audit:category horse",
          21: "// audit:category fruit"], SourceCompilers.swift, []),
        ("soft_labels.py", ["soft_labels.py:2: a label list (4 of 5 strings are apple-vision-rev1 identifiers): # audit:category soft"],
         [2: "# audit:category soft"], SourceCompilers.python, []),
    ]

    /// `text` with `marker` on its own line above each line it names, indented as that line (unless it starts indented);
    /// a marker written `→ marker` goes at the end of the line instead.
    private func markedByHand(_ text: String, _ markers: [Int: String]) -> String {
        var lines = text.components(separatedBy: "\n")
        for (line, marker) in markers.sorted(by: { $0.key > $1.key }) {
            if marker.hasPrefix("→ ") {
                lines[line - 1] += " " + marker.dropFirst(2)
                continue
            }
            let indentation = marker.hasPrefix(" ") ? "" : lines[line - 1].prefix { $0 == " " || $0 == "\t" }
            lines.insert(indentation + marker, at: line - 1)
        }
        return lines.joined(separator: "\n")
    }

    func testDiscoverFindsEachListAndWriteMarksItAsAHandMarkedCopyReads() throws {
        for item in cases {
            let directory = try TestSupport.temporaryDirectory(self)
            let handDirectory = try TestSupport.temporaryDirectory(self)
            let file = directory.appendingPathComponent(item.name)
            let original = try String(contentsOfFile: CodeFixtures.path("Discover/" + item.name), encoding: .utf8)
            try original.write(to: file, atomically: true, encoding: .utf8)
            try markedByHand(original, item.markers).write(to: handDirectory.appendingPathComponent(item.name), atomically: true, encoding: .utf8)

            let found = try TestSupport.runAudit(["discover", item.name], in: directory)
            XCTAssertEqual(found.status, 1, "\(item.name): \(found.error)")
            XCTAssertEqual(Array(found.output.components(separatedBy: "\n").prefix(item.lines.count)), item.lines, item.name)
            XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), original, "discover without --write writes nothing")

            let write = try TestSupport.runAudit(["discover", "--write", item.name], in: directory)
            XCTAssertEqual(write.status, 0, "\(item.name): \(write.error)")
            let marked = try String(contentsOf: file, encoding: .utf8)
            XCTAssertEqual(marked, markedByHand(original, item.markers), item.name)

            let again = try TestSupport.runAudit(["discover", item.name], in: directory)
            XCTAssertEqual(again.status, 0, "\(item.name): \(again.output)")
            XCTAssertTrue(again.output.contains("already marked"), again.output)

            let audit = try TestSupport.runAudit(item.audit + [item.name], in: directory)
            let hand = try TestSupport.runAudit(item.audit + [item.name], in: handDirectory)
            XCTAssertNotEqual(audit.status, 2, "\(item.name): \(audit.error)")
            XCTAssertEqual(audit.status, hand.status, item.name)
            XCTAssertEqual(audit.output, hand.output, item.name)
            XCTAssertTrue(audit.output.contains("entries checked"), audit.output)

            let scratch = directory.appendingPathComponent("out")
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            let result = try SourceCompilers.run(item.compiler, on: file, scratch: scratch)
            XCTAssertEqual(result.status, 0, "\(item.compiler.tool) refused the marked \(item.name):\n\(result.error)")
        }
    }

    func testADirectoryIsReadAtAnyDepthAndJSONGivesTheSameAsObjects() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let sources = directory.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("node_modules"), withIntermediateDirectories: true)
        for name in ["soft_labels.py", "describe.rs"] {
            try Data(contentsOf: URL(fileURLWithPath: CodeFixtures.path("Discover/" + name))).write(to: sources.appendingPathComponent(name))
        }
        try Data(contentsOf: URL(fileURLWithPath: CodeFixtures.path("Discover/soft_labels.py")))
            .write(to: directory.appendingPathComponent("node_modules/skipped.py"))

        let text = try TestSupport.runAudit(["discover"], in: directory)
        XCTAssertEqual(text.status, 1, text.error)
        XCTAssertEqual(text.output, """
            Sources/App/describe.rs:2: a label match (6 of 7 patterns are apple-vision-rev1 identifiers): // audit:keys describe
            Sources/App/soft_labels.py:2: a label list (4 of 5 strings are apple-vision-rev1 identifiers): # audit:category soft
            2 unmarked label lists in 2 files; `audit discover --write` adds the markers

            """)

        let json = try TestSupport.runAudit(["discover", "--format", "json", "."], in: directory)
        XCTAssertEqual(json.status, 1, json.error)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let lists = try XCTUnwrap(object["lists"] as? [[String: Any]])
        XCTAssertEqual(lists.count, 2)
        XCTAssertEqual(lists.first?["path"] as? String, "Sources/App/describe.rs")
        XCTAssertEqual(lists.first?["line"] as? Int, 2)
        XCTAssertEqual(lists.first?["kind"] as? String, "match")
        XCTAssertEqual(lists.first?["identifiers"] as? Int, 6)
        XCTAssertEqual(lists.first?["strings"] as? Int, 7)
        XCTAssertEqual(lists.first?["vocabulary"] as? String, "apple-vision-rev1")
        XCTAssertEqual(lists.first?["marker"] as? String, "// audit:keys describe")
        XCTAssertEqual(lists.first?["marked"] as? Bool, false)
        XCTAssertEqual(object["files"] as? Int, 2)
        XCTAssertEqual(object["unmarked"] as? Int, 2)
    }

    func testWriteSetsTheVocabularyEveryListFitsAndNotesListsOfDifferentOnes() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let java = try Data(contentsOf: URL(fileURLWithPath: CodeFixtures.path("Discover/MlKitLabels.java")))
        try java.write(to: directory.appendingPathComponent("MlKitLabels.java"))
        let write = try TestSupport.runAudit(["discover", "--write"], in: directory)
        XCTAssertEqual(write.status, 0, write.error)
        XCTAssertTrue(write.output.hasSuffix("wrote 1 marker in 1 file\nset \"vocabulary\": \"google-mlkit\" in .audit.json\n"), write.output)
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent(".audit.json"), encoding: .utf8),
                       "{\n  \"vocabulary\": \"google-mlkit\"\n}\n")
        let audit = try TestSupport.runAudit(["MlKitLabels.java"], in: directory)
        XCTAssertTrue(audit.output.contains("6 entries checked against google-mlkit"), audit.output)

        let mixed = try TestSupport.temporaryDirectory(self)
        try java.write(to: mixed.appendingPathComponent("MlKitLabels.java"))
        try Data(contentsOf: URL(fileURLWithPath: CodeFixtures.path("Discover/soft_labels.py"))).write(to: mixed.appendingPathComponent("soft_labels.py"))
        let notes = try TestSupport.runAudit(["discover", "--write"], in: mixed)
        XCTAssertEqual(notes.status, 0, notes.error)
        XCTAssertEqual(notes.output.components(separatedBy: "\n").filter { $0.contains(": note: this list fits") }.count, 2, notes.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: mixed.appendingPathComponent(".audit.json").path))
    }

    func testANamedJSONFileIsReadAsTheAuditReadsItWithNoMarkerNeeded() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try "{\n  \"soft\": [\"sofa\", \"pillow\", \"curtain\", \"bed\", \"blanket\"]\n}\n"
            .write(to: directory.appendingPathComponent("labels.json"), atomically: true, encoding: .utf8)
        let named = try TestSupport.runAudit(["discover", "labels.json"], in: directory)
        XCTAssertEqual(named.status, 0, named.error)
        XCTAssertEqual(named.output, "labels.json:2: a label list (4 of 5 strings are apple-vision-rev1 identifiers), already marked: "
                       + "read as JSON, which needs no marker (category soft)\nno unmarked label list in 1 source file (1 already marked)\n")
        // A directory's JSON files are not read, as the audit's scan reads none.
        let scan = try TestSupport.runAudit(["discover"], in: directory)
        XCTAssertEqual(scan.output, "no unmarked label list in 0 source files\n")
    }

    func testNothingFoundIsExitZeroAndBadInputIsExitTwoNamingTheFile() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try "GREETINGS = [\"hello\", \"goodbye\", \"thanks\", \"please\", \"sorry\"]\n"
            .write(to: directory.appendingPathComponent("greetings.py"), atomically: true, encoding: .utf8)
        let none = try TestSupport.runAudit(["discover"], in: directory)
        XCTAssertEqual(none.status, 0, none.error)
        XCTAssertEqual(none.output, "no unmarked label list in 1 source file\n")

        try "sofa\n".write(to: directory.appendingPathComponent("soft.txt"), atomically: true, encoding: .utf8)
        let text = try TestSupport.runAudit(["discover", "soft.txt"], in: directory)
        XCTAssertEqual(text.status, 2)
        XCTAssertTrue(text.error.hasPrefix("audit: soft.txt: is no source file"), text.error)
        XCTAssertEqual(text.error.components(separatedBy: "\n").filter { !$0.isEmpty }.count, 1, text.error)

        let missing = try TestSupport.runAudit(["discover", "missing"], in: directory)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.error.contains("missing: no such file or directory"), missing.error)

        let usage = try TestSupport.runAudit(["discover", "--write", "--format", "json"], in: directory)
        XCTAssertEqual(usage.status, 2)
    }
}
