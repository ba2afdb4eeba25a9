import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

final class BaselineTests: XCTestCase {
    private let vocabulary = ["vocabulary.txt": GateSupport.vocabulary.identifiers.joined(separator: "\n") + "\n"]

    func testFileMatchesSnapshotAndRoundTrips() throws {
        let baseline = Baseline(findings: try GateSupport.report().findings)
        try TestSupport.assertSnapshot(baseline.rendered(), named: "Gate/audit-baseline.json")
        let url = try TestSupport.temporaryDirectory(self).appendingPathComponent("baseline.json")
        try baseline.write(to: url.path)
        XCTAssertEqual(try Baseline.load(path: url.path), baseline)
    }

    /// `--write-baseline` goes through the safe writer: the mode is kept; a symbolic link there is refused
    /// and stays as it was, with its target, since a baseline is generated.
    func testWritingKeepsTheModeAndRefusesALink() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let target = directory.appendingPathComponent("kept/baseline.json").path
        try TestSupport.write(["kept/baseline.json": "{}\n"], in: directory)
        XCTAssertEqual(chmod(target, 0o600), 0)
        let baseline = Baseline(findings: try GateSupport.report().findings)
        try baseline.write(to: target)
        XCTAssertEqual(try Baseline.load(path: target), baseline)
        let attributes = try FileManager.default.attributesOfItem(atPath: target)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)

        let link = directory.appendingPathComponent("blink.json").path
        XCTAssertEqual(symlink("kept/baseline.json", link), 0)
        XCTAssertThrowsError(try Baseline(entries: []).write(to: link)) { error in
            XCTAssertEqual((error as? AuditError)?.description, "\(link): cannot write baseline: is a symbolic link; not written "
                + "(a generated file is never written through a link: remove it)")
        }
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "kept/baseline.json")
        XCTAssertEqual(try Baseline.load(path: target), baseline)
    }

    func testWritingToADirectoryIsAOneLineError() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        XCTAssertThrowsError(try Baseline(entries: []).write(to: directory.path)) { error in
            XCTAssertEqual((error as? AuditError)?.description, "\(directory.path): cannot write baseline: is not a regular file; not written")
        }
    }

    /// Keys are sorted at every level: the file reads the same as Foundation's sorted-key serialization of it.
    func testKeysAreSorted() throws {
        let text = Baseline(findings: try GateSupport.report().findings).rendered()
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let sorted = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        let squeeze = { (text: String) in text.filter { !$0.isWhitespace } }
        XCTAssertEqual(squeeze(text), squeeze(String(decoding: sorted, as: UTF8.self)))
    }

    func testEachEntryAcceptsOneFinding() throws {
        let report = try GateSupport.report()
        let pillow = report.findings.filter { $0.rule == .duplicate }
        XCTAssertEqual(pillow.count, 1)
        let baseline = Baseline(findings: FindingList(pillow))
        // A second duplicate of the same identifier is new, although its key is the same.
        let (baselined, stale) = baseline.match(FindingList(pillow + pillow))
        XCTAssertEqual(baselined, [true, false])
        XCTAssertEqual(stale, [])
        XCTAssertEqual(baseline.match(FindingList()).stale, baseline.entries)
    }

    /// The built binary: moving lines and adding comments keeps the baseline; a new dead entry fails alone.
    func testBaselineSurvivesMovedLinesAndCatchesNewFindings() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(vocabulary.merging(["mappings/soft.txt": "pillow\ncotton\nsofa\nwool\n"]) { $1 }, in: directory)
        let absolute = directory.appendingPathComponent("mappings").path
        let write = try TestSupport.runAudit(["--vocabulary", "vocabulary.txt", "--write-baseline", "audit-baseline.json", absolute], in: directory)
        XCTAssertEqual(write.status, 0, write.output + write.error)
        let file = String(decoding: try Data(contentsOf: directory.appendingPathComponent("audit-baseline.json")), as: UTF8.self)
        XCTAssertTrue(file.contains("\"path\": \"mappings/soft.txt\""), "paths are relative:\n\(file)")
        XCTAssertFalse(file.contains("\"line\""), file)

        try TestSupport.write(["mappings/soft.txt": "# Reordered, with comments.\nwool   # sheep\nsofa\n\ncotton\npillow\n"], in: directory)
        let moved = try TestSupport.runAudit(["--vocabulary", "vocabulary.txt", "--baseline", "audit-baseline.json"], in: directory)
        XCTAssertEqual(moved.status, 0, moved.output)
        XCTAssertTrue(moved.output.contains("mappings/soft.txt:5:1: error: [dead-entry] \"cotton\" is not an identifier of vocabulary, so it can never match; "
            + "did you mean \"textile\"? (cotton is a kind of textile) (baselined)"),
                      moved.output)

        try TestSupport.write(["mappings/soft.txt": "wool\nsofa\ncotton\npillow\nfabric\n"], in: directory)
        let added = try TestSupport.runAudit(["--vocabulary", "vocabulary.txt", "--baseline", "audit-baseline.json", "--format", "json"], in: directory)
        XCTAssertEqual(added.status, 1)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(added.output.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.filter { $0["baselined"] as? Bool == false }.map { $0["identifier"] as? String }, ["fabric"])
        XCTAssertEqual(findings.filter { $0["baselined"] as? Bool == true }.count, 2)
        XCTAssertEqual((report["summary"] as? [String: Any])?["baselined"] as? Int, 2)
    }

    func testStrictBaselineFailsWhenAFindingIsGone() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(vocabulary.merging(["mappings/soft.txt": "pillow\ncotton\nwool\n"]) { $1 }, in: directory)
        XCTAssertEqual(try TestSupport.runAudit(["--vocabulary", "vocabulary.txt", "--write-baseline", "b.json"], in: directory).status, 0)
        try TestSupport.write(["mappings/soft.txt": "pillow\nwool\n"], in: directory)
        let lenient = try TestSupport.runAudit(["--vocabulary", "vocabulary.txt", "--baseline", "b.json"], in: directory)
        XCTAssertEqual(lenient.status, 0, lenient.output)
        let strict = try TestSupport.runAudit(["--vocabulary", "vocabulary.txt", "--baseline", "b.json", "--strict-baseline"], in: directory)
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.output.contains("b.json: baseline lists [dead-entry] \"cotton\" in soft (mappings/soft.txt), which no longer occurs"),
                      strict.output)
        let never = try TestSupport.runAudit(["--vocabulary", "vocabulary.txt", "--baseline", "b.json", "--strict-baseline", "--fail-on", "never"],
                                             in: directory)
        XCTAssertEqual(never.status, 0)
    }

    func testBadBaselinesAndOptionsAreInputErrors() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(vocabulary.merging([
            "mappings/soft.txt": "pillow\n", "notjson.json": "pillow\n",
            "rule.json": "{\"findings\": [{\"category\": \"soft\", \"identifier\": \"x\", \"path\": \"p\", \"rule\": \"no-rule\"}], \"version\": 1}\n",
            "version.json": "{\"findings\": [], \"version\": 9}\n",
        ]) { $1 }, in: directory)
        let cases: [([String], String)] = [
            (["--baseline", "notjson.json"], "notjson.json: not a baseline file"),
            (["--baseline", "rule.json"], "rule.json: unknown rule `no-rule` in baseline"),
            (["--baseline", "version.json"], "version.json: baseline version 9 is not supported"),
            (["--baseline", "missing.json"], "missing.json: cannot read baseline file"),
            (["--strict-baseline"], "--strict-baseline needs --baseline FILE"),
            (["--baseline", "a.json", "--write-baseline", "b.json"], "--baseline and --write-baseline exclude each other"),
        ]
        for (arguments, message) in cases {
            let run = try TestSupport.runAudit(["--vocabulary", "vocabulary.txt"] + arguments, in: directory)
            XCTAssertEqual(run.status, 2, arguments.joined(separator: " "))
            XCTAssertTrue(run.error.contains(message), run.error)
        }
    }
}
