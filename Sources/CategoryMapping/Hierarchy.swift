/// A classifier's parent table: which identifiers each identifier is a kind of.
///
/// For Apple Vision this is a reconstruction (the knowledge table's parents): Apple's own hierarchy is
/// private. A flat classifier has no parents at all.
public struct Hierarchy: Sendable {
    private let parentsByIdentifier: [String: [String]]
    private let depths: [String: Int]

    /// A hierarchy of `parents` (identifier → the identifiers it is a kind of). A cycle, which a real
    /// table never has, is cut where it closes.
    public init(parents: [String: [String]]) {
        var table: [String: [String]] = [:]
        table.reserveCapacity(parents.count)
        for (identifier, list) in parents where !list.isEmpty {
            var seen = Set<String>()
            table[identifier] = list.filter { $0 != identifier && seen.insert($0).inserted }
        }
        parentsByIdentifier = table
        depths = Self.depths(of: table)
    }

    /// A hierarchy whose parent lists are already clean (no repeats, never the identifier itself) and whose
    /// longest-path depths are already known: a vocabulary works them out on its own numbering, which is
    /// cheaper than hashing every identifier again here.
    package init(cleanParents parents: [String: [String]], depths: [String: Int]) {
        parentsByIdentifier = parents
        self.depths = depths
    }

    /// No parents: a flat classifier.
    public static let flat = Hierarchy(parents: [:])

    public var isFlat: Bool { parentsByIdentifier.isEmpty }

    /// The identifiers `identifier` is directly a kind of.
    public func parents(of identifier: String) -> [String] {
        parentsByIdentifier[identifier] ?? []
    }

    /// The length of the longest path from `identifier` up to a root; 0 for a root.
    public func depth(of identifier: String) -> Int {
        depths[identifier] ?? 0
    }

    /// Every identifier above `identifier`, root-most first (by depth, then by identifier).
    public func ancestors(of identifier: String) -> [String] {
        var seen: Set<String> = [identifier]
        var pending = parents(of: identifier)
        var found: [String] = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            found.append(next)
            pending.append(contentsOf: parents(of: next))
        }
        return found.sorted { (depth(of: $0), $0) < (depth(of: $1), $1) }
    }

    /// What a photo of `identifier` reports in the usual order: its ancestors root-most first, then itself.
    public func chain(of identifier: String) -> [String] {
        ancestors(of: identifier) + [identifier]
    }

    /// Whether `ancestor` is above `identifier`.
    public func isAncestor(_ ancestor: String, of identifier: String) -> Bool {
        ancestor != identifier && ancestors(of: identifier).contains(ancestor)
    }

    /// Longest-path depths, computed once by walking each identifier's parents with a memo; an
    /// identifier met again on its own path (a cycle) counts as a root there.
    private static func depths(of table: [String: [String]]) -> [String: Int] {
        var depths: [String: Int] = [:]
        var onPath = Set<String>()
        func depth(_ identifier: String) -> Int {
            if let known = depths[identifier] { return known }
            guard let parents = table[identifier], onPath.insert(identifier).inserted else { return 0 }
            var deepest = 0
            for parent in parents where !onPath.contains(parent) {
                deepest = max(deepest, depth(parent) + 1)
            }
            onPath.remove(identifier)
            depths[identifier] = deepest
            return deepest
        }
        for identifier in table.keys.sorted() { _ = depth(identifier) }
        return depths
    }
}
