/// What each identifier of a built-in vocabulary means in WordNet 3.0 terms, for `audit port`: the noun
/// synset its knowledge-table sense names (or, for an identifier WordNet lacks, the synset it is a kind
/// of), whether it is generic, and the hypernym links above those synsets, so every hypernym chain can be
/// walked.
///
/// `make taxonomy` generates the identifier lines from each vocabulary's knowledge table into
/// `Port/*Concepts.generated.swift`, and the link lines every vocabulary shares (WordNet's, above any of
/// their synsets) into `Port/ConceptLinks.generated.swift`; a table is parsed only when `audit port`
/// asks for its vocabulary.
///
/// Text format: one line per identifier, in the vocabulary's order, `identifier<TAB>synset[<TAB>g]`,
/// where `synset` is a `data.noun` offset, `<offset` for a kind of that synset, or empty for no sense, and
/// `g` marks a generic identifier; then a blank line; then `synset<TAB>hypernyms` (offsets separated by
/// spaces) for every synset on a chain above an identifier's, sorted by offset. A synset without a line
/// is a root.
struct ConceptTable: Sendable {
    /// Where an identifier sits in WordNet.
    struct Concept: Sendable, Equatable {
        let synset: Int
        /// The identifier is not in WordNet but a kind of `synset` (the knowledge table's `kindof:`).
        let isKindOf: Bool
    }

    let name: String
    /// How the classifier reports a photo: a hierarchical target needs only the topmost kinds below an entry.
    let reporting: Reporting
    let identifiers: [String]
    private let concepts: [Concept?]
    private let generic: [Bool]
    private let numbers: [String: Int]
    private let hypernyms: [Int: [Int]]
    /// Synset → the identifiers (numbers) that are exactly it, and those WordNet lacks that are kinds of it.
    private let exact: [Int: [Int]], kinds: [Int: [Int]]
    /// Folded name (`ConceptTable.folded`) → the identifiers (numbers) of that name.
    private let byFoldedName: [String: [Int]]
    /// Synset → the identifiers (numbers) below it, with their distance, in number order.
    private let below: [Int: [(number: Int, distance: Int)]]

    /// Parses the text form; a malformed line is a defect of the generated data, named by its line.
    init(name: String, reporting: Reporting, text: String) throws {
        self.name = name
        self.reporting = reporting
        var identifiers: [String] = [], concepts: [Concept?] = [], generic: [Bool] = []
        var hypernyms: [Int: [Int]] = [:]
        var inLinks = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty {
                inLinks = true
                continue
            }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            let fail = AuditError(path: "concept data of \(name)", line: index + 1, message: "malformed line")
            if inLinks {
                guard fields.count == 2, let offset = Int(fields[0]) else { throw fail }
                hypernyms[offset] = fields[1].split(separator: " ").compactMap { Int($0) }
                continue
            }
            guard fields.count >= 2, fields.count <= 3 else { throw fail }
            identifiers.append(String(fields[0]))
            let synset = fields[1]
            if synset.isEmpty {
                concepts.append(nil)
            } else {
                let isKindOf = synset.hasPrefix("<")
                guard let offset = Int(isKindOf ? synset.dropFirst() : synset) else { throw fail }
                concepts.append(Concept(synset: offset, isKindOf: isKindOf))
            }
            generic.append(fields.count == 3 && fields[2] == "g")
        }
        self.identifiers = identifiers
        self.concepts = concepts
        self.generic = generic
        self.hypernyms = hypernyms
        numbers = Dictionary(identifiers.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var exact: [Int: [Int]] = [:], kinds: [Int: [Int]] = [:]
        for (number, concept) in concepts.enumerated() {
            guard let concept else { continue }
            if concept.isKindOf { kinds[concept.synset, default: []].append(number) } else { exact[concept.synset, default: []].append(number) }
        }
        self.exact = exact
        self.kinds = kinds
        var byFoldedName: [String: [Int]] = [:]
        for (number, identifier) in identifiers.enumerated() { byFoldedName[Self.folded(identifier), default: []].append(number) }
        self.byFoldedName = byFoldedName
        var below: [Int: [(number: Int, distance: Int)]] = [:]
        for (number, concept) in concepts.enumerated() {
            guard let concept else { continue }
            for ancestor in Self.ancestors(of: concept, hypernyms: hypernyms) {
                below[ancestor.synset, default: []].append((number, ancestor.distance))
            }
        }
        self.below = below
    }

    func contains(_ identifier: String) -> Bool { numbers[identifier] != nil }

    func concept(of identifier: String) -> Concept? { numbers[identifier].flatMap { concepts[$0] } }

    func isGeneric(_ identifier: String) -> Bool { numbers[identifier].map { generic[$0] } ?? false }

    /// The identifiers whose sense is exactly `synset`, in vocabulary order.
    func identifiers(at synset: Int) -> [String] { (exact[synset] ?? []).map { identifiers[$0] } }

    /// The identifiers whose name is `name`'s, case and separators (`_`, `-`, space) aside.
    func identifiers(namedLike name: String) -> [String] { (byFoldedName[Self.folded(name)] ?? []).map { identifiers[$0] } }

    /// The identifiers WordNet lacks that are kinds of `synset`, in vocabulary order.
    func identifiers(kindOf synset: Int) -> [String] { (kinds[synset] ?? []).map { identifiers[$0] } }

    /// The words of a name, folded, each without a plural `s`: `stuffed_animals` → stuffed, animal.
    static func words(of name: String) -> Set<String> {
        Set(folded(name).split(separator: " ").map { $0.count > 3 && $0.hasSuffix("s") ? String($0.dropLast()) : String($0) })
    }

    static func folded(_ name: String) -> String {
        String(name.lowercased().map { $0 == "_" || $0 == "-" ? " " : $0 })
    }

    /// Every synset above `concept` with its distance (1 for a hypernym, or for the synset an identifier
    /// WordNet lacks is a kind of), each at its shortest distance, nearest first.
    func ancestors(of concept: Concept) -> [(synset: Int, distance: Int)] {
        Self.ancestors(of: concept, hypernyms: hypernyms)
    }

    private static func ancestors(of concept: Concept, hypernyms: [Int: [Int]]) -> [(synset: Int, distance: Int)] {
        var seen: Set<Int> = concept.isKindOf ? [] : [concept.synset]
        var level = concept.isKindOf ? [concept.synset] : (hypernyms[concept.synset] ?? [])
        var result: [(Int, Int)] = []
        var distance = 1
        while !level.isEmpty {
            var next: [Int] = []
            for synset in level where seen.insert(synset).inserted {
                result.append((synset, distance))
                next.append(contentsOf: hypernyms[synset] ?? [])
            }
            level = next
            distance += 1
        }
        return result
    }

    /// The identifiers below `synset` in WordNet, each with its distance, in vocabulary order.
    func identifiers(below synset: Int) -> [(identifier: String, distance: Int)] {
        (below[synset] ?? []).map { (identifiers[$0.number], $0.distance) }
    }
}

extension ConceptTable {
    /// The vocabularies `audit port` can port to and from: every built-in one, by its main name
    /// (`builtin(named:)` takes the aliases too).
    static let targetNames: [String] = BuiltinVocabulary.allCases.map(\.rawValue)

    /// The concept data of built-in vocabulary `name` (an alias included), parsed on first use; nil for
    /// any other name.
    static func builtin(named name: String) -> ConceptTable? {
        switch BuiltinVocabulary.named(name) {
        case .appleVision: return appleVision
        case .googleMLKit: return googleMLKit
        case .imagenet1k: return imagenet1k
        case .coco: return coco
        case nil: return nil
        }
    }

    // The embedded data is generated and checked in CI, so a parse failure is a build defect.
    private static let appleVision = table(.appleVision, appleVisionText)
    private static let googleMLKit = table(.googleMLKit, googleMLKitText)
    private static let imagenet1k = table(.imagenet1k, imagenet1kText)
    private static let coco = table(.coco, cocoText)

    private static func table(_ vocabulary: BuiltinVocabulary, _ text: String) -> ConceptTable {
        // The identifier lines, a blank line, the shared links (a multi-line literal drops its last newline).
        try! ConceptTable(name: vocabulary.rawValue, reporting: vocabulary.reporting, text: text + "\n\n" + linksText)
    }
}
