/// Runs every rule over the mappings, applies `# audit:ignore` suppressions and sorts the findings.
package struct Auditor: Sendable {
    /// Every rule, in documentation order (`unused-suppression` runs after them).
    static let rules: [any Rule] = [DeadEntryRule(), SilentLabelRule(), MissingLabelRule(), CatchAllRule(), UnreachableRule(),
                                           IneffectiveExclusionRule(), ConflictRule(), DuplicateRule(),
                                           SkippedEntryRule()]

    /// Every rule's description, `unused-suppression` included.
    package static var descriptions: [RuleDescription] {
        rules.map { type(of: $0).description } + [UnusedSuppressionRule.description]
    }

    /// Severities set per rule (`.audit.json` `rules`, `--rule`): a severity for every finding of the rule,
    /// or nil to turn the rule off.
    let overrides: [RuleID: Severity?]

    init(overrides: [RuleID: Severity?] = [:]) {
        self.overrides = overrides
    }

    /// The findings for `context`, in report order.
    func audit(_ context: AuditContext) -> [Finding] {
        var suppressed: [String: [Int: [RuleID]]] = [:]
        for index in context.placements.indices where !context.placements[index].entry.suppressions.isEmpty {
            let placement = context.placements[index]
            suppressed[placement.path, default: [:]][placement.entry.line] = placement.entry.suppressions
        }
        var used = Set<SuppressionKey>()
        // The largest rule's findings are kept as they came and the others appended to them: a finding is not
        // copied once more for each list it passes through.
        var byRule = Self.rules.map { $0.findings(in: context) }
        let largest = byRule.indices.max { byRule[$0].count < byRule[$1].count } ?? 0
        var findings = byRule.isEmpty ? [] : byRule.remove(at: largest)
        findings.reserveCapacity(byRule.reduce(findings.count) { $0 + $1.count })
        for list in byRule { findings += list }
        byRule = []
        if !suppressed.isEmpty {
            findings.removeAll { finding in
                guard let line = finding.line, suppressed[finding.path]?[line]?.contains(finding.rule) == true else { return false }
                used.insert(SuppressionKey(path: finding.path, line: line, rule: finding.rule))
                return true
            }
        }
        findings += UnusedSuppressionRule().findings(in: context, used: used)
        if !overrides.isEmpty {
            findings = findings.compactMap { finding in
                guard let setting = overrides[finding.rule] else { return finding }
                return setting.map { finding.with(severity: $0) }
            }
        }
        // Sorting positions moves integers, not findings with their many strings; the findings are then put in
        // that order in place, one cycle of the permutation at a time, so they are never held twice.
        let order = Finding.reportOrderIndices(findings)
        var placed = [Bool](repeating: false, count: order.count)
        findings.withUnsafeMutableBufferPointer { findings in
            placed.withUnsafeMutableBufferPointer { placed in
                // A buffer's swap moves the findings' bytes, never retaining or releasing what they hold.
                for start in order.indices where !placed[start] {
                    var index = start
                    while order[index] != start {
                        placed[index] = true
                        findings.swapAt(index, order[index])
                        index = order[index]
                    }
                    placed[index] = true
                }
            }
        }
        return findings
    }
}
