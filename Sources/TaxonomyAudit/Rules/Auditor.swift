#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Runs every rule over the mappings, applies `# audit:ignore` suppressions and sorts the findings.
package struct Auditor: Sendable {
    /// Every rule, in documentation order (`unused-suppression` runs after them).
    static let rules: [any Rule] = [DeadEntryRule(), MatchModeRule(), SilentLabelRule(), MissingLabelRule(), CatchAllRule(), UnreachableRule(),
                                           IneffectiveExclusionRule(), ConflictRule(), DuplicateRule(), RepeatedKeyRule(),
                                           SkippedEntryRule(), UnreadableSourceRule()]

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
    func audit(_ context: AuditContext) -> FindingList {
        var suppressed: [String: [Int: [RuleID]]] = [:]
        for index in context.placements.indices where !context.placements[index].entry.suppressions.isEmpty {
            let placement = context.placements[index]
            suppressed[placement.path, default: [:]][placement.entry.line] = placement.entry.suppressions
        }
        var used = Set<SuppressionKey>()
        // Each rule's findings stay in their own list until they are put in report order, once, into the
        // result: a finding is not moved once more for each list it passes through.
        var byRule = Self.rules.map { $0.findings(in: context) }
        if !suppressed.isEmpty {
            for rule in byRule.indices {
                byRule[rule].removeAll { finding in
                    guard let line = finding.line, suppressed[finding.path]?[line]?.contains(finding.rule) == true else { return false }
                    used.insert(SuppressionKey(path: finding.path, line: line, rule: finding.rule))
                    return true
                }
            }
        }
        byRule.append(UnusedSuppressionRule().findings(in: context, used: used))
        if !overrides.isEmpty {
            byRule = byRule.map { findings in
                findings.compactMap { finding in
                    guard let setting = overrides[finding.rule] else { return finding }
                    return setting.map { finding.with(severity: $0) }
                }
            }
        }
        return FindingList(ordering: byRule)
    }
}
