/// Runs every rule over the mappings, applies `# audit:ignore` suppressions and sorts the findings.
public struct Auditor: Sendable {
    /// Every rule, in documentation order (`unused-suppression` runs after them).
    public static let rules: [any Rule] = [DeadEntryRule(), SilentLabelRule(), MissingLabelRule(), CatchAllRule(), UnreachableRule(),
                                           IneffectiveExclusionRule(), ConflictRule(), DuplicateRule()]

    /// Every rule's description, `unused-suppression` included.
    public static var descriptions: [RuleDescription] {
        rules.map { type(of: $0).description } + [UnusedSuppressionRule.description]
    }

    /// Severities set per rule (`.audit.json` `rules`, `--rule`): a severity for every finding of the rule,
    /// or nil to turn the rule off.
    public let overrides: [RuleID: Severity?]

    public init(overrides: [RuleID: Severity?] = [:]) {
        self.overrides = overrides
    }

    /// The findings for `context`, in report order.
    public func audit(_ context: AuditContext) -> [Finding] {
        var suppressed: [String: [Int: [RuleID]]] = [:]
        for placement in context.placements where !placement.entry.suppressions.isEmpty {
            suppressed[placement.path, default: [:]][placement.entry.line] = placement.entry.suppressions
        }
        var used = Set<SuppressionKey>()
        var findings: [Finding] = []
        for rule in Self.rules {
            for finding in rule.check(context) {
                if let line = finding.line, suppressed[finding.path]?[line]?.contains(finding.rule) == true {
                    used.insert(SuppressionKey(path: finding.path, line: line, rule: finding.rule))
                } else {
                    findings.append(finding)
                }
            }
        }
        findings += UnusedSuppressionRule().check(context, used: used)
        if !overrides.isEmpty {
            findings = findings.compactMap { finding in
                guard let setting = overrides[finding.rule] else { return finding }
                return setting.map { finding.with(severity: $0) }
            }
        }
        // Sorting positions moves integers, not findings with their many strings.
        return findings.indices.sorted { Finding.reportOrder(findings[$0], findings[$1]) }.map { findings[$0] }
    }
}
