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

/// The rows of a knowledge table's tab-separated text, found in one pass over its bytes; a row's fields
/// become strings only when asked for.
///
/// The built-in table is read at every start-up, and most of its bytes are glosses that an audit never
/// shows: this keeps their cost at one scan.
struct KnowledgeRows: Sendable {
    private let text: String
    /// Per row, the byte offsets where each of the five fields starts, then where the row ends.
    private let bounds: [Int32]
    private static let stride = KnowledgeTable.columns.count + 1

    /// Finds the rows of `text`; `#` lines, blank lines and the column header are skipped.
    init(text: String) throws {
        var text = text
        bounds = try text.withUTF8 { try Self.scan($0) }
        self.text = text
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) throws -> [Int32] {
        let newline = UInt8(ascii: "\n"), tab = UInt8(ascii: "\t"), hash = UInt8(ascii: "#")
        let header = Array((KnowledgeTable.columns[0] + "\t").utf8)
        var bounds: [Int32] = []
        bounds.reserveCapacity(bytes.count / 16)
        var lineStart = 0, number = 0, headerSeen = false
        while lineStart < bytes.count {
            number += 1
            var lineEnd = bytes.count
            var fields = 1
            let rowStart = bounds.count
            bounds.append(Int32(lineStart))
            // Lines, and the tabs within them, are found with memchr: most bytes are glosses, passed over.
            if let base = bytes.baseAddress {
                if let found = memchr(base + lineStart, Int32(newline), bytes.count - lineStart) {
                    lineEnd = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                }
                var fieldStart = lineStart
                while fields <= KnowledgeTable.columns.count,
                      let found = memchr(base + fieldStart, Int32(tab), lineEnd - fieldStart) {
                    fields += 1
                    fieldStart = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                    bounds.append(Int32(fieldStart))
                }
            }
            defer { lineStart = lineEnd + 1 }
            if lineEnd == lineStart || bytes[lineStart] == hash {
                bounds.removeSubrange(rowStart...)
                continue
            }
            guard fields == KnowledgeTable.columns.count, bytes[lineStart] != tab else {
                throw KnowledgeTableError(line: number, message: "expected \(KnowledgeTable.columns.count) tab-separated columns")
            }
            if !headerSeen && lineEnd - lineStart >= header.count
                && UnsafeBufferPointer(rebasing: bytes[lineStart..<(lineStart + header.count)]).elementsEqual(header) {
                headerSeen = true
                bounds.removeSubrange(rowStart...)
                continue
            }
            bounds.append(Int32(lineEnd))
        }
        return bounds
    }

    var count: Int { bounds.count / Self.stride }
    var indices: Range<Int> { 0..<count }

    /// Field `field` (0 for the identifier) of row `row`, as text.
    func field(_ row: Int, _ field: Int) -> String {
        var text = text
        return text.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[range(row, field)]), as: UTF8.self) }
    }

    /// Where field `field` of row `row` is: it ends before the tab that starts the next field, the last
    /// one with the row.
    private func range(_ row: Int, _ field: Int) -> Range<Int> {
        let start = Int(bounds[row * Self.stride + field])
        let end = Int(bounds[row * Self.stride + field + 1]) - (field + 1 < KnowledgeTable.columns.count ? 1 : 0)
        return start..<end
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
        var text = text
        text.withUTF8 { bytes in
            let field = range(row, 2)
            var start = field.lowerBound
            for index in field.lowerBound...field.upperBound where index == field.upperBound || bytes[index] == UInt8(ascii: ",") {
                if index > start { body(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)) }
                start = index + 1
            }
        }
    }

    /// Whether row `row` has a generic reason, without reading it.
    func isGeneric(_ row: Int) -> Bool {
        bounds[row * Self.stride + 4] - bounds[row * Self.stride + 3] > 1
    }

    func info(_ row: Int) -> IdentifierInfo {
        let sense = field(row, 1), reason = field(row, 3)
        return IdentifierInfo(identifier: identifier(row), sense: sense.isEmpty ? nil : sense, parents: parents(row),
                              genericReason: reason.isEmpty ? nil : reason, gloss: field(row, 4))
    }
}
