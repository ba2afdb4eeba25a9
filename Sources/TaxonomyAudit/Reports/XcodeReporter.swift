/// Compiler-style diagnostics, `path:line:column: error: [rule] message`, one per finding that counts, which
/// SwiftPM and Xcode show inline when a build command prints them; then the summary line. Findings that reach
/// `failOn` are errors (they fail the build); the rest are warnings, and notes stay notes. Paths are printed as
/// the findings hold them (the build tool plugin passes absolute ones, which Xcode needs to place them).
/// Findings that do not count (existing at `--base`, baselined) are left out.
public struct XcodeReporter: Sendable {
    /// The threshold that decides which findings are printed as errors.
    public let failOn: FailureThreshold

    public init(failOn: FailureThreshold = .error) {
        self.failOn = failOn
    }

    public func render(_ report: AuditReport) -> String {
        var out = ""
        for (finding, mark) in report.markedFindings where mark.counts {
            var location = TerminalText.lineStart(finding.path)
            if let line = finding.line {
                location += ":" + String(line)
                if let column = finding.column { location += ":" + String(column) }
            }
            out += "\(location): \(kind(finding.severity)): [\(finding.rule.rawValue)] \(TerminalText.escaped(finding.message))\n"
        }
        if let baseline = report.baseline {
            for entry in baseline.stale {
                let kind = baseline.strict && failOn != .never ? "error" : "note"
                out += "\(TerminalText.lineStart(baseline.path)): \(kind): [stale-baseline] baseline lists [\(entry.key.rule.rawValue)] "
                    + TerminalText.escaped("\"\(entry.key.identifier)\" in \(entry.key.category)")
                    + ", which no longer occurs; write the baseline again\n"
            }
        }
        return out + TextReporter().summary(report) + "\n"
    }

    /// The diagnostic kind of a finding of `severity`: an error when it fails the run, else what it is
    /// (an error below the threshold is shown as a warning).
    private func kind(_ severity: Severity) -> String {
        if failOn.fails(severity) { return "error" }
        return severity == .note ? "note" : "warning"
    }
}
