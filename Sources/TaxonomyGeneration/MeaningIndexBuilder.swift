import TaxonomyAudit

/// Builds the text of the `MeaningIndex` from WordNet and the senses the identifiers are aligned to.
///
/// Every sense of every noun lemma is looked at (instances such as people and places aside). A sense
/// links to the identifiers aligned to its own synset (synonyms), to the nearest identifiers above it
/// (it is a kind of them; a parent that only shares a word with an identifier's sense counts one step
/// more), to the identifiers just below it (they are kinds of it), and to the identifiers under the same
/// parent (sisters). A link costs its distance plus penalties for rare and abstract senses, so the senses
/// closest to the vocabulary win; generic identifiers rank last.
///
/// For a word whose senses reach different identifiers, each sense's own best links are kept as well
/// (there, identifiers a little further below a shared parent count as sisters too), with the hierarchy
/// of the identifiers (WordNet's hypernyms and the knowledge table's parents): a category's other
/// identifiers then choose the sense (`MeaningIndex.senses(of:)`, `SuggestionContext`).
struct MeaningIndexBuilder {
    let wordNet: WordNet
    /// In the order of the vocabulary file; links name identifiers by their position here.
    let identifiers: [String]
    let alignments: [String: TaxonomyBuilder.Alignment]
    let table: KnowledgeTable

    /// Links kept per lemma.
    static let maximumLinks = 4
    /// Links costing more than this above a lemma's best link are left out.
    static let maximumExtraCost = 2.0
    /// How far up a sense may be from the identifier it is a kind of.
    static let kindOfDepth = 4
    /// How far down an identifier may be from a sense it is a kind of.
    static let broaderDepth = 2
    /// A sense with more identifiers below it (or beside it, under a shared parent) than this is too broad
    /// to stand for any one of them.
    static let maximumNarrower = 3
    /// A parent with more kinds than this (person, instrumentality) says too little to make its kinds sisters.
    static let maximumSisterKinds = 25

    /// Costs: per step in WordNet's sense order, for a sense the tagged corpus never saw while another
    /// was seen, for a sense that is no physical thing, and for reaching an identifier through its word only.
    static let rankPenalty = 0.5, rarePenalty = 1.0, abstractPenalty = 1.0, homonymPenalty = 1.0
    /// The cost of a sister: about as near as an identifier two levels up.
    static let sisterCost = 2.0
    /// Links kept per sense.
    static let maximumSenseLinks = 2

    /// The index text: the identifier line, then one line per lemma (so that a real word is known for
    /// one even when it links nowhere) and per irregular plural, sorted by bytes.
    func text() -> String {
        let numbers = Dictionary(identifiers.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let generic = Set(table.entries.filter(\.isGeneric).map(\.identifier))
        let places = Places(table: table, alignments: alignments, wordNet: wordNet)
        // Identifiers that hold spaces (`Hot dog`) are listed between tabs.
        var out = identifiers.joined(separator: identifiers.contains { $0.contains(" ") } ? "\t" : " ") + "\n" + hierarchy(places) + "\n"
        func written(_ links: [(String, Candidate)]) -> String {
            links.map { identifier, candidate in
                "\(candidate.relation.rawValue)\(numbers[identifier]!)" + (candidate.via.map { ":" + $0 } ?? "")
            }.joined(separator: ",")
        }
        let words = Set(wordNet.senses.keys).union(wordNet.exceptions.keys)
        for lemma in words.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            out += lemma + "\t" + written(ranked(candidates(for: lemma, places), generic: generic))
            let bases = wordNet.exceptions[lemma]?.joined(separator: " ")
            let senses = senseLinks(for: lemma, places, generic: generic).map(written)
            if bases != nil || !senses.isEmpty { out += "\t" + (bases ?? "") }
            if !senses.isEmpty { out += "\t" + senses.joined(separator: ";") }
            out += "\n"
        }
        return out
    }

    /// The hierarchy line: one item per node, its parents' node numbers separated by commas. Node `n` below
    /// the identifier count is identifier `n`, with the parents of its synset (or the synset it is a kind
    /// of) and its parents in the knowledge table; the other nodes are the synsets met above them.
    func hierarchy(_ places: Places) -> String {
        let numbers = Dictionary(identifiers.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var nodeOfSynset: [Int: Int] = [:]
        for (number, identifier) in identifiers.enumerated() {
            if let alignment = alignments[identifier], !alignment.isKindOf, nodeOfSynset[alignment.synset] == nil {
                nodeOfSynset[alignment.synset] = number
            }
        }
        var parents: [[Int]] = Array(repeating: [], count: identifiers.count)
        var pending: [Int] = []
        func node(_ synset: Int) -> Int {
            if let known = nodeOfSynset[synset] { return known }
            nodeOfSynset[synset] = parents.count
            parents.append([])
            pending.append(synset)
            return parents.count - 1
        }
        let entries = Dictionary(table.entries.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        for (number, identifier) in identifiers.enumerated() {
            var above: [Int] = []
            if let alignment = alignments[identifier] {
                above = (alignment.isKindOf ? [alignment.synset] : wordNet.synsets[alignment.synset]?.hypernyms ?? []).map(node)
            }
            for parent in entries[identifier]?.parents ?? [] {
                if let parent = numbers[parent], !above.contains(parent) { above.append(parent) }
            }
            parents[number] = above
        }
        while let synset = pending.popLast() {
            let number = nodeOfSynset[synset]!
            parents[number] = (wordNet.synsets[synset]?.hypernyms ?? []).map(node)
        }
        return parents.map { $0.map(String.init).joined(separator: ",") }.joined(separator: " ")
    }

    /// For a word whose senses reach different identifiers, each sense's best links, in WordNet's sense
    /// order, without repeats; none for a word with one such sense.
    func senseLinks(for lemma: String, _ places: Places, generic: Set<String>) -> [[(String, Candidate)]] {
        let tagged = wordNet.taggedSenseCounts[lemma] ?? 0
        var groups: [[(String, Candidate)]] = []
        for (rank, offset) in (wordNet.senses[lemma] ?? []).enumerated() {
            var best: [String: Candidate] = [:]
            offerSense(lemma: lemma, rank: rank, offset: offset, tagged: tagged, places, cousins: true) { identifier, candidate in
                if let current = best[identifier], !candidate.isBetter(than: current) { return }
                best[identifier] = candidate
            }
            let group = Array(ranked(best, generic: generic).prefix(Self.maximumSenseLinks))
            if !group.isEmpty && !groups.contains(where: { $0.map(\.0) == group.map(\.0) }) { groups.append(group) }
        }
        return Set(groups.map { $0[0].0 }).count > 1 ? groups : []
    }

    /// One way a lemma reaches an identifier.
    struct Candidate {
        var cost: Double
        var relation: MeaningIndex.Relation
        var via: String?

        /// Cheaper first; on a tie, the closer relation.
        func isBetter(than other: Candidate) -> Bool {
            (cost, order) < (other.cost, other.order)
        }

        var order: Int {
            switch relation {
            case .synonym: return 0
            case .kindOf: return 1
            case .broader: return 2
            case .sister: return 3
            }
        }
    }

    /// The cheapest way to each identifier the senses of `lemma` reach.
    func candidates(for lemma: String, _ places: Places) -> [String: Candidate] {
        var best: [String: Candidate] = [:]
        func offer(_ identifier: String, _ candidate: Candidate) {
            if let current = best[identifier], !candidate.isBetter(than: current) { return }
            best[identifier] = candidate
        }
        let tagged = wordNet.taggedSenseCounts[lemma] ?? 0
        for (rank, offset) in (wordNet.senses[lemma] ?? []).enumerated() {
            offerSense(lemma: lemma, rank: rank, offset: offset, tagged: tagged, places, cousins: false, offer)
        }
        return best
    }

    /// The ways sense `rank` (synset `offset`) of `lemma` reaches identifiers, each passed to `offer`; with
    /// `cousins`, also the identifiers up to `broaderDepth` levels below a parent (not through the sense).
    func offerSense(lemma: String, rank: Int, offset: Int, tagged: Int, _ places: Places, cousins: Bool,
                    _ offer: (String, Candidate) -> Void) {
        guard let synset = wordNet.synsets[offset], !synset.isInstance else { return }
        func offerOther(_ identifier: String, _ candidate: Candidate) {
            if identifier != lemma { offer(identifier, candidate) }
        }
        var penalty = Double(rank) * Self.rankPenalty
        if rank >= tagged && tagged > 0 { penalty += Self.rarePenalty }
        if !wordNet.ancestors(of: offset).contains(TaxonomyBuilder.physicalEntity) { penalty += Self.abstractPenalty }
        for identifier in places.identifiersAt[offset] ?? [] {
            offerOther(identifier, Candidate(cost: penalty, relation: .synonym))
        }
        let narrower = places.below[offset] ?? []
        if Set(narrower.map(\.identifier)).count <= Self.maximumNarrower {
            for (identifier, depth) in narrower {
                offerOther(identifier, Candidate(cost: penalty + 0.5 + 0.5 * Double(depth), relation: .broader))
            }
        }
        for (identifier, cost) in places.nearestAbove(offset) {
            offerOther(identifier, Candidate(cost: penalty + cost, relation: .kindOf))
        }
        for (identifier, parent) in places.sisters(of: offset) {
            offerOther(identifier, Candidate(cost: penalty + Self.sisterCost, relation: .sister, via: parent))
        }
        guard cousins else { return }
        for (identifier, parent, depth) in places.cousins(of: offset) {
            offerOther(identifier, Candidate(cost: penalty + Self.sisterCost + 0.5 * Double(depth - 1), relation: .sister, via: parent))
        }
    }

    /// The candidates worth keeping, best first: within `maximumExtraCost` of the best, generic identifiers
    /// after specific ones; when only generic identifiers remain, only their synonyms ("dance" is dancing),
    /// since a broader generic alone is no help.
    func ranked(_ candidates: [String: Candidate], generic: Set<String>) -> [(String, Candidate)] {
        let cheapest = candidates.values.map(\.cost).min() ?? 0
        func key(_ item: (key: String, value: Candidate)) -> (Int, Double, Int, String) {
            (generic.contains(item.key) ? 1 : 0, item.value.cost, item.value.order, item.key)
        }
        let kept = candidates.filter { $0.value.cost <= cheapest + Self.maximumExtraCost }.sorted { key($0) < key($1) }
            .prefix(Self.maximumLinks).map { ($0.key, $0.value) }
        guard let first = kept.first, generic.contains(first.0) else { return kept }
        return kept.filter { $0.1.relation == .synonym }
    }

    /// Where the identifiers sit in WordNet.
    struct Places {
        let wordNet: WordNet
        /// Identifiers by the synset they are aligned to.
        var identifiersAt: [Int: [String]] = [:]
        /// Identifiers WordNet lacks (`kindof` decisions), by the synset they are a kind of.
        var kindsOf: [Int: [String]] = [:]
        /// Identifiers by the lemma of their sense (`rock` → `rocks`).
        var byWord: [String: [String]] = [:]
        /// For each synset, the identifiers up to `broaderDepth` levels below it, with their depth.
        var below: [Int: [(identifier: String, depth: Int)]] = [:]

        init(table: KnowledgeTable, alignments: [String: TaxonomyBuilder.Alignment], wordNet: WordNet) {
            self.wordNet = wordNet
            for info in table.entries {
                guard let alignment = alignments[info.identifier] else { continue }
                var frontier = alignment.isKindOf ? [alignment.synset] : wordNet.synsets[alignment.synset]?.hypernyms ?? []
                if alignment.isKindOf {
                    kindsOf[alignment.synset, default: []].append(info.identifier)
                } else {
                    identifiersAt[alignment.synset, default: []].append(info.identifier)
                    if let lemma = info.sense?.split(separator: "#").first { byWord[String(lemma), default: []].append(info.identifier) }
                }
                for depth in 1...MeaningIndexBuilder.broaderDepth {
                    for offset in Set(frontier) { below[offset, default: []].append((info.identifier, depth)) }
                    frontier = frontier.flatMap { wordNet.synsets[$0]?.hypernyms ?? [] }
                }
            }
        }

        /// The identifiers first met on each hypernym path up from `offset` within `kindOfDepth`, with the
        /// cost of reaching them: the distance, plus `homonymPenalty` for a synset that only shares a word
        /// with the identifier's sense (granite is a kind of rock the material; rocks is rock the stone).
        func nearestAbove(_ offset: Int) -> [(String, Double)] {
            var found: [(String, Double)] = []
            var seen: Set<Int> = [offset]
            var frontier = wordNet.synsets[offset]?.hypernyms ?? []
            for depth in 1...MeaningIndexBuilder.kindOfDepth {
                var next: [Int] = []
                for parent in frontier where seen.insert(parent).inserted {
                    if let identifiers = identifiersAt[parent] {
                        found += identifiers.map { ($0, Double(depth)) }
                        continue
                    }
                    let words = wordNet.synsets[parent]?.words ?? []
                    found += words.flatMap { byWord[$0] ?? [] }.map { ($0, Double(depth) + MeaningIndexBuilder.homonymPenalty) }
                    next += wordNet.synsets[parent]?.hypernyms ?? []
                }
                frontier = next
            }
            return found
        }

        /// The identifiers that share a parent with `offset`, with the parent's lemma: the identifiers among
        /// the parent's other kinds when the parent is no identifier and has few kinds, and the identifiers
        /// made a kind of the parent; none when there are too many.
        func sisters(of offset: Int) -> [(String, String)] {
            var found: [(String, String)] = []
            for parent in wordNet.synsets[offset]?.hypernyms ?? [] {
                let kinds = wordNet.synsets[parent]?.hyponyms ?? []
                let named = identifiersAt[parent] == nil && kinds.count <= MeaningIndexBuilder.maximumSisterKinds
                    ? kinds.filter { $0 != offset }.flatMap { identifiersAt[$0] ?? [] } : []
                let sisters = named + (kindsOf[parent] ?? [])
                guard sisters.count <= MeaningIndexBuilder.maximumNarrower, let via = wordNet.synsets[parent]?.words.first else { continue }
                found += sisters.map { ($0, via) }
            }
            return found
        }

        /// The identifiers two levels below a parent of `offset` that is no identifier, not through
        /// `offset` itself (a computer monitor is a monitor, a kind of display, as a screen is), with the
        /// parent's lemma and their depth below it; none when there are too many.
        func cousins(of offset: Int) -> [(String, String, Int)] {
            let own = Set((below[offset] ?? []).map(\.identifier) + (identifiersAt[offset] ?? []))
            var found: [(String, String, Int)] = []
            for parent in wordNet.synsets[offset]?.hypernyms ?? [] where identifiersAt[parent] == nil {
                let kinds = (below[parent] ?? []).filter { $0.depth == 2 && !own.contains($0.identifier) }
                guard !kinds.isEmpty, Set(kinds.map(\.identifier)).count <= MeaningIndexBuilder.maximumNarrower,
                      let via = wordNet.synsets[parent]?.words.first else { continue }
                found += kinds.map { ($0.identifier, via, $0.depth) }
            }
            return found
        }
    }
}
