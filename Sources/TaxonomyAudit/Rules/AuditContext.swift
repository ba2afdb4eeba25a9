import CategoryMapping

/// Where an entry stands: its category, file and line.
public struct Placement: Sendable, Equatable {
    public let category: String
    public let path: String
    public let entry: MappingEntry

    /// `path:line`, as messages cite it.
    public var location: String { Finding.Location(path: path, line: entry.line).description }
}

/// The inputs of an audit with the indexes every rule needs, built once.
public struct AuditContext: Sendable {
    public let vocabulary: Vocabulary
    public let files: [MappingFile]
    /// Categories in the order their first file was given.
    public let categories: [String]
    /// Every entry, in file and line order.
    public let placements: [Placement]
    /// Identifiers of the vocabulary mapped (not excluded), with where.
    public let mapped: [String: [Placement]]
    /// Identifiers excluded (`!identifier`), by category.
    public let excluded: [String: Set<String>]
    /// The first file of each category, which file-level findings name.
    public let categoryPaths: [String: String]
    public let suggester: Suggester
    /// The app's selection policy and per-category thresholds.
    public let policy: Policy
    public let thresholds: [String: Float]
    /// The shared policy engine over the mapped entries and the vocabulary's hierarchy.
    public let engine: PolicyEngine
    /// What the policy makes of a photo of each identifier a mapped identifier can decide (static model):
    /// the mapped ones, and with a hierarchy their kinds. A photo of any other identifier reports nothing
    /// mapped; `verdict(for:)` gives its (empty) verdict.
    public let verdicts: [String: PhotoVerdict]

    public init(vocabulary: Vocabulary, files: [MappingFile], suggester: Suggester? = nil,
                policy: Policy = .article, thresholds: [String: Float] = [:]) {
        self.vocabulary = vocabulary
        self.files = files
        var categories: [String] = []
        var categoryPaths: [String: String] = [:]
        var placements: [Placement] = []
        var mapped: [String: [Placement]] = [:]
        var excluded: [String: Set<String>] = [:]
        for file in files {
            if categoryPaths[file.category] == nil {
                categories.append(file.category)
                categoryPaths[file.category] = file.path
            }
            for entry in file.entries {
                let placement = Placement(category: file.category, path: file.path, entry: entry)
                placements.append(placement)
                if entry.isExclusion {
                    excluded[file.category, default: []].insert(entry.identifier)
                } else if vocabulary.contains(entry.identifier) {
                    mapped[entry.identifier, default: []].append(placement)
                }
            }
        }
        self.categories = categories
        self.categoryPaths = categoryPaths
        self.placements = placements
        self.mapped = mapped
        self.excluded = excluded
        self.suggester = suggester ?? Suggester(vocabulary: vocabulary)
        self.policy = policy
        self.thresholds = thresholds
        var byCategory: [String: [String]] = [:]
        for category in categories { byCategory[category] = [] }
        for (identifier, list) in mapped {
            for placement in list { byCategory[placement.category, default: []].append(identifier) }
        }
        let engine = PolicyEngine(table: CategoryTable(categories: byCategory), hierarchy: vocabulary.hierarchy,
                                  policy: policy, thresholds: thresholds)
        self.engine = engine
        // Only identifiers with a mapped identifier on their chain can get a category: computing the
        // verdicts of those alone keeps an audit's cost with the mappings, not the whole vocabulary.
        var verdicts: [String: PhotoVerdict] = [:]
        let hierarchical = vocabulary.reporting == .hierarchical
        for identifier in mapped.keys where verdicts[identifier] == nil {
            verdicts[identifier] = engine.verdict(forPhotoOf: identifier)
            guard hierarchical else { continue }
            for kind in vocabulary.descendants(of: identifier) where verdicts[kind] == nil {
                verdicts[kind] = engine.verdict(forPhotoOf: kind)
            }
        }
        self.verdicts = verdicts
    }

    /// What the policy makes of a photo of `identifier`, computed when `verdicts` does not hold it.
    public func verdict(for identifier: String) -> PhotoVerdict {
        verdicts[identifier] ?? engine.verdict(forPhotoOf: identifier)
    }

    /// Whether messages may say that Vision reports an identifier's ancestors with it.
    public var isHierarchical: Bool { vocabulary.reporting == .hierarchical }

    /// The first placement of `identifier` in `category`, which messages cite.
    public func placement(of identifier: String, in category: String) -> Placement? {
        mapped[identifier]?.first { $0.category == category }
    }

    /// The categories `identifier` is mapped to, without repeats, in category order.
    public func categories(of identifier: String) -> [String] {
        var result: [String] = []
        for placement in mapped[identifier] ?? [] where !result.contains(placement.category) {
            result.append(placement.category)
        }
        return result
    }
}
