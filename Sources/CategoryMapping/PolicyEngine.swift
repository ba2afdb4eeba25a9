/// Turns observations into verdicts under a policy: the one piece of code that both the linter
/// (`audit verdicts`, `audit replay`) and apps use, so that what the linter says is what ships.
public struct PolicyEngine: Sendable {
    public let table: CategoryTable
    public let hierarchy: Hierarchy
    public let policy: Policy
    /// Per-category thresholds; a category without one uses the policy's.
    public let thresholds: [String: Float]

    public init(table: CategoryTable, hierarchy: Hierarchy, policy: Policy, thresholds: [String: Float] = [:]) {
        self.table = table
        self.hierarchy = hierarchy
        self.policy = policy
        self.thresholds = thresholds
    }

    /// The verdict for one photo's observations, in any order: they are ranked by confidence (ties keep
    /// the order given), and an observation counts for a category when its confidence reaches that
    /// category's threshold. When nothing decides, the verdict is empty and names the rank-1 observation.
    public func verdict(for observations: [Observation]) -> Verdict {
        switch policy {
        case .firstMatch(let top, _):
            let ranked = Self.best(observations, count: top)
            for observation in ranked {
                let categories = counted(observation)
                if !categories.isEmpty { return Verdict(categories: categories, decidedBy: [observation]) }
            }
            return fallback(ranked)
        case .top1:
            let ranked = Self.best(observations, count: 1)
            guard let first = ranked.first else { return fallback(ranked) }
            let categories = counted(first)
            return categories.isEmpty ? fallback(ranked) : Verdict(categories: categories, decidedBy: [first])
        case .any:
            let deciding = Self.ranked(observations.filter { !counted($0).isEmpty })
            return deciding.isEmpty ? fallback(Self.best(observations, count: 1)) : verdict(of: deciding)
        case .mostSpecific:
            let mapped = observations.filter { !counted($0).isEmpty }
            guard let deepest = mapped.map({ hierarchy.depth(of: $0.identifier) }).max() else {
                return fallback(Self.best(observations, count: 1))
            }
            return verdict(of: Self.ranked(mapped.filter { hierarchy.depth(of: $0.identifier) == deepest }))
        }
    }

    /// What the policy makes of a photo of `identifier` in the static model: the photo reports the
    /// identifier and all its ancestors, each ancestor at least as confident as its kinds, so every
    /// observation passes the thresholds when the identifier does.
    public func verdict(forPhotoOf identifier: String) -> PhotoVerdict {
        let chain = hierarchy.chain(of: identifier)
        let mapped = chain.filter(table.isMapped)
        // Ties let Vision list any member of the chain first, so each mapped member can decide.
        let possible = categories(of: mapped)
        let deciders: [String]
        switch policy {
        case .firstMatch(let top, _):
            deciders = chain.prefix(max(top, 0)).first(where: table.isMapped).map { [$0] } ?? []
        case .top1:
            deciders = chain.first.map { table.isMapped($0) ? [$0] : [] } ?? []
        case .any:
            deciders = mapped
        case .mostSpecific:
            let deepest = mapped.map(hierarchy.depth(of:)).max()
            deciders = mapped.filter { hierarchy.depth(of: $0) == deepest }
        }
        let verdict = categories(of: deciders)
        let isOrderFree = policy.kind == .any || policy.kind == .mostSpecific
        return PhotoVerdict(identifier: identifier, chain: chain, categories: verdict, decidedBy: deciders,
                            possible: isOrderFree ? verdict : possible)
    }

    /// The categories `observation` counts for under the thresholds.
    private func counted(_ observation: Observation) -> [String] {
        let categories = table.categories(of: observation.identifier)
        guard !categories.isEmpty else { return [] }
        return categories.filter { observation.confidence >= (thresholds[$0] ?? policy.threshold) }
    }

    private func verdict(of deciding: [Observation]) -> Verdict {
        var categories = Set<String>()
        for observation in deciding { categories.formUnion(counted(observation)) }
        return Verdict(categories: categories.sorted(), decidedBy: deciding)
    }

    private func categories(of identifiers: [String]) -> [String] {
        var categories = Set<String>()
        for identifier in identifiers { categories.formUnion(table.categories(of: identifier)) }
        return categories.sorted()
    }

    private func fallback(_ ranked: [Observation]) -> Verdict {
        Verdict(categories: [], decidedBy: ranked.first.map { [$0] } ?? [])
    }

    /// Whether `a` ranks before `b`: more confident first; NaN last.
    private static func outranks(_ a: Observation, _ b: Observation) -> Bool {
        if a.confidence.isNaN { return false }
        if b.confidence.isNaN { return true }
        return a.confidence > b.confidence
    }

    /// The `count` best observations, ranked, ties in the order given: one pass that keeps a small
    /// ranked buffer, not a sort of the whole result.
    static func best(_ observations: [Observation], count: Int) -> [Observation] {
        guard count > 0 else { return [] }
        var best: [Observation] = []
        best.reserveCapacity(count + 1)
        for observation in observations {
            if best.count == count, let last = best.last, !outranks(observation, last) { continue }
            var index = best.count
            while index > 0 && outranks(observation, best[index - 1]) { index -= 1 }
            best.insert(observation, at: index)
            if best.count > count { best.removeLast() }
        }
        return best
    }

    /// All of `observations`, ranked, ties in the order given.
    static func ranked(_ observations: [Observation]) -> [Observation] {
        observations.enumerated().sorted { lhs, rhs in
            outranks(lhs.element, rhs.element) || (!outranks(rhs.element, lhs.element) && lhs.offset < rhs.offset)
        }.map(\.element)
    }
}
