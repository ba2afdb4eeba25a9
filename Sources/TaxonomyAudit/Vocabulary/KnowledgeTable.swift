/// What we know of one identifier: its WordNet sense, what it is a kind of, whether it is a catch-all,
/// and a short gloss.
public struct IdentifierInfo: Sendable, Equatable {
    public let identifier: String
    /// The WordNet 3.0 noun sense it was aligned to, as `lemma#n`; nil when no sense fits.
    public let sense: String?
    /// The identifiers of the vocabulary it is a kind of (its nearest ancestors), sorted.
    public let parents: [String]
    /// Why it is generic (a catch-all), or nil when it is specific.
    public let genericReason: String?
    public let gloss: String

    public init(identifier: String, sense: String?, parents: [String], genericReason: String?, gloss: String) {
        self.identifier = identifier
        self.sense = sense
        self.parents = parents
        self.genericReason = genericReason
        self.gloss = gloss
    }

    public var isGeneric: Bool { genericReason != nil }
}

/// The knowledge table: one `IdentifierInfo` per identifier, stored as tab-separated text
/// (`taxonomy/knowledge.tsv`) with the columns identifier, sense, parents, generic, gloss.
public struct KnowledgeTable: Sendable, Equatable {
    public static let columns = ["identifier", "sense", "parents", "generic", "gloss"]

    public let entries: [IdentifierInfo]

    public init(entries: [IdentifierInfo]) {
        self.entries = entries
    }

    /// Parses the tab-separated form; `#` lines and the column header are skipped.
    public init(tsv: String) throws {
        var entries: [IdentifierInfo] = []
        for (number, line) in tsv.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix("identifier\t") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == Self.columns.count, !fields[0].isEmpty else {
                throw KnowledgeTableError(line: number + 1, message: "expected \(Self.columns.count) tab-separated columns")
            }
            entries.append(IdentifierInfo(
                identifier: fields[0],
                sense: fields[1].isEmpty ? nil : fields[1],
                parents: fields[2].split(separator: ",").map(String.init),
                genericReason: fields[3].isEmpty ? nil : fields[3],
                gloss: fields[4]
            ))
        }
        self.entries = entries
    }

    /// The tab-separated form, with `header` lines written first as `#` comments.
    public func tsv(header: [String]) -> String {
        var out = header.map { "# \($0)\n" }.joined()
        out += Self.columns.joined(separator: "\t") + "\n"
        for entry in entries {
            let fields = [entry.identifier, entry.sense ?? "", entry.parents.joined(separator: ","),
                          entry.genericReason ?? "", entry.gloss]
            out += fields.joined(separator: "\t") + "\n"
        }
        return out
    }
}

/// A malformed line of a knowledge table.
public struct KnowledgeTableError: Error, CustomStringConvertible {
    public let line: Int
    public let message: String
    public var description: String { "knowledge table line \(line): \(message)" }
}
