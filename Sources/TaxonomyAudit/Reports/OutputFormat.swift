/// The report formats of `--format`.
package enum OutputFormat: String, CaseIterable, Sendable {
    case text
    case json
    case sarif
    case github
    case junit
    case markdown
    case xcode

    /// The reporter that writes this format.
    var reporter: any Reporter {
        switch self {
        case .text: return TextReporter()
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter()
        case .github: return GitHubReporter()
        case .junit: return JUnitReporter()
        case .markdown: return MarkdownReporter()
        case .xcode: return XcodeReporter()
        }
    }

    /// Writes `report` in this format to `out` as it goes.
    func write(_ report: AuditReport, context: ReportContext = ReportContext(), to out: inout BufferedOutput) {
        reporter.write(report, context: context, to: &out)
    }

    /// The whole report in this format as one string.
    func render(_ report: AuditReport, context: ReportContext = ReportContext()) -> String {
        reporter.render(report, context: context)
    }
}
