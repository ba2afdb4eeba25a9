/// What the generated documents show, computed once from an audit's inputs: each category's entries, the
/// vocabulary's top-level kinds with what falls under them, and where each identifier is mapped.
///
/// A top-level kind is an identifier of no parent that has kinds under it (`animal`, `clothing`). An
/// identifier that is a kind of several top-level kinds (`bread`, under `baked_goods` and `food`) belongs to
/// each of them, so that a reader finds it under any; identifiers under no top-level kind are `unplaced`.
struct DocsIndex {
    /// One category's entries, as the mappings page lists them.
    struct Category {
        let name: String
        /// The files that define it, in the order given.
        let paths: [String]
        /// Identifiers of the vocabulary mapped to it, sorted, each once.
        let mapped: [String]
        /// Identifiers of the vocabulary excluded from it (`!identifier`), sorted, each with the reason its file gives.
        let exclusions: [(identifier: String, reason: String?)]
        /// Entries that are not identifiers of the vocabulary, in file and line order.
        let deadEntries: [Placement]
    }

    let context: AuditContext
    var vocabulary: Vocabulary { context.vocabulary }
    /// Sorted by name.
    let categories: [Category]
    /// Sorted.
    let topLevelKinds: [String]
    /// The identifiers under each top-level kind: the kind first, then the others sorted.
    let members: [String: [String]]
    /// Identifiers under no top-level kind, sorted.
    let unplaced: [String]
    /// Generic identifiers (catch-alls), sorted.
    let catchAlls: [String]

    init(context: AuditContext) {
        self.context = context
        let vocabulary = context.vocabulary
        let sources = Dictionary(context.sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        categories = Dictionary(grouping: context.placements, by: \.category).map { name, placements in
            Self.category(name, placements, vocabulary, sources)
        }.sorted { $0.name < $1.name }
        topLevelKinds = vocabulary.identifiers.filter {
            vocabulary.info($0)?.parents.isEmpty == true && !vocabulary.children(of: $0).isEmpty
        }.sorted()
        var members: [String: [String]] = [:]
        var placed = Set<String>()
        for kind in topLevelKinds {
            let under = vocabulary.descendants(of: kind)
            members[kind] = [kind] + under.sorted()
            placed.insert(kind)
            placed.formUnion(under)
        }
        self.members = members
        unplaced = vocabulary.identifiers.filter { !placed.contains($0) }.sorted()
        catchAlls = vocabulary.identifiers.filter(vocabulary.isGeneric).sorted()
    }

    private static func category(_ name: String, _ placements: [Placement], _ vocabulary: Vocabulary,
                                 _ sources: [String: any MappingSource]) -> Category {
        var paths: [String] = []
        var mapped = Set<String>()
        var excluded = Set<String>()
        var reasons: [String: String] = [:]
        var dead: [Placement] = []
        for placement in placements {
            if !paths.contains(placement.path) { paths.append(placement.path) }
            let entry = placement.entry
            if !vocabulary.contains(entry.text) {
                dead.append(placement)
            } else if entry.isExclusion {
                excluded.insert(entry.text)
                if reasons[entry.text] == nil, let source = sources[placement.path] {
                    reasons[entry.text] = source.reason(for: entry)
                }
            } else {
                mapped.insert(entry.text)
            }
        }
        return Category(name: name, paths: paths, mapped: mapped.sorted(),
                        exclusions: excluded.sorted().map { ($0, reasons[$0]) },
                        deadEntries: dead)
    }

    /// The categories `identifier` is mapped to, sorted.
    func categories(of identifier: String) -> [String] {
        context.categories(of: identifier).sorted()
    }

    /// The categories that exclude `identifier`, sorted.
    func exclusions(of identifier: String) -> [String] {
        context.exclusions.filter { $0.value.contains(identifier) }.map(\.key).sorted()
    }

    /// What `identifier` is a kind of, as a table cell.
    func kindOfCell(_ identifier: String) -> String {
        let parents = vocabulary.info(identifier)?.parents ?? []
        return parents.isEmpty ? Markdown.none : parents.map(Markdown.text).joined(separator: ", ")
    }

    /// The short gloss of `identifier`, as a table cell.
    func glossCell(_ identifier: String) -> String {
        let gloss = vocabulary.info(identifier)?.gloss ?? ""
        return gloss.isEmpty ? Markdown.none : Markdown.text(Markdown.shortGloss(gloss))
    }

    /// Where `identifier` goes, as a table cell: its categories in bold, or `—`, with notes for the categories
    /// that exclude it and (when `notingCatchAll`) for a catch-all.
    func mapsToCell(_ identifier: String, notingCatchAll: Bool = true) -> String {
        let targets = categories(of: identifier).map { "**\(Markdown.text($0))**" }
        var notes = exclusions(of: identifier).map { "not \(Markdown.text($0))" }
        if notingCatchAll && vocabulary.isGeneric(identifier) { notes.insert("catch-all", at: 0) }
        let cell = targets.isEmpty ? Markdown.none : targets.joined(separator: ", ")
        return notes.isEmpty ? cell : "\(cell) (\(notes.joined(separator: "; ")))"
    }

    /// How a set of identifiers is mapped.
    struct Tally {
        let total: Int
        /// Identifiers mapped to each category (one mapped to two categories counts in both).
        let byCategory: [String: Int]
        let unmapped: Int
        var mapped: Int { total - unmapped }
    }

    func tally(_ identifiers: [String]) -> Tally {
        var byCategory: [String: Int] = [:]
        var unmapped = 0
        for identifier in identifiers {
            let targets = context.categories(of: identifier)
            if targets.isEmpty { unmapped += 1 }
            for category in targets { byCategory[category, default: 0] += 1 }
        }
        return Tally(total: identifiers.count, byCategory: byCategory, unmapped: unmapped)
    }

    /// How many identifiers of the vocabulary are mapped to at least one category.
    var mappedCount: Int { context.mapped.count }

    /// Catch-alls that no category maps.
    var catchAllsLeftOut: Int { catchAlls.filter { context.mapped[$0] == nil }.count }

    /// Says how tables show glosses.
    static let glossNote = "Glosses are cut to their first clause; the full ones are in `taxonomy/knowledge.tsv`."

    /// The comment that opens every generated document (GitHub does not show it).
    static let generatedNotice = "<!-- Generated by `audit docs` from the mapping files and the knowledge table. "
        + "Do not edit: change the mappings, then run `make docs`. -->"
}
