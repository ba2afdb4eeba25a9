/// The result of an audit, as every output format renders it.
public struct AuditReport: Sendable {
    /// One mapping file as the report lists it.
    public struct MappingSummary: Sendable, Equatable {
        public let category: String
        public let path: String
        public let entries: Int
    }

    public let vocabularyName: String
    public let vocabularyCount: Int
    public let mappings: [MappingSummary]
    /// In report order.
    public let findings: [Finding]

    public init(vocabularyName: String, vocabularyCount: Int, mappings: [MappingSummary], findings: [Finding]) {
        self.vocabularyName = vocabularyName
        self.vocabularyCount = vocabularyCount
        self.mappings = mappings
        self.findings = findings
    }

    /// The report of `findings` over the inputs of `context`.
    public init(context: AuditContext, findings: [Finding]) {
        self.init(vocabularyName: context.vocabulary.name, vocabularyCount: context.vocabulary.count,
                  mappings: context.files.map { MappingSummary(category: $0.category, path: $0.path, entries: $0.entries.count) },
                  findings: findings)
    }

    public func count(_ severity: Severity) -> Int { findings.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) } }

    /// Whether any finding reaches `threshold`.
    public func fails(_ threshold: FailureThreshold) -> Bool { findings.contains { threshold.fails($0.severity) } }
}
