/// How sure a fix is to keep what the mappings mean (ruff's applicability).
enum Applicability: String, Sendable, Equatable {
    /// Cannot change meaning: `--fix` applies it without asking.
    case safe
    /// The default answer (`--diff`, accept-all and `y` in `--suggest`) when no safe fix comes first.
    case suggested
    /// Offered in `--suggest` only.
    case alternative
}

/// One way to resolve a finding: edits to the mappings, with the words `--suggest` offers it in.
/// A finding lists its fixes best first; the first is the default answer.
struct Fix: Sendable, Equatable {
    /// What the fix does, as `?` in `--suggest` explains its key: `replace it with "sofa"`.
    let title: String
    /// The question `--suggest` asks when the fix is the default answer: `Replace "Sofas" (line 2) with "sofa"?`.
    let question: String
    /// The line listed under the finding for this choice, when there are choices to tell apart.
    let option: String?
    /// The key `--suggest` offers it under when not numbered (`d`, `x`); the first fix is always `y`.
    let key: String?
    let applicability: Applicability
    let edits: [FixEdit]

    init(title: String, question: String, option: String? = nil, key: String? = nil,
                applicability: Applicability, edits: [FixEdit]) {
        self.title = title
        self.question = question
        self.option = option
        self.key = key
        self.applicability = applicability
        self.edits = edits
    }
}

/// One change a fix makes to a mapping: to an entry, named by its source and position as read, or an
/// addition to a category's list.
struct FixEdit: Sendable, Equatable {
    enum Change: Sendable, Equatable {
        /// Replace the entry at the position (written `entry`, `!entry` when `isExclusion`) by `identifier`. When
        /// the category already maps `identifier`, the entry is removed instead.
        case replace(EntryPosition, entry: String, isExclusion: Bool, identifier: String)
        /// Remove the entry.
        case delete(EntryPosition)
        /// Add an entry to the category's list in the source at `path` (`!identifier` when `isExclusion`); an
        /// entry already mapped there is not added again.
        case add(identifier: String, isExclusion: Bool)
    }

    let path: String
    let category: String
    let change: Change
    /// What the edit does, for people: `mappings/soft.txt:4: removed duplicate "pillow"`.
    let description: String

    /// The entry the edit changes, nil for an addition.
    var position: EntryPosition? {
        switch change {
        case .replace(let position, _, _, _), .delete(let position): return position
        case .add: return nil
        }
    }

    /// Removes the entry of `placement`.
    static func delete(_ placement: Placement, _ description: String) -> FixEdit {
        FixEdit(path: placement.path, category: placement.category, change: .delete(placement.entry.position),
                description: description)
    }
}
