import CategoryMapping

/// GitHub Actions workflow commands, one per finding that counts (`::error file=…,line=…,col=…,title=rule::message`,
/// `::warning`, `::notice`), which GitHub shows as annotations on the pull request; then the summary line.
/// Findings that do not count (existing at `--base`, baselined) are left out, so a pull request shows only
/// what it changed.
struct GitHubReporter: Reporter {
    init() {}

    func write(_ report: AuditReport, context: ReportContext, to out: inout BufferedOutput) {
        var file = ShownPath { RelativePath.fromWorkingDirectory($0) }
        for index in report.findings.indices where report.marks[index].counts {
            let finding = report.findings[index]
            out.write(command(Self.command(finding.severity), properties(finding.location, file: file(finding.path)) + [("title", finding.rule.rawValue)],
                              finding.message))
        }
        if let baseline = report.baseline {
            for entry in baseline.stale {
                out.write(command(baseline.strict ? "error" : "notice", [("file", baseline.path), ("title", "stale-baseline")],
                                  "baseline lists [\(entry.key.rule.rawValue)] \"\(entry.key.identifier)\" in \(entry.key.category), "
                                      + "which no longer occurs; write the baseline again"))
            }
        }
        out.write(ReportText.summary(report))
        out.write("\n")
    }

    /// A location as a workflow command's `file`, `line` and `col` properties.
    private func properties(_ location: Finding.Location, file: String) -> [(String, String)] {
        [("file", file)]
            + (location.line.map { [("line", String($0))] } ?? []) + (location.column.map { [("col", String($0))] } ?? [])
    }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    private func command(_ name: String, _ properties: [(String, String)], _ message: String) -> String {
        let list = properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name) \(list)::\(Self.escapeData(message))\n"
    }

    /// A message as workflow commands need it: `%`, CR and LF percent-encoded; the other characters that
    /// could act on a terminal (ESC, BEL, U+202E…) escaped as the text report shows them.
    static func escapeData(_ text: String) -> String {
        TextEscaping.replacing(text) { scalar in
            switch scalar {
            case "%": return "%25"
            case "\r": return "%0D"
            case "\n": return "%0A"
            default: return TerminalText.shown(scalar)
            }
        }
    }

    /// A property value: as a message, and `:` and `,` encoded too.
    static func escapeProperty(_ text: String) -> String {
        let data = escapeData(text)
        guard data.utf8.contains(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ",") }) else { return data }
        return data.replacingEvery(":", with: "%3A").replacingEvery(",", with: "%2C")
    }
}
