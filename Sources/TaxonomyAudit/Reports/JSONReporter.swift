/// The machine-readable report: `vocabulary`, `mappings`, `findings`, `summary`, keys in that order.
/// The schema is documented in the README.
public struct JSONReporter: Sendable {
    public init() {}

    public func render(_ report: AuditReport) -> String {
        document(report).rendered()
    }

    public func document(_ report: AuditReport) -> JSONValue {
        .object([
            ("vocabulary", .object([("name", .string(report.vocabularyName)), ("count", .int(report.vocabularyCount))])),
            ("mappings", .array(report.mappings.map {
                .object([("category", .string($0.category)), ("path", .string($0.path)), ("entries", .int($0.entries))])
            })),
            ("findings", .array(report.findings.map(Self.finding))),
            ("summary", .object([
                ("errors", .int(report.count(.error))), ("warnings", .int(report.count(.warning))), ("notes", .int(report.count(.note))),
            ])),
        ])
    }

    static func finding(_ finding: Finding) -> JSONValue {
        .object([
            ("rule", .string(finding.rule.rawValue)),
            ("severity", .string(finding.severity.rawValue)),
            ("category", .string(finding.category)),
            ("identifier", .string(finding.identifier)),
            ("path", .string(finding.path)),
            ("line", finding.line.map(JSONValue.int) ?? .null),
            ("column", finding.column.map(JSONValue.int) ?? .null),
            ("message", .string(finding.message)),
            ("suggestions", .array(finding.suggestions.map { .string($0.identifier) })),
            ("suggestionDetails", .array(finding.suggestions.map {
                .object([("identifier", .string($0.identifier)), ("kind", .string($0.kind.rawValue)), ("reason", .string($0.reason))])
            })),
            ("related", .array(finding.related.map(JSONValue.string))),
        ])
    }
}
