extension PolicyEngine {
    /// What the policy makes of a photo of each of `identifiers`: the verdicts `verdict(forPhotoOf:)` gives,
    /// each chain worked out once and extended by its kinds instead of walked again from every kind.
    package func verdicts(forPhotosOf identifiers: [String]) -> [String: PhotoVerdict] {
        // Their ancestors get links too: room for as many again.
        var chains = PhotoChains(engine: self, count: 2 * identifiers.count)
        var verdicts: [String: PhotoVerdict] = [:]
        verdicts.reserveCapacity(identifiers.count)
        for identifier in identifiers {
            verdicts[identifier] = chains.verdict(forPhotoOf: identifier)
        }
        return verdicts
    }
}

/// The chains of a hierarchy, each built from its parents' chains: a kind's ancestors are its parents'
/// chains merged in the usual order (by depth, then by identifier). Where the parents form a cycle, which a
/// real table never has, the chain is walked in full as `Hierarchy.chain(of:)` does, and so are its kinds'.
struct PhotoChains {
    /// One identifier's chain with, for each member, its depth and whether it is mapped, and the categories
    /// of the mapped members.
    struct Link {
        var chain: [String]
        /// Per member of `chain`: its depth times two, plus one when it is mapped.
        var marks: [Int]
        /// The categories of the mapped members, sorted.
        var possible: [String]
        /// Whether the chain was walked in full (a cycle above it) and cannot be extended by its kinds.
        var isWalked: Bool

        func isMapped(_ position: Int) -> Bool { marks[position] & 1 == 1 }
        func depth(_ position: Int) -> Int { marks[position] >> 1 }
    }

    let engine: PolicyEngine
    private var links: [String: Link] = [:]
    /// The identifiers whose chain is being built, innermost last: meeting one again is a cycle.
    private var path: [String] = []

    /// Chains for about `count` identifiers.
    init(engine: PolicyEngine, count: Int) {
        self.engine = engine
        links.reserveCapacity(count)
    }

    /// The same verdict as `engine.verdict(forPhotoOf:)`.
    mutating func verdict(forPhotoOf identifier: String) -> PhotoVerdict {
        let link = link(of: identifier) ?? walkedLink(of: identifier)
        let chain = link.chain
        var deciders: [String] = []
        let policy = engine.policy
        switch policy {
        case .firstMatch(let top, _):
            if let first = (0..<min(max(top, 0), chain.count)).first(where: link.isMapped) { deciders = [chain[first]] }
        case .top1:
            if !chain.isEmpty && link.isMapped(0) { deciders = [chain[0]] }
        case .any:
            deciders = chain.indices.filter(link.isMapped).map { chain[$0] }
        case .mostSpecific:
            let mapped = chain.indices.filter(link.isMapped)
            if let deepest = mapped.map(link.depth).max() {
                deciders = mapped.filter { link.depth($0) == deepest }.map { chain[$0] }
            }
        }
        let categories: [String]
        if policy.kind == .any {
            categories = link.possible
        } else if deciders.count == 1 {
            categories = engine.table.categories(of: deciders[0])
        } else {
            categories = Self.union(deciders.map(engine.table.categories(of:)))
        }
        let isOrderFree = policy.kind == .any || policy.kind == .mostSpecific
        return PhotoVerdict(identifier: identifier, chain: chain, categories: categories, decidedBy: deciders,
                            possible: isOrderFree ? categories : link.possible)
    }

    /// The link of `identifier` built from its parents' links; nil when `identifier` is already being built
    /// (a cycle), which makes its kinds on that path walk their chains in full.
    private mutating func link(of identifier: String) -> Link? {
        if let known = links[identifier] { return known }
        guard !path.contains(identifier) else { return nil }
        path.append(identifier)
        let parents = engine.hierarchy.parents(of: identifier)
        var parentLinks: [Link] = []
        parentLinks.reserveCapacity(parents.count)
        var isWalked = false
        for parent in parents {
            guard let link = link(of: parent), !link.isWalked else {
                isWalked = true
                break
            }
            parentLinks.append(link)
        }
        path.removeLast()
        let link = isWalked ? walkedLink(of: identifier) : extendedLink(of: identifier, parents: parentLinks)
        links[identifier] = link
        return link
    }

    /// The parents' chains merged in the usual order, then `identifier`.
    private func extendedLink(of identifier: String, parents: [Link]) -> Link {
        let own = engine.table.categories(of: identifier)
        let mark = engine.hierarchy.depth(of: identifier) << 1 | (own.isEmpty ? 0 : 1)
        var link = parents.first ?? Link(chain: [], marks: [], possible: [], isWalked: false)
        for other in parents.dropFirst() { link = Self.merged(link, other) }
        link.chain.append(identifier)
        link.marks.append(mark)
        if !own.isEmpty { link.possible = link.possible.isEmpty ? own : Self.union([link.possible, own]) }
        return link
    }

    /// The chain walked in full, for an identifier with a cycle above it.
    private func walkedLink(of identifier: String) -> Link {
        let chain = engine.hierarchy.chain(of: identifier)
        let marks = chain.map { engine.hierarchy.depth(of: $0) << 1 | (engine.table.isMapped($0) ? 1 : 0) }
        let possible = Self.union(chain.filter(engine.table.isMapped).map(engine.table.categories(of:)))
        return Link(chain: chain, marks: marks, possible: possible, isWalked: true)
    }

    /// Two chains' members in the usual order (by depth, then identifier), each once.
    private static func merged(_ a: Link, _ b: Link) -> Link {
        var result = Link(chain: [], marks: [], possible: union([a.possible, b.possible]), isWalked: false)
        result.chain.reserveCapacity(a.chain.count + b.chain.count + 1)
        result.marks.reserveCapacity(a.chain.count + b.chain.count + 1)
        var i = 0, j = 0
        while i < a.chain.count || j < b.chain.count {
            let takeA: Bool, takeB: Bool
            if j == b.chain.count {
                (takeA, takeB) = (true, false)
            } else if i == a.chain.count {
                (takeA, takeB) = (false, true)
            } else if a.depth(i) != b.depth(j) {
                takeA = a.depth(i) < b.depth(j)
                takeB = !takeA
            } else if a.chain[i] == b.chain[j] {
                (takeA, takeB) = (true, true)
            } else {
                takeA = a.chain[i] < b.chain[j]
                takeB = !takeA
            }
            if takeA {
                result.chain.append(a.chain[i])
                result.marks.append(a.marks[i])
                i += 1
                if takeB { j += 1 }
            } else {
                result.chain.append(b.chain[j])
                result.marks.append(b.marks[j])
                j += 1
            }
        }
        return result
    }

    /// The sorted union of sorted lists.
    private static func union(_ lists: [[String]]) -> [String] {
        let nonEmpty = lists.filter { !$0.isEmpty }
        if nonEmpty.count <= 1 { return nonEmpty.first ?? [] }
        let sorted = nonEmpty.joined().sorted()
        var result: [String] = []
        result.reserveCapacity(sorted.count)
        for category in sorted where result.last != category { result.append(category) }
        return result
    }
}
