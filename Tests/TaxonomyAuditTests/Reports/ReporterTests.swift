import TestSupport
import XCTest
@testable import TaxonomyAudit

final class ReporterTests: XCTestCase {
    func report() throws -> AuditReport {
        let files = [try TestSupport.mapping("soft", "pillow\ncotton\nclothing\nstructure\n")]
        let context = AuditContext(vocabulary: FixtureVocabulary.vocabulary, sources: files)
        return AuditReport(context: context, findings: Auditor().audit(context))
    }

    func testTextReportSnapshot() throws {
        try TestSupport.assertSnapshot(OutputFormat.text.render(report()), named: "fixture-report.txt")
    }

    func testJSONReportSnapshot() throws {
        try TestSupport.assertSnapshot(OutputFormat.json.render(report()), named: "fixture-report.json")
    }

    func testTextReportColoursOnlyWhenAsked() throws {
        let plain = TextReporter().render(try report(), context: ReportContext(color: false))
        let coloured = TextReporter().render(try report(), context: ReportContext(color: true))
        XCTAssertFalse(plain.contains("\u{1B}["))
        XCTAssertTrue(coloured.contains("\u{1B}[1;31merror\u{1B}[0m"))
        XCTAssertEqual(coloured.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression), plain)
    }

    func testSarifColumnsAreCodePointsAsItDeclares() throws {
        let files = [try TestSupport.mapping("soft", "pillow\n\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} # audit:ignore duplicate\n")]
        let context = AuditContext(vocabulary: FixtureVocabulary.vocabulary, sources: files)
        let report = AuditReport(context: context, findings: Auditor().audit(context))
        let note = try XCTUnwrap(report.findings.first { $0.rule == .unusedSuppression })
        XCTAssertEqual(note.column, 3, "text and JSON count characters")
        let sarif = try JSONSerialization.jsonObject(with: Data(OutputFormat.sarif.render(report).utf8)) as? [String: Any]
        let run = try XCTUnwrap((sarif?["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual(run["columnKind"] as? String, "unicodeCodePoints")
        let columns = (run["results"] as? [[String: Any]] ?? []).map { result -> String in
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            let region = location?["region"] as? [String: Any]
            return "\(result["ruleId"] as? String ?? "?"):\(region?["startColumn"] as? Int ?? 0)"
        }
        XCTAssertEqual(columns.sorted(), ["dead-entry:1", "unused-suppression:7"])
    }

    func testSummaryOfACleanAudit() throws {
        let files = [try TestSupport.mapping("soft", "pillow\n")]
        let context = AuditContext(vocabulary: FixtureVocabulary.vocabulary, sources: files)
        let text = OutputFormat.text.render(AuditReport(context: context, findings: FindingList()))
        XCTAssertEqual(text, "No findings: 1 file, 1 entry checked against fixture (19 identifiers).\n")
    }

    /// The summary counts the files read as files and their lists as lists: one source with four categories is
    /// one file and four lists; text files alone (one list each) name no lists.
    func testSummaryCountsASourceWithSeveralListsOnce() throws {
        let source = try XCTUnwrap(try EmbeddedSource(path: "one.py", data: Data("""
            # audit:categories
            S = {"pillow": "soft", "table": "hard", "chair": "hard", "sofa": "wood", "bed": "x"}

            """.utf8), listed: false))
        let files: [any MappingSource] = [source, try TestSupport.mapping("soft", "pillow\n")]
        let context = AuditContext(vocabulary: FixtureVocabulary.vocabulary, sources: files)
        XCTAssertEqual(context.lists.count, 5)
        let summary = ReportText.summary(AuditReport(context: context, findings: FindingList()))
        XCTAssertEqual(summary, "No findings: 2 files, 5 lists, 6 entries checked against fixture (19 identifiers).")
        let alone = AuditContext(vocabulary: FixtureVocabulary.vocabulary, sources: [source])
        XCTAssertEqual(ReportText.summary(AuditReport(context: alone, findings: FindingList())),
                       "No findings: 1 file, 4 lists, 5 entries checked against fixture (19 identifiers).")
        let texts = AuditContext(vocabulary: FixtureVocabulary.vocabulary,
                                 sources: [try TestSupport.mapping("soft", "pillow\n"), try TestSupport.mapping("hard", "table\nchair\n")])
        XCTAssertEqual(ReportText.summary(AuditReport(context: texts, findings: FindingList())),
                       "No findings: 2 files, 3 entries checked against fixture (19 identifiers).")
        let junit = OutputFormat.junit.render(AuditReport(context: context, findings: FindingList()))
        XCTAssertEqual(junit.components(separatedBy: "<testsuite ").count - 1, 2, junit)
    }

    func testColourFollowsTerminalAndNoColor() {
        func io(terminal: Bool, environment: [String: String]) -> CommandIO {
            CommandIO(write: { _ in }, writeError: { _ in }, environment: environment, outputIsTerminal: terminal)
        }
        XCTAssertTrue(io(terminal: true, environment: [:]).usesColor)
        XCTAssertFalse(io(terminal: false, environment: [:]).usesColor)
        XCTAssertFalse(io(terminal: true, environment: ["NO_COLOR": "1"]).usesColor)
        XCTAssertTrue(io(terminal: true, environment: ["NO_COLOR": ""]).usesColor, "an empty NO_COLOR does not count")
    }

    func testJSONStringsAreEscaped() {
        let value = JSONValue.object([("text", .string("a \"quoted\" \\ path\nwith\ttab and \u{01}"))])
        XCTAssertEqual(value.rendered(), "{\n  \"text\": \"a \\\"quoted\\\" \\\\ path\\nwith\\ttab and \\u0001\"\n}\n")
        let parsed = try? JSONSerialization.jsonObject(with: Data(value.rendered().utf8)) as? [String: String]
        XCTAssertEqual(parsed?["text"], "a \"quoted\" \\ path\nwith\ttab and \u{01}")
    }

    func testJSONEscapesKeepEveryScalarAroundThem() {
        // Byte comparison: String equality would let a precomposed é stand for e + U+0301.
        let text = "e\u{301}\"\u{301}x\u{1F}\u{E9}\\\u{300}"
        XCTAssertEqual(Array(JSONValue.string(text).rendered().utf8), Array("\"e\u{301}\\\"\u{301}x\\u001f\u{E9}\\\\\u{300}\"\n".utf8))
        XCTAssertEqual(JSONValue.string("stuffed_animals").rendered(), "\"stuffed_animals\"\n")
        XCTAssertEqual(JSONValue.string("").rendered(), "\"\"\n")
    }
}
