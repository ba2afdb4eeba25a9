/// The report formats of `--format`.
public enum OutputFormat: String, CaseIterable, Sendable {
    case text
    case json
    case sarif
    case github
    case junit
    case markdown

    /// Renders `report`; `color` applies to the text format only, `documentationBase` (see
    /// `RuleDocumentation.base`) to SARIF's rule links.
    public func render(_ report: AuditReport, color: Bool = false, documentationBase: String? = nil) -> String {
        switch self {
        case .text: return TextReporter(color: color).render(report)
        case .json: return JSONReporter().render(report)
        case .sarif: return SarifReporter(documentationBase: documentationBase).render(report)
        case .github: return GitHubReporter().render(report)
        case .junit: return JUnitReporter().render(report)
        case .markdown: return MarkdownReporter().render(report)
        }
    }
}
