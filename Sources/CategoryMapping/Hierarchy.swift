/// A classifier's parent table: which identifiers each identifier is a kind of.
///
/// For Apple Vision this is a reconstruction (the knowledge table's parents): Apple's own hierarchy is
/// private. A flat classifier has no parents at all.
///
/// Identifiers are numbered; parent lists and depths are kept by number, so a look-up hashes the asked
/// identifier once (`IdentifierIndex`, no SipHash) and a walk hashes nothing.
public struct Hierarchy: Sendable {
    /// One shared, unchanging table, so that a copy of the hierarchy costs one reference count.
    private let table: Table

    private final class Table: Sendable {
        /// The identifiers by number; `index` numbers them (an identifier that repeats answers its first number).
        let names: [String]
        let index: IdentifierIndex
        /// The parents of identifier `n` are `parentList[parentStart[n]..<parentStart[n + 1]]`: no repeats,
        /// never `n` itself.
        let parentStart: [Int32], parentList: [Int32]
        /// Per number, the length of the longest path up to a root.
        let depths: [Int32]
        let isFlat: Bool

        init(names: [String], index: IdentifierIndex, parentStart: [Int32], parentList: [Int32], depths: [Int32], isFlat: Bool) {
            (self.names, self.index, self.parentStart, self.parentList, self.depths, self.isFlat) =
                (names, index, parentStart, parentList, depths, isFlat)
        }
    }

    private var names: [String] { table.names }
    private var index: IdentifierIndex { table.index }
    private var parentStart: [Int32] { table.parentStart }
    private var parentList: [Int32] { table.parentList }
    private var depths: [Int32] { table.depths }
    public var isFlat: Bool { table.isFlat }

    /// A hierarchy of `parents` (identifier → the identifiers it is a kind of). A cycle, which a real
    /// table never has, is cut where it closes.
    public init(parents: [String: [String]]) {
        var names: [String] = []
        var index = IdentifierIndex(capacity: parents.count)
        func number(_ identifier: String) -> Int {
            let number = index.insert(identifier)
            if number == names.count { names.append(identifier) }
            return number
        }
        var lists: [(number: Int, parents: [Int32])] = []
        lists.reserveCapacity(parents.count)
        for (identifier, list) in parents where !list.isEmpty {
            let child = number(identifier)
            var clean: [Int32] = []
            for parent in list {
                let parentNumber = Int32(number(parent))
                if parentNumber != child && !clean.contains(parentNumber) { clean.append(parentNumber) }
            }
            lists.append((child, clean))
        }
        var keyed = [Bool](repeating: false, count: names.count)
        var counts = [Int32](repeating: 0, count: names.count)
        for (child, list) in lists {
            keyed[child] = true
            counts[child] = Int32(list.count)
        }
        var parentStart = [Int32](repeating: 0, count: names.count + 1)
        for number in names.indices { parentStart[number + 1] = parentStart[number] + counts[number] }
        var parentList = [Int32](repeating: 0, count: Int(parentStart[names.count]))
        for (child, list) in lists {
            parentList.replaceSubrange(Int(parentStart[child])..<Int(parentStart[child + 1]), with: list)
        }
        self.init(names: names, index: index, parentStart: parentStart, parentList: parentList, keyed: keyed, isFlat: lists.isEmpty)
    }

    /// A hierarchy over numbered identifiers: `names` numbered by `index`, each one's parent numbers in
    /// `parentList[parentStart[n]..<parentStart[n + 1]]`, already without repeats and never `n` itself.
    /// `keyed` marks the identifiers the table lists (with parents, or with none left after cleaning), as
    /// the keys of `init(parents:)`; nil when they are exactly those with parents. A vocabulary builds its
    /// hierarchy this way, hashing no identifier again.
    package init(names: [String], index: IdentifierIndex, parentStart: [Int32], parentList: [Int32], keyed: [Bool]? = nil,
                 isFlat: Bool? = nil) {
        let depths = Self.depths(names: names, parentStart: parentStart, parentList: parentList,
                                 keyed: keyed ?? names.indices.map { parentStart[$0] < parentStart[$0 + 1] })
        table = Table(names: names, index: index, parentStart: parentStart, parentList: parentList, depths: depths,
                      isFlat: isFlat ?? parentList.isEmpty)
    }

    /// No parents: a flat classifier.
    public static let flat = Hierarchy(parents: [:])

    /// How many identifiers are numbered: numbers run from 0 to `count - 1`.
    package var count: Int { names.count }

    /// The identifier numbered `number`.
    package func name(ofNumber number: Int) -> String { names[number] }

    /// The number of `identifier`, or nil when the table does not know it.
    package func number(of identifier: String) -> Int? { index.number(of: identifier) }

    /// The parent numbers of identifier number `number`.
    package func parentNumbers(_ number: Int) -> ArraySlice<Int32> {
        parentList[Int(parentStart[number])..<Int(parentStart[number + 1])]
    }

    /// The depth of identifier number `number`.
    package func depth(ofNumber number: Int) -> Int { Int(depths[number]) }

    /// The identifiers `identifier` is directly a kind of.
    public func parents(of identifier: String) -> [String] {
        guard let number = index.number(of: identifier) else { return [] }
        return parentNumbers(number).map { names[Int($0)] }
    }

    /// The length of the longest path from `identifier` up to a root; 0 for a root.
    public func depth(of identifier: String) -> Int {
        index.number(of: identifier).map(depth(ofNumber:)) ?? 0
    }

    /// Every identifier above `identifier`, root-most first (by depth, then by identifier).
    public func ancestors(of identifier: String) -> [String] {
        guard let number = index.number(of: identifier), parentStart[number] < parentStart[number + 1] else { return [] }
        return ancestorNumbers(number).map { names[Int($0)] }
    }

    /// The numbers of every identifier above identifier number `number`, root-most first (by depth, then by
    /// identifier).
    package func ancestorNumbers(_ number: Int) -> [Int32] {
        var found: [Int32] = []
        // Walks meet a handful of ancestors: membership is a scan of the list while it is short, a set beyond.
        var seen = Set<Int32>()
        var pending = Array(parentNumbers(number))
        while let next = pending.popLast() {
            guard Int(next) != number else { continue }
            if seen.isEmpty && found.count < 32 {
                if found.contains(next) { continue }
            } else {
                if seen.isEmpty { seen = Set(found) }
                if !seen.insert(next).inserted { continue }
            }
            found.append(next)
            pending.append(contentsOf: parentNumbers(Int(next)))
        }
        return found.sorted { depths[Int($0)] != depths[Int($1)] ? depths[Int($0)] < depths[Int($1)] : names[Int($0)] < names[Int($1)] }
    }

    /// What a photo of `identifier` reports in the usual order: its ancestors root-most first, then itself.
    public func chain(of identifier: String) -> [String] {
        ancestors(of: identifier) + [identifier]
    }

    /// Whether `ancestor` is above `identifier`.
    public func isAncestor(_ ancestor: String, of identifier: String) -> Bool {
        ancestor != identifier && ancestors(of: identifier).contains(ancestor)
    }

    /// Longest-path depths by number. Without a cycle, one memoised walk in number order. With one, the
    /// walk runs again as cutting needs it: from each listed identifier in identifier order, an identifier
    /// met again on its own path counts as a root there.
    private static func depths(names: [String], parentStart: [Int32], parentList: [Int32], keyed: [Bool]) -> [Int32] {
        // Per number: -2 not yet known, -1 on the path being walked, else the depth.
        var depths = [Int32](repeating: -2, count: names.count)
        var cycle = false
        // A depth-first walk with a stack of its own: per identifier on the path, its next parent to visit and
        // the deepest path found so far.
        var path: [(number: Int, next: Int, deepest: Int32)] = []
        parentStart.withUnsafeBufferPointer { start in
            parentList.withUnsafeBufferPointer { list in
                depths.withUnsafeMutableBufferPointer { depths in
                    for root in depths.indices where depths[root] < 0 {
                        depths[root] = -1
                        path.append((root, Int(start[root]), 0))
                        while let top = path.last {
                            if top.next < Int(start[top.number + 1]) {
                                path[path.count - 1].next += 1
                                let parent = Int(list[top.next])
                                switch depths[parent] {
                                case -2:
                                    depths[parent] = -1
                                    path.append((parent, Int(start[parent]), 0))
                                case -1:
                                    // Met again on its own path: a cycle, counted as a root here.
                                    cycle = true
                                    path[path.count - 1].deepest = max(top.deepest, 1)
                                case let known:
                                    path[path.count - 1].deepest = max(top.deepest, known + 1)
                                }
                            } else {
                                depths[top.number] = top.deepest
                                path.removeLast()
                                if !path.isEmpty { path[path.count - 1].deepest = max(path[path.count - 1].deepest, top.deepest + 1) }
                            }
                        }
                    }
                }
            }
        }
        guard cycle else { return depths }
        var known = [Int32](repeating: -1, count: names.count)
        var onPath = [Bool](repeating: false, count: names.count)
        func cutDepth(_ number: Int) -> Int32 {
            if known[number] >= 0 { return known[number] }
            guard keyed[number], !onPath[number] else { return 0 }
            onPath[number] = true
            var deepest: Int32 = 0
            for parent in parentList[Int(parentStart[number])..<Int(parentStart[number + 1])] where !onPath[Int(parent)] {
                deepest = max(deepest, cutDepth(Int(parent)) + 1)
            }
            onPath[number] = false
            known[number] = deepest
            return deepest
        }
        for number in names.indices.filter({ keyed[$0] }).sorted(by: { names[$0] < names[$1] }) { _ = cutDepth(number) }
        return known.map { max($0, 0) }
    }
}
