import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Every format on three reports of the fixture mappings: plain, compared with a base revision, and checked
/// against a baseline. Golden files pin the bytes; structural checks pin what consumers rely on.
final class ReportFormatTests: XCTestCase {
    private func reports() throws -> [(name: String, report: AuditReport)] {
        [("plain", try GateSupport.report()), ("base", try GateSupport.comparedReport()),
         ("baseline", try GateSupport.baselinedReport(strict: true))]
    }

    private static let extensions: [OutputFormat: String] = [
        .text: "txt", .json: "json", .sarif: "sarif.json", .github: "github.txt", .junit: "junit.xml", .markdown: "md",
        .xcode: "xcode.txt",
    ]

    func testSnapshots() throws {
        for (name, report) in try reports() {
            for format in OutputFormat.allCases {
                try TestSupport.assertSnapshot(format.render(report), named: "Gate/\(name).\(Self.extensions[format]!)")
            }
        }
    }

    /// Reports built twice (dictionaries iterate in a new order in each process and often within one) render the same bytes.
    func testOutputIsDeterministic() throws {
        for (first, second) in zip(try reports(), try reports()) {
            for format in OutputFormat.allCases {
                XCTAssertEqual(format.render(first.report), format.render(second.report), "\(first.name) \(format)")
            }
        }
    }

    /// Without `--base` and `--baseline` the JSON report has exactly the keys it always had, in the same order.
    func testJSONWithoutGateOptionsKeepsItsSchema() throws {
        let text = JSONReporter().render(try GateSupport.report())
        let topLevel = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        XCTAssertEqual(topLevel, ["vocabulary", "mappings", "findings", "summary"])
        let first = try XCTUnwrap(text.range(of: "\"findings\": [\n    {\n")).upperBound
        let keys = text[first...].split(separator: "\n").prefix { $0 != "    }," }.filter { $0.hasPrefix("      \"") }
            .map { $0.split(separator: "\"")[1] }
        XCTAssertEqual(keys, ["rule", "severity", "category", "identifier", "path", "line", "column", "message", "suggestions",
                              "suggestionDetails", "related"])
        XCTAssertFalse(text.contains("\"status\"") || text.contains("\"baselined\"") || text.contains("\"changes\""))
    }

    func testSarifStructure() throws {
        for (name, report) in try reports() {
            let object = try JSONSerialization.jsonObject(with: Data(SARIFReporter().render(report).utf8)) as? [String: Any]
            let sarif = try XCTUnwrap(object, name)
            XCTAssertEqual(sarif["version"] as? String, "2.1.0")
            XCTAssertEqual(sarif["$schema"] as? String, "https://json.schemastore.org/sarif-2.1.0.json")
            let runs = try XCTUnwrap(sarif["runs"] as? [[String: Any]])
            XCTAssertEqual(runs.count, 1)
            let driver = try XCTUnwrap((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
            XCTAssertEqual(driver["name"] as? String, "audit")
            let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
            XCTAssertEqual(rules.compactMap { $0["id"] as? String }, RuleID.allCases.map(\.rawValue))
            for rule in rules {
                XCTAssertFalse(((rule["shortDescription"] as? [String: Any])?["text"] as? String ?? "").isEmpty)
                XCTAssertFalse(((rule["fullDescription"] as? [String: Any])?["text"] as? String ?? "").isEmpty)
                XCTAssertEqual(rule["helpUri"] as? String, "docs/rules.md#\(rule["id"] as? String ?? "")")
            }
            let results = try XCTUnwrap(runs[0]["results"] as? [[String: Any]])
            XCTAssertEqual(results.count, report.findings.count)
            for (result, finding) in zip(results, report.findings) {
                // A result names its rule by id only: a new rule renumbers no result.
                XCTAssertNil(result["ruleIndex"])
                XCTAssertTrue(rules.contains { $0["id"] as? String == result["ruleId"] as? String })
                XCTAssertEqual(result["ruleId"] as? String, finding.rule.rawValue)
                XCTAssertEqual(result["level"] as? String, finding.severity.rawValue)
                XCTAssertEqual((result["message"] as? [String: Any])?["text"] as? String, finding.message)
                let location = try XCTUnwrap(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
                let uri = try XCTUnwrap((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
                XCTAssertEqual(uri.removingPercentEncoding, finding.path)
                XCTAssertFalse(uri.hasPrefix("/"))
                let region = location["region"] as? [String: Any]
                XCTAssertEqual(region?["startLine"] as? Int, finding.line)
                XCTAssertEqual(region?["startColumn"] as? Int, finding.column)
                XCTAssertNotNil((result["partialFingerprints"] as? [String: Any])?[SARIFReporter.fingerprintKey])
            }
            let states = results.compactMap { $0["baselineState"] as? String }
            XCTAssertEqual(states, name == "base" ? report.marks.map { $0.status == .existing ? "unchanged" : "new" } : [])
            XCTAssertEqual(results.filter { $0["suppressions"] != nil }.count, report.baselinedCount)
        }
    }

    func testJUnitParsesAsXMLWithConsistentCounts() throws {
        #if canImport(FoundationXML) || os(macOS)
        for (name, report) in try reports() {
            let document = try XMLDocument(data: Data(JUnitReporter().render(report).utf8))
            let root = try XCTUnwrap(document.rootElement())
            XCTAssertEqual(root.name, "testsuites")
            var failures = 0, skipped = 0, cases = 0
            for suite in root.elements(forName: "testsuite") {
                let testCases = suite.elements(forName: "testcase")
                let suiteFailures = testCases.filter { !$0.elements(forName: "failure").isEmpty }.count
                let suiteSkipped = testCases.filter { !$0.elements(forName: "skipped").isEmpty }.count
                XCTAssertEqual(suite.attribute(forName: "tests")?.stringValue, String(testCases.count), name)
                XCTAssertEqual(suite.attribute(forName: "failures")?.stringValue, String(suiteFailures), name)
                XCTAssertEqual(suite.attribute(forName: "skipped")?.stringValue, String(suiteSkipped), name)
                failures += suiteFailures
                skipped += suiteSkipped
                cases += testCases.count
            }
            XCTAssertEqual(root.attribute(forName: "tests")?.stringValue, String(cases))
            XCTAssertEqual(root.attribute(forName: "failures")?.stringValue, String(failures))
            let counted = report.markedFindings.filter { $0.finding.severity >= .warning && $0.mark.counts }.count
            XCTAssertEqual(failures, counted + (report.baseline?.fails == true ? report.baseline!.stale.count : 0), name)
            XCTAssertEqual(skipped, report.markedFindings.filter { $0.finding.severity >= .warning && !$0.mark.counts }.count, name)
            // The markup-laden entry comes back intact from the parsed XML.
            let texts = root.elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") }.compactMap { $0.attribute(forName: "name")?.stringValue }
            XCTAssertTrue(texts.contains("dead-entry: tweed|wool <b>&\"x\" (line 11)"), "\(texts)")
        }
        #else
        throw XCTSkip("no XML parser in this Foundation")
        #endif
    }

    func testGitHubCommandsAreWellFormed() throws {
        let pattern = try NSRegularExpression(pattern: "^::(error|warning|notice) file=[^,:]+(,line=[0-9]+(,col=[0-9]+)?)?,title=[a-z-]+::[^\\r\\n]+$")
        for (name, report) in try reports() {
            let lines = GitHubReporter().render(report).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            let commands = lines.filter { $0.hasPrefix("::") }
            for command in commands {
                XCTAssertNotNil(pattern.firstMatch(in: command, range: NSRange(command.startIndex..., in: command)), command)
            }
            let stale = report.baseline?.stale.count ?? 0
            XCTAssertEqual(commands.count, report.marks.filter(\.counts).count + stale, name)
            XCTAssertEqual(lines.last, ReportText.summary(report))
        }
        XCTAssertEqual(GitHubReporter.escapeData("50% done\r\nnext"), "50%25 done%0D%0Anext")
        XCTAssertEqual(GitHubReporter.escapeProperty("a:b,c"), "a%3Ab%2Cc")
    }

    /// One compiler-style diagnostic per finding that counts, errors exactly for those that reach `failOn`.
    func testXcodeDiagnosticsFollowFailOn() throws {
        let pattern = try NSRegularExpression(pattern: "^[^:]+(:[0-9]+(:[0-9]+)?)?: (error|warning|note): \\[[a-z-]+\\] [^\r\n]+$")
        for (name, report) in try reports() {
            for failOn in FailureThreshold.allCases {
                let lines = XcodeReporter().render(report, context: ReportContext(failOn: failOn)).split(separator: "\n").map(String.init)
                XCTAssertEqual(lines.last, ReportText.summary(report))
                let diagnostics = lines.dropLast()
                for line in diagnostics {
                    XCTAssertNotNil(pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)), line)
                }
                let counted = report.markedFindings.filter(\.mark.counts).map(\.finding)
                XCTAssertEqual(diagnostics.count, counted.count + (report.baseline?.stale.count ?? 0), name)
                let errors = diagnostics.filter { $0.contains(": error: [") && !$0.contains("[stale-baseline]") }.count
                XCTAssertEqual(errors, counted.filter { failOn.fails($0.severity) }.count, "\(name) \(failOn)")
            }
        }
        let plain = XcodeReporter().render(try GateSupport.report())
        XCTAssertTrue(plain.contains("mappings/hard.txt:4:1: error: [dead-entry] \"wood\" is not an identifier of vision-sample"), plain)
        let lenient = XcodeReporter().render(try GateSupport.report(), context: ReportContext(failOn: .never))
        XCTAssertTrue(lenient.contains("mappings/hard.txt:4:1: warning: [dead-entry] \"wood\""), lenient)
    }

    /// Every table row has as many cells as its header: escaped pipes do not split cells.
    func testMarkdownTablesAreRectangular() throws {
        for (name, report) in try reports() {
            var columns: Int?
            for line in MarkdownReporter().render(report).split(separator: "\n", omittingEmptySubsequences: false) {
                guard line.hasPrefix("|") else { columns = nil; continue }
                let cells = line.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count
                if let columns { XCTAssertEqual(cells, columns, "\(name): \(line)") } else { columns = cells }
            }
        }
        XCTAssertEqual(Markdown.code("a`b"), "``a`b``")
        XCTAssertEqual(Markdown.code("x|y"), "`x\\|y`")
        XCTAssertEqual(Markdown.text("<b>*x*</b>"), "\\<b\\>\\*x\\*\\</b\\>")
    }
}

extension ReportFormatTests {
    func testSarifRuleLinksAreAbsoluteInGitHubActions() throws {
        let environment = ["GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "acme/sonar", "GITHUB_SHA": "abc123"]
        let base = try XCTUnwrap(RuleDocumentation.base(environment: environment))
        XCTAssertEqual(base, "https://github.com/acme/sonar/blob/abc123/")
        XCTAssertNil(RuleDocumentation.base(environment: ["GITHUB_REPOSITORY": "acme/sonar"]))
        let report = try XCTUnwrap(try reports().first?.1)
        let sarif = SARIFReporter().render(report, context: ReportContext(documentationBase: base))
        XCTAssertTrue(sarif.contains("\"helpUri\": \"https://github.com/acme/sonar/blob/abc123/docs/rules.md#dead-entry\""))
    }

    func testSarifRuleLinksFromTheBinaryFollowTheEnvironment() throws {
        let environment = ["GITHUB_SERVER_URL": "https://github.example", "GITHUB_REPOSITORY": "o/r", "GITHUB_SHA": "f00"]
        let result = try TestSupport.runAudit(["--format", "sarif", "article/soft.txt"],
                                              in: TestSupport.fixtures.appendingPathComponent("Mappings"), environment: environment)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.output.contains("\"helpUri\": \"https://github.example/o/r/blob/f00/docs/rules.md#missing-label\""))
    }
}
