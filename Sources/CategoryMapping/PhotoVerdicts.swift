extension PolicyEngine {
    /// What the policy makes of a photo of each of `identifiers`: the verdicts `verdict(forPhotoOf:)` gives,
    /// each chain worked out once and extended by its kinds instead of walked again from every kind.
    package func verdicts(forPhotosOf identifiers: [String]) -> [String: PhotoVerdict] {
        var chains = PhotoChains(engine: self)
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
///
/// Chains are kept by the hierarchy's numbers and the mapped members' categories looked up by number, so
/// building them hashes no identifier; names are read only for the verdicts.
struct PhotoChains {
    /// One member of a chain: its number, and its depth times two plus one when it is mapped.
    struct Member {
        let number: Int32
        let mark: Int32

        var isMapped: Bool { mark & 1 == 1 }
        var depth: Int32 { mark >> 1 }
    }

    /// One identifier's chain, and the categories of its mapped members.
    struct Link {
        var chain: [Member]
        /// The categories of the mapped members, sorted.
        var possible: [String]
        /// Whether the chain was walked in full (a cycle above it) and cannot be extended by its kinds.
        var isWalked: Bool
    }

    let engine: PolicyEngine
    private let hierarchy: Hierarchy
    /// Per number: the position in `categoryLists` of its categories, or -1 when it is not mapped.
    private let listOf: [Int32]
    private let categoryLists: [[String]]
    /// Per number: the position of its link in `links`, or -1 while it has none.
    private var linkOf: [Int32]
    private var links: [Link] = []
    /// Per number: whether its chain is being built; meeting one again is a cycle.
    private var onPath: [Bool]

    init(engine: PolicyEngine) {
        let hierarchy = engine.hierarchy
        (self.engine, self.hierarchy) = (engine, hierarchy)
        var listOf = [Int32](repeating: -1, count: hierarchy.count)
        var categoryLists: [[String]] = []
        engine.table.forEach { identifier, categories in
            guard let number = hierarchy.number(of: identifier) else { return }
            listOf[number] = Int32(categoryLists.count)
            categoryLists.append(categories)
        }
        (self.listOf, self.categoryLists) = (listOf, categoryLists)
        linkOf = [Int32](repeating: -1, count: hierarchy.count)
        onPath = [Bool](repeating: false, count: hierarchy.count)
    }

    /// The same verdict as `engine.verdict(forPhotoOf:)`.
    mutating func verdict(forPhotoOf identifier: String) -> PhotoVerdict {
        guard let number = hierarchy.number(of: identifier) else { return verdict(forUnlisted: identifier) }
        let link = self.link(number) ?? walkedLink(number)
        let chain = link.chain
        var deciders: [Int] = []
        let policy = engine.policy
        switch policy {
        case .firstMatch(let top, _):
            if let first = (0..<min(max(top, 0), chain.count)).first(where: { chain[$0].isMapped }) { deciders = [first] }
        case .top1:
            if !chain.isEmpty && chain[0].isMapped { deciders = [0] }
        case .any:
            deciders = chain.indices.filter { chain[$0].isMapped }
        case .mostSpecific:
            let mapped = chain.indices.filter { chain[$0].isMapped }
            if let deepest = mapped.map({ chain[$0].depth }).max() {
                deciders = mapped.filter { chain[$0].depth == deepest }
            }
        }
        // Loops rather than closures, which would copy the chains' state for every verdict.
        let categories: [String]
        if policy.kind == .any {
            categories = link.possible
        } else {
            var found: [String] = []
            for position in deciders { found = Self.union(found, self.categories(of: chain[position])) }
            categories = found
        }
        let hierarchy = hierarchy
        let names = chain.map { hierarchy.name(ofNumber: Int($0.number)) }
        let decidedBy = deciders.map { names[$0] }
        let isOrderFree = policy.kind == .any || policy.kind == .mostSpecific
        return PhotoVerdict(identifier: identifier, chain: names, categories: categories, decidedBy: decidedBy,
                            possible: isOrderFree ? categories : link.possible)
    }

    /// The verdict for an identifier the hierarchy does not list: its chain is itself alone.
    private func verdict(forUnlisted identifier: String) -> PhotoVerdict {
        let own = engine.table.categories(of: identifier)
        let decides: Bool
        switch engine.policy {
        case .firstMatch(let top, _): decides = !own.isEmpty && top > 0
        case .top1, .any, .mostSpecific: decides = !own.isEmpty
        }
        let categories = decides ? own : []
        let isOrderFree = engine.policy.kind == .any || engine.policy.kind == .mostSpecific
        return PhotoVerdict(identifier: identifier, chain: [identifier], categories: categories,
                            decidedBy: decides ? [identifier] : [], possible: isOrderFree ? categories : own)
    }

    private func name(_ member: Member) -> String { hierarchy.name(ofNumber: Int(member.number)) }

    private func categories(of member: Member) -> [String] {
        let list = listOf[Int(member.number)]
        return list < 0 ? [] : categoryLists[Int(list)]
    }

    /// The link of identifier number `number` built from its parents' links; nil when it is already being
    /// built (a cycle), which makes its kinds on that path walk their chains in full.
    private mutating func link(_ number: Int) -> Link? {
        let known = linkOf[number]
        if known >= 0 { return links[Int(known)] }
        guard !onPath[number] else { return nil }
        onPath[number] = true
        var inherited: Link?
        var isWalked = false
        for parent in hierarchy.parentNumbers(number) {
            guard let parentLink = link(Int(parent)), !parentLink.isWalked else {
                isWalked = true
                break
            }
            inherited = inherited.map { merged($0, parentLink) } ?? parentLink
        }
        onPath[number] = false
        let link = isWalked ? walkedLink(number) : extendedLink(number, parents: inherited)
        linkOf[number] = Int32(links.count)
        links.append(link)
        return link
    }

    /// The parents' chains merged in the usual order (`parents`), then identifier number `number`.
    private func extendedLink(_ number: Int, parents: Link?) -> Link {
        let list = listOf[number]
        var link = parents ?? Link(chain: [], possible: [], isWalked: false)
        link.chain.append(Member(number: Int32(number), mark: Int32(hierarchy.depth(ofNumber: number)) << 1 | (list < 0 ? 0 : 1)))
        if list >= 0 {
            let own = categoryLists[Int(list)]
            link.possible = Self.union(link.possible, own)
        }
        return link
    }

    /// The chain walked in full, for an identifier with a cycle above it.
    private func walkedLink(_ number: Int) -> Link {
        let chain = (hierarchy.ancestorNumbers(number) + [Int32(number)]).map { member in
            Member(number: member, mark: Int32(hierarchy.depth(ofNumber: Int(member))) << 1 | (listOf[Int(member)] < 0 ? 0 : 1))
        }
        var possible: [String] = []
        for member in chain where member.isMapped { possible = Self.union(possible, categories(of: member)) }
        return Link(chain: chain, possible: possible, isWalked: true)
    }

    /// Two chains' members in the usual order (by depth, then identifier), each once.
    private func merged(_ a: Link, _ b: Link) -> Link {
        var result = Link(chain: [], possible: Self.union(a.possible, b.possible), isWalked: false)
        result.chain.reserveCapacity(a.chain.count + b.chain.count + 1)
        var i = 0, j = 0
        while i < a.chain.count || j < b.chain.count {
            let takeA: Bool, takeB: Bool
            if j == b.chain.count {
                (takeA, takeB) = (true, false)
            } else if i == a.chain.count {
                (takeA, takeB) = (false, true)
            } else if a.chain[i].depth != b.chain[j].depth {
                takeA = a.chain[i].depth < b.chain[j].depth
                takeB = !takeA
            } else if a.chain[i].number == b.chain[j].number {
                (takeA, takeB) = (true, true)
            } else {
                takeA = name(a.chain[i]) < name(b.chain[j])
                takeB = !takeA
            }
            if takeA {
                result.chain.append(a.chain[i])
                i += 1
                if takeB { j += 1 }
            } else {
                result.chain.append(b.chain[j])
                j += 1
            }
        }
        return result
    }

    /// The sorted union of two sorted lists without repeats.
    private static func union(_ a: [String], _ b: [String]) -> [String] {
        if a.isEmpty || a == b { return b }
        if b.isEmpty { return a }
        var result: [String] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count && j < b.count {
            if a[i] == b[j] {
                result.append(a[i])
                i += 1
                j += 1
            } else if a[i] < b[j] {
                result.append(a[i])
                i += 1
            } else {
                result.append(b[j])
                j += 1
            }
        }
        result.append(contentsOf: a[i...])
        result.append(contentsOf: b[j...])
        return result
    }
}
