import CategoryMapping
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where an entry stands: its category, source and position.
struct Placement: Sendable, Equatable {
    let category: String
    let path: String
    let entry: MappingEntry
    /// The number of the entry's list in `AuditContext.lists`.
    let list: Int

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
    /// The number of each placement's entry text, in the order of `placements`: equal texts, equal numbers,
    /// numbered in order of first appearance, so rules can compare entries without hashing their text.
    let textNumbers: [Int32]
    /// Whether the text numbered `n` (`textNumbers`) is an identifier of the vocabulary.
    let textIsIdentifier: [Bool]
    /// Identifiers of the vocabulary mapped (not excluded), with where.
    let mapped: MappedPlacements
    /// Identifiers excluded (`!identifier`), by category.
    let exclusions: [String: Set<String>]
    /// The source of each category's first list, which findings about a whole category name.
    let categoryPaths: [String: String]
    /// The lists of each source and category, by number in `lists`, with the position of each one's first entry.
    private let listStarts: [ListKey: [(start: EntryPosition?, number: Int)]]
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
        let count = lists.reduce(0) { $0 + $1.entries.count }
        var placements: [Placement] = []
        placements.reserveCapacity(count)
        let (textNumbers, texts) = Self.numberTexts(of: lists, count: count)
        // Whether a text is an identifier is asked once per text.
        let isIdentifier = texts.map { vocabulary.contains($0) }
        var mappedByNumber = [[Int32]](repeating: [], count: texts.count)
        var exclusions: [String: Set<String>] = [:]
        var listStarts: [ListKey: [(start: EntryPosition?, number: Int)]] = [:]
        for (listNumber, list) in lists.enumerated() {
            listStarts[ListKey(path: list.path, category: list.category), default: []].append((list.entries.first?.position, listNumber))
            if categoryPaths[list.category] == nil {
                categories.append(list.category)
                categoryPaths[list.category] = list.path
            }
            for entry in list.entries {
                let number = Int(textNumbers[placements.count])
                if entry.isExclusion {
                    exclusions[list.category, default: []].insert(entry.text)
                } else if isIdentifier[number] {
                    mappedByNumber[number].append(Int32(placements.count))
                }
                placements.append(Placement(category: list.category, path: list.path, entry: entry, list: listNumber))
            }
        }
        var mappedIndices: [String: [Int32]] = [:]
        for (number, indices) in mappedByNumber.enumerated() where !indices.isEmpty { mappedIndices[texts[number]] = indices }
        let mapped = MappedPlacements(indices: mappedIndices, placements: placements)
        self.categories = categories
        self.categoryPaths = categoryPaths
        self.listStarts = listStarts
        self.placements = placements
        self.textNumbers = textNumbers
        self.textIsIdentifier = isIdentifier
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

    private struct ListKey: Hashable {
        let path: String
        let category: String
    }

    /// The number in `lists` of the list `edit` changes: the last of its source and category that starts at or
    /// before its entry (an addition: the last, as the source adds to); nil when the source holds no list of
    /// the category. An edit is resolved against this list only, since another list of the category (another
    /// file, another literal) is read on its own.
    func list(of edit: FixEdit) -> Int? {
        guard let candidates = listStarts[ListKey(path: edit.path, category: edit.category)] else { return nil }
        guard let position = edit.position else { return candidates.last?.number }
        return candidates.last { $0.start.map { $0 <= position } ?? false }?.number ?? candidates.first?.number
    }

    /// Whether the list `edit` changes already maps `identifier`: replacing an entry by it is then made as a
    /// removal (`FixPlanner`).
    func listOf(_ edit: FixEdit, maps identifier: String) -> Bool {
        guard let list = list(of: edit) else { return false }
        return mapped.list(list, maps: identifier)
    }

    /// The number of each entry's text, entry by entry through `lists` (`count` entries), and the texts by number:
    /// equal texts, equal numbers, numbered in order of first appearance. Each text is hashed once per entry.
    static func numberTexts(of lists: [MappingList], count: Int) -> (numbers: [Int32], texts: [String]) {
        var numberOfText: [String: Int32] = [:]
        var texts: [String] = []
        var numbers: [Int32] = []
        numbers.reserveCapacity(count)
        for list in lists {
            for entry in list.entries {
                if let known = numberOfText[entry.text] {
                    numbers.append(known)
                } else {
                    let number = Int32(texts.count)
                    numberOfText[entry.text] = number
                    texts.append(entry.text)
                    numbers.append(number)
                }
            }
        }
        return (numbers, texts)
    }

    /// What the policy makes of a photo of `identifier`, computed when `verdicts` does not hold it.
    func verdict(for identifier: String) -> PhotoVerdict {
        verdicts[identifier] ?? engine.verdict(forPhotoOf: identifier)
    }

    /// Whether the entry of `placements[index]` is an identifier of the vocabulary.
    func isIdentifier(placement index: Int) -> Bool {
        textIsIdentifier[Int(textNumbers[index])]
    }

    /// Whether messages may say that Vision reports an identifier's ancestors with it.
    var isHierarchical: Bool { vocabulary.reporting == .hierarchical }

    /// The source read from `path`.
    func source(at path: String) -> (any MappingSource)? {
        sources.first { $0.path == path }
    }

    /// The first placement of `identifier` in `category`, which messages cite.
    func placement(of identifier: String, in category: String) -> Placement? {
        mapped.placement(of: identifier, in: category)
    }

    /// The categories `identifier` is mapped to, without repeats, in category order.
    func categories(of identifier: String) -> [String] {
        var result: [String] = []
        for placement in mapped[identifier] ?? PlacementList(indices: [], placements: []) where !result.contains(placement.category) {
            result.append(placement.category)
        }
        return result
    }
}

/// Where each mapped identifier is placed, as indices into the context's placements, read as placements:
/// an audit of a million entries holds each placement once.
struct MappedPlacements: Sendable, Sequence {
    private let indices: [String: [Int32]]
    private let placements: [Placement]

    init(indices: [String: [Int32]], placements: [Placement]) {
        self.indices = indices
        self.placements = placements
    }

    /// The placements of `identifier`, in placement order; nil when it is not mapped.
    subscript(identifier: String) -> PlacementList? {
        indices[identifier].map { PlacementList(indices: $0, placements: placements) }
    }

    /// Whether the list numbered `list` in `AuditContext.lists` maps `identifier`.
    func list(_ list: Int, maps identifier: String) -> Bool {
        self[identifier]?.contains { $0.list == list } ?? false
    }

    /// The first placement of `identifier` in `category`.
    func placement(of identifier: String, in category: String) -> Placement? {
        self[identifier]?.first { $0.category == category }
    }

    /// The identifiers mapped, in no particular order.
    var keys: Dictionary<String, [Int32]>.Keys { indices.keys }
    var count: Int { indices.count }
    var isEmpty: Bool { indices.isEmpty }

    func makeIterator() -> Iterator {
        Iterator(base: indices.makeIterator(), placements: placements)
    }

    /// Each identifier with its placements, in no particular order.
    struct Iterator: IteratorProtocol {
        fileprivate var base: Dictionary<String, [Int32]>.Iterator
        fileprivate let placements: [Placement]

        mutating func next() -> (key: String, value: PlacementList)? {
            base.next().map { ($0.key, PlacementList(indices: $0.value, placements: placements)) }
        }
    }
}

/// The placements of one identifier: a view of the context's placements through their indices.
struct PlacementList: RandomAccessCollection, Sendable {
    /// Indices into the context's placements, in order.
    let positions: [Int32]
    private let placements: [Placement]

    init(indices: [Int32], placements: [Placement]) {
        positions = indices
        self.placements = placements
    }

    var startIndex: Int { 0 }
    var endIndex: Int { positions.count }
    subscript(position: Int) -> Placement { placements[Int(positions[position])] }
}
