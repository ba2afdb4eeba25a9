/// JUnit XML for CI test tabs: one test suite per mapping file, one test case per finding. An error or
/// warning that counts is a failure; one that does not (existing at `--base`, baselined) is skipped; a note
/// passes. A file without findings has one passing case. With a baseline, its stale entries form a suite.
struct JUnitReporter: Reporter {
    init() {}

    /// Each suite's counts first, then its cases one at a time.
    func write(_ report: AuditReport, context: ReportContext, to out: inout BufferedOutput) {
        var suites: [(name: String, findings: [Int])] = []
        var suiteOfPath: [String: Int] = [:]
        for mapping in report.mappings where suiteOfPath[mapping.path] == nil {
            suiteOfPath[mapping.path] = suites.count
            suites.append((mapping.path, []))
        }
        for index in report.findings.indices {
            let path = report.findings[index].path
            if let suite = suiteOfPath[path] {
                suites[suite].findings.append(index)
            } else {
                suiteOfPath[path] = suites.count
                suites.append((path, [index]))
            }
        }
        let stale = report.baseline.map { baseline in baseline.stale.map { TestCase(stale: $0, baseline: baseline) } } ?? []
        var total = Counts()
        var suiteCounts = suites.map { suite in
            suite.findings.isEmpty ? Counts(tests: 1)
                : suite.findings.reduce(into: Counts()) { $0.add(TestCase.kind(of: report.findings[$1], mark: report.marks[$1])) }
        }
        for counts in suiteCounts { total.merge(counts) }
        if !stale.isEmpty {
            suiteCounts.append(stale.reduce(into: Counts()) { $0.add($1.outcome.kind) })
            total.merge(suiteCounts[suiteCounts.count - 1])
        }
        // Gathered as bytes and handed to `out` a chunk at a time.
        var xml = ReportBytes()
        xml.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        xml.write("<testsuites name=\"audit\"\(total)>\n")
        for (index, suite) in suites.enumerated() {
            xml.write("  <testsuite name=\"\(XMLText.escaped(suite.name))\"\(suiteCounts[index])>\n")
            if suite.findings.isEmpty {
                TestCase(name: "no findings", className: suite.name, file: suite.name).write(to: &xml)
            }
            for finding in suite.findings {
                TestCase.write(report.findings[finding], mark: report.marks[finding], to: &xml)
                xml.flush(to: &out)
            }
            xml.write("  </testsuite>\n")
        }
        if let baseline = report.baseline, !stale.isEmpty {
            xml.write("  <testsuite name=\"\(XMLText.escaped(baseline.path))\"\(suiteCounts[suites.count])>\n")
            for testCase in stale { testCase.write(to: &xml) }
            xml.write("  </testsuite>\n")
        }
        xml.write("</testsuites>\n")
        xml.flush(to: &out, force: true)
    }

    /// How many cases a suite (or the whole report) has, and how many failed or were skipped.
    private struct Counts: CustomStringConvertible {
        var tests = 0, failures = 0, skipped = 0

        mutating func add(_ kind: TestCase.Kind) {
            tests += 1
            if kind == .failure { failures += 1 }
            if kind == .skipped { skipped += 1 }
        }

        mutating func merge(_ other: Counts) {
            tests += other.tests
            failures += other.failures
            skipped += other.skipped
        }

        var description: String { " tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\"" }
    }

    private struct TestCase {
        enum Kind { case passed, failure, skipped }

        enum Outcome {
            case passed
            case failure(type: String, message: String, detail: String)
            case skipped(message: String)

            var kind: Kind {
                switch self {
                case .passed: return .passed
                case .failure: return .failure
                case .skipped: return .skipped
                }
            }
        }

        let name: String
        let className: String
        let file: String
        var line: Int?
        var outcome: Outcome = .passed

        init(name: String, className: String, file: String) {
            self.name = name
            self.className = className
            self.file = file
        }

        /// A note passes; an error or warning fails, unless it does not count (existing at `--base`, baselined).
        static func kind(of finding: Finding, mark: FindingMark) -> Kind {
            finding.severity == .note ? .passed : mark.counts ? .failure : .skipped
        }

        /// Writes the case of `finding` as `write(to:)` writes a case, straight from the finding: a report writes
        /// a million of them.
        static func write(_ finding: Finding, mark: FindingMark, to xml: inout ReportBytes) {
            xml.append("    <testcase name=\"")
            xml.appendXML(finding.rule.rawValue)
            xml.append(": ")
            xml.appendXML(finding.subject)
            if let line = finding.location.line {
                xml.append(" (line ")
                xml.append(line)
                xml.append(")")
            }
            xml.append("\" classname=\"")
            xml.appendXML(finding.category)
            xml.append("\" file=\"")
            xml.appendXML(finding.path)
            xml.append("\"")
            if let line = finding.location.line {
                xml.append(" line=\"")
                xml.append(line)
                xml.append("\"")
            }
            switch kind(of: finding, mark: mark) {
            case .passed:
                xml.append(">\n      <system-out>")
                xml.appendXML(TextReporter().line(for: finding))
                xml.append("</system-out>\n    </testcase>\n")
            case .skipped:
                xml.append(">\n      <skipped message=\"")
                xml.append(mark.baselined == true ? "baselined: " : "existing: ")
                xml.appendXML(finding.message)
                xml.append("\"/>\n    </testcase>\n")
            case .failure:
                xml.append(">\n      <failure type=\"")
                xml.appendXML(finding.rule.rawValue)
                xml.append("\" message=\"")
                xml.appendXML(finding.message)
                xml.append("\">")
                xml.appendXML(TextReporter().line(for: finding))
                xml.append("</failure>\n    </testcase>\n")
            }
        }

        init(stale entry: Baseline.Entry, baseline: BaselineComparison) {
            self.init(name: "stale: \(entry.key.text)", className: entry.key.category, file: baseline.path)
            let message = "the baseline lists a finding that no longer occurs (\(entry.path)); write the baseline again"
            outcome = baseline.strict ? .failure(type: "stale-baseline", message: message, detail: message) : .skipped(message: message)
        }

        /// Writes the case's `<testcase>` element, on its own lines.
        func write(to xml: inout ReportBytes) {
            var attributes = "name=\"\(escape(name))\" classname=\"\(escape(className))\" file=\"\(escape(file))\""
            if let line { attributes += " line=\"\(line)\"" }
            switch outcome {
            case .passed:
                xml.write("    <testcase \(attributes)/>\n")
            case .failure(let type, let message, let detail):
                xml.write("    <testcase \(attributes)>\n      <failure type=\"\(escape(type))\" message=\"\(escape(message))\">"
                    + "\(escape(detail))</failure>\n    </testcase>\n")
            case .skipped(let message):
                xml.write("    <testcase \(attributes)>\n      <skipped message=\"\(escape(message))\"/>\n    </testcase>\n")
            }
        }

        private func escape(_ text: String) -> String { XMLText.escaped(text) }
    }
}
