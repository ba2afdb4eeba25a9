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

    /// The edits for `findings`, one plan per file that changes, in file order. Each finding's fixes are built
    /// and dropped one finding at a time: what stays is the edits (and, with `describing`, their descriptions),
    /// never a million fixes at once.
    func plan(_ findings: FindingList, scope: Scope, describing: Bool = true) -> [FilePlan] {
        // No default answer either writes an identifier an earlier one mapped to another category: two spellings
        // in two categories would become one conflict.
        var state = State(context: context, skipsConflicts: true, describing: describing)
        var others: [Fix] = []
        for index in findings.indices {
            guard let fix = Self.chosen(findings[index], scope: scope) else { continue }
            if Self.removesOnly(fix) { state.take(fix) } else { others.append(fix) }
        }
        for fix in others { state.take(fix) }
        return state.plans(keepingEveryCategory: true)
    }

    /// The edits for the fixes a person chose, one plan per file that changes, in file order.
    func plan(_ fixes: [Fix]) -> [FilePlan] {
        plan(fixes, skipsConflicts: false).plans
    }

    /// The plans for `fixes`, and how many edits and index entries planning looked at (a measure of its cost).
    ///
    /// Safe removals come first, so that a replacement or addition never duplicates an entry that stays. A
    /// replacement by an identifier its list already maps removes the entry instead; an addition of one is
    /// dropped; an entry takes the first edit that reaches it. With `skipsConflicts`, a fix is skipped when it would
    /// write an identifier that the fixes before it mapped to another category (or, for an exclusion, to its own).
    func plan(_ fixes: [Fix], skipsConflicts: Bool) -> (plans: [FilePlan], looked: Int) {
        var state = State(context: context, skipsConflicts: skipsConflicts, describing: true)
        for fix in fixes where Self.removesOnly(fix) { state.take(fix) }
        for fix in fixes where !Self.removesOnly(fix) { state.take(fix) }
        return (state.plans(keepingEveryCategory: false), state.looked)
    }

    /// A safe fix that only removes entries, which planning takes before the others.
    private static func removesOnly(_ fix: Fix) -> Bool {
        fix.applicability == .safe && fix.edits.allSatisfy(\.isDeletion)
    }

    /// Planning so far: the plans by path, what each list maps, and what the fixes taken have added.
    private struct State {
        let context: AuditContext
        let skipsConflicts: Bool
        let describing: Bool
        var looked = 0
        /// The plans in the order their files were first edited, and where each path's is.
        var plans: [FilePlan] = []
        var indexOfPath: [String: Int] = [:]
        /// What each list maps, by its number in `context.lists`: an edit is resolved against its own list only
        /// (`AuditContext.list(of:)`).
        var present: [Set<String>] = []
        /// The categories each identifier was added to so far.
        var gained: [String: Set<String>] = [:]
        /// How many removals each category's plans hold (exclusions counted too).
        var removals: [String: Int] = [:]
        /// The sources with dictionaries, by path; for each one read so far, the dictionary of each key's entry; and
        /// the keys each dictionary gained from the fixes taken: a fix that would write a key again is skipped,
        /// so no patch repeats a key (two dead keys corrected to one identifier).
        let embedded: [String: EmbeddedSource]
        var dictionaries: [String: [EntryPosition: Int]] = [:]
        var gainedKeys: [DictionaryKey: Set<String>] = [:]

        struct DictionaryKey: Hashable {
            let path: String
            let run: Int
        }

        init(context: AuditContext, skipsConflicts: Bool, describing: Bool) {
            self.context = context
            self.skipsConflicts = skipsConflicts
            self.describing = describing
            var embedded: [String: EmbeddedSource] = [:]
            for case let source as EmbeddedSource in context.sources where embedded[source.path] == nil { embedded[source.path] = source }
            self.embedded = embedded
            present.reserveCapacity(context.lists.count)
            for list in context.lists {
                var mapped = Set<String>(minimumCapacity: list.entries.count)
                for entry in list.entries where !entry.isExclusion { mapped.insert(entry.text) }
                present.append(mapped)
            }
        }

        /// The dictionary whose key `edit` writes, with the key; nil when it writes none.
        private mutating func writtenKey(_ edit: FixEdit) -> (dictionary: DictionaryKey, key: String)? {
            switch edit.change {
            case .replace(let position, _, false, let identifier):
                guard let source = embedded[edit.path] else { return nil }
                if dictionaries[edit.path] == nil { dictionaries[edit.path] = source.document.dictionaryRuns }
                let run = dictionaries[edit.path]?[position]
                return run.map { (DictionaryKey(path: edit.path, run: $0), identifier) }
            case .add(let identifier, false):
                guard let source = embedded[edit.path] else { return nil }
                return source.document.dictionaryRun(adding: edit.category).map { (DictionaryKey(path: edit.path, run: $0), identifier) }
            default:
                return nil
            }
        }

        /// The index of the plan of `path` in `plans`, made when there is none; the last one looked up is checked
        /// first, since edits come file by file.
        private mutating func planIndex(_ path: String) -> Int {
            if let last = plans.indices.last, plans[last].path == path { return last }
            if let index = indexOfPath[path] { return index }
            indexOfPath[path] = plans.count
            plans.append(FilePlan(path: path, describing: describing))
            return plans.count - 1
        }

        /// Adds the edits of `fix` (the whole fix skipped when `skipsConflicts` and it would conflict).
        mutating func take(_ fix: Fix) {
            if skipsConflicts, fix.edits.contains(where: { edit in looked += 1; return FixPlanner.wouldConflict(edit, gained: gained) }) { return }
            var keys: [(dictionary: DictionaryKey, key: String)] = []
            for edit in fix.edits {
                guard let written = writtenKey(edit) else { continue }
                if gainedKeys[written.dictionary]?.contains(written.key) ?? false { return }
                keys.append(written)
            }
            for edit in fix.edits {
                looked += 2
                let list = context.list(of: edit)
                guard let (change, description) = FixPlanner.resolve(edit, present: list.map { present[$0] } ?? []) else { continue }
                let plan = planIndex(edit.path)
                guard plans[plan].add(change, description: description ?? edit.description) else { continue }
                switch change {
                case .delete:
                    removals[edit.category, default: 0] += 1
                case .replace(_, let identifier), .add(_, let identifier, false):
                    looked += 2
                    if let list { present[list].insert(identifier) }
                    gained[identifier, default: []].insert(edit.category)
                default: break
                }
            }
            for written in keys { gainedKeys[written.dictionary, default: []].insert(written.key) }
        }

        /// The plans that change something, in the order of the context's sources: without the edits a source
        /// refuses (a removal that would leave invalid code or change a literal's type), and, with
        /// `keepingEveryCategory` (plans no person chose edit by edit), without the removal that would leave a
        /// category mapping nothing.
        func plans(keepingEveryCategory: Bool) -> [FilePlan] {
            let planned = context.sources.compactMap { source -> FilePlan? in
                guard let index = indexOfPath[source.path] else { return nil }
                guard !source.acceptsEveryEdit else { return plans[index] }
                return plans[index].dropping(source.refusals(plans[index].edits).map { $0 != nil })
            }
            return (keepingEveryCategory ? FixPlanner.keepingEveryCategory(planned, removals: removals, gained: gained, context) : planned)
                .filter { !$0.isEmpty }
        }
    }

    /// `plans` without the removal that would leave a category with no entry (the one planned last). Only the
    /// categories whose `removals` are as many as their entries, and which `gained` nothing, are looked at.
    private static func keepingEveryCategory(_ plans: [FilePlan], removals: [String: Int], gained: [String: Set<String>],
                                             _ context: AuditContext) -> [FilePlan] {
        guard !removals.isEmpty else { return plans }
        var entries: [String: Int] = [:]
        for list in context.lists where removals[list.category] != nil {
            entries[list.category, default: 0] += list.entries.reduce(0) { $0 + ($1.isExclusion ? 0 : 1) }
        }
        let gaining = Set(gained.values.joined())
        let atRisk = Set(entries.filter { $0.value <= removals[$0.key] ?? 0 && !gaining.contains($0.key) }.keys)
        guard !atRisk.isEmpty else { return plans }
        // Where each entry of those categories stands.
        var categoryAt: [String: [EntryPosition: String]] = [:]
        for list in context.lists where atRisk.contains(list.category) {
            for entry in list.entries where !entry.isExclusion { categoryAt[list.path, default: [:]][entry.position] = list.category }
        }
        var removed: [String: Int] = [:]
        return plans.map { plan in
            let positions = categoryAt[plan.path] ?? [:]
            return plan.dropping(plan.edits.map { edit in
                guard case .delete(let position) = edit, let category = positions[position] else { return false }
                removed[category, default: 0] += 1
                guard removed[category] == entries[category] else { return false }
                removed[category, default: 0] -= 1
                return true
            })
        }
    }

    /// The change `edit` makes given what its category maps so far, with its description when it is not the
    /// edit's own (nil); nil when it adds an entry already mapped there.
    private static func resolve(_ edit: FixEdit, present: Set<String>) -> (MappingEdit, EditDescription?)? {
        switch edit.change {
        case .replace(let position, let entry, let isExclusion, let identifier):
            guard present.contains(identifier) else { return (.replace(position, identifier: identifier), nil) }
            // An exclusion of an identifier the category maps would conflict with it; a mapped copy would repeat it.
            let location = Finding.Location(path: edit.path, line: position.line)
            return isExclusion
                ? (.delete(position), EditDescription(location: location, action: .removed, entry: "!" + entry,
                                                      detail: " (\"\(identifier)\" is mapped here, so !\(identifier) would conflict)"))
                : (.delete(position), EditDescription(location: location, action: .removed, entry: entry,
                                                      detail: " (\"\(identifier)\" is already listed)"))
        case .delete(let position):
            return (.delete(position), nil)
        case .add(let identifier, let isExclusion):
            if !isExclusion && present.contains(identifier) { return nil }
            return (.add(category: edit.category, identifier: identifier, isExclusion: isExclusion), nil)
        }
    }

    /// Whether a replacement writes an identifier that earlier fixes mapped elsewhere (or, written as an
    /// exclusion, to its own category). `gained`: the categories each identifier was added to so far.
    private static func wouldConflict(_ edit: FixEdit, gained: [String: Set<String>]) -> Bool {
        guard case .replace(_, _, let isExclusion, let identifier) = edit.change, let categories = gained[identifier] else { return false }
        return isExclusion ? categories.contains(edit.category) : categories.contains { $0 != edit.category }
    }
}
