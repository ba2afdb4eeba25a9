/// The report formats of `--format`.
public enum OutputFormat: String, CaseIterable, Sendable {
    case text
    case json
    case sarif
    case github
    case junit
    case markdown
    case xcode

    /// Renders `report`; `color` applies to the text format only, `documentationBase` (see
    /// `RuleDocumentation.base`) to SARIF's rule links, `failOn` to which findings the xcode format calls errors.
    public func render(_ report: AuditReport, color: Bool = false, documentationBase: String? = nil,
                       failOn: FailureThreshold = .error) -> String {
        switch self {
        case .text: return TextReporter(color: color).render(report)
        case .json: return JSONReporter().render(report)
        case .sarif: return SarifReporter(documentationBase: documentationBase).render(report)
        case .github: return GitHubReporter().render(report)
        case .junit: return JUnitReporter().render(report)
        case .markdown: return MarkdownReporter().render(report)
        case .xcode: return XcodeReporter(failOn: failOn).render(report)
        }
    }
}
