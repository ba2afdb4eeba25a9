/// LSP positions: a 0-based line and a 0-based offset in UTF-16 code units, converted from and to the
/// 1-based line and column in characters that findings and entries carry.
struct TextPosition: Equatable {
    let line: Int
    let character: Int

    var json: [String: Any] { ["line": line, "character": character] }
}

extension TextPosition {
    /// Reads `{"line", "character"}`; nil when either is missing or negative.
    init?(json: Any?) {
        guard let object = json as? [String: Any], let line = object["line"] as? Int, let character = object["character"] as? Int,
              line >= 0, character >= 0 else { return nil }
        self.init(line: line, character: character)
    }
}

struct TextRange: Equatable {
    let start: TextPosition
    let end: TextPosition

    var json: [String: Any] { ["start": start.json, "end": end.json] }
}

enum TextPositions {
    /// The UTF-16 offset in `line` (a line's text as `TextLines` gives it, without line ending) of the
    /// 1-based character column `column`; the byte-order mark, which the editor counts on the first line,
    /// adds one unit when `byteOrderMark` is set.
    static func utf16Offset(ofColumn column: Int, in line: String, byteOrderMark: Bool = false) -> Int {
        let index = line.index(line.startIndex, offsetBy: max(column - 1, 0), limitedBy: line.endIndex) ?? line.endIndex
        return line.utf16.distance(from: line.startIndex, to: index) + (byteOrderMark ? 1 : 0)
    }

    /// The prefix of `line` before the UTF-16 offset `character` (the BOM counted as above); an offset
    /// inside a surrogate pair or past the end is taken to the character boundary before it.
    static func prefix(of line: String, before character: Int, byteOrderMark: Bool = false) -> Substring {
        let units = max(character - (byteOrderMark ? 1 : 0), 0)
        var index = line.utf16.index(line.utf16.startIndex, offsetBy: units, limitedBy: line.utf16.endIndex) ?? line.utf16.endIndex
        while index > line.startIndex && String.Index(index, within: line) == nil { index = line.utf16.index(before: index) }
        return line[..<index]
    }

    /// The position of UTF-16 offset `offset` in `units` (a whole text), lines split at `\n`.
    static func position(ofOffset offset: Int, in units: [UInt16]) -> TextPosition {
        var line = 0, lineStart = 0
        for index in 0..<min(offset, units.count) where units[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return TextPosition(line: line, character: offset - lineStart)
    }

    /// One edit that turns `old` into `new`: the span between their common prefix and suffix, never
    /// splitting a CRLF or a surrogate pair. Nil when they are equal.
    static func edit(from old: String, to new: String) -> (range: TextRange, newText: String)? {
        let a = Array(old.utf16), b = Array(new.utf16)
        guard a != b else { return nil }
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        func splits(_ units: [UInt16], at offset: Int) -> Bool {
            guard offset > 0, offset < units.count else { return false }
            return (units[offset - 1] == 0x0D && units[offset] == 0x0A) || UTF16.isLeadSurrogate(units[offset - 1])
        }
        while prefix > 0, splits(a, at: prefix) || splits(b, at: prefix) { prefix -= 1 }
        while suffix > 0, splits(a, at: a.count - suffix) || splits(b, at: b.count - suffix) { suffix -= 1 }
        let range = TextRange(start: position(ofOffset: prefix, in: a), end: position(ofOffset: a.count - suffix, in: a))
        let inserted = String(decoding: b[prefix..<(b.count - suffix)], as: UTF16.self)
        return (range, inserted)
    }
}
