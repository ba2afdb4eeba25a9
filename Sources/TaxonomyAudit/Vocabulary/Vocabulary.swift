import Foundation

/// The identifiers a classifier can emit, with what the knowledge table says of each.
///
/// Lookups are hash-based, and the children index is built once, so the cost of an audit grows with the
/// vocabulary and mapping sizes alone.
public struct Vocabulary: Sendable {
    /// The name reports use, e.g. `apple-vision-rev1`.
    public let name: String
    /// The identifiers in the order of their source.
    public let identifiers: [String]
    /// How the classifier reports a photo: with the identifier's ancestors, or alone.
    public let reporting: Reporting
    private let knowledge: [String: IdentifierInfo]
    private let childrenByParent: [String: [String]]

    /// A vocabulary of `identifiers`; `knowledge` entries for other identifiers are ignored, and so are
    /// parents outside the vocabulary.
    public init(name: String, identifiers: [String], knowledge: [IdentifierInfo], reporting: Reporting = .flat) {
        self.name = name
        self.identifiers = identifiers
        self.reporting = reporting
        var members = Set<String>(minimumCapacity: identifiers.count)
        for identifier in identifiers { members.insert(identifier) }
        var table: [String: IdentifierInfo] = [:]
        var children: [String: [String]] = [:]
        for info in knowledge where members.contains(info.identifier) {
            let parents = info.parents.filter(members.contains)
            table[info.identifier] = parents.count == info.parents.count ? info : IdentifierInfo(
                identifier: info.identifier, sense: info.sense, parents: parents,
                genericReason: info.genericReason, gloss: info.gloss)
            for parent in parents { children[parent, default: []].append(info.identifier) }
        }
        for identifier in identifiers where table[identifier] == nil {
            table[identifier] = IdentifierInfo(identifier: identifier, sense: nil, parents: [], genericReason: nil, gloss: "")
        }
        self.knowledge = table
        self.childrenByParent = children.mapValues { $0.sorted() }
    }

    /// The built-in vocabulary and knowledge table, compiled into the binary.
    public static let builtin: Vocabulary = {
        // The embedded table is generated and checked in CI, so a parse failure is a build defect.
        let table = try! KnowledgeTable(tsv: BuiltinTaxonomy.knowledgeTSV)
        return Vocabulary(name: BuiltinTaxonomy.name, identifiers: table.entries.map(\.identifier), knowledge: table.entries,
                          reporting: .hierarchical)
    }()

    /// A vocabulary file: one identifier a line (blank lines and `#` comments ignored). What the
    /// built-in knowledge table says of identifiers it shares with the built-in vocabulary is kept. The
    /// classifier is flat unless a comment line says `# audit:reporting hierarchical`.
    public static func load(path: String) throws -> Vocabulary {
        let lines = try TextLines(path: path)
        var identifiers: [String] = []
        var seen = Set<String>()
        var reporting = Reporting.flat
        for line in lines.lines {
            if let declared = try Reporting(header: line.text, path: path, line: line.number) {
                reporting = declared
                continue
            }
            let text = line.text[..<line.commentStart].trimmingWhitespace()
            if !text.isEmpty && seen.insert(text).inserted { identifiers.append(text) }
        }
        guard !identifiers.isEmpty else { throw InputError(path: path, line: nil, message: "vocabulary has no identifiers") }
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let builtin = Vocabulary.builtin
        return Vocabulary(name: name, identifiers: identifiers, knowledge: identifiers.compactMap { builtin.knowledge[$0] },
                          reporting: reporting)
    }

    public var count: Int { identifiers.count }

    public func contains(_ identifier: String) -> Bool { knowledge[identifier] != nil }

    /// What the knowledge table says of `identifier`, or nil when it is not in the vocabulary.
    public func info(_ identifier: String) -> IdentifierInfo? { knowledge[identifier] }

    public func isGeneric(_ identifier: String) -> Bool { knowledge[identifier]?.isGeneric ?? false }

    /// The identifiers that name `identifier` as a parent, sorted.
    public func children(of identifier: String) -> [String] { childrenByParent[identifier] ?? [] }

    /// Every identifier above `identifier`, each with its distance (1 for a parent), nearest first.
    public func ancestors(of identifier: String) -> [(identifier: String, distance: Int)] {
        // Most identifiers of a large vocabulary have no parents: answer without building the walk's state.
        guard knowledge[identifier]?.parents.isEmpty == false else { return [] }
        var result: [(String, Int)] = []
        var seen: Set<String> = [identifier]
        var frontier = [identifier]
        var distance = 0
        while !frontier.isEmpty {
            distance += 1
            var next: [String] = []
            for current in frontier {
                for parent in knowledge[current]?.parents ?? [] where seen.insert(parent).inserted {
                    result.append((parent, distance))
                    next.append(parent)
                }
            }
            frontier = next
        }
        return result
    }

    /// Every identifier below `identifier`, in breadth-first order.
    public func descendants(of identifier: String) -> [String] {
        var result: [String] = []
        var seen: Set<String> = [identifier]
        var queue = [identifier]
        var index = 0
        while index < queue.count {
            for child in children(of: queue[index]) where seen.insert(child).inserted {
                result.append(child)
                queue.append(child)
            }
            index += 1
        }
        return result
    }
}
