import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// `audit verdicts`, `audit replay`, `audit init` and `.audit.json`, run as the real binary.
final class ViewsEndToEndTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = try TestSupport.temporaryDirectory(self)
        // A repository root, so that no .audit.json above the temporary directory is read.
        try FileManager.default.createDirectory(at: directory.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try TestSupport.write(["mappings/hard.txt": "chair\ntable\n", "mappings/soft.txt": "armchair\nsofa\n"], in: directory)
    }

    func run(_ arguments: [String], in subdirectory: String? = nil) throws -> TestSupport.RunResult {
        try TestSupport.runAudit(arguments, in: subdirectory.map { directory.appendingPathComponent($0) } ?? directory)
    }

    func json(_ result: TestSupport.RunResult) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any], result.output + result.error)
    }

    /// `--fail-on-verdict-change` compares with `--base`: without one it is a usage error in every command.
    func testFailingOnAVerdictChangeNeedsABase() throws {
        try TestSupport.write(["pear.jsonl": #"{"observations": [{"identifier": "pear", "confidence": 0.9}]}"# + "\n"], in: directory)
        for arguments in [["mappings"], ["verdicts"], ["replay", "pear.jsonl"]] {
            let result = try run(arguments + ["--fail-on-verdict-change"])
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.error.split(separator: "\n").first, "audit: --fail-on-verdict-change needs --base REF", "\(arguments)")
        }
    }

    // MARK: verdicts

    func testVerdictsJSONFollowsTheSchema() throws {
        let result = try run(["verdicts", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.error)
        let report = try json(result)
        let policy = try XCTUnwrap(report["policy"] as? [String: Any])
        XCTAssertEqual(policy["kind"] as? String, "first-match")
        XCTAssertEqual(policy["top"] as? Int, 5)
        XCTAssertEqual(policy.count, 2)
        let verdicts = try XCTUnwrap(report["verdicts"] as? [[String: Any]])
        XCTAssertEqual(verdicts.count, Vocabulary.builtin.count)
        let armchair = try XCTUnwrap(verdicts.first { $0["identifier"] as? String == "armchair" })
        XCTAssertEqual(armchair["verdict"] as? [String], ["hard"])
        XCTAssertEqual(armchair["possible"] as? [String], ["hard", "soft"])
        XCTAssertEqual(armchair["ambiguous"] as? Bool, true)
        XCTAssertEqual(armchair["decidedBy"] as? [String], ["chair"])
        XCTAssertEqual(armchair["mappedAs"] as? [String], ["soft"])
        XCTAssertTrue((armchair["reason"] as? String ?? "").contains("as the knowledge table says"))
        let summary = try XCTUnwrap(report["summary"] as? [String: Any])
        XCTAssertEqual(summary["soft"] as? [String: Int], ["direct": 1, "throughAncestor": 0], "armchair comes out hard")
        let hard = try XCTUnwrap(summary["hard"] as? [String: Int])
        XCTAssertEqual(hard["direct"], 2)
        XCTAssertGreaterThanOrEqual(hard["throughAncestor"] ?? 0, 4, "chair decides chaise, folding_chair and the others")
        XCTAssertEqual(summary["ambiguous"] as? Int, 1)
        XCTAssertEqual(Array(report.keys).sorted(), ["policy", "summary", "verdicts"])
    }

    func testVerdictsUnderAnotherPolicyAndFormats() throws {
        let result = try run(["verdicts", "--policy", "most-specific", "--format", "json"])
        let armchair = try XCTUnwrap((try json(result)["verdicts"] as? [[String: Any]])?.first { $0["identifier"] as? String == "armchair" })
        XCTAssertEqual(armchair["verdict"] as? [String], ["soft"])
        let text = try run(["verdicts"])
        XCTAssertTrue(text.output.contains("armchair"), text.output)
        XCTAssertTrue(text.output.contains("hard (possible: hard, soft): chair (mapped hard at mappings/hard.txt:1)"), text.output)
        let markdown = try run(["verdicts", "--format", "markdown"])
        XCTAssertTrue(markdown.output.contains("| `armchair` | hard | hard, soft | `chair` | soft |"), markdown.output)
        XCTAssertEqual(try run(["verdicts", "--format", "sarif"]).status, 2)
    }

    func testVerdictDiffAgainstABase() throws {
        let repository = try GitRepository(self)
        try repository.commit(["mappings/hard.txt": "table\n", "mappings/soft.txt": "armchair\nsofa\n"], message: "base")
        try repository.commit(["mappings/hard.txt": "table\nchair\n"], message: "map chair hard")
        let result = try repository.audit(["verdicts", "--base", "HEAD~1", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.error)
        let changes = try XCTUnwrap(try json(result)["verdictChanges"] as? [[String: Any]])
        let armchair = try XCTUnwrap(changes.first { $0["identifier"] as? String == "armchair" })
        XCTAssertEqual(armchair["before"] as? [String], ["soft"])
        XCTAssertEqual(armchair["after"] as? [String], ["hard"])
        XCTAssertEqual(armchair["decidedBy"] as? [String], ["chair"])
        XCTAssertFalse(changes.contains { $0["identifier"] as? String == "sofa" }, "sofa is not under chair")
        let text = try repository.audit(["verdicts", "--base", "HEAD~1"])
        XCTAssertTrue(text.output.contains("This edit changes \(changes.count) verdicts since HEAD~1:\n"), text.output)
        XCTAssertTrue(text.output.contains("  armchair: soft → hard (chair (mapped hard at mappings/hard.txt:2)"), text.output)
        let markdown = try repository.audit(["verdicts", "--base", "HEAD~1", "--format", "markdown"])
        XCTAssertTrue(markdown.output.contains("| `armchair` | soft | hard |"), markdown.output)
        XCTAssertEqual(try repository.audit(["verdicts", "--base", "HEAD~1", "--fail-on-verdict-change"]).status, 1)
        XCTAssertEqual(try repository.audit(["verdicts", "--base", "HEAD", "--fail-on-verdict-change"]).status, 0)
    }

    func testTheAuditsBaseGateAddsTheVerdictDiff() throws {
        let repository = try GitRepository(self)
        try repository.commit(["mappings/hard.txt": "table\n", "mappings/soft.txt": "armchair\nsofa\n"], message: "base")
        try repository.commit(["mappings/hard.txt": "table\nchair\n"], message: "map chair hard")
        let result = try repository.audit(["--base", "HEAD~1", "--format", "json"])
        XCTAssertEqual(result.status, 0, "the introduced catch-all is a warning; --fail-on error; verdicts alone do not fail")
        let report = try json(result)
        let changes = try XCTUnwrap(report["verdictChanges"] as? [[String: Any]])
        XCTAssertEqual(changes.first { $0["identifier"] as? String == "armchair" }?["after"] as? [String], ["hard"])
        XCTAssertEqual(Array(report.keys).sorted(), ["changes", "findings", "mappings", "summary", "verdictChanges", "vocabulary"])
        let text = try repository.audit(["--base", "HEAD~1"])
        XCTAssertTrue(text.output.contains("This edit changes \(changes.count) verdicts since HEAD~1:\n  armchair: soft → hard"), text.output)
        let markdown = try repository.audit(["--base", "HEAD~1", "--format", "markdown"])
        XCTAssertTrue(markdown.output.contains("### Verdicts\n\nThis edit changes \(changes.count) verdicts since `HEAD~1`:"), markdown.output)
        XCTAssertEqual(try repository.audit(["--base", "HEAD~1", "--fail-on-verdict-change"]).status, 1)
        XCTAssertEqual(try repository.audit(["--fail-on-verdict-change"]).status, 2, "it needs --base")
        XCTAssertNil(try json(try repository.audit(["--format", "json"]))["verdictChanges"], "no key without --base")
    }

    // MARK: replay

    func capture(_ name: String) throws -> [String: Any] {
        let url = TestSupport.repository.appendingPathComponent("Tests/Captures/\(name).json")
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    /// JSON Lines made of real captures, each with an `expected` category.
    func captureLines(_ items: [(String, Any?)]) throws -> String {
        try items.map { name, expected in
            var object = try capture(name)
            if let expected { object["expected"] = expected }
            return String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
        }.joined(separator: "\n") + "\n"
    }

    func testReplayMatchesAndMismatchesWithExitOne() throws {
        try TestSupport.write(["mappings/hard.txt": "tableware\nlaptop\n", "mappings/soft.txt": "stuffed_animals\n",
                               "captures.jsonl": try captureLines([("aurie-mug", "hard"), ("safaroll-cheetah-plush", "soft"),
                                                                   ("saylens-laptop", "hard")])], in: directory)
        let result = try run(["replay", "captures.jsonl", "--format", "json"])
        XCTAssertEqual(result.status, 1, "the laptop is sixth, behind structure: first-match (top 5) gives nothing")
        let report = try json(result)
        let captures = try XCTUnwrap(report["captures"] as? [[String: Any]])
        XCTAssertEqual(captures.map { $0["line"] as? Int }, [1, 2, 3])
        XCTAssertEqual(captures.map { $0["verdict"] as? [String] }, [["hard"], ["soft"], []])
        XCTAssertEqual(captures.map { $0["matches"] as? Bool }, [true, true, false])
        XCTAssertEqual(captures[0]["decidedBy"] as? [String], ["tableware"])
        XCTAssertEqual(captures[0]["path"] as? String, "captures.jsonl")
        XCTAssertTrue(captures[0]["before"] is NSNull)
        XCTAssertEqual(report["summary"] as? [String: Int], ["captures": 3, "matched": 2, "mismatched": 1, "flipped": 0])
        XCTAssertEqual(try run(["replay", "captures.jsonl", "--policy", "most-specific"]).status, 0, "most-specific reaches laptop")
    }

    func testReplayReadsTheCaptureFilesAsPublished() throws {
        let path = TestSupport.repository.appendingPathComponent("Tests/Captures/aurie-pear.json").path
        try TestSupport.write(["mappings/hard.txt": "table\n", "mappings/soft.txt": "sofa\n", "fruit/fruit.txt": "pear\n"], in: directory)
        let result = try run(["replay", path, "--mappings", "fruit", "--policy", "most-specific", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.error)
        let captures = try XCTUnwrap(try json(result)["captures"] as? [[String: Any]])
        XCTAssertEqual(captures.first?["verdict"] as? [String], ["fruit"])
        XCTAssertTrue(captures.first?["line"] is NSNull)
        XCTAssertTrue(captures.first?["expected"] is NSNull)
        XCTAssertTrue(captures.first?["matches"] is NSNull)
    }

    func testMalformedCapturesAreExitTwoNamingFileAndLine() throws {
        let good = try captureLines([("aurie-mug", nil)])
        try TestSupport.write(["bad.jsonl": good + "{\"observations\": [{\"identifier\": \"mug\"}]}\n",
                               "broken.jsonl": good + good + "{not json\n", "empty.json": ""], in: directory)
        let missing = try run(["replay", "bad.jsonl"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.error.hasPrefix("audit: bad.jsonl:2: observation 1 needs a string `identifier` and a number `confidence`"),
                      missing.error)
        let broken = try run(["replay", "broken.jsonl"])
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.error.hasPrefix("audit: broken.jsonl:3: "), broken.error)
        XCTAssertEqual(try run(["replay", "empty.json"]).status, 2)
        XCTAssertEqual(try run(["replay", "nowhere.json"]).status, 2)
        XCTAssertEqual(try run(["replay"]).status, 2, "no captures given or configured")
        XCTAssertEqual(missing.output, "")
    }

    func testReplayWithABaseCountsFlips() throws {
        let repository = try GitRepository(self)
        let lines = try captureLines([("aurie-mug", nil), ("aurie-pear", nil)])
        try repository.commit(["mappings/hard.txt": "mug\n", "mappings/soft.txt": "pillow\n", "c.jsonl": lines], message: "base")
        try repository.commit(["mappings/hard.txt": "mug\n", "mappings/soft.txt": "pillow\ntableware\n"], message: "tableware soft")
        let result = try repository.audit(["replay", "c.jsonl", "--base", "HEAD~1", "--format", "json"])
        XCTAssertEqual(result.status, 0, "flips do not fail without --fail-on-verdict-change")
        let report = try json(result)
        let captures = try XCTUnwrap(report["captures"] as? [[String: Any]])
        XCTAssertEqual(captures[0]["before"] as? [String], ["hard"])
        XCTAssertEqual(captures[0]["verdict"] as? [String], ["soft"], "tableware 0.84 ranks with mug 0.84 and comes first")
        XCTAssertEqual((report["summary"] as? [String: Int])?["flipped"], 1)
        XCTAssertEqual(try repository.audit(["replay", "c.jsonl", "--base", "HEAD~1", "--fail-on-verdict-change"]).status, 1)
    }

    func testReplayReadsCapturesFromTheConfig() throws {
        try TestSupport.write(["captures/a.jsonl": try captureLines([("aurie-mug", "hard")]),
                               "captures/b.jsonl": try captureLines([("aurie-mug", "soft")]),
                               ".audit.json": "{\"captures\": [\"captures/*.jsonl\"], \"paths\": [\"mappings\"]}\n",
                               "mappings/hard.txt": "mug\n"], in: directory)
        let result = try run(["replay", "--format", "json"])
        XCTAssertEqual(result.status, 1, result.error)
        let captures = try XCTUnwrap(try json(result)["captures"] as? [[String: Any]])
        XCTAssertEqual(captures.map { $0["path"] as? String }, ["captures/a.jsonl", "captures/b.jsonl"])
        XCTAssertEqual(captures.map { $0["matches"] as? Bool }, [true, false])
    }

    func testTheCatchAllFindingCitesTheKindsItTakesOverInJSON() throws {
        let result = try run(["--format", "json"])
        XCTAssertEqual(result.status, 0, "a warning does not reach --fail-on error")
        let findings = try XCTUnwrap(try json(result)["findings"] as? [[String: Any]])
        let chair = try XCTUnwrap(findings.first { $0["rule"] as? String == "catch-all" })
        XCTAssertEqual(chair["identifier"] as? String, "chair")
        XCTAssertEqual(chair["line"] as? Int, 1)
        XCTAssertEqual(chair["related"] as? [String], ["armchair"])
        let locations = try XCTUnwrap(chair["relatedLocations"] as? [[String: Any]])
        XCTAssertEqual(locations.map { $0["identifier"] as? String }, ["armchair"])
        XCTAssertEqual(locations.map { $0["path"] as? String }, ["mappings/soft.txt"])
        XCTAssertEqual(locations.map { $0["line"] as? Int }, [1])
        XCTAssertNil(findings.first { $0["rule"] as? String == "missing-label" }?["relatedLocations"])
    }

    // MARK: init and .audit.json

    func testInitWritesTheDefaultsAndNeverOverwrites() throws {
        let first = try run(["init"])
        XCTAssertEqual(first.status, 0, first.error)
        XCTAssertEqual(first.output, "wrote .audit.json\n")
        let written = try String(contentsOf: directory.appendingPathComponent(".audit.json"), encoding: .utf8)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any])
        let policy = try XCTUnwrap(object["policy"] as? [String: Any])
        XCTAssertEqual(policy["kind"] as? String, "first-match")
        XCTAssertEqual(policy["top"] as? Int, 5)
        XCTAssertEqual(policy["threshold"] as? Double, 0.2)
        XCTAssertEqual((object["rules"] as? [String: String])?["catch-all"], "warning")
        XCTAssertEqual(try AuditConfig.load(path: directory.appendingPathComponent(".audit.json").path).top, 5)
        let audited = try run([])
        XCTAssertEqual(audited.status, 0, "the written defaults: a catch-all warning does not reach failOn error")
        XCTAssertTrue(audited.output.contains("[catch-all] \"chair\""), audited.output)
        let again = try run(["init"])
        XCTAssertEqual(again.status, 2)
        XCTAssertTrue(again.error.contains(".audit.json: already exists"), again.error)
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent(".audit.json"), encoding: .utf8), written)
    }

    func testInitOntoADanglingLinkNamesTheFileAsTyped() throws {
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent(".audit.json").path, withDestinationPath: "gone.json")
        let result = try run(["init"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.hasPrefix("audit: .audit.json: is a symbolic link to nothing"), result.error)
        XCTAssertFalse(result.error.contains(directory.path), result.error)
    }

    func testConfigSetsPolicyRulesAndFailOnAndFlagsOverrideIt() throws {
        try TestSupport.write([".audit.json": """
            {"policy": {"kind": "most-specific"}, "failOn": "warning", "rules": {"missing-label": "off"}}
            """], in: directory)
        XCTAssertEqual(try run([]).status, 0, "most-specific: armchair decides itself; no catch-all")
        let firstMatch = try run(["--policy", "first-match"])
        XCTAssertEqual(firstMatch.status, 1, "first-match: chair takes armchair over, a warning, and failOn is warning")
        XCTAssertTrue(firstMatch.output.contains("[catch-all] \"chair\""), firstMatch.output)
        XCTAssertEqual(try run(["--policy", "first-match", "--rule", "catch-all=note"]).status, 0, "the rule's findings become notes")
        let off = try run(["--policy", "first-match", "--rule", "catch-all=off", "--format", "json"])
        XCTAssertFalse(off.output.contains("\"catch-all\""), off.output)
        XCTAssertEqual(try run(["--no-config", "--policy", "first-match"]).status, 0, "fail-on error by default")
    }

    func testTheConfigIsFoundUpwardsAndStopsAtTheRepositoryRoot() throws {
        try TestSupport.write([".audit.json": "{\"paths\": [\"mappings\"], \"failOn\": \"warning\"}\n", "sub/dir/keep": ""], in: directory)
        let below = try run([], in: "sub/dir")
        XCTAssertEqual(below.status, 1, below.error)
        XCTAssertTrue(below.output.contains("../../mappings/hard.txt:1:1: warning: [catch-all]"), below.output)
        // A nested repository stops the search.
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("sub/.git"), withIntermediateDirectories: true)
        let stopped = try run([], in: "sub/dir")
        XCTAssertEqual(stopped.status, 2, "no config and no mappings/ here")
    }

    func testConfigErrorsNameTheFileTheKeyAndTheLine() throws {
        let cases: [(String, String)] = [
            ("{\n  \"policy\": {\"kind\": \"first-match\"},\n  \"colour\": 1\n}\n", ".audit.json:3: unknown key `colour`"),
            ("{\n  \"policy\": {\n    \"top\": 0\n  }\n}\n", ".audit.json:3: `policy.top` must be a whole number from 1 to 1000000, not 0\n"),
            ("{\"policy\": {\"top\": 9223372036854775807}}", ".audit.json:1: `policy.top` must be a whole number from 1 to 1000000, not 9223372036854775807\n"),
            ("{\"policy\": {\"kind\": \"most-specific\",\n \"top\": 3}}", ".audit.json:2: `policy.top` applies to the first-match policy only; most-specific would ignore it (remove it)\n"),
            ("{\"policy\": {\"top\": true}}", ".audit.json:1: `policy.top` must be a number"),
            ("{\"policy\": {\"kind\": \"best\"}}", ".audit.json:1: `policy.kind` must be one of first-match, top1, any, most-specific"),
            ("{\"thresholds\": {\"dog\": 1.5}}", ".audit.json:1: `thresholds.dog` must be a confidence between 0 and 1"),
            ("{\"rules\": {\"catch-all\": \"loud\"}}", ".audit.json:1: `rules.catch-all` must be error, warning, note or off"),
            ("{\"rules\": {\"catchall\": \"off\"}}", ".audit.json:1: unknown rule `catchall`"),
            ("{\"failOn\": \"sometimes\"}", ".audit.json:1: `failOn` must be one of"),
            ("{\"paths\": \"mappings\"}", ".audit.json:1: `paths` must be a list of strings"),
            ("{\"vocabulary\": \"apple-vision-rev9\"}", ".audit.json: `vocabulary`: unknown vocabulary `apple-vision-rev9`"),
            ("{\"policy\": ", ".audit.json:1: not valid JSON (the text ends where a value was expected, column 12)"),
        ]
        for (text, message) in cases {
            try TestSupport.write([".audit.json": text], in: directory)
            let result = try run([])
            XCTAssertEqual(result.status, 2, text)
            XCTAssertTrue(result.error.hasPrefix("audit: \(message)"), "\(text): \(result.error)")
        }
        XCTAssertEqual(try run(["--no-config"]).status, 0, "--no-config skips the broken file")
        XCTAssertEqual(try run(["--config", "elsewhere.json"]).status, 2)
        XCTAssertEqual(try run(["--rule", "catch-all"]).status, 2)
        XCTAssertEqual(try run(["--top", "0"]).status, 2)
        for (arguments, message) in [(["--top", "9223372036854775807"], "--top must be a whole number from 1 to 1000000, not 9223372036854775807\n"),
                                     (["--top=-1"], "--top must be a whole number from 1 to 1000000, not -1\n"),
                                     (["--top", "2.5"], "--top must be a whole number from 1 to 1000000, not 2.5\n"),
                                     (["--policy", "most-specific", "--top", "3"], "--top applies to the first-match policy only; most-specific would ignore it (remove it)\n")] {
            let result = try run(["--no-config"] + arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.error.hasPrefix("audit: " + message), "\(arguments): \(result.error)")
        }
        XCTAssertEqual(try run(["--threshold", "2"]).status, 2)
    }

    /// A config file whose name is one letter is read like any other (its directory is the working directory).
    func testAOneLetterConfigNameIsRead() throws {
        try TestSupport.write(["c": "{\"paths\": [\"mappings/soft.txt\"], \"failOn\": \"never\"}"], in: directory)
        let result = try run(["--config", "c"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.contains("1 file, 2 entries"), result.output)
    }

    func testVocabularyNamesAndHeader() throws {
        XCTAssertEqual(try run(["--vocabulary", "apple-vision-rev2"]).status, 0)
        XCTAssertEqual(try run(["--vocabulary", "apple-vision"]).status, 0)
        // A vocabulary file is flat unless its header says otherwise: the split then has no consequence.
        let identifiers = Vocabulary.builtin.identifiers.joined(separator: "\n") + "\n"
        try TestSupport.write(["flat.txt": identifiers, "tree.txt": "# audit:reporting hierarchical\n" + identifiers,
                               "bad.txt": "# audit:reporting sideways\nchair\n"], in: directory)
        XCTAssertFalse(try run(["--vocabulary", "flat.txt"]).output.contains("[catch-all]"))
        XCTAssertTrue(try run(["--vocabulary", "tree.txt"]).output.contains("[catch-all] \"chair\""))
        let bad = try run(["--vocabulary", "bad.txt"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.error.hasPrefix("audit: bad.txt:1: `audit:reporting` must be hierarchical or flat"), bad.error)
    }
}
