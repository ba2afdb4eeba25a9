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
    ///
    /// Scans UTF-8 bytes directly: the built-in table is parsed at every start-up.
    public init(tsv: String) throws {
        var text = tsv
        self.entries = try text.withUTF8 { try Self.parse($0) }
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws -> [IdentifierInfo] {
        let newline = UInt8(ascii: "\n"), tab = UInt8(ascii: "\t"), comma = UInt8(ascii: ","), hash = UInt8(ascii: "#")
        func string(_ start: Int, _ end: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        var entries: [IdentifierInfo] = []
        var lineStart = 0
        var number = 0
        var headerSeen = false
        while lineStart < bytes.count {
            number += 1
            var lineEnd = lineStart
            while lineEnd < bytes.count && bytes[lineEnd] != newline { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            if lineEnd == lineStart || bytes[lineStart] == hash { continue }
            var fields: [(Int, Int)] = []
            var fieldStart = lineStart
            for index in lineStart...lineEnd where index == lineEnd || bytes[index] == tab {
                fields.append((fieldStart, index))
                fieldStart = index + 1
            }
            guard fields.count == columns.count, fields[0].0 < fields[0].1 else {
                throw KnowledgeTableError(line: number, message: "expected \(columns.count) tab-separated columns")
            }
            if !headerSeen && string(fields[0].0, fields[0].1) == columns[0] {
                headerSeen = true
                continue
            }
            func optional(_ field: (Int, Int)) -> String? { field.0 == field.1 ? nil : string(field.0, field.1) }
            var parents: [String] = []
            var parentStart = fields[2].0
            for index in fields[2].0...fields[2].1 where index == fields[2].1 || bytes[index] == comma {
                if index > parentStart { parents.append(string(parentStart, index)) }
                parentStart = index + 1
            }
            entries.append(IdentifierInfo(identifier: string(fields[0].0, fields[0].1), sense: optional(fields[1]),
                                          parents: parents, genericReason: optional(fields[3]), gloss: optional(fields[4]) ?? ""))
        }
        return entries
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
