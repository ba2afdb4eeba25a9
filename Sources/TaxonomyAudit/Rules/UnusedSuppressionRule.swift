/// `unused-suppression`: an `# audit:ignore` comment that silences nothing.
///
/// Unlike the other rules it looks at the other rules' findings, so the `Auditor` runs it last.
struct UnusedSuppressionRule: Sendable {
    static let description = RuleDescription(
        id: .unusedSuppression,
        severity: .note,
        summary: "An `# audit:ignore` comment silences no finding.",
        rationale: """
            A suppression outlives the problem it was written for; left in place, it would silently hide the next \
            real finding on that line. Remove it.
            """,
        triggeringExamples: [["soft": "pillow  # audit:ignore dead-entry\n"]],
        nonTriggeringExamples: [["soft": "cotton  # audit:ignore dead-entry\n"]]
    )

    init() {}

    /// Notes for the suppressions of `context` that `used` (file path, line, rule) does not contain.
    func findings(in context: AuditContext, used: Set<SuppressionKey>) -> [Finding] {
        var findings: [Finding] = []
        for placement in context.placements {
            let entry = placement.entry
            let unused = entry.suppressions.filter { !used.contains(SuppressionKey(path: placement.path, line: entry.line, rule: $0)) }
            guard !unused.isEmpty else { continue }
            findings.append(Finding(rule: .unusedSuppression, severity: Self.description.severity, category: placement.category,
                                    subject: entry.text, path: placement.path, line: entry.line,
                                    column: entry.suppressionColumn, message: Self.message(unused)))
        }
        // On a line of skipped strings only `skipped-entry` has something to silence.
        for source in context.sources {
            var lines = Set<Int>()
            for skipped in source.skippedEntries where !skipped.suppressions.isEmpty && lines.insert(skipped.line).inserted {
                let unused = skipped.suppressions.filter { $0 != .skippedEntry }
                guard !unused.isEmpty else { continue }
                findings.append(Finding(rule: .unusedSuppression, severity: Self.description.severity, category: source.lists.first?.category ?? "",
                                        subject: skipped.text, path: source.path, line: skipped.line,
                                        column: skipped.suppressionColumn, message: Self.message(unused)))
            }
        }
        for list in context.lists {
            for stray in list.straySuppressions {
                findings.append(Finding(rule: .unusedSuppression, severity: Self.description.severity, category: list.category,
                                        subject: "", path: list.path, line: stray.line, column: stray.column,
                                        message: "`audit:ignore` on a line without an entry silences nothing; put it after the entry"))
            }
        }
        return findings
    }

    static func message(_ rules: [RuleID]) -> String {
        "`audit:ignore \(rules.map(\.rawValue).joined(separator: ","))` silences nothing on this line; remove it"
    }
}

/// A suppression that silenced a finding: file, line and rule.
struct SuppressionKey: Hashable {
    let path: String
    let line: Int
    let rule: RuleID
}
