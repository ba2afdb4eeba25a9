/// How a source entry reaches a target identifier through WordNet, closest first.
enum PortRelation: Sendable, Comparable, Hashable {
    /// The same synset: sofa and Couch.
    case synonym
    /// Neither is in WordNet (each a kind of some synset) and both have the same name, case and separators
    /// aside: hoodie and Hoodie.
    case sameName
    /// Neither is in WordNet, both are kinds of the same synset and their names share a word: stuffed_animals
    /// and Stuffed toy, both kinds of toy.
    case namedAlike
    /// The target is the nearest identifier above the entry: armchair is a kind of Chair.
    case kindOf(distance: Int)
    /// The target is one of the entry's kinds: dog and beagle.
    case narrower(distance: Int)

    /// The words a ported line's comment uses: `synonym`, `kind of Chair`, `one of its kinds`.
    func describe(target: String) -> String {
        switch self {
        case .synonym: return "synonym"
        case .sameName: return "same name"
        case .namedAlike: return "named alike, both kinds of the same thing"
        case .kindOf: return "kind of \(target)"
        case .narrower: return "one of its kinds"
        }
    }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }

    /// Whether the target means the entry itself, not something above or below it: only then does an
    /// exclusion carry over.
    var isSameConcept: Bool { rank.0 == 0 }

    private var rank: (Int, Int) {
        switch self {
        case .synonym, .sameName: return (0, 0)
        case .namedAlike: return (0, 1)
        case .kindOf(let distance): return (1, distance)
        case .narrower(let distance): return (2, distance)
        }
    }
}

/// Where a ported line comes from: one entry of a source file, and how it reaches the target identifier.
struct PortOrigin: Sendable {
    let category: String
    let entry: MappingEntry
    let relation: PortRelation
    /// The entry's position among all source entries, which orders the ported lines.
    let order: Int
}

/// One line of a ported file.
struct PortedLine: Sendable {
    let identifier: String
    let isExclusion: Bool
    /// Every source entry that reaches it here, closest first, then in source order.
    let origins: [PortOrigin]
}

/// A source entry that carries nothing over, and why.
struct LeftOutEntry: Sendable {
    enum Reason: Sendable, Equatable {
        /// The entry is no identifier of the source vocabulary.
        case notAnIdentifier
        /// The knowledge table gives the identifier no WordNet sense.
        case noSense
        /// No target identifier has its synset, one above it or one below it.
        case noCounterpart
        /// A target identifier has its name but, in the knowledge tables, another WordNet sense.
        case otherSense(identifier: String)
        /// An exclusion whose nearest counterpart is above or below it, not the same concept.
        case exclusionNotCarried(nearest: String, relation: PortRelation)
        /// Its counterpart is reached as closely from entries of other categories: left out of all.
        case ambiguous(identifier: String, categories: [String])
        /// Its counterpart is reached more closely from an entry of another category.
        case outranked(identifier: String, by: String)
        /// Its counterpart is excluded from the category by an exclusion (`by`, the entry) at least as close.
        case excluded(identifier: String, by: String)
    }

    let path: String
    let category: String
    let entry: MappingEntry
    let reason: Reason
}

/// The ported mapping of one category.
struct PortedCategory: Sendable {
    let category: String
    let lines: [PortedLine]
    /// The entries of this category that carry nothing over, in source order.
    let leftOut: [LeftOutEntry]
}

/// Carries mapping files from one vocabulary to another through the WordNet senses of both: each entry
/// goes to the target identifiers with its synset (or, for one WordNet lacks, its name), else to the
/// nearest non-generic ones above it. A flat target also gets the non-generic ones below it, since it
/// reports a photo of a kind without the entry (ImageNet's breeds for `dog`, ML Kit's `Loveseat` with
/// `Couch` for `sofa`); a hierarchical one reports the kinds' ancestors with them, so it gets only the
/// topmost kinds below, and only when nothing else is found.
/// A target identifier reached from several categories goes to the closest; equally close, to none (it is
/// listed). An exclusion carries over only to the same concept and, in its category, outranks a mapping
/// that is no closer.
struct Porter {
    let source: ConceptTable
    let target: ConceptTable

    /// The target identifiers `identifier` of the source reaches, with how, closest first; empty when none.
    func counterparts(of identifier: String) -> [(identifier: String, relation: PortRelation)] {
        guard let concept = source.concept(of: identifier) else { return [] }
        var found = same(identifier, concept)
        if found.isEmpty {
            var nearestDistance = Int.max
            for ancestor in source.ancestors(of: concept) where ancestor.distance <= nearestDistance {
                for above in target.identifiers(at: ancestor.synset) where !target.isGeneric(above) {
                    found.append((above, .kindOf(distance: ancestor.distance)))
                    nearestDistance = ancestor.distance
                }
            }
        }
        guard !concept.isKindOf, target.reporting == .flat || found.isEmpty else { return found }
        var below = target.identifiers(below: concept.synset).filter { kind in
            !target.isGeneric(kind.identifier) && !found.contains { $0.identifier == kind.identifier }
        }
        if target.reporting == .hierarchical {
            // A hierarchical classifier reports the kinds below with their ancestors: the topmost suffice.
            let synsets = Set(below.compactMap { target.concept(of: $0.identifier)?.synset })
            below.removeAll { kind in
                guard let concept = target.concept(of: kind.identifier) else { return true }
                return target.ancestors(of: concept).contains { synsets.contains($0.synset) }
            }
        }
        return found + below.map { ($0.identifier, .narrower(distance: $0.distance)) }
    }

    /// The target identifiers that are the entry's concept itself: its synset, or for an identifier WordNet
    /// lacks, its name, or a kind of the same synset with a word of its name.
    private func same(_ identifier: String, _ concept: ConceptTable.Concept) -> [(identifier: String, relation: PortRelation)] {
        if !concept.isKindOf { return target.identifiers(at: concept.synset).map { ($0, .synonym) } }
        let named = target.identifiers(namedLike: identifier).filter { target.concept(of: $0)?.isKindOf == true }
        if !named.isEmpty { return named.map { ($0, .sameName) } }
        let words = ConceptTable.words(of: identifier)
        return target.identifiers(kindOf: concept.synset).filter { !words.isDisjoint(with: ConceptTable.words(of: $0)) }
            .map { ($0, .namedAlike) }
    }

    /// Why `entry` has no counterpart: an identifier of the same name means the knowledge tables give the
    /// two other senses; an exclusion carries over only to the same concept.
    private func noCounterpart(_ entry: MappingEntry) -> LeftOutEntry.Reason {
        if let namesake = target.identifiers(namedLike: entry.text).first { return .otherSense(identifier: namesake) }
        if entry.isExclusion, let nearest = counterparts(of: entry.text).first {
            return .exclusionNotCarried(nearest: nearest.identifier, relation: nearest.relation)
        }
        return .noCounterpart
    }

    /// The ported categories of `files`, in the order of their first file.
    func port(_ files: [MappingList]) -> [PortedCategory] {
        var categories: [String] = []
        var candidates: [String: [Candidate]] = [:]
        var targetOrder: [String] = []
        var leftOut: [LeftOutEntry] = []
        var reached: [Int: [(identifier: String, relation: PortRelation)]] = [:]
        var order = 0
        for file in files {
            if !categories.contains(file.category) { categories.append(file.category) }
            for entry in file.entries {
                defer { order += 1 }
                let reason: LeftOutEntry.Reason?
                if !source.contains(entry.text) {
                    reason = .notAnIdentifier
                } else if source.concept(of: entry.text) == nil {
                    reason = .noSense
                } else {
                    var found = counterparts(of: entry.text)
                    if entry.isExclusion { found.removeAll { !$0.relation.isSameConcept } }
                    reached[order] = found
                    reason = found.isEmpty ? noCounterpart(entry) : nil
                    for counterpart in found {
                        if candidates[counterpart.identifier] == nil { targetOrder.append(counterpart.identifier) }
                        candidates[counterpart.identifier, default: []].append(Candidate(origin: PortOrigin(
                            category: file.category, entry: entry, relation: counterpart.relation, order: order)))
                    }
                }
                if let reason { leftOut.append(LeftOutEntry(path: file.path, category: file.category, entry: entry, reason: reason)) }
            }
        }
        var lines: [String: [PortedLine]] = [:]
        var carried = Set<Int>()
        var lostReason: [Int: LeftOutEntry.Reason] = [:]
        for identifier in targetOrder {
            let decision = decide(identifier, candidates[identifier] ?? [])
            for line in decision.lines {
                lines[line.origins[0].category, default: []].append(line)
                carried.formUnion(line.origins.map(\.order))
            }
            for (order, reason) in decision.lost where lostReason[order] == nil { lostReason[order] = reason }
        }
        // An entry none of whose counterparts survived is listed with the reason its closest one was lost.
        var position = 0
        for file in files {
            for entry in file.entries {
                defer { position += 1 }
                guard reached[position]?.isEmpty == false, !carried.contains(position) else { continue }
                leftOut.append(LeftOutEntry(path: file.path, category: file.category, entry: entry,
                                            reason: lostReason[position] ?? .noCounterpart))
            }
        }
        leftOut.sort { ($0.path, $0.entry.line) < ($1.path, $1.entry.line) }
        return categories.map { category in
            PortedCategory(category: category,
                           lines: (lines[category] ?? []).sorted { $0.origins[0].order < $1.origins[0].order },
                           leftOut: leftOut.filter { $0.category == category })
        }
    }

    private struct Candidate {
        let origin: PortOrigin
        var isExclusion: Bool { origin.entry.isExclusion }
    }

    /// Where one target identifier goes: its lines, and the entries that lost it, with why.
    private func decide(_ identifier: String, _ candidates: [Candidate]) -> (lines: [PortedLine], lost: [(Int, LeftOutEntry.Reason)]) {
        func best(_ list: [Candidate]) -> [String: PortRelation] {
            var result: [String: PortRelation] = [:]
            for candidate in list {
                let category = candidate.origin.category
                result[category] = min(result[category] ?? candidate.origin.relation, candidate.origin.relation)
            }
            return result
        }
        let mapping = candidates.filter { !$0.isExclusion }, exclusions = candidates.filter(\.isExclusion)
        let mapped = best(mapping), excluded = best(exclusions)
        var lost: [(Int, LeftOutEntry.Reason)] = []
        var winner: String?
        if let closest = mapped.values.min() {
            let closestCategories = mapped.filter { $0.value == closest }.map(\.key).sorted()
            if closestCategories.count == 1, let only = closestCategories.first {
                if let exclusion = excluded[only], exclusion <= closest {
                    let by = Self.ordered(exclusions.filter { $0.origin.category == only })[0].entry.text
                    lost += mapping.map { ($0.origin.order, .excluded(identifier: identifier, by: by)) }
                } else {
                    winner = only
                    lost += mapping.filter { $0.origin.category != only }.map { ($0.origin.order, .outranked(identifier: identifier, by: only)) }
                }
            } else {
                lost += mapping.map { ($0.origin.order, .ambiguous(identifier: identifier, categories: closestCategories)) }
            }
        }
        var lines: [PortedLine] = []
        if let winner {
            lines.append(PortedLine(identifier: identifier, isExclusion: false, origins: Self.ordered(mapping.filter { $0.origin.category == winner })))
        }
        for category in excluded.keys.sorted() where category != winner {
            lines.append(PortedLine(identifier: identifier, isExclusion: true, origins: Self.ordered(exclusions.filter { $0.origin.category == category })))
        }
        if let winner {
            lost += exclusions.filter { $0.origin.category == winner }.map { ($0.origin.order, .outranked(identifier: identifier, by: winner)) }
        }
        return (lines, lost)
    }

    private static func ordered(_ candidates: [Candidate]) -> [PortOrigin] {
        candidates.map(\.origin).sorted { ($0.relation, $0.order) < ($1.relation, $1.order) }
    }
}
