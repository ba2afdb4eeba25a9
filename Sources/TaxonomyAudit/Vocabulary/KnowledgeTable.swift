#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What we know of one identifier: its WordNet sense, what it is a kind of, whether it is a catch-all,
/// and a short gloss.
package struct IdentifierInfo: Sendable, Equatable {
    package let identifier: String
    /// The WordNet 3.0 noun sense it was aligned to, as `lemma#n`; nil when no sense fits.
    package let sense: String?
    /// The identifiers of the vocabulary it is a kind of (its nearest ancestors), sorted.
    package let parents: [String]
    /// Why it is generic (a catch-all), or nil when it is specific.
    package let genericReason: String?
    package let gloss: String

    package init(identifier: String, sense: String?, parents: [String], genericReason: String?, gloss: String) {
        self.identifier = identifier
        self.sense = sense
        self.parents = parents
        self.genericReason = genericReason
        self.gloss = gloss
    }

    package var isGeneric: Bool { genericReason != nil }
}

/// The knowledge table: one `IdentifierInfo` per identifier, stored as tab-separated text
/// (`taxonomy/knowledge.tsv`) with the columns identifier, sense, parents, generic, gloss.
package struct KnowledgeTable: Sendable, Equatable {
    package static let columns = ["identifier", "sense", "parents", "generic", "gloss"]

    package let entries: [IdentifierInfo]

    package init(entries: [IdentifierInfo]) {
        self.entries = entries
    }

    /// Parses the tab-separated form; `#` lines and the column header are skipped.
    package init(tsv: String) throws {
        let rows = try KnowledgeRows(text: tsv)
        self.entries = rows.indices.map(rows.info)
    }

    /// The tab-separated form, with `header` lines written first as `#` comments.
    package func tsv(header: [String]) -> String {
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
struct KnowledgeTableError: Error, CustomStringConvertible {
    let line: Int
    let message: String
    var description: String { "knowledge table line \(line): \(message)" }
}

/// The rows of a knowledge table's tab-separated text, found in one pass over its bytes (or given by the
/// built-in vocabulary's generated layout); a row's fields are found, and become strings, only when asked for.
///
/// Most of a table's bytes are glosses that an audit never shows: this keeps their cost at one scan, or none.
struct KnowledgeRows: Sendable {
    private let text: String
    /// Per row, the byte offset where it starts.
    private let starts: [Int32]
    private static let columns = KnowledgeTable.columns.count

    /// Finds the rows of `text`; `#` lines, blank lines and the column header are skipped.
    init(text: String) throws {
        var text = text
        starts = try text.withUTF8 { try Self.scan($0) }
        self.text = text
    }

    /// The rows of `text` that start at `starts`, as a generated layout gives them, each a line of
    /// `KnowledgeTable.columns` tab-separated fields.
    init(text: String, starts: [Int32]) {
        self.text = text
        self.starts = starts
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) throws -> [Int32] {
        let newline = UInt8(ascii: "\n"), tab = UInt8(ascii: "\t"), hash = UInt8(ascii: "#")
        let header = Array((KnowledgeTable.columns[0] + "\t").utf8)
        var starts: [Int32] = []
        starts.reserveCapacity(bytes.count / 64)
        var lineStart = 0, number = 0, headerSeen = false
        while lineStart < bytes.count {
            number += 1
            var lineEnd = bytes.count
            var fields = 1
            // Lines, and the tabs within them, are found with memchr: most bytes are glosses, passed over.
            if let base = bytes.baseAddress {
                if let found = memchr(base + lineStart, Int32(newline), bytes.count - lineStart) {
                    lineEnd = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                }
                var fieldStart = lineStart
                while fields <= columns, let found = memchr(base + fieldStart, Int32(tab), lineEnd - fieldStart) {
                    fields += 1
                    fieldStart = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                }
            }
            defer { lineStart = lineEnd + 1 }
            if lineEnd == lineStart || bytes[lineStart] == hash { continue }
            guard fields == columns, bytes[lineStart] != tab else {
                throw KnowledgeTableError(line: number, message: "expected \(columns) tab-separated columns")
            }
            if !headerSeen && lineEnd - lineStart >= header.count
                && UnsafeBufferPointer(rebasing: bytes[lineStart..<(lineStart + header.count)]).elementsEqual(header) {
                headerSeen = true
                continue
            }
            starts.append(Int32(lineStart))
        }
        return starts
    }

    var count: Int { starts.count }
    var indices: Range<Int> { 0..<count }

    /// Where row `row` starts in the text's bytes.
    func start(_ row: Int) -> Int { Int(starts[row]) }

    /// Calls `body` with the text's bytes and where each field of row `row` is (0 for the identifier): each
    /// ends before the tab that starts the next, the last one with the line.
    private func withFields<Result>(_ row: Int, _ body: (UnsafeBufferPointer<UInt8>, [Range<Int>]) -> Result) -> Result {
        var text = text
        return text.withUTF8 { bytes in
            var fields: [Range<Int>] = []
            fields.reserveCapacity(Self.columns)
            var start = Int(starts[row])
            let lineEnd = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            while fields.count < Self.columns - 1 {
                let end = bytes[start..<lineEnd].firstIndex(of: UInt8(ascii: "\t")) ?? lineEnd
                fields.append(start..<end)
                start = min(end + 1, lineEnd)
            }
            fields.append(start..<lineEnd)
            return body(bytes, fields)
        }
    }

    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Field `field` (0 for the identifier) of row `row`, as text.
    func field(_ row: Int, _ field: Int) -> String {
        withFields(row) { Self.string($0, $1[field]) }
    }

    func identifier(_ row: Int) -> String { field(row, 0) }

    /// The parent names of row `row`, in the order written.
    func parents(_ row: Int) -> [String] {
        var parents: [String] = []
        forEachParent(row) { parents.append($0) }
        return parents
    }

    /// Calls `body` with each parent name of row `row`, in the order written.
    func forEachParent(_ row: Int, _ body: (String) -> Void) {
        withFields(row) { bytes, fields in
            Self.forEachParent(bytes, fields[2], body)
        }
    }

    private static func forEachParent(_ bytes: UnsafeBufferPointer<UInt8>, _ field: Range<Int>, _ body: (String) -> Void) {
        var start = field.lowerBound
        for index in field.lowerBound...field.upperBound where index == field.upperBound || bytes[index] == UInt8(ascii: ",") {
            if index > start { body(string(bytes, start..<index)) }
            start = index + 1
        }
    }

    /// Whether row `row` has a generic reason.
    func isGeneric(_ row: Int) -> Bool {
        withFields(row) { !$1[3].isEmpty }
    }

    func info(_ row: Int) -> IdentifierInfo {
        withFields(row) { bytes, fields in
            var parents: [String] = []
            Self.forEachParent(bytes, fields[2]) { parents.append($0) }
            let sense = Self.string(bytes, fields[1]), reason = Self.string(bytes, fields[3])
            return IdentifierInfo(identifier: Self.string(bytes, fields[0]), sense: sense.isEmpty ? nil : sense, parents: parents,
                                  genericReason: reason.isEmpty ? nil : reason, gloss: Self.string(bytes, fields[4]))
        }
    }
}
