/// One line per finding, `path:line:column: severity: [rule] message`, then a summary line.
public struct TextReporter: Sendable {
    /// Whether to colour severities with ANSI escapes (only on a terminal, never with `NO_COLOR`).
    public let color: Bool

    public init(color: Bool = false) {
        self.color = color
    }

    public func render(_ report: AuditReport) -> String {
        var out = ""
        for finding in report.findings {
            write(finding, to: &out)
            out += "\n"
        }
        out += summary(report) + "\n"
        return out
    }

    /// The finding's line, without a newline.
    public func line(for finding: Finding) -> String {
        var out = ""
        write(finding, to: &out)
        return out
    }

    /// Appends the finding's line to `out`, piece by piece: large reports render without a string per part.
    private func write(_ finding: Finding, to out: inout String) {
        paint("1", &out) {
            $0 += finding.path
            if let line = finding.line {
                $0 += ":" + String(line)
                if let column = finding.column { $0 += ":" + String(column) }
            }
        }
        out += ": "
        paint(Self.code(finding.severity), &out) { $0 += finding.severity.rawValue }
        out += ": "
        paint("2", &out) { $0 += "[" + finding.rule.rawValue + "]" }
        out += " "
        out += finding.message
    }

    func summary(_ report: AuditReport) -> String {
        let entries = report.mappings.reduce(0) { $0 + $1.entries }
        let inputs = "\(Self.plural(report.mappings.count, "file")), \(Self.plural(entries, "entry", "entries")) "
            + "checked against \(report.vocabularyName) (\(report.vocabularyCount) identifiers)"
        guard !report.findings.isEmpty else { return "No findings: \(inputs)." }
        let counts = [Self.plural(report.count(.error), "error"), Self.plural(report.count(.warning), "warning"),
                      Self.plural(report.count(.note), "note")]
        return "\(Self.plural(report.findings.count, "finding")) (\(counts.joined(separator: ", "))): \(inputs)."
    }

    static func plural(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }

    private static func code(_ severity: Severity) -> String {
        switch severity {
        case .error: return "1;31"
        case .warning: return "1;33"
        case .note: return "1;36"
        }
    }

    /// Appends what `body` writes, between ANSI escapes for `code` when colouring.
    private func paint(_ code: String, _ out: inout String, _ body: (inout String) -> Void) {
        if color { out += "\u{1B}[" + code + "m" }
        body(&out)
        if color { out += "\u{1B}[0m" }
    }
}
