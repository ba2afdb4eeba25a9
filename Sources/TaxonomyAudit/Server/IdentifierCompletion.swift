/// The identifiers offered while an entry is typed: those of the vocabulary that start with what is typed,
/// the ones the knowledge table relates to the category first (kinds of the identifiers mapped there and their
/// siblings), then the rest, each group in the vocabulary's order. Identifiers the category already maps are
/// not offered.
struct IdentifierCompletion {
    struct Candidate: Equatable {
        let identifier: String
        let isRelated: Bool
        let gloss: String
    }

    let vocabulary: Vocabulary
    /// Identifiers mapped to the category.
    private let mapped: Set<String>
    /// Kinds and siblings of the mapped identifiers.
    private let related: Set<String>

    init(vocabulary: Vocabulary, context: AuditContext?, category: String) {
        self.vocabulary = vocabulary
        let mapped = Set((context?.placements ?? []).filter {
            $0.category == category && !$0.entry.isExclusion && vocabulary.contains($0.entry.text)
        }.map(\.entry.text))
        var related = Set<String>()
        for identifier in mapped {
            related.formUnion(vocabulary.children(of: identifier))
            for parent in vocabulary.info(identifier)?.parents ?? [] { related.formUnion(vocabulary.children(of: parent)) }
        }
        self.mapped = mapped
        self.related = related.subtracting(mapped)
    }

    /// What is typed of the entry before the cursor: the line's text after its indentation and any `!`;
    /// nil inside a comment.
    static func typed(_ before: Substring) -> Substring? {
        guard !before.contains("#") else { return nil }
        var rest = before.drop { TextLines.isWhitespace($0.unicodeScalars.first ?? " ") }
        if rest.hasPrefix("!") { rest = rest.dropFirst().drop { TextLines.isWhitespace($0.unicodeScalars.first ?? " ") } }
        return rest
    }

    /// The candidates for `typed` (compared without case, a space or hyphen read as `_`), at most `limit`;
    /// and whether the list was cut.
    func candidates(for typed: String, limit: Int) -> (candidates: [Candidate], isIncomplete: Bool) {
        let key = String(typed.lowercased().map { $0 == " " || $0 == "-" ? "_" : $0 })
        let matching = vocabulary.identifiers.filter { $0.hasPrefix(key) && !mapped.contains($0) }
        let ordered = matching.filter(related.contains) + matching.filter { !related.contains($0) }
        return (ordered.prefix(limit).map {
            Candidate(identifier: $0, isRelated: related.contains($0), gloss: vocabulary.info($0)?.gloss ?? "")
        }, ordered.count > limit)
    }
}
