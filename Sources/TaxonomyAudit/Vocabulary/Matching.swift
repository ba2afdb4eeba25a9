/// How the app compares what the classifier says with its mapping entries (`.audit.json` `match`).
enum MatchMode: String, Sendable, CaseIterable {
    /// Byte for byte, as Vision's identifiers are compared by default: `Couch` is not `couch`.
    case exact
    /// Ignoring case: `couch` matches ML Kit's `Couch`.
    case caseInsensitive = "case-insensitive"
    /// Ignoring case and separators (`_`, space, `-`, a run of them counting as one): `tiger_cat` matches
    /// ImageNet's `tiger cat`.
    case normalized

    /// The key two spellings share under this mode.
    func key(_ text: String) -> String {
        switch self {
        case .exact: return text
        case .caseInsensitive: return text.lowercased()
        case .normalized: return SpellingForms.folded(text, separators: .words)
        }
    }
}

/// An app's comparison applied to a vocabulary: which identifier each spelling stands for.
struct IdentifierMatcher: Sendable {
    let mode: MatchMode
    /// Key → the first identifier (in vocabulary order) with that key; built only for a mode that folds.
    private let identifiers: [String: String]

    init(mode: MatchMode, vocabulary: Vocabulary) {
        self.mode = mode
        var identifiers: [String: String] = [:]
        if mode != .exact {
            for identifier in vocabulary.identifiers where identifiers[mode.key(identifier)] == nil {
                identifiers[mode.key(identifier)] = identifier
            }
        }
        self.identifiers = identifiers
    }

    /// The identifier `text` stands for: itself when it is one, else the identifier it folds to, else nil.
    func identifier(for text: String, in vocabulary: Vocabulary) -> String? {
        if vocabulary.contains(text) { return text }
        return mode == .exact ? nil : identifiers[mode.key(text)]
    }

    /// `lists` with every entry that stands for an identifier under the mode written as that identifier,
    /// so that every rule sees `couch` as the `Couch` it matches; other entries are left as written.
    func resolving(_ lists: [MappingList], in vocabulary: Vocabulary) -> [MappingList] {
        guard mode != .exact else { return lists }
        return lists.map { list in
            MappingList(path: list.path, category: list.category, entries: list.entries.map { entry in
                guard let identifier = identifier(for: entry.text, in: vocabulary), identifier != entry.text else { return entry }
                return MappingEntry(text: identifier, isExclusion: entry.isExclusion, line: entry.line, column: entry.column,
                                    suppressions: entry.suppressions, suppressionColumn: entry.suppressionColumn, comment: entry.comment)
            }, straySuppressions: list.straySuppressions, branches: list.branches)
        }
    }
}
