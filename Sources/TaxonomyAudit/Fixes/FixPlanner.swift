/// Turns findings into edits: the default answer to each finding (`--diff`, accept-all in `--suggest`),
/// only the safe ones (`--fix`), or the answers a person gave (`--suggest`).
public struct FixPlanner: Sendable {
    public let context: AuditContext
    /// The lines that hold an exclusion (`!identifier`), by path.
    private let exclusionLines: [String: Set<Int>]

    public init(context: AuditContext) {
        self.context = context
        exclusionLines = Dictionary(grouping: context.placements.filter(\.entry.isExclusion), by: \.path).mapValues { Set($0.map(\.entry.line)) }
    }

    /// Which findings to act on.
    public enum Scope: Sendable {
        /// The default answer to every error and warning: dead entries replaced by their first suggestion (or
        /// deleted), missing labels added, catch-alls, duplicates and conflicting copies removed.
        case defaultAnswers
        /// Only fixes that cannot change meaning: a dead entry whose spelling points to exactly one identifier
        /// (unless the corrected entry would conflict: mapped where it is excluded, excluded where it is mapped,
        /// or mapped in another category too), and duplicates.
        case safe
    }

    /// A person's answer to one finding (`--suggest`).
    public enum Answer: Sendable, Equatable {
        /// The default answer, as `plan(_:scope: .defaultAnswers)` gives it.
        case accept
        /// Replace the dead entry by `identifier` (remove it when `identifier` is already listed).
        case replace(String)
        /// Remove the finding's line.
        case delete
        /// Record the decision against a missing label: add `!identifier`.
        case exclude
        /// Keep a conflicting identifier where the finding is: remove it from the other categories.
        case keepHere
        /// Keep an identifier both mapped and excluded in one category mapped: remove its `!identifier` there.
        case removeExclusion
    }

    /// The edits for `findings`, one plan per file that changes, in file order.
    public func plan(_ findings: [Finding], scope: Scope) -> [FilePlan] {
        plan(findings.filter { $0.severity >= .warning }.map { ($0, .accept) }, scope: scope)
    }

    /// The edits for a person's answers, one plan per file that changes, in file order.
    public func plan(_ answers: [(finding: Finding, answer: Answer)]) -> [FilePlan] {
        plan(answers, scope: .defaultAnswers)
    }

    private func plan(_ answers: [(finding: Finding, answer: Answer)], scope: Scope) -> [FilePlan] {
        var plans: [String: FilePlan] = [:]
        var present = Dictionary(grouping: context.placements.filter { !$0.entry.isExclusion }, by: \.category)
            .mapValues { Set($0.map(\.entry.identifier)) }
        var gained: [String: Set<String>] = [:]
        // Deletions first, so that a replacement or addition never duplicates an entry that stays.
        let ordered = answers.filter { $0.finding.rule == .duplicate } + answers.filter { $0.finding.rule != .duplicate }
        for (finding, answer) in ordered {
            if scope == .safe, wouldConflict(finding, present: present, gained: gained) { continue }
            for (path, edit, description) in edits(for: finding, answer: answer, scope: scope, present: present[finding.category] ?? []) {
                var plan = plans[path] ?? FilePlan(path: path)
                guard plan.add(edit, description: description) else { continue }
                plans[path] = plan
                switch edit {
                case .replace(_, let identifier), .add(let identifier, false):
                    present[finding.category, default: []].insert(identifier)
                    gained[identifier, default: []].insert(finding.category)
                default: break
                }
            }
        }
        return context.files.compactMap { plans[$0.path] }.filter { !$0.isEmpty }
    }

    /// The lines (path and number) the answer to `finding` edits; none for an addition.
    func lines(editedBy answer: Answer, to finding: Finding) -> [(path: String, line: Int)] {
        edits(for: finding, answer: answer, scope: .defaultAnswers, present: []).compactMap { path, edit, _ in
            edit.line.map { (path, $0) }
        }
    }

    private func edits(for finding: Finding, answer: Answer, scope: Scope, present: Set<String>) -> [(String, MappingEdit, String)] {
        let location = "\(finding.path):\(finding.line.map(String.init) ?? "")"
        switch (answer, finding.line) {
        case (.accept, _):
            return edit(for: finding, scope: scope, present: present).map { [(finding.path, $0.0, $0.1)] } ?? []
        case (.replace(let identifier), let line?):
            let (edit, description) = replaceOrDelete(finding, line: line, with: identifier, present: present, location: location)
            return [(finding.path, edit, description)]
        case (.delete, let line?):
            return [(finding.path, .delete(line: line), "\(location): removed \"\(finding.identifier)\"")]
        case (.exclude, nil):
            return [(finding.path, .add(identifier: finding.identifier, excluded: true),
                     "\(finding.path): added \"!\(finding.identifier)\" to \(finding.category)")]
        case (.keepHere, _?), (.removeExclusion, _?):
            let keepHere = answer == .keepHere
            return context.placements.filter {
                $0.entry.identifier == finding.identifier
                    && (keepHere ? $0.category != finding.category && !$0.entry.isExclusion : $0.category == finding.category && $0.entry.isExclusion)
            }.map { placement in
                (placement.path, .delete(line: placement.entry.line),
                 "\(placement.location): removed \"\(placement.entry.isExclusion ? "!" : "")\(finding.identifier)\" "
                    + "to keep it in \(finding.category)")
            }
        default:
            return []
        }
    }

    private func edit(for finding: Finding, scope: Scope, present: Set<String>) -> (MappingEdit, String)? {
        let location = "\(finding.path):\(finding.line.map(String.init) ?? "")"
        switch (finding.rule, scope, finding.line) {
        case (.deadEntry, .safe, let line?):
            let spelling = finding.suggestions.filter { $0.kind == .spelling }
            guard spelling.count == 1 else { return nil }
            return replaceOrDelete(finding, line: line, with: spelling[0].identifier, present: present, location: location)
        case (.deadEntry, .defaultAnswers, let line?):
            if let best = finding.suggestions.first {
                return replaceOrDelete(finding, line: line, with: best.identifier, present: present, location: location)
            }
            return (.delete(line: line), "\(location): removed dead entry \"\(finding.identifier)\"")
        case (.duplicate, _, let line?):
            return (.delete(line: line), "\(location): removed duplicate \"\(finding.identifier)\"")
        case (.catchAll, .defaultAnswers, let line?):
            return (.delete(line: line), "\(location): removed catch-all \"\(finding.identifier)\"")
        case (.conflict, .defaultAnswers, let line?):
            return (.delete(line: line), "\(location): removed \"\(finding.identifier)\" from \(finding.category), which it conflicts with")
        case (.missingLabel, .defaultAnswers, _):
            guard !present.contains(finding.identifier) else { return nil }
            return (.add(identifier: finding.identifier, excluded: false), "\(finding.path): added \"\(finding.identifier)\" to \(finding.category)")
        default:
            return nil
        }
    }

    /// Whether the spelling fix of a dead entry would make its identifier conflict: an exclusion of an
    /// identifier the category maps, an entry the category excludes, or one another category maps. Such a fix
    /// changes what the mappings mean, so it is never safe.
    /// `gained`: the categories each identifier was added to by the plan so far.
    private func wouldConflict(_ finding: Finding, present: [String: Set<String>], gained: [String: Set<String>]) -> Bool {
        guard finding.rule == .deadEntry, let line = finding.line else { return false }
        let spelling = finding.suggestions.filter { $0.kind == .spelling }
        guard spelling.count == 1 else { return false }
        let target = spelling[0].identifier
        if isExclusion(finding, line: line) { return present[finding.category]?.contains(target) == true }
        return context.excluded[finding.category]?.contains(target) == true
            || context.mapped[target]?.contains { $0.category != finding.category } == true
            || gained[target]?.contains { $0 != finding.category } == true
    }

    private func isExclusion(_ finding: Finding, line: Int) -> Bool {
        exclusionLines[finding.path]?.contains(line) == true
    }

    private func replaceOrDelete(_ finding: Finding, line: Int, with identifier: String, present: Set<String>,
                                 location: String) -> (MappingEdit, String) {
        if present.contains(identifier) {
            // An exclusion of an identifier the category maps would conflict with it; a mapped copy would repeat it.
            return isExclusion(finding, line: line)
                ? (.delete(line: line), "\(location): removed \"!\(finding.identifier)\" (\"\(identifier)\" is mapped here, so !\(identifier) would conflict)")
                : (.delete(line: line), "\(location): removed \"\(finding.identifier)\" (\"\(identifier)\" is already listed)")
        }
        return (.replace(line: line, identifier: identifier), "\(location): replaced \"\(finding.identifier)\" with \"\(identifier)\"")
    }
}
