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
    /// file names where.
    private static func title(_ plans: [FilePlan], finding: Finding) -> String {
        plans.flatMap { plan in
            plan.described.map { description in
                plan.path == finding.path ? description.command : "\(description.command) (\(description.location))"
            }
        }.joined(separator: "; ")
    }
}
