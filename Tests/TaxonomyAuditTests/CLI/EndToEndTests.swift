import TestSupport
import XCTest
@testable import TaxonomyAudit

/// Runs the real `audit` binary, as a user or CI would.
final class EndToEndTests: XCTestCase {
    func testVersionAndHelp() throws {
        let version = try TestSupport.runAudit(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.output, "audit \(AuditCommand.version)\n")
        let help = try TestSupport.runAudit(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.output.contains("--fail-on SEVERITY"))
    }

    func testVocabPrintsTheBuiltInIdentifiers() throws {
        let result = try TestSupport.runAudit(["vocab"])
        XCTAssertEqual(result.status, 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 1303)
        let shipped = try String(contentsOf: TestSupport.repository.appendingPathComponent("taxonomy/apple-vision-rev1.txt"), encoding: .utf8)
        XCTAssertEqual(lines, shipped.split(separator: "\n").map(String.init))
    }

    func testUsageErrorsExitTwoWithAOneLineMessage() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let cases: [([String], String)] = [
            (["--bogus"], "audit: unknown option `--bogus`"),
            (["--format", "xml"], "audit: --format must be one of"),
            (["--fail-on"], "audit: --fail-on needs a value"),
            (["missing.txt"], "audit: missing.txt: no such file or directory"),
            ([directory.path], "audit: \(directory.path): directory has no mapping files (*.txt, or source files with audit: markers)"),
            (["--vocabulary", "nope.txt", "x.txt"], "audit: unknown vocabulary `nope.txt`"),
            (["--vocabulary", "./nope.txt", "x.txt"], "audit: ./nope.txt: no such file or directory"),
            ([TestSupport.fixture("Mappings/bad/binary.txt")], "binary.txt:2: contains a NUL byte"),
            ([TestSupport.fixture("Mappings/bad/latin1.txt")], "latin1.txt:2: line is not valid UTF-8"),
        ]
        for (arguments, message) in cases {
            let result = try TestSupport.runAudit(arguments, in: directory)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.output, "", "\(arguments)")
            XCTAssertTrue(result.error.hasPrefix("audit: ") && result.error.contains(message), "\(arguments): \(result.error)")
        }
    }

    func testAFiveMegabyteLineIsAnInputErrorNotACrash() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["soft.txt": "pillow\n" + String(repeating: "x", count: 5_000_000) + "\n"], in: directory)
        let result = try TestSupport.runAudit(["soft.txt"], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.error, "audit: soft.txt:2: line is 5000000 bytes long (limit 65536): not a mapping file\n")
    }

    func testExitStatusFollowsFailOn() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["mappings/soft.txt": "pillow\npillow\n"], in: directory)  // one duplicate warning
        XCTAssertEqual(try TestSupport.runAudit([], in: directory).status, 0, "warnings do not fail by default")
        XCTAssertEqual(try TestSupport.runAudit(["--fail-on", "warning"], in: directory).status, 1)
        XCTAssertEqual(try TestSupport.runAudit(["--fail-on=note"], in: directory).status, 1)
        try TestSupport.write(["mappings/soft.txt": "pillow\ncotton\n"], in: directory)
        XCTAssertEqual(try TestSupport.runAudit([], in: directory).status, 1, "an error fails by default")
        XCTAssertEqual(try TestSupport.runAudit(["--fail-on", "never"], in: directory).status, 0)
    }

    func testDefaultPathIsMappingsAndReportsNameIt() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["mappings/soft.txt": "pillow\ncotton\n"], in: directory)
        let result = try TestSupport.runAudit([], in: directory)
        XCTAssertTrue(result.output.hasPrefix("mappings/soft.txt:2:1: error: [dead-entry] \"cotton\""), result.output)
        XCTAssertFalse(result.output.contains("\u{1B}["), "no colour when output is not a terminal")
    }

    func testJSONReportIsValidJSONWithTheDocumentedKeys() throws {
        let result = try TestSupport.runAudit(["--format", "json", TestSupport.fixture("Mappings/article/soft.txt")])
        XCTAssertEqual(result.status, 1)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        XCTAssertEqual(Set(object.keys), ["vocabulary", "mappings", "findings", "summary"])
        let vocabulary = try XCTUnwrap(object["vocabulary"] as? [String: Any])
        XCTAssertEqual(vocabulary["name"] as? String, "apple-vision-rev1")
        XCTAssertEqual(vocabulary["count"] as? Int, 1303)
        let summary = try XCTUnwrap(object["summary"] as? [String: Int])
        XCTAssertEqual(summary["errors"], 10)
        let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.filter { $0["rule"] as? String == "dead-entry" }.count, 10)
        for finding in findings {
            XCTAssertEqual(Set(finding.keys), ["rule", "severity", "category", "identifier", "path", "line", "column",
                                               "message", "suggestions", "suggestionDetails", "related"])
        }
    }

    func testAnotherVocabularyFile() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["vocab.txt": "# my classifier\nsofa\ncouch\n", "soft.txt": "couch\npillow\n"], in: directory)
        let result = try TestSupport.runAudit(["--vocabulary", "vocab.txt", "soft.txt"], in: directory)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.output.contains("soft.txt:2:1: error: [dead-entry] \"pillow\" is not an identifier of vocab,"), result.output)
        XCTAssertFalse(result.output.contains("\"couch\""))
        let vocab = try TestSupport.runAudit(["vocab", "--vocabulary", "vocab.txt"], in: directory)
        XCTAssertEqual(vocab.output, "sofa\ncouch\n")
    }

    func testTheBinaryWorksAloneInAnEmptyDirectory() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let copy = directory.appendingPathComponent("audit")
        try FileManager.default.copyItem(at: TestSupport.productsDirectory.appendingPathComponent("audit"), to: copy)
        try TestSupport.write(["mappings/soft.txt": "clothing\nSofas\nstructure\n"], in: directory)
        let result = try TestSupport.run(copy, ["--format", "json"], in: directory)
        XCTAssertEqual(result.status, 1)
        let rules = Set((try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])["findings"]
            as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String })
        XCTAssertEqual(rules, ["dead-entry", "missing-label", "catch-all"], "every check works from the embedded data")
    }
}

/// Golden reports of the article's soft list, produced by the real binary.
final class GoldenReportTests: XCTestCase {
    func testArticleTextReport() throws {
        let result = try TestSupport.runAudit(["article/soft.txt"], in: TestSupport.fixtures.appendingPathComponent("Mappings"))
        XCTAssertEqual(result.status, 1)
        try TestSupport.assertSnapshot(result.output, named: "article-report.txt")
    }

    func testArticleJSONReport() throws {
        let result = try TestSupport.runAudit(["--format", "json", "article/soft.txt"],
                                              in: TestSupport.fixtures.appendingPathComponent("Mappings"))
        XCTAssertEqual(result.status, 1)
        try TestSupport.assertSnapshot(result.output, named: "article-report.json")
    }
}
