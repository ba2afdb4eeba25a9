/// Turns chosen fixes into edits, one plan per file: the safe fix of each error and warning (`--fix`), the
/// default one (`--diff`, accept-all in `--suggest`), or the ones a person picked (`--suggest`). It knows no
/// rule: each finding brings its fixes (`Finding.fixes`). Edits are keyed by source and entry position, so
/// planning is linear in the number of edits.
struct FixPlanner: Sendable {
    let context: AuditContext

    /// Which fix of each error and warning to apply; notes are left alone.
    enum Scope: Sendable {
        /// The first fix that is safe or suggested: the default answer.
        case defaultAnswers
        /// The first safe fix, provided it does not conflict with what the fixes before it mapped.
        case safe
    }

    /// The fix `scope` picks for `finding`, if any.
    static func chosen(_ finding: Finding, scope: Scope) -> Fix? {
        guard finding.severity >= .warning else { return nil }
        switch scope {
        case .safe: return finding.fixes.first { $0.applicability == .safe }
        case .defaultAnswers: return finding.fixes.first { $0.applicability != .alternative }
        }
    }

    /// The edits for `findings`, one plan per file that changes, in file order.
    func plan(_ findings: [Finding], scope: Scope) -> [FilePlan] {
        plan(findings.compactMap { Self.chosen($0, scope: scope) }, onlySafe: scope == .safe).plans
    }

    /// The edits for the fixes a person chose, one plan per file that changes, in file order.
    func plan(_ fixes: [Fix]) -> [FilePlan] {
        plan(fixes, onlySafe: false).plans
    }

    /// The plans for `fixes`, and how many edits and index entries planning looked at (a measure of its cost).
    ///
    /// Safe removals come first, so that a replacement or addition never duplicates an entry that stays. A
    /// replacement by an identifier the category already maps removes the entry instead; an addition of one is
    /// dropped; an entry takes the first edit that reaches it. With `onlySafe`, a fix is skipped when it would
    /// write an identifier that the fixes before it mapped to another category (or, for an exclusion, to its own).
    func plan(_ fixes: [Fix], onlySafe: Bool) -> (plans: [FilePlan], looked: Int) {
        var looked = 0
        var plans: [String: FilePlan] = [:]
        // What each category maps, read off the placements in one pass: no placement is copied for it.
        var present: [String: Set<String>] = [:]
        for placement in context.placements where !placement.entry.isExclusion {
            present[placement.category, default: []].insert(placement.entry.text)
        }
        var gained: [String: Set<String>] = [:]
        let removesOnly = { (fix: Fix) in fix.applicability == .safe && fix.edits.allSatisfy(\.isDeletion) }
        for fix in fixes.filter(removesOnly) + fixes.filter({ !removesOnly($0) }) {
            if onlySafe, fix.edits.contains(where: { edit in looked += 1; return wouldConflict(edit, gained: gained) }) { continue }
            for edit in fix.edits {
                looked += 2
                guard let (change, description) = resolve(edit, present: present[edit.category] ?? []) else { continue }
                guard plans[edit.path, default: FilePlan(path: edit.path)].add(change, description: description) else { continue }
                switch change {
                case .replace(_, let identifier), .add(_, let identifier, false):
                    looked += 2
                    present[edit.category, default: []].insert(identifier)
                    gained[identifier, default: []].insert(edit.category)
                default: break
                }
            }
        }
        return (context.sources.compactMap { plans[$0.path] }.filter { !$0.isEmpty }, looked)
    }

    /// The change `edit` makes given what its category maps so far, with its description; nil when it adds
    /// an entry already mapped there.
    private func resolve(_ edit: FixEdit, present: Set<String>) -> (MappingEdit, String)? {
        switch edit.change {
        case .replace(let position, let entry, let isExclusion, let identifier):
            guard present.contains(identifier) else { return (.replace(position, identifier: identifier), edit.description) }
            // An exclusion of an identifier the category maps would conflict with it; a mapped copy would repeat it.
            let location = Finding.Location(path: edit.path, line: position.line)
            return isExclusion
                ? (.delete(position), "\(location): removed \"!\(entry)\" (\"\(identifier)\" is mapped here, so !\(identifier) would conflict)")
                : (.delete(position), "\(location): removed \"\(entry)\" (\"\(identifier)\" is already listed)")
        case .delete(let position):
            return (.delete(position), edit.description)
        case .add(let identifier, let isExclusion):
            if !isExclusion && present.contains(identifier) { return nil }
            return (.add(category: edit.category, identifier: identifier, isExclusion: isExclusion), edit.description)
        }
    }

    /// Whether a replacement writes an identifier that earlier fixes mapped elsewhere (or, written as an
    /// exclusion, to its own category). `gained`: the categories each identifier was added to so far.
    private func wouldConflict(_ edit: FixEdit, gained: [String: Set<String>]) -> Bool {
        guard case .replace(_, _, let isExclusion, let identifier) = edit.change, let categories = gained[identifier] else { return false }
        return isExclusion ? categories.contains(edit.category) : categories.contains { $0 != edit.category }
    }
}

extension FixEdit {
    var isDeletion: Bool {
        if case .delete = change { return true }
        return false
    }
}
