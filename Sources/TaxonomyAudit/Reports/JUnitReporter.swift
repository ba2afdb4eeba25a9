/// JUnit XML for CI test tabs: one test suite per mapping file, one test case per finding. An error or
/// warning that counts is a failure; one that does not (existing at `--base`, baselined) is skipped; a note
/// passes. A file without findings has one passing case. With a baseline, its stale entries form a suite.
public struct JUnitReporter: Sendable {
    public init() {}

    public func render(_ report: AuditReport) -> String {
        var suites: [(name: String, cases: [TestCase])] = report.mappings.map { ($0.path, []) }
        for (finding, mark) in report.markedFindings {
            let testCase = TestCase(finding: finding, mark: mark)
            if let index = suites.firstIndex(where: { $0.name == finding.path }) {
                suites[index].cases.append(testCase)
            } else {
                suites.append((finding.path, [testCase]))
            }
        }
        for index in suites.indices where suites[index].cases.isEmpty {
            suites[index].cases = [TestCase(name: "no findings", className: suites[index].name, file: suites[index].name)]
        }
        if let baseline = report.baseline, !baseline.stale.isEmpty {
            suites.append((baseline.path, baseline.stale.map { TestCase(stale: $0, baseline: baseline) }))
        }
        let all = suites.flatMap(\.cases)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"audit\"\(Self.counts(all))>\n"
        for suite in suites {
            out += "  <testsuite name=\"\(XMLText.escaped(suite.name))\"\(Self.counts(suite.cases))>\n"
            for testCase in suite.cases { out += testCase.xml }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    private static func counts(_ cases: [TestCase]) -> String {
        let failures = cases.filter { if case .failure = $0.outcome { return true } else { return false } }.count
        let skipped = cases.filter { if case .skipped = $0.outcome { return true } else { return false } }.count
        return " tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\""
    }

    private struct TestCase {
        enum Outcome {
            case passed(detail: String?)
            case failure(type: String, message: String, detail: String)
            case skipped(message: String)
        }

        let name: String
        let className: String
        let file: String
        var line: Int?
        var outcome: Outcome = .passed(detail: nil)

        init(name: String, className: String, file: String) {
            self.name = name
            self.className = className
            self.file = file
        }

        init(finding: Finding, mark: FindingMark) {
            let location = finding.line.map { " (line \($0))" } ?? ""
            self.init(name: "\(finding.rule.rawValue): \(finding.identifier)\(location)", className: finding.category, file: finding.path)
            line = finding.line
            let text = TextReporter().line(for: finding)
            if finding.severity == .note {
                outcome = .passed(detail: text)
            } else if !mark.counts {
                outcome = .skipped(message: mark.baselined == true ? "baselined: \(finding.message)" : "existing: \(finding.message)")
            } else {
                outcome = .failure(type: finding.rule.rawValue, message: finding.message, detail: text)
            }
        }

        init(stale entry: Baseline.Entry, baseline: BaselineCheck) {
            self.init(name: "stale: \(entry.key.text)", className: entry.key.category, file: baseline.path)
            let message = "the baseline lists a finding that no longer occurs (\(entry.path)); write the baseline again"
            outcome = baseline.strict ? .failure(type: "stale-baseline", message: message, detail: message) : .skipped(message: message)
        }

        var xml: String {
            var attributes = "name=\"\(escape(name))\" classname=\"\(escape(className))\" file=\"\(escape(file))\""
            if let line { attributes += " line=\"\(line)\"" }
            switch outcome {
            case .passed(nil):
                return "    <testcase \(attributes)/>\n"
            case .passed(let detail?):
                return "    <testcase \(attributes)>\n      <system-out>\(escape(detail))</system-out>\n    </testcase>\n"
            case .failure(let type, let message, let detail):
                return "    <testcase \(attributes)>\n      <failure type=\"\(escape(type))\" message=\"\(escape(message))\">"
                    + "\(escape(detail))</failure>\n    </testcase>\n"
            case .skipped(let message):
                return "    <testcase \(attributes)>\n      <skipped message=\"\(escape(message))\"/>\n    </testcase>\n"
            }
        }

        private func escape(_ text: String) -> String { XMLText.escaped(text) }
    }
}
