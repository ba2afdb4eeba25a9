/// The report formats of `--format`.
public enum OutputFormat: String, CaseIterable, Sendable {
    case text
    case json

    /// Renders `report`; `color` applies to the text format only.
    public func render(_ report: AuditReport, color: Bool = false) -> String {
        switch self {
        case .text: return TextReporter(color: color).render(report)
        case .json: return JSONReporter().render(report)
        }
    }
}
