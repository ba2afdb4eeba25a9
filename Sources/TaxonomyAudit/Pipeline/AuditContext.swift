import CategoryMapping

/// Where an entry stands: its category, source and position.
struct Placement: Sendable, Equatable {
    let category: String
    let path: String
    let entry: MappingEntry

    /// `path:line`, as messages cite it.
    var location: String { Finding.Location(path: path, line: entry.line).description }
}

/// The inputs of an audit with the indexes every rule needs, built once: the stage between reading the
/// mappings and running the rules (`AuditRun`).
struct AuditContext: Sendable {
    let vocabulary: Vocabulary
    /// The sources read, in the order given.
    let sources: [any MappingSource]
    /// Every list of every source, in source order.
    let lists: [MappingList]
    /// Categories in the order their first list was given.
    let categories: [String]
    /// Every entry, in source, list and position order.
    let placements: [Placement]
    /// Identifiers of the vocabulary mapped (not excluded), with where.
    let mapped: [String: [Placement]]
    /// Identifiers excluded (`!identifier`), by category.
    let exclusions: [String: Set<String>]
    /// The source of each category's first list, which findings about a whole category name.
    let categoryPaths: [String: String]
    let suggester: Suggester
    /// The app's selection policy and per-category thresholds.
    let policy: Policy
    let thresholds: [String: Float]
    /// The shared policy engine over the mapped entries and the vocabulary's hierarchy.
    let engine: PolicyEngine
    /// What the policy makes of a photo of each identifier a mapped identifier can decide (static model):
    /// the mapped ones, and with a hierarchy their kinds. A photo of any other identifier reports nothing
    /// mapped; `verdict(for:)` gives its (empty) verdict.
    let verdicts: [String: PhotoVerdict]

    init(vocabulary: Vocabulary, sources: [any MappingSource], suggester: Suggester? = nil,
                policy: Policy = .article, thresholds: [String: Float] = [:]) {
        // Under a folding match mode an entry that matches an identifier stands for it (`couch` for `Couch`).
        self.vocabulary = vocabulary
        self.sources = sources
        let lists = vocabulary.resolving(sources.flatMap(\.lists))
        self.lists = lists
        var categories: [String] = []
        var categoryPaths: [String: String] = [:]
        var placements: [Placement] = []
        var mapped: [String: [Placement]] = [:]
        var exclusions: [String: Set<String>] = [:]
        for list in lists {
            if categoryPaths[list.category] == nil {
                categories.append(list.category)
                categoryPaths[list.category] = list.path
            }
            for entry in list.entries {
                let placement = Placement(category: list.category, path: list.path, entry: entry)
                placements.append(placement)
                if entry.isExclusion {
                    exclusions[list.category, default: []].insert(entry.text)
                } else if vocabulary.contains(entry.text) {
                    mapped[entry.text, default: []].append(placement)
                }
            }
        }
        self.categories = categories
        self.categoryPaths = categoryPaths
        self.placements = placements
        self.mapped = mapped
        self.exclusions = exclusions
        self.suggester = suggester ?? Suggester(vocabulary: vocabulary)
        self.policy = policy
        self.thresholds = thresholds
        var byCategory: [String: [String]] = [:]
        for category in categories { byCategory[category] = [] }
        // Each identifier once per category: a list that repeats an identifier a thousand times adds it once.
        for (identifier, list) in mapped {
            var listedIn: [String] = []
            for placement in list where !listedIn.contains(placement.category) {
                listedIn.append(placement.category)
                byCategory[placement.category, default: []].append(identifier)
            }
        }
        let engine = PolicyEngine(table: CategoryTable(categories: byCategory), hierarchy: vocabulary.hierarchy,
                                  policy: policy, thresholds: thresholds)
        self.engine = engine
        // Only identifiers with a mapped identifier on their chain can get a category: computing the
        // verdicts of those alone keeps an audit's cost with the mappings, not the whole vocabulary.
        var photos = Array(mapped.keys)
        if vocabulary.reporting == .hierarchical { photos += vocabulary.descendants(ofAny: mapped.keys) }
        verdicts = engine.verdicts(forPhotosOf: photos)
    }

    /// What the policy makes of a photo of `identifier`, computed when `verdicts` does not hold it.
    func verdict(for identifier: String) -> PhotoVerdict {
        verdicts[identifier] ?? engine.verdict(forPhotoOf: identifier)
    }

    /// Whether messages may say that Vision reports an identifier's ancestors with it.
    var isHierarchical: Bool { vocabulary.reporting == .hierarchical }

    /// The source read from `path`.
    func source(at path: String) -> (any MappingSource)? {
        sources.first { $0.path == path }
    }

    /// The first placement of `identifier` in `category`, which messages cite.
    func placement(of identifier: String, in category: String) -> Placement? {
        mapped[identifier]?.first { $0.category == category }
    }

    /// The categories `identifier` is mapped to, without repeats, in category order.
    func categories(of identifier: String) -> [String] {
        var result: [String] = []
        for placement in mapped[identifier] ?? [] where !result.contains(placement.category) {
            result.append(placement.category)
        }
        return result
    }
}
