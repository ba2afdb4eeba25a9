/// The grammar of one line of a mapping file: an entry (`sofa`), an exclusion (`!structure`), a `#`
/// comment, a suppression (`# audit:ignore RULE[,RULE]`), or a blank line.
///
/// A line is `[entry] [# comment]`. White space (`MappingLine.isWhitespace`) around the entry and the
/// comment is ignored. The comment starts at the first `#` byte, whatever follows it. A comment that
/// reads `audit:ignore`, white space and rule ids (separated by commas or white space, optionally
/// followed by `# note`) is a suppression; any other comment is a remark (`# audit:ignored because…`,
/// `# audit:ignore-me`). Rule ids are returned as written: only the linter knows its rules.
public struct MappingLine: Sendable, Equatable {
    /// An identifier mapped to the file's category, or excluded from it.
    public struct Entry: Sendable, Equatable {
        /// The entry as written, trimmed, without the `!`.
        public let identifier: String
        /// `!identifier`: deliberately not in this category. Exclusions have no effect at run time.
        public let isExclusion: Bool
        /// 1-based column, in characters, where the entry (or its `!`) starts.
        public let column: Int
    }

    /// `# audit:ignore RULE[,RULE]`.
    public struct Suppression: Sendable, Equatable {
        /// The rule ids, as written, in order.
        public let rules: [String]
        /// 1-based column, in characters, of the `#` that starts it.
        public let column: Int
    }

    public let entry: Entry?
    public let suppression: Suppression?
    /// The comment, trimmed: why the entry is there. For a suppression, the `# note` after its rules.
    /// Nil when there is none or it is empty.
    public let comment: String?

    /// What starts a suppression comment.
    public static let suppressionMarker = "audit:ignore"

    /// Parses `text` (one line without its ending), naming `path` and `number` in errors.
    public init(parsing text: String, path: String, number: Int) throws {
        if Self.isEntryAlone(text) {
            // What the general path below makes of such a line, without walking it scalar by scalar.
            entry = Entry(identifier: text, isExclusion: false, column: 1)
            suppression = nil
            comment = nil
            return
        }
        var hash = text.endIndex
        if let offset = text.utf8.firstIndex(of: UInt8(ascii: "#")) { hash = offset }
        var suppression: Suppression?
        var comment: String?
        if hash < text.endIndex {
            let remark = Self.trimmingWhitespace(text[text.utf8.index(after: hash)...])
            if let list = Self.suppressionList(remark) {
                let rules = list.unicodeScalars.split(whereSeparator: { $0 == "," || Self.isWhitespace($0) })
                    .map { String(Substring($0)) }
                guard !rules.isEmpty else { throw MappingError(path: path, line: number, reason: .emptySuppression) }
                suppression = Suppression(rules: rules, column: Self.column(of: hash, in: text))
                if let note = remark.utf8.firstIndex(of: UInt8(ascii: "#")) {
                    comment = String(Self.trimmingWhitespace(remark[remark.utf8.index(after: note)...]))
                }
            } else {
                comment = String(remark)
            }
            if comment?.isEmpty == true { comment = nil }
        }
        self.suppression = suppression
        self.comment = comment
        let body = text.unicodeScalars[..<hash]
        guard let first = body.firstIndex(where: { !Self.isWhitespace($0) }),
              let last = body.lastIndex(where: { !Self.isWhitespace($0) }) else {
            entry = nil
            return
        }
        var identifier = Substring(body[first...last])
        let isExclusion = identifier.hasPrefix("!")
        if isExclusion {
            identifier = Self.trimmingWhitespace(Substring(identifier.unicodeScalars.dropFirst()))
            guard !identifier.isEmpty else { throw MappingError(path: path, line: number, reason: .emptyExclusion) }
        }
        entry = Entry(identifier: String(identifier), isExclusion: isExclusion,
                      column: Self.column(of: first, in: text))
    }

    /// Whether `text` is an entry alone, as most lines of a list are: ASCII without `#`, not starting with
    /// `!`, with no white space at either end, so no comment, no exclusion and nothing to trim.
    private static func isEntryAlone(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first, let last = bytes.last, first != UInt8(ascii: "!"),
                  !isWhitespace(Unicode.Scalar(first)), !isWhitespace(Unicode.Scalar(last)) else { return false }
            return bytes.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "#") }
        } ?? false
    }

    /// The 1-based column, in characters, of `index`; an ASCII prefix is counted by its bytes.
    private static func column(of index: String.Index, in text: String) -> Int {
        let prefix = text.utf8[..<index]
        return (prefix.allSatisfy { $0 < 0x80 } ? prefix.count : text.distance(from: text.startIndex, to: index)) + 1
    }

    /// The rule list of a suppression comment (`audit:ignore dead-entry # note` → `dead-entry `), or nil
    /// when `comment` is not one. `audit:ignore` alone is a suppression without rules.
    private static func suppressionList(_ comment: Substring) -> Substring? {
        guard comment.hasPrefix(suppressionMarker) else { return nil }
        let rest = comment.unicodeScalars.dropFirst(suppressionMarker.unicodeScalars.count)
        guard let separator = rest.first else { return "" }
        guard isWhitespace(separator) else { return nil }
        let list = Substring(rest)
        return list[..<(list.utf8.firstIndex(of: UInt8(ascii: "#")) ?? list.endIndex)]
    }

    /// Whether `scalar` is white space in a mapping file: tab and the Unicode space separators (U+0009,
    /// U+0020, U+00A0, U+1680, U+2000–U+200A, U+202F, U+205F, U+3000). Line breaks, other controls and
    /// the zero-width space (a format character, invisible, so better reported than trimmed) are not.
    public static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// `text` without leading and trailing white space.
    public static func trimmingWhitespace<S: StringProtocol>(_ text: S) -> Substring where S.SubSequence == Substring {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isWhitespace($0) }),
              let last = scalars.lastIndex(where: { !isWhitespace($0) }) else { return text[text.endIndex...] }
        return text[first..<scalars.index(after: last)]
    }
}
