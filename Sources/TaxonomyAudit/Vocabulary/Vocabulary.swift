import CategoryMapping
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The identifiers a classifier can emit, with what the knowledge table says of each.
///
/// Identifiers are numbered by their position (`IdentifierIndex`, which hashes no string with SipHash);
/// parents and children are kept as lists of numbers, so walking the hierarchy hashes no strings, and an
/// identifier's sense and gloss are read from the table only when asked for. A built-in vocabulary reads its
/// numbering from a generated layout instead of scanning its table. The cost of an audit grows with the
/// vocabulary and mapping sizes alone.
package struct Vocabulary: Sendable {
    /// How the app compares the classifier's output with its entries (`.audit.json` `match`).
    private(set) var matchMode = MatchMode.exact
    private var matcher: IdentifierMatcher?
    /// Everything else, shared and unchanging, so that a copy of a vocabulary costs a few reference counts.
    private let table: Table

    private final class Table: Sendable {
        let name: String
        let identifiers: [String]
        let reporting: Reporting
        let origin: BuiltinVocabulary?
        let index: IdentifierIndex
        let parentStart: [Int32], parentList: [Int32]
        let childStart: [Int32], childList: [Int32]
        let generic: [Bool]
        let details: [Details]
        let rows: KnowledgeRows?
        let hierarchy: Hierarchy

        init(name: String, identifiers: [String], reporting: Reporting, origin: BuiltinVocabulary?, index: IdentifierIndex,
             parentStart: [Int32], parentList: [Int32], childStart: [Int32], childList: [Int32], generic: [Bool],
             details: [Details], rows: KnowledgeRows?, hierarchy: Hierarchy) {
            (self.name, self.identifiers, self.reporting, self.origin, self.index) = (name, identifiers, reporting, origin, index)
            (self.parentStart, self.parentList, self.childStart, self.childList) = (parentStart, parentList, childStart, childList)
            (self.generic, self.details, self.rows, self.hierarchy) = (generic, details, rows, hierarchy)
        }
    }

    /// The name reports use, e.g. `apple-vision-rev1`.
    package var name: String { table.name }
    /// The identifiers in the order of their source.
    package var identifiers: [String] { table.identifiers }
    /// How the classifier reports a photo: with the identifier's ancestors, or alone.
    var reporting: Reporting { table.reporting }
    /// The built-in vocabulary this is, nil for one read from a file or made in code.
    var origin: BuiltinVocabulary? { table.origin }
    /// Identifier → its number (first position in `identifiers`).
    private var index: IdentifierIndex { table.index }
    /// The parents of identifier `n` (numbers, in the table's order) are `parentList[parentStart[n]..<parentStart[n + 1]]`.
    private var parentStart: [Int32] { table.parentStart }
    private var parentList: [Int32] { table.parentList }
    /// The same for children, in number order.
    private var childStart: [Int32] { table.childStart }
    private var childList: [Int32] { table.childList }
    var generic: [Bool] { table.generic }
    private var details: [Details] { table.details }
    /// The embedded table the `.row` details are read from.
    private var rows: KnowledgeRows? { table.rows }
    /// The classifier's hierarchy as the linter models it: the knowledge table's parents for a
    /// hierarchical vocabulary (a reconstruction of Apple's private tree), none for a flat one. Worked out
    /// once, on the numbering.
    var hierarchy: Hierarchy { table.hierarchy }

    /// Where an identifier's sense, generic reason and gloss come from.
    enum Details: Sendable {
        case none
        indirect case given(IdentifierInfo)
        /// A row of the embedded table `rows`, read when asked for.
        case row(Int)
    }

    /// A vocabulary of `identifiers`; `knowledge` entries for other identifiers are ignored, and so are
    /// parents outside the vocabulary.
    init(name: String, identifiers: [String], knowledge: [IdentifierInfo], reporting: Reporting = .flat) {
        var given: [String: IdentifierInfo] = [:]
        for info in knowledge { given[info.identifier] = info }
        let infos = identifiers.map { given[$0] }
        self.init(name: name, identifiers: identifiers, reporting: reporting, generic: infos.map { $0?.isGeneric ?? false },
                  details: infos.map { $0.map(Details.given) ?? .none }, rows: nil, origin: nil, parents: { infos[$0]?.parents.forEach($1) })
    }

    /// Numbers the identifiers (unless given their `index`, each identifier's first position) and links each
    /// to the parents that are in the vocabulary: `parents(n, body)` calls `body` with each parent name of identifier `n`.
    private init(name: String, identifiers: [String], index: IdentifierIndex? = nil, reporting: Reporting, generic: [Bool],
                 details: [Details], rows: KnowledgeRows?, origin: BuiltinVocabulary?, parents: (Int, (String) -> Void) -> Void) {
        let index = index ?? IdentifierIndex(identifiers)
        // A repeated identifier gets its links at its first position only.
        let repeated = index.distinctCount < identifiers.count
        var parentStart: [Int32] = [0], parentList: [Int32] = []
        parentStart.reserveCapacity(identifiers.count + 1)
        for number in identifiers.indices {
            if !repeated || index.number(of: identifiers[number]) == number {
                parents(number) { parent in
                    guard let parentNumber = index.number(of: parent) else { return }
                    parentList.append(Int32(parentNumber))
                }
            }
            parentStart.append(Int32(parentList.count))
        }
        self.init(name: name, identifiers: identifiers, index: index, reporting: reporting, generic: generic, details: details,
                  rows: rows, origin: origin, parentStart: parentStart, parentList: parentList)
    }

    /// A vocabulary whose identifiers are numbered by `index` and linked by number, each one's parents in
    /// `parentList[parentStart[n]..<parentStart[n + 1]]`; its children and hierarchy are worked out here.
    init(name: String, identifiers: [String], index: IdentifierIndex, reporting: Reporting, generic: [Bool],
         details: [Details], rows: KnowledgeRows?, origin: BuiltinVocabulary?, parentStart: [Int32], parentList: [Int32]) {
        // Children: counted, then placed by running offsets, in number order.
        var childStart = [Int32](repeating: 0, count: identifiers.count + 1)
        for parent in parentList { childStart[Int(parent) + 1] += 1 }
        for number in identifiers.indices { childStart[number + 1] += childStart[number] }
        var next = childStart
        var childList = [Int32](repeating: 0, count: parentList.count)
        for child in identifiers.indices {
            for parent in parentList[Int(parentStart[child])..<Int(parentStart[child + 1])] {
                childList[Int(next[Int(parent)])] = Int32(child)
                next[Int(parent)] += 1
            }
        }
        let hierarchy = reporting == .hierarchical
            ? Self.hierarchy(identifiers: identifiers, index: index, parentStart: parentStart, parentList: parentList) : .flat
        table = Table(name: name, identifiers: identifiers, reporting: reporting, origin: origin, index: index,
                      parentStart: parentStart, parentList: parentList, childStart: childStart, childList: childList,
                      generic: generic, details: details, rows: rows, hierarchy: hierarchy)
    }

    /// The hierarchy of the links: each identifier's parents without repeats and never itself (the lists
    /// themselves when they are already so, as a generated table's are).
    private static func hierarchy(identifiers: [String], index: IdentifierIndex, parentStart: [Int32], parentList: [Int32]) -> Hierarchy {
        func isClean(_ number: Int) -> Bool {
            let list = parentList[Int(parentStart[number])..<Int(parentStart[number + 1])]
            return list.indices.allSatisfy { position in
                Int(list[position]) != number && !list[list.startIndex..<position].contains(list[position])
            }
        }
        guard !identifiers.indices.allSatisfy(isClean) else {
            return Hierarchy(names: identifiers, index: index, parentStart: parentStart, parentList: parentList)
        }
        var cleanStart: [Int32] = [0], cleanList: [Int32] = []
        cleanStart.reserveCapacity(identifiers.count + 1)
        for number in identifiers.indices {
            let first = cleanList.count
            for parent in parentList[Int(parentStart[number])..<Int(parentStart[number + 1])]
            where Int(parent) != number && !cleanList[first...].contains(parent) {
                cleanList.append(parent)
            }
            cleanStart.append(Int32(cleanList.count))
        }
        return Hierarchy(names: identifiers, index: index, parentStart: cleanStart, parentList: cleanList)
    }

    /// The built-in vocabulary and knowledge table, compiled into the binary.
    package static let builtin = Vocabulary(builtin: .appleVision)

    /// A built-in vocabulary, from its embedded table and the generated layout that numbers and links it.
    init(builtin: BuiltinVocabulary) {
        // The embedded tables and layouts are generated and checked in CI, so a parse failure is a build defect;
        // a layout that does not fit its table is passed over for a scan of the table.
        self = Vocabulary(origin: builtin, tsv: builtin.knowledgeTSV, layout: builtin.knowledgeLayout)
            ?? Vocabulary(origin: builtin, rows: try! KnowledgeRows(text: builtin.knowledgeTSV))
    }

    /// The vocabulary of a table's rows, whose senses and glosses are read when asked for.
    init(origin: BuiltinVocabulary, rows: KnowledgeRows) {
        self.init(name: origin.rawValue, identifiers: rows.indices.map(rows.identifier), reporting: origin.reporting,
                  generic: rows.indices.map(rows.isGeneric), details: rows.indices.map(Details.row), rows: rows,
                  origin: origin, parents: rows.forEachParent)
    }

    /// A vocabulary file: one identifier a line (blank lines and `#` comments ignored). What the
    /// built-in knowledge table says of identifiers it shares with the built-in vocabulary is kept. The
    /// classifier is flat unless a comment line says `# audit:reporting hierarchical`.
    package static func load(path: String) throws -> Vocabulary {
        let lines = try TextLines(path: path)
        var identifiers: [String] = []
        var index = IdentifierIndex(capacity: lines.lines.count)
        var reporting = Reporting.flat
        for line in lines.lines {
            let text: String
            if isIdentifierAlone(line.text) {
                text = line.text
            } else {
                if let declared = try Reporting(header: line.text, path: path, line: line.number) {
                    reporting = declared
                    continue
                }
                text = line.text[..<line.commentStart].trimmingWhitespace()
            }
            if !text.isEmpty && index.insert(text) == identifiers.count { identifiers.append(text) }
        }
        guard !identifiers.isEmpty else { throw AuditError(path: path, line: nil, message: "vocabulary has no identifiers") }
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let builtin = Vocabulary.builtin
        let shared = identifiers.map { builtin.index.number(of: $0) }
        return Vocabulary(name: name, identifiers: identifiers, index: index, reporting: reporting,
                          generic: shared.map { $0.map { builtin.generic[$0] } ?? false },
                          details: shared.map { $0.map { builtin.details[$0] } ?? .none }, rows: builtin.rows, origin: nil,
                          parents: { number, body in shared[number].map(builtin.parentNames)?.forEach(body) })
    }

    /// Whether `line` is an identifier alone, as nearly every line of a large vocabulary is: ASCII without `#`,
    /// with no white space at either end, so no header, no comment and nothing to trim.
    private static func isIdentifierAlone(_ line: String) -> Bool {
        line.utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first, let last = bytes.last,
                  !TextLines.isWhitespace(Unicode.Scalar(first)), !TextLines.isWhitespace(Unicode.Scalar(last)) else { return false }
            return bytes.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "#") }
        } ?? false
    }

    package var count: Int { identifiers.count }

    /// This vocabulary as an app that compares under `mode` sees it.
    func matching(_ mode: MatchMode) -> Vocabulary {
        var vocabulary = self
        vocabulary.matchMode = mode
        vocabulary.matcher = mode == .exact ? nil : IdentifierMatcher(mode: mode, vocabulary: self)
        return vocabulary
    }

    /// The identifier `text` stands for under the match mode (itself when it is one), or nil.
    package func identifier(matching text: String) -> String? {
        matcher.map { $0.identifier(for: text, in: self) } ?? (contains(text) ? text : nil)
    }

    /// `files` with each entry the match mode resolves written as its identifier (`couch` as `Couch`).
    func resolving(_ lists: [MappingList]) -> [MappingList] {
        matcher.map { $0.resolving(lists, in: self) } ?? lists
    }

    package func contains(_ identifier: String) -> Bool { index.number(of: identifier) != nil }

    /// The number of `identifier` (its first position in `identifiers`), or nil when it is not in the vocabulary.
    func number(of identifier: String) -> Int? { index.number(of: identifier) }

    /// What the knowledge table says of `identifier`, or nil when it is not in the vocabulary.
    package func info(_ identifier: String) -> IdentifierInfo? {
        guard let number = index.number(of: identifier) else { return nil }
        let parents = parentNames(number)
        switch details[number] {
        case .none:
            return IdentifierInfo(identifier: identifier, sense: nil, parents: parents, genericReason: nil, gloss: "")
        case .given(let info):
            return info.parents == parents ? info : IdentifierInfo(
                identifier: identifier, sense: info.sense, parents: parents, genericReason: info.genericReason, gloss: info.gloss)
        case .row(let row):
            guard let info = rows?.info(row) else { return nil }
            return IdentifierInfo(identifier: identifier, sense: info.sense, parents: parents,
                                  genericReason: info.genericReason, gloss: info.gloss)
        }
    }

    package func isGeneric(_ identifier: String) -> Bool { index.number(of: identifier).map { generic[$0] } ?? false }

    /// The identifiers `identifier` is a kind of (its parents in the vocabulary), in the table's order.
    package func parents(of identifier: String) -> [String] { index.number(of: identifier).map(parentNames) ?? [] }

    /// The identifiers that name `identifier` as a parent, sorted.
    package func children(of identifier: String) -> [String] {
        guard let number = index.number(of: identifier) else { return [] }
        return sortedChildren(number).map { identifiers[Int($0)] }
    }

    /// The identifiers that name `identifier` as a parent, in no particular order: cheaper than `children(of:)`
    /// for a caller that sorts or counts them itself.
    func unsortedChildren(of identifier: String) -> [String] {
        guard let number = index.number(of: identifier) else { return [] }
        return childNumbers(number).map { identifiers[Int($0)] }
    }

    /// The numbers of the identifiers that name identifier number `number` as a parent, in number order.
    func childNumbers(_ number: Int) -> ArraySlice<Int32> {
        childList[Int(childStart[number])..<Int(childStart[number + 1])]
    }

    private func sortedChildren(_ number: Int) -> [Int32] {
        childNumbers(number).sorted { identifiers[Int($0)] < identifiers[Int($1)] }
    }

    private func parentNames(_ number: Int) -> [String] {
        parentNumbers(number).map { identifiers[Int($0)] }
    }

    func parentNumbers(_ number: Int) -> ArraySlice<Int32> {
        parentList[Int(parentStart[number])..<Int(parentStart[number + 1])]
    }

    /// Every identifier above `identifier`, each with its distance (1 for a parent), nearest first.
    package func ancestors(of identifier: String) -> [(identifier: String, distance: Int)] {
        // Most identifiers of a large vocabulary have no parents: answer without building the walk's state.
        guard let number = index.number(of: identifier), parentStart[number] < parentStart[number + 1] else { return [] }
        var reached = Reached(Int32(number))
        var result: [(String, Int)] = []
        var levelStart = 0, distance = 0
        while levelStart < reached.numbers.count {
            distance += 1
            let levelEnd = reached.numbers.count
            for index in levelStart..<levelEnd {
                for parent in parentNumbers(Int(reached.numbers[index])) where reached.insert(parent) {
                    result.append((identifiers[Int(parent)], distance))
                }
            }
            levelStart = levelEnd
        }
        return result
    }

    /// Every identifier below `identifier`, in breadth-first order, each node's kinds sorted.
    package func descendants(of identifier: String) -> [String] {
        guard let number = index.number(of: identifier) else { return [] }
        var reached = Reached(Int32(number))
        var index = 0
        while index < reached.numbers.count {
            for child in sortedChildren(Int(reached.numbers[index])) { _ = reached.insert(child) }
            index += 1
        }
        return reached.numbers.dropFirst().map { identifiers[Int($0)] }
    }

    /// Every identifier below one of `identifiers`, at most `distance` steps down, each once, in no particular order.
    package func descendants(ofAny identifiers: some Sequence<String>, within distance: Int = .max) -> [String] {
        var seen = [Bool](repeating: false, count: self.identifiers.count)
        var level = identifiers.compactMap { index.number(of: $0) }
        var result: [String] = []
        var depth = 0
        while !level.isEmpty && depth < distance {
            depth += 1
            var next: [Int] = []
            for number in level {
                for child in childNumbers(number) where !seen[Int(child)] {
                    seen[Int(child)] = true
                    result.append(self.identifiers[Int(child)])
                    next.append(Int(child))
                }
            }
            level = next
        }
        return result
    }
}

/// The identifiers a walk has reached, in the order reached. Walks usually meet a handful, so membership
/// is a scan of the list while it is short and a hash set beyond.
private struct Reached {
    private(set) var numbers: [Int32]
    private var set: Set<Int32> = []
    private static let scanLimit = 32

    init(_ first: Int32) { numbers = [first] }

    /// Appends `number` unless it was reached before; whether it was new.
    mutating func insert(_ number: Int32) -> Bool {
        if numbers.count <= Self.scanLimit {
            if numbers.contains(number) { return false }
        } else {
            if set.isEmpty { set = Set(numbers) }
            if !set.insert(number).inserted { return false }
        }
        numbers.append(number)
        return true
    }
}
