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
    var option: String? = nil
    /// The key `--suggest` offers it under when not numbered (`d`, `x`); the first fix is always `y`.
    var key: String? = nil
    let applicability: Applicability
    let edits: [FixEdit]
}

/// One change a fix makes to a mapping: to an entry, named by its source and position as read, or an
/// addition to a category's list.
struct FixEdit: Sendable, Equatable {
    enum Change: Sendable, Equatable {
        /// Replace the entry at the position (written `entry`, `!entry` when `isExclusion`) by `identifier`. When
        /// its list already maps `identifier`, the entry is removed instead.
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
    let description: EditDescription

    /// The entry the edit changes, nil for an addition.
    var position: EntryPosition? {
        switch change {
        case .replace(let position, _, _, _), .delete(let position): return position
        case .add: return nil
        }
    }

    var isDeletion: Bool {
        if case .delete = change { return true }
        return false
    }

    /// Removes `finding`'s entry, at `position`, described as `path:line: removed <kind> "subject"<detail>`.
    static func delete(entryOf finding: Finding, at position: EntryPosition, kind: String = "", detail: String = "") -> FixEdit {
        FixEdit(path: finding.path, category: finding.category, change: .delete(position),
                description: EditDescription(location: Finding.Location(path: finding.path, line: position.line),
                                             action: .removed, kind: kind, entry: finding.subject, detail: detail))
    }

    /// Removes the entry of `placement`, described as `path:line: removed <kind> "entry"<detail>`.
    static func delete(_ placement: Placement, kind: String = "", entry: String? = nil, detail: String = "") -> FixEdit {
        FixEdit(path: placement.path, category: placement.category, change: .delete(placement.entry.position),
                description: EditDescription(location: Finding.Location(path: placement.path, line: placement.entry.line),
                                             action: .removed, kind: kind, entry: entry ?? placement.entry.text, detail: detail))
    }
}

/// What an edit does, for people, in its parts: where, what was done, to which entry, and anything after it.
/// Written out as `mappings/soft.txt:4: removed duplicate "pillow"`; the language server says the same as a
/// command, `Remove duplicate "pillow"`.
struct EditDescription: Sendable, Equatable {
    enum Action: String, Sendable {
        case removed, replaced, added

        /// The action as a command: `Remove`.
        var imperative: String {
            switch self {
            case .removed: return "Remove"
            case .replaced: return "Replace"
            case .added: return "Add"
            }
        }
    }

    /// The file, and the entry's line (none for an addition).
    let location: Finding.Location
    let action: Action
    /// What the entry was, before it: `duplicate`, `dead entry`; empty for nothing.
    var kind: String = ""
    /// The entry as written or added, `!` included for an exclusion.
    let entry: String
    /// What follows the entry: ` with "sofa"`, ` to soft`, ` ("sofa" is already listed)`.
    var detail: String = ""

    /// `mappings/soft.txt:4: removed duplicate "pillow"`.
    var text: String { "\(location): \(action.rawValue) \(what)" }

    /// What was done to what, as a command: `Remove duplicate "pillow"`.
    var command: String { "\(action.imperative) \(what)" }

    private var what: String { (kind.isEmpty ? "" : kind + " ") + "\"\(entry)\"" + detail }
}
