/// A fix the editor offers for one finding: a title, whether it is safe (`--fix` would apply it), and the
/// edits per file.
struct QuickFix: Equatable {
    let title: String
    let isSafe: Bool
    let plans: [FilePlan]
}

enum QuickFixes {
    /// The fixes the finding carries, as `FixPlanner` plans them (the planner `--fix`, `--diff` and
    /// `--suggest` use): every fix that changes something, once each, best first. A safe one is the edit
    /// `--fix` makes.
    static func fixes(for finding: Finding, in context: AuditContext) -> [QuickFix] {
        let planner = FixPlanner(context: context)
        var fixes: [QuickFix] = []
        for fix in finding.fixes {
            let plans = planner.plan([fix])
            guard !plans.isEmpty, !fixes.contains(where: { $0.plans == plans }) else { continue }
            fixes.append(QuickFix(title: title(plans, finding: finding), isSafe: fix.applicability == .safe, plans: plans))
        }
        return fixes
    }

    /// The plan's descriptions, said as what the fix does: `Replace "sofaa" with "sofa"`; a change to another
    /// file names it.
    private static func title(_ plans: [FilePlan], finding: Finding) -> String {
        plans.flatMap { plan in
            plan.descriptions.map { description -> String in
                var text = Substring(description)
                var location = ""
                if text.hasPrefix(plan.path) {
                    let rest = text.dropFirst(plan.path.count)
                    let digits = rest.dropFirst().prefix { $0.isNumber }
                    if rest.hasPrefix(": ") {
                        location = plan.path
                        text = rest.dropFirst(2)
                    } else if rest.hasPrefix(":"), !digits.isEmpty, rest.dropFirst(1 + digits.count).hasPrefix(": ") {
                        location = plan.path + ":" + digits
                        text = rest.dropFirst(1 + digits.count + 2)
                    }
                }
                for (past, present) in [("removed", "Remove"), ("replaced", "Replace"), ("added", "Add")] where text.hasPrefix(past) {
                    text = Substring(present) + text.dropFirst(past.count)
                }
                return plan.path == finding.path || location.isEmpty ? String(text) : "\(text) (\(location))"
            }
        }.joined(separator: "; ")
    }
}
