/// The report formats of `--format`.
public enum OutputFormat: String, CaseIterable, Sendable {
    case text
    case json
    case sarif
    case github
    case junit
    case markdown

    /// Renders `report`; `color` applies to the text format only.
    public func render(_ report: AuditReport, color: Bool = false) -> String {
        switch self {
        case .text: return TextReporter(color: color).render(report)
        case .json: return JSONReporter().render(report)
        case .sarif: return SarifReporter().render(report)
        case .github: return GitHubReporter().render(report)
        case .junit: return JUnitReporter().render(report)
        case .markdown: return MarkdownReporter().render(report)
        }
    }
}
