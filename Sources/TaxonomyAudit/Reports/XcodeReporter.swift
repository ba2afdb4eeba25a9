/// Compiler-style diagnostics, `path:line:column: error: [rule] message`, one per finding that counts, which
/// SwiftPM and Xcode show inline when a build command prints them; then the summary line. Findings that reach
/// `failOn` are errors (they fail the build); the rest are warnings, and notes stay notes. Paths are printed as
/// the findings hold them (the build tool plugin passes absolute ones, which Xcode needs to place them).
/// Findings that do not count (existing at `--base`, baselined) are left out.
struct XcodeReporter: Reporter {
    init() {}

    /// Findings that reach `context.failOn` are errors.
    func write(_ report: AuditReport, context: ReportContext, to out: inout BufferedOutput) {
        var shownPath = ShownPath(TerminalText.lineStart)
        for index in report.findings.indices where report.marks[index].counts {
            let finding = report.findings[index]
            finding.location.write(to: &out, path: shownPath(finding.path))
            out.write(": \(Self.kind(finding.severity, failOn: context.failOn)): [\(finding.rule.rawValue)] \(TerminalText.escaped(finding.message))\n")
        }
        if let baseline = report.baseline {
            for entry in baseline.stale {
                let kind = baseline.strict && context.failOn != .never ? "error" : "note"
                out.write("\(TerminalText.lineStart(baseline.path)): \(kind): [stale-baseline] baseline lists [\(entry.key.rule.rawValue)] "
                    + TerminalText.escaped("\"\(entry.key.identifier)\" in \(entry.key.category)")
                    + ", which no longer occurs; write the baseline again\n")
            }
        }
        out.write(ReportText.summary(report))
        out.write("\n")
    }

    /// The diagnostic kind of a finding of `severity`: an error when it fails the run, else what it is
    /// (an error below the threshold is shown as a warning).
    private static func kind(_ severity: Severity, failOn: FailureThreshold) -> String {
        if failOn.fails(severity) { return "error" }
        return severity == .note ? "note" : "warning"
    }
}
