/// GitHub Actions workflow commands, one per finding that counts (`::error file=…,line=…,col=…,title=rule::message`,
/// `::warning`, `::notice`), which GitHub shows as annotations on the pull request; then the summary line.
/// Findings that do not count (existing at `--base`, baselined) are left out, so a pull request shows only
/// what it changed.
public struct GitHubReporter: Sendable {
    public init() {}

    public func render(_ report: AuditReport) -> String {
        var out = ""
        for (finding, mark) in report.markedFindings where mark.counts {
            var properties = [("file", RelativePath.fromWorkingDirectory(finding.path))]
            if let line = finding.line {
                properties.append(("line", String(line)))
                if let column = finding.column { properties.append(("col", String(column))) }
            }
            properties.append(("title", finding.rule.rawValue))
            out += command(Self.command(finding.severity), properties, finding.message)
        }
        if let baseline = report.baseline {
            for entry in baseline.stale {
                out += command(baseline.strict ? "error" : "notice", [("file", baseline.path), ("title", "stale-baseline")],
                               "baseline lists [\(entry.key.rule.rawValue)] \"\(entry.key.identifier)\" in \(entry.key.category), "
                                   + "which no longer occurs; write the baseline again")
            }
        }
        return out + TextReporter().summary(report) + "\n"
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

    /// A message as workflow commands need it: `%`, CR and LF percent-encoded.
    static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A property value: as a message, and `:` and `,` encoded too.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
