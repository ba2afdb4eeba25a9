/// The pieces of GitHub-flavoured Markdown the generated documents and the `--format markdown` report are
/// made of; no text or code span they are given can break out of its place.
///
/// Tables are written without alignment padding, so that a change to one row changes one line of the file.
enum Markdown {
    /// A column of a table: its heading and whether its cells are numbers (right-aligned).
    struct Column {
        let heading: String
        let numeric: Bool

        init(_ heading: String, numeric: Bool = false) {
            self.heading = heading
            self.numeric = numeric
        }
    }

    /// A table with a header row; cells must already be Markdown (see `text` and `code`).
    static func table(_ columns: [Column], _ rows: [[String]]) -> String {
        var out = row(columns.map(\.heading))
        out += row(columns.map { $0.numeric ? "---:" : "---" })
        for cells in rows { out += row(cells) }
        return out
    }

    private static func row(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |\n"
    }

    /// Plain text that renders as itself, in a paragraph, a heading or a table cell: control characters
    /// shown as `TerminalText` shows them (so no line break can end a row), the punctuation Markdown or a
    /// table would interpret backslash-escaped (`\\` `` ` `` `*` `_` `[` `]` `<` `>` `|` `~` `&` `#`; an
    /// underscore inside a word, `baked_goods`, cannot start emphasis and is left as is), and `@` before a
    /// name followed by U+200B, so that no `@mention` notifies anyone.
    static func text(_ plain: String) -> String {
        let shown = TerminalText.escaped(plain)
        // Most text holds no character the loop below acts on; a byte scan says so.
        let isMarked = Self.isMarked
        let marked = { (bytes: UnsafeBufferPointer<UInt8>) in bytes.contains { isMarked[Int($0)] } }
        guard shown.utf8.withContiguousStorageIfAvailable(marked) ?? shown.utf8.contains(where: { isMarked[Int($0)] }) else {
            return shown
        }
        // In ASCII text every byte is a character (the escapes above left no line break), so the same loop runs
        // over bytes, without breaking the text into characters: a report escapes a million messages.
        if shown.utf8.allSatisfy({ $0 < 0x80 }) { return asciiText(shown) }
        let characters = Array(shown)
        var out = ""
        for (index, character) in characters.enumerated() {
            let inWord = index > 0 && index < characters.count - 1
                && Self.isWordCharacter(characters[index - 1]) && Self.isWordCharacter(characters[index + 1])
            if "\\|`*[]<>~&#".contains(character) || (character == "_" && !inWord) { out.append("\\") }
            out.append(character)
            if character == "@" && index < characters.count - 1 && Self.isWordCharacter(characters[index + 1]) {
                out.append("\u{200B}")
            }
        }
        return out
    }

    private static func isWordCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber }

    /// `text` for ASCII text, byte by byte; an ASCII character is a letter or a number when it is a letter or digit.
    private static func asciiText(_ shown: String) -> String {
        let bytes = Array(shown.utf8)
        let isWordByte = { (byte: UInt8) in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        for (index, byte) in bytes.enumerated() {
            let inWord = index > 0 && index < bytes.count - 1 && isWordByte(bytes[index - 1]) && isWordByte(bytes[index + 1])
            if byte != UInt8(ascii: "_") && byte != UInt8(ascii: "@") && isMarked[Int(byte)] || (byte == UInt8(ascii: "_") && !inWord) {
                out.append(UInt8(ascii: "\\"))
            }
            out.append(byte)
            if byte == UInt8(ascii: "@") && index < bytes.count - 1 && isWordByte(bytes[index + 1]) {
                out.append(contentsOf: [0xE2, 0x80, 0x8B])  // U+200B
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// By byte: whether it is one of the characters `text` escapes or follows with a break (`@`).
    private static let isMarked: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "\\|`*[]<>~&#_@".utf8 { table[Int(byte)] = true }
        return table
    }()

    /// A code span that shows `plain` exactly, whatever it holds: fenced by one backtick more than its longest
    /// run of backticks, padded with a space when it starts or ends with a backtick (or with a space at both
    /// ends, which the span would strip), control characters shown as `TerminalText` shows them, and `|`
    /// escaped, as GitHub requires inside table cells.
    static func code(_ plain: String) -> String {
        let body = TerminalText.escaped(plain)
        // Most text holds neither a backtick nor a bar; a byte scan says so.
        let marked = body.utf8.contains { $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "|") }
        var longest = 0, run = 0
        for character in body where marked {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padded = body.hasPrefix("`") || body.hasSuffix("`") || (body.hasPrefix(" ") && body.hasSuffix(" ")) ? " \(body) " : body
        return fence + (marked ? padded.replacingEvery("|", with: "\\|") : padded) + fence
    }

    /// The cell shown where there is nothing to show.
    static let none = "—"

    /// A link to `page` (empty for this page), at `anchor` when given.
    static func link(_ label: String, page: String = "", anchor: String? = nil) -> String {
        "[\(label)](\(page)\(anchor.map { "#" + $0 } ?? ""))"
    }

    /// `count` with thousands separated by commas, independent of the locale: `1,303`.
    static func count(_ count: Int) -> String {
        var digits = String(count.magnitude)
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(digits.suffix(3), at: 0)
            digits = String(digits.dropLast(3))
        }
        groups.insert(Substring(digits), at: 0)
        return (count < 0 ? "-" : "") + groups.joined(separator: ",")
    }

    /// `count` followed by the noun, singular or plural: `1 identifier`, `2 identifiers`.
    static func count(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(Self.count(count)) \(count == 1 ? singular : plural ?? singular + "s")"
    }

    /// The longest gloss a table shows, in characters.
    static let glossLimit = 100

    /// A gloss as a table shows it: its first clause (WordNet separates further remarks with `; `),
    /// cut at a word boundary with `…` when still longer than `glossLimit`.
    static func shortGloss(_ gloss: String) -> String {
        var clause = Substring(gloss)
        if let semicolon = clause.firstByteRange(of: "; ") { clause = clause[..<semicolon.lowerBound] }
        guard clause.count > glossLimit else { return String(clause) }
        var cut = clause.prefix(glossLimit - 1)
        if let space = cut.lastIndex(of: " ") { cut = cut[..<space] }
        while let last = cut.last, ",:(".contains(last) { cut = cut.dropLast() }
        return cut + "…"
    }
}

/// The anchors GitHub gives a document's headings, in order: lower case, punctuation removed, spaces turned
/// into hyphens, and `-1`, `-2`… appended to repeats.
struct HeadingAnchors {
    private var occurrences: [String: Int] = [:]

    /// The anchor of the next heading, whose rendered text is `heading`.
    mutating func anchor(for heading: String) -> String {
        let base = Self.slug(heading)
        var anchor = base
        while occurrences[anchor] != nil {
            occurrences[base, default: 0] += 1
            anchor = "\(base)-\(occurrences[base]!)"
        }
        occurrences[anchor] = 0
        return anchor
    }

    static func slug(_ heading: String) -> String {
        var out = ""
        for character in heading.lowercased() {
            if character == " " {
                out.append("-")
            } else if character == "-" || character == "_" || character.isLetter || character.isNumber {
                out.append(character)
            }
        }
        return out
    }
}
