/// What a category already maps, placed in the meaning index's hierarchy (WordNet's hypernyms and the
/// knowledge table's parents): it chooses among the senses of a dead entry of that category. In a list
/// that maps snail and dog, `slug` is the gastropod, not the counterfeit coin.
struct SuggestionContext: Sendable {
    /// The category, as messages name it.
    let category: String
    /// Every node at or above a mapped identifier, with the first mapped identifier below it.
    private let covered: [Int: String]

    /// The context of `category`, which maps `identifiers` (repeats and names the index lacks are ignored).
    init(category: String, mapping identifiers: some Sequence<String>, index: MeaningIndex) {
        self.category = category
        var covered: [Int: String] = [:]
        var seen = Set<String>()
        for identifier in identifiers where seen.insert(identifier).inserted {
            for node in index.lineage(of: identifier) where covered[node] == nil { covered[node] = identifier }
        }
        self.covered = covered
    }

    /// How close `identifier` is to the category: of the nodes at and above it that lie at or above
    /// something the category maps, the one with the fewest identifiers below it (the nearest of equals),
    /// as that count (the smaller, the closer; nil when none), with the mapped identifier under it.
    func closeness(of identifier: String, in index: MeaningIndex) -> (identifiersBelow: Int, nearest: String)? {
        var best: (identifiersBelow: Int, nearest: String)?
        for node in index.lineage(of: identifier) {
            guard let mapped = covered[node] else { continue }
            let below = index.identifiers(below: node)
            if best.map({ below < $0.identifiersBelow }) ?? true { best = (below, mapped) }
        }
        return best
    }
}

extension Suggester {
    /// A sense is chosen only when it shares with the category a node that holds at most this share of the
    /// identifiers: sharing `organism` or `artifact` says little.
    static let maximumSharedShare = 0.1

    /// `suggestions` with the sense of the entry's word nearest to the category first. Each sense's links
    /// (`MeaningIndex.senses(of:)`) are as close as the closest of them (`SuggestionContext.closeness`); the
    /// closest sense (the earliest of equals) moves ahead of the first meaning suggestion when it is closer
    /// than that suggestion (or, when nothing is suggested, than every other sense) and shares a node
    /// specific enough (`maximumSharedShare`). Spellings stay first.
    func choosingSense(_ suggestions: [Suggestion], lemmas: [String], context: SuggestionContext) -> [Suggestion] {
        let first = suggestions.firstIndex { $0.kind == .meaning }
        guard first != nil || suggestions.isEmpty else { return suggestions }
        let index = meaningIndex
        /// Identifiers below the most specific node shared with the category (more than all when none).
        func distance(_ identifier: String) -> Int { context.closeness(of: identifier, in: index)?.identifiersBelow ?? .max }
        var senses: [(lemma: String, links: [MeaningIndex.Link], distance: Int)] = []
        for lemma in lemmas {
            for links in index.senses(of: lemma) {
                let known = links.filter { vocabulary.contains($0.identifier) }
                guard let nearest = known.map({ distance($0.identifier) }).min() else { continue }
                senses.append((lemma, known, nearest))
            }
        }
        guard let best = senses.indices.min(by: { (senses[$0].distance, $0) < (senses[$1].distance, $1) }),
              Double(senses[best].distance) <= Self.maximumSharedShare * Double(index.identifierCount) else { return suggestions }
        let rival = first.map { distance(suggestions[$0].identifier) }
            ?? senses.indices.filter { $0 != best }.map { senses[$0].distance }.min() ?? .max
        guard senses[best].distance < rival else { return suggestions }
        let (lemma, links, _) = senses[best]
        let chosen = links.enumerated().map { number, link in
            var reason = reason(lemma, link)
            if number == 0, let nearest = context.closeness(of: link.identifier, in: index)?.nearest {
                reason += nearest == link.identifier ? ", which \(context.category) maps"
                    : ", the sense nearest to \(nearest) in \(context.category)"
            }
            return Suggestion(identifier: link.identifier, kind: .meaning, reason: reason)
        }
        let position = first ?? 0
        var reordered = Array(suggestions[..<position]) + chosen
        for suggestion in suggestions[position...] where !chosen.contains(where: { $0.identifier == suggestion.identifier }) {
            reordered.append(suggestion)
        }
        return reordered
    }
}
