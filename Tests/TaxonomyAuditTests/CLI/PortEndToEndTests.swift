import Foundation
import TestSupport
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

    /// The shipped soft and hard lists carried to ML Kit: the lines and what is left out are the golden files,
    /// the soft list has the labels an ML Kit app would write, and the result has no dead entry.
    func testPortingTheShippedListsToMLKitGivesSensibleListsWithoutDeadEntries() throws {
        let printed = try TestSupport.runAudit(["port", "mappings", "--to", "google-mlkit"], in: TestSupport.repository)
        XCTAssertEqual(printed.status, 0, printed.error)
        try TestSupport.assertSnapshot(printed.output, named: "Port/google-mlkit.txt")
        try TestSupport.assertSnapshot(printed.error, named: "Port/google-mlkit.stderr.txt")
        let soft = printed.output.components(separatedBy: "==> soft.txt <==\n").last ?? ""
        for label in ["Couch", "Pillow", "Curtain", "Jacket", "Stuffed toy"] {
            XCTAssertTrue(entries(soft).contains(label), label)
        }
        XCTAssertTrue(soft.contains("\nCouch        # from sofa: synonym\n"), soft)
        let hard = printed.output.components(separatedBy: "==> soft.txt <==\n").first ?? ""
        for label in ["Brick", "Desk", "Computer", "Television", "!Chair"] {
            XCTAssertTrue(entries(hard).contains(label), label)
        }
        XCTAssertTrue(Set(entries(soft)).isDisjoint(with: entries(hard).filter { !$0.hasPrefix("!") }))

        let (directory, _) = try port(to: "google-mlkit")
        XCTAssertEqual(try deadEntries(directory, vocabulary: "google-mlkit"), [])
    }

    func testPortingToImageNetAndCOCOGivesListsWithoutDeadEntries() throws {
        let expected = ["imagenet-1k": (soft: ["pillow", "studio couch", "quilt", "bow tie"], hard: ["folding chair", "desk", "refrigerator"]),
                        "coco": (soft: ["bed", "couch", "tie"], hard: ["bench", "refrigerator", "laptop", "!chair"])]
        for (vocabulary, labels) in expected {
            let (directory, run) = try port(to: vocabulary)
            XCTAssertTrue(run.error.hasSuffix("not carried over (listed above).\n"), run.error)
            let soft = try String(contentsOf: directory.appendingPathComponent("soft.txt"), encoding: .utf8)
            let hard = try String(contentsOf: directory.appendingPathComponent("hard.txt"), encoding: .utf8)
            XCTAssertTrue(Set(labels.soft).isSubset(of: entries(soft)), "\(vocabulary): \(soft)")
            XCTAssertTrue(Set(labels.hard).isSubset(of: entries(hard)), "\(vocabulary): \(hard)")
            XCTAssertEqual(try deadEntries(directory, vocabulary: vocabulary), [], vocabulary)
        }
    }

    /// `--check` on an app's iOS and Android lists (fixtures): each difference names the file and line on
    /// both sides, exit 1; two lists that agree exit 0.
    func testCheckReportsWhatOneSideMapsAndTheOtherMissesOrPutsElsewhere() throws {
        let fixtures = URL(fileURLWithPath: TestSupport.fixture("Port"))
        let run = try TestSupport.runAudit(["port", "--check", "ios", "--against", "android", "--to", "google-mlkit"], in: fixtures)
        XCTAssertEqual(run.status, 1, run.error)
        XCTAssertEqual(run.error, "")
        XCTAssertEqual(run.output, """
            ios/soft.txt:4:1: curtain is mapped soft, but its synonym Curtain is mapped hard at android/hard.txt:4:1
            ios/soft.txt:5:1: armchair is mapped soft, but Chair, the nearest kind above it, is mapped hard at android/hard.txt:6:1
            android/hard.txt:6:1: Chair is mapped hard, but its synonym chair is excluded from hard at ios/hard.txt:6:1
            android/soft.txt:5:1: Jeans is mapped soft, but its synonym jeans is mapped nowhere in ios
            4 differences between ios (apple-vision-rev1) and android (google-mlkit).

            """)
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["ios/soft.txt": "sofa\npillow\n", "android/soft.txt": "Couch\nLoveseat\nPillow\n"], in: directory)
        let agreeing = try TestSupport.runAudit(["port", "--check", "ios", "--against", "android", "--to", "google-mlkit"], in: directory)
        XCTAssertEqual(agreeing.status, 0, agreeing.output)
        XCTAssertEqual(agreeing.output, "No differences between ios (apple-vision-rev1) and android (google-mlkit).\n")
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
        let notADirectory = try TestSupport.runAudit(["port", shipped, "--to", "coco", "--output", "labels.txt"], in: directory)
        XCTAssertEqual(notADirectory.status, 2)
        XCTAssertTrue(notADirectory.error.hasPrefix("audit: labels.txt: cannot create directory\n"), notADirectory.error)
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("labels.txt"), encoding: .utf8), "sofa\n")
        let missing = try TestSupport.runAudit(["port", "no-such-dir", "--to", "apple-vision-rev1"], in: directory)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.error, "audit: no-such-dir: no such file or directory\n")
    }

    /// A category is a file name under `--output DIR`: a marker, an `audit:categories` value or a JSON key that
    /// is not one plain name is an input error naming its file and line, and nothing is written anywhere.
    func testACategoryThatIsNotAPlainFileNameIsRefusedAndNothingIsWritten() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let cases: [(file: String, text: String, error: String)] = [
            ("a/b/Evil.swift", "let x = 1\n// audit:category ../../escaped\nlet soft: Set<String> = [\"sofa\", \"pillow\"]\n",
             "a/b/Evil.swift:2: category \"../../escaped\" cannot name a file (it starts with `.`)"),
            ("a/b/Deep.swift", "// audit:category x/../../../escaped\nlet soft: Set<String> = [\"sofa\"]\n",
             "a/b/Deep.swift:1: category \"x/../../../escaped\" cannot name a file (it holds `/`)"),
            ("a/b/pairs.py", "# audit:categories\nS = {\n    \"sofa\": \"soft\",\n    \"pillow\": \"soft\",\n    \"curtain\": \"soft\",\n"
                + "    \"bed\": \"/tmp/pwned\",\n}\n",
             "a/b/pairs.py:1: category \"/tmp/pwned\" cannot name a file (it holds `/`)"),
            ("a/b/lists.json", "{\n  \"soft\": [\"sofa\"],\n  \"..\\\\x\": [\"brick\"]\n}\n",
             "a/b/lists.json:3: category \"..\\x\" cannot name a file (it starts with `.`)"),
            ("a/b/Back.kt", "// audit:category soft\\..\\..\\escaped\nval soft = setOf(\"sofa\")\n",
             "a/b/Back.kt:1: category \"soft\\..\\..\\escaped\" cannot name a file (it holds `\\`)"),
            ("a/b/lists.plist", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n  <key>soft</key>\n"
                + "  <array><string>sofa</string></array>\n  <key>../../escaped</key>\n  <array><string>brick</string></array>\n</dict>\n</plist>\n",
             "a/b/lists.plist:6: category \"../../escaped\" cannot name a file (it starts with `.`)"),
            ("a/b/nul.json", "{\"soft\": [\"sofa\"], \"a\\u0000b\": [\"bed\"]}\n",
             "a/b/nul.json:1: category \"a\\x00b\" cannot name a file (it holds the control character \\x00)"),
            ("a/b/Hidden.swift", "// audit:category .soft\nlet soft: Set<String> = [\"sofa\"]\n",
             "a/b/Hidden.swift:1: category \".soft\" cannot name a file (it starts with `.`)"),
        ]
        try TestSupport.write(["a/escaped.txt": "precious\n"], in: directory)
        for (file, text, error) in cases {
            try TestSupport.write([file: text], in: directory)
            for mode in [["--output", "a/b/out"], ["--output", "a/b/out", "--diff"], []] {
                let run = try TestSupport.runAudit(["port", file, "--to", "coco"] + mode, in: directory)
                XCTAssertEqual(run.status, 2, "\(file) \(mode): \(run.output)")
                XCTAssertEqual(run.error, "audit: \(error)\n", file)
                XCTAssertEqual(run.output, "", file)
            }
        }
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("a/escaped.txt"), encoding: .utf8), "precious\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("a/b/out").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/tmp/pwned.txt"))
        XCTAssertEqual(CategoryFileName.problem(with: "soft\u{0}"), "it holds the control character \\x00")
        XCTAssertEqual(CategoryFileName.problem(with: "soft\u{202E}txt"), "it holds the control character \\u{202e}")
        XCTAssertEqual(CategoryFileName.problem(with: String(repeating: "s", count: 252)), "it is longer than 251 bytes")
        XCTAssertEqual(CategoryFileName.problem(with: ""), "it is empty")
        XCTAssertNil(CategoryFileName.problem(with: "soft..hard é"))
    }

    /// A symbolic link planted in the output directory is never written through, in a run that writes or one
    /// that prints the patch: exit 2, and neither the link's target nor any other output changes.
    func testALinkInTheOutputDirectoryIsRefused() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["m/soft.txt": "sofa\n", "m/hard.txt": "brick\n", "victim.txt": "precious\n"], in: directory)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("out"), withIntermediateDirectories: true)
        XCTAssertEqual(symlink("../victim.txt", directory.appendingPathComponent("out/soft.txt").path), 0)
        for mode in [[], ["--diff"]] {
            let run = try TestSupport.runAudit(["port", "m", "--to", "coco", "--output", "out"] + mode, in: directory)
            XCTAssertEqual(run.status, 2, run.output)
            XCTAssertEqual(run.error, "audit: out/soft.txt: is a symbolic link; not written (a generated file is never written through a link: remove it)\n")
            XCTAssertEqual(run.output, "")
        }
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("victim.txt"), encoding: .utf8), "precious\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/hard.txt").path))
        // A file there that `audit port` did not write is not replaced either; one it wrote is.
        try FileManager.default.removeItem(at: directory.appendingPathComponent("out/soft.txt"))
        try TestSupport.write(["out/hard.txt": "# my own list\nbench\n"], in: directory)
        for mode in [[], ["--diff"]] {
            let run = try TestSupport.runAudit(["port", "m", "--to", "coco", "--output", "out"] + mode, in: directory)
            XCTAssertEqual(run.status, 2, run.output)
            XCTAssertEqual(run.error, "audit: out/hard.txt: was not written by `audit port` (it does not start with its header); "
                + "not replaced: remove it, or choose another --output\n")
        }
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("out/hard.txt"), encoding: .utf8), "# my own list\nbench\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/soft.txt").path))
        try FileManager.default.removeItem(at: directory.appendingPathComponent("out/hard.txt"))
        XCTAssertEqual(try TestSupport.runAudit(["port", "m", "--to", "coco", "--output", "out"], in: directory).status, 0)
        let again = try TestSupport.runAudit(["port", "m", "--to", "imagenet-1k", "--output", "out"], in: directory)
        XCTAssertEqual(again.status, 0, again.error)
        XCTAssertEqual(again.output, "wrote out/hard.txt\nwrote out/soft.txt\n")

        XCTAssertEqual(symlink("../victim.txt", directory.appendingPathComponent("out/link.txt").path), 0)
        XCTAssertThrowsError(try SafeWriter.write([SafeWriter.Replacement(path: directory.appendingPathComponent("out/link.txt").path,
                                                                          contents: Data("x\n".utf8), expectation: .anything, followsLinks: false)]))
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("victim.txt"), encoding: .utf8), "precious\n")
    }

    /// `--output` onto what the port reads (the source directory, a link to it, a directory holding a source
    /// file, or an output that is one of the source files) is exit 2, and every file keeps its bytes.
    func testAnOutputOntoItsOwnSourcesIsRefused() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let lists = ["m/soft.txt": "sofa\npillow\ncurtain\nsofa # my reason\n!armchair\n", "m/hard.txt": "brick\ndoor\n",
                     "app/Lists.swift": "// audit:category soft\nlet soft: Set<String> = [\"sofa\"]\n"]
        try TestSupport.write(lists, in: directory)
        XCTAssertEqual(symlink("m", directory.appendingPathComponent("link").path), 0)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        XCTAssertEqual(symlink("../m/soft.txt", directory.appendingPathComponent("elsewhere/soft.txt").path), 0)
        let cases: [(arguments: [String], error: String)] = [
            (["m", "--output", "m"], "m: --output names a directory this run reads mappings from; nothing written"),
            (["m", "--output", "./m/."], "./m/.: --output names a directory this run reads mappings from (m); nothing written"),
            (["m", "--output", "link"], "link: --output names a directory this run reads mappings from (m); nothing written"),
            (["app/Lists.swift", "--output", "app"], "app: --output names a directory this run reads mappings from; nothing written"),
            (["m/soft.txt", "--output", "elsewhere"],
             "elsewhere/soft.txt: --output would replace a mapping file this run reads (m/soft.txt); nothing written"),
        ]
        for (arguments, error) in cases {
            for mode in [[], ["--diff"]] {
                let run = try TestSupport.runAudit(["port"] + arguments + ["--to", "imagenet-1k"] + mode, in: directory)
                XCTAssertEqual(run.status, 2, arguments.joined(separator: " "))
                XCTAssertEqual(run.error, "audit: \(error)\n")
                XCTAssertEqual(run.output, "")
            }
        }
        for (path, text) in lists {
            XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8), text, path)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("app").path), ["Lists.swift"])
    }
}
