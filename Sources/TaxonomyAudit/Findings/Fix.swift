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
    var title: String { words.text.title }
    /// The question `--suggest` asks when the fix is the default answer: `Replace "Sofas" (line 2) with "sofa"?`.
    var question: String { words.text.question }
    private let words: Words<(title: String, question: String)>
    /// The line listed under the finding for this choice, when there are choices to tell apart.
    let option: String?
    /// The key `--suggest` offers it under when not numbered (`d`, `x`); the first fix is always `y`.
    let key: String?
    let applicability: Applicability
    let edits: [FixEdit]

    init(title: String, question: String, option: String? = nil, key: String? = nil,
                applicability: Applicability, edits: [FixEdit]) {
        self.init(words: .written((title, question)), option: option, key: key, applicability: applicability, edits: edits)
    }

    /// A fix whose title and question `words` writes when they are read: planning a million fixes (`--diff`,
    /// `--fix`) writes none of them.
    init(applicability: Applicability, edits: [FixEdit], words: @escaping @Sendable () -> (title: String, question: String)) {
        self.init(words: .later(words), option: nil, key: nil, applicability: applicability, edits: edits)
    }

    private init(words: Words<(title: String, question: String)>, option: String?, key: String?, applicability: Applicability,
                 edits: [FixEdit]) {
        self.words = words
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
    var description: String { words.text }
    private let words: Words<String>

    init(path: String, category: String, change: Change, description: String) {
        self.init(path: path, category: category, change: change, words: .written(description))
    }

    /// An edit whose description `describe` writes when it is read.
    init(path: String, category: String, change: Change, describe: @escaping @Sendable () -> String) {
        self.init(path: path, category: category, change: change, words: .later(describe))
    }

    private init(path: String, category: String, change: Change, words: Words<String>) {
        self.path = path
        self.category = category
        self.change = change
        self.words = words
    }

    static func == (lhs: FixEdit, rhs: FixEdit) -> Bool {
        lhs.path == rhs.path && lhs.category == rhs.category && lhs.change == rhs.change && lhs.description == rhs.description
    }

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

    /// Removes `finding`'s entry, at `position`; described when read, as `mappings/soft.txt:4: removed duplicate
    /// "pillow"` for `kind` "duplicate": `--diff` and `--fix` plan a fix for every finding and show none of them.
    static func delete(entryOf finding: Finding, at position: EntryPosition, kind: String) -> FixEdit {
        let (path, subject, line) = (finding.path, finding.subject, position.line)
        return FixEdit(path: path, category: finding.category, change: .delete(position)) {
            "\(Finding.Location(path: path, line: line)): removed \(kind) \"\(subject)\""
        }
    }
}

extension Fix {
    static func == (lhs: Fix, rhs: Fix) -> Bool {
        lhs.title == rhs.title && lhs.question == rhs.question && lhs.option == rhs.option && lhs.key == rhs.key
            && lhs.applicability == rhs.applicability && lhs.edits == rhs.edits
    }
}

/// Words for people (a fix's title, an edit's description), as written or written when read.
private enum Words<Text: Sendable>: Sendable {
    case written(Text)
    case later(@Sendable () -> Text)

    var text: Text {
        switch self {
        case .written(let text): return text
        case .later(let write): return write()
        }
    }
}
