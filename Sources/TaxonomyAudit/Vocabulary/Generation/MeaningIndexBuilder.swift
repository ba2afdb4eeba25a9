/// Builds the text of the `MeaningIndex` from WordNet and the senses the identifiers are aligned to.
///
/// Every sense of every noun lemma is looked at (instances such as people and places aside). A sense
/// links to the identifiers aligned to its own synset (synonyms), to the nearest identifiers above it
/// (it is a kind of them; a parent that another sense of an identifier's word names counts one step
/// more), to the identifiers just below it (they are kinds of it), and to the identifiers that share its
/// parent when that parent is not one, or that the overrides make a kind of its parent (sisters). A link costs its distance plus penalties for rare and
/// abstract senses, so the senses closest to the vocabulary win; generic identifiers rank last.
struct MeaningIndexBuilder {
    let wordNet: WordNet
    /// In the order of the vocabulary file; links name identifiers by their position here.
    let identifiers: [String]
    let alignments: [String: TaxonomyBuilder.Alignment]
    let table: KnowledgeTable

    /// Links kept per lemma.
    static let maximumLinks = 4
    /// How far up a sense may be from the identifier it is a kind of.
    static let kindOfDepth = 4
    /// How far down an identifier may be from a sense it is a kind of.
    static let broaderDepth = 2
    /// A sense with more identifiers below it (or beside it, under a shared parent) than this is too broad
    /// to stand for any one of them.
    static let maximumNarrower = 3

    /// A parent with more kinds than this (person, instrumentality) says too little to make its kinds sisters.
    static let maximumSisterKinds = 25
    /// Links costing more than this above a lemma's best link are left out.
    static let maximumExtraCost = 2.0

    /// Costs: per step in WordNet's sense order, for a sense the tagged corpus never saw while another
    /// was seen, for a sense that is no physical thing, and for reaching an identifier through its word only.
    static let rankPenalty = 0.5, rarePenalty = 1.0, abstractPenalty = 1.0, homonymPenalty = 1.0
    /// The cost of a sister: about as near as an identifier two levels up.
    static let sisterCost = 2.0

    private struct Candidate {
        var cost: Double
        var relation: MeaningIndex.Relation
        var via: String?

        /// Cheaper first; on a tie, the closer relation.
        func isBetter(than other: Candidate) -> Bool {
            (cost, Self.order(relation)) < (other.cost, Self.order(other.relation))
        }

        static func order(_ relation: MeaningIndex.Relation) -> Int {
            switch relation {
            case .synonym: return 0
            case .kindOf: return 1
            case .broader: return 2
            case .sister: return 3
            }
        }
    }

    /// The index text: the identifier line, then one line per lemma (so that a real word is known for
    /// one even when it links nowhere) and per irregular plural, sorted by bytes.
    func text() -> String {
        let numbers = Dictionary(identifiers.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let generic = Set(table.entries.filter(\.isGeneric).map(\.identifier))
        var identifiersAt: [Int: [String]] = [:]
        var below: [Int: [(identifier: String, depth: Int)]] = [:]
        var byWord: [String: [String]] = [:]
        var kindsOf: [Int: [String]] = [:]  // identifiers WordNet lacks, by the synset they are a kind of
        for info in table.entries {
            guard let alignment = alignments[info.identifier] else { continue }
            var frontier = alignment.isKindOf ? [alignment.synset] : hypernyms(alignment.synset)
            if alignment.isKindOf {
                kindsOf[alignment.synset, default: []].append(info.identifier)
            } else {
                identifiersAt[alignment.synset, default: []].append(info.identifier)
                if let lemma = info.sense?.split(separator: "#").first { byWord[String(lemma), default: []].append(info.identifier) }
            }
            for depth in 1...Self.broaderDepth {
                for offset in Set(frontier) { below[offset, default: []].append((info.identifier, depth)) }
                frontier = frontier.flatMap(hypernyms)
            }
        }
        let places = Places(identifiersAt: identifiersAt, byWord: byWord)

        var lines: [String] = []
        let words = Set(wordNet.senses.keys).union(wordNet.exceptions.keys)
        for lemma in words.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            var best: [String: Candidate] = [:]
            func offer(_ identifier: String, _ candidate: Candidate) {
                guard identifier != lemma else { return }
                if let current = best[identifier], !candidate.isBetter(than: current) { return }
                best[identifier] = candidate
            }
            let tagged = wordNet.taggedSenseCounts[lemma] ?? 0
            for (rank, offset) in (wordNet.senses[lemma] ?? []).enumerated() {
                guard let synset = wordNet.synsets[offset], !synset.isInstance else { continue }
                let ancestors = ancestors(of: offset)
                var penalty = Double(rank) * Self.rankPenalty
                if rank >= tagged && tagged > 0 { penalty += Self.rarePenalty }
                if !ancestors.contains(TaxonomyBuilder.physicalEntity) { penalty += Self.abstractPenalty }
                for identifier in identifiersAt[offset] ?? [] {
                    offer(identifier, Candidate(cost: penalty, relation: .synonym))
                }
                let narrower = below[offset] ?? []
                if Set(narrower.map(\.identifier)).count <= Self.maximumNarrower {
                    for (identifier, depth) in narrower {
                        offer(identifier, Candidate(cost: penalty + 0.5 + 0.5 * Double(depth), relation: .broader))
                    }
                }
                for (identifier, cost) in places.nearestAbove(offset, in: wordNet) {
                    offer(identifier, Candidate(cost: penalty + cost, relation: .kindOf))
                }
                for parent in synset.hypernyms {
                    let kinds = wordNet.synsets[parent]?.hyponyms ?? []
                    let named = identifiersAt[parent] == nil && kinds.count <= Self.maximumSisterKinds
                        ? kinds.filter { $0 != offset }.flatMap { identifiersAt[$0] ?? [] } : []
                    let sisters = named + (kindsOf[parent] ?? [])
                    guard sisters.count <= Self.maximumNarrower else { continue }
                    let via = wordNet.synsets[parent]?.words.first
                    for identifier in sisters { offer(identifier, Candidate(cost: penalty + Self.sisterCost, relation: .sister, via: via)) }
                }
            }
            // Generic identifiers only follow specific ones; alone they would be no help.
            func key(_ link: (key: String, value: Candidate)) -> (Int, Double, Int, String) {
                (generic.contains(link.key) ? 1 : 0, link.value.cost, Candidate.order(link.value.relation), link.key)
            }
            let cheapest = best.values.map(\.cost).min() ?? 0
            let ranked = best.filter { $0.value.cost <= cheapest + Self.maximumExtraCost }
                .sorted { key($0) < key($1) }.prefix(Self.maximumLinks)
            let links = ranked.first.map { generic.contains($0.key) } == false ? ranked.map { identifier, candidate in
                "\(candidate.relation.rawValue)\(numbers[identifier]!)" + (candidate.via.map { ":" + $0 } ?? "")
            } : []
            let bases = wordNet.exceptions[lemma] ?? []
            var line = lemma + "\t" + links.joined(separator: ",")
            if !bases.isEmpty { line += "\t" + bases.joined(separator: " ") }
            lines.append(line)
        }
        return identifiers.joined(separator: " ") + "\n" + lines.map { $0 + "\n" }.joined()
    }

    private func hypernyms(_ offset: Int) -> [Int] { wordNet.synsets[offset]?.hypernyms ?? [] }

    private func ancestors(of offset: Int) -> Set<Int> {
        var seen = Set<Int>()
        var stack = hypernyms(offset)
        while let next = stack.popLast() {
            if seen.insert(next).inserted { stack += hypernyms(next) }
        }
        return seen
    }

    /// Where identifiers sit in WordNet: their synsets, and the words of their senses.
    private struct Places {
        let identifiersAt: [Int: [String]]
        /// Identifiers by the lemma of their sense (`rock` → `rocks`).
        let byWord: [String: [String]]

        /// The identifiers first met on each hypernym path up from `offset` within `kindOfDepth`, with the
        /// cost of reaching them: the distance, plus `homonymPenalty` for a synset that only shares a word
        /// with the identifier's sense (granite is a kind of rock the material; rocks is rock the stone).
        func nearestAbove(_ offset: Int, in wordNet: WordNet) -> [(String, Double)] {
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
    }
}
