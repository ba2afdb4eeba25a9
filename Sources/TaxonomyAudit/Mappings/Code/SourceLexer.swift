/// One token of a source file: a word, a punctuation byte, a string or character literal, or a comment.
/// Ranges are byte offsets into the file.
struct SourceToken: Sendable {
    enum Kind: UInt8, Sendable, Equatable {
        case word, punctuation, string, character, comment
    }

    let kind: Kind
    /// The line it starts on, held in the bytes `kind` leaves free before `range`.
    private let storedLine: Int32
    let range: Range<Int>
    /// For `.string`: how the literal is written and what it holds. A reference: most tokens are no string, and
    /// each token takes 32 bytes so.
    let literal: StringLiteral?

    init(kind: Kind, range: Range<Int>, line: Int, literal: StringLiteral?) {
        self.kind = kind
        storedLine = Int32(clamping: line)
        self.range = range
        self.literal = literal
    }

    /// The 1-based line the token starts on (a string's opening quote is on it too).
    var line: Int { Int(storedLine) }

    var isComment: Bool { kind == .comment }
}

/// How a string literal is written: enough to read its value and to write another value the same way. A
/// class, so that its token and the list element it becomes share it.
final class StringLiteral: Sendable {
    enum Escaping: Sendable, Equatable {
        /// `\n`, `\"`, `\u{…}` and the like.
        case backslash
        /// Nothing is escaped (raw strings, Go's backquotes).
        case none
        /// Swift's `#"…"#`: escapes are `\#n`, with as many `#` as the delimiter has.
        case swiftRaw(hashes: Int)
    }

    enum Interpolation: Sendable, Equatable {
        case none
        /// Swift's `\(…)` (`\#(…)` in raw strings).
        case swift
        /// Kotlin's and Dart's `$name` and `${…}`.
        case dollar
        /// JavaScript's template literals: `${…}`.
        case template
        /// Python's f-strings: `{…}` (`{{` is a brace).
        case braces
    }

    /// Offset of the opening quote character (after any prefix or `#`).
    let quote: Int
    /// The bytes between the delimiters.
    let content: Range<Int>
    /// The delimiter's text on each side of the content, as written (`"`, `#"`/`"#`, `r#"`/`"#`, `'''`).
    let opening: String
    let closing: String
    let escaping: Escaping
    let interpolation: Interpolation
    /// Three quotes (`"""`, `'''`).
    let isTriple: Bool
    /// Whether the content holds an interpolation.
    let isInterpolated: Bool
    /// False when the file ended (or, for a one-line literal, the line ended) before the closing delimiter.
    let isTerminated: Bool

    init(quote: Int, content: Range<Int>, opening: String, closing: String, escaping: Escaping, interpolation: Interpolation,
         isTriple: Bool, isInterpolated: Bool, isTerminated: Bool) {
        self.quote = quote
        self.content = content
        self.opening = opening
        self.closing = closing
        self.escaping = escaping
        self.interpolation = interpolation
        self.isTriple = isTriple
        self.isInterpolated = isInterpolated
        self.isTerminated = isTerminated
    }
}

/// Splits source text into tokens for a language family: comments (line, block, nested where the language
/// nests them), string literals with their escapes, raw and multi-line forms and interpolations (skipped
/// with whatever they contain), character literals, words and punctuation. Not a parser: it knows no
/// grammar beyond what finding the end of a literal or comment takes. Interpolations nest at most
/// `maximumNesting` deep, so a file of any depth is lexed within a small stack.
struct SourceLexer {
    /// How deep strings may nest inside interpolations (`"\("\(…)")"`).
    static let maximumNesting = 256

    /// The offset of an interpolation that opens past `maximumNesting`.
    struct NestingError: Error {
        let offset: Int
    }

    let language: SourceLanguage
    private let bytes: [UInt8]
    private var position = 0
    private var tokens: [SourceToken] = []
    /// The interpolations open around `position`.
    private var nesting = 0
    /// Offset `counted` is on line `countedLine`; it moves on to each token's start, as tokens start in order.
    private var counted = 0
    private var countedLine = 1

    /// The tokens of `bytes`, comments included, in order; `NestingError` when interpolations nest too deep.
    static func tokens(of bytes: [UInt8], language: SourceLanguage) throws -> [SourceToken] {
        var lexer = SourceLexer(language: language, bytes: bytes)
        try lexer.run(until: nil)
        return lexer.tokens
    }

    private init(language: SourceLanguage, bytes: [UInt8]) {
        self.language = language
        self.bytes = bytes
        // A UTF-8 byte-order mark is no part of the code.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    /// The line of `offset`, at or after the start of the token before.
    private mutating func line(of offset: Int) -> Int {
        while counted < offset {
            if bytes[counted] == 0x0A { countedLine += 1 }
            counted += 1
        }
        return countedLine
    }

    private func byte(_ offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF: return true
        default: return false
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B
    }

    /// Lexes tokens until the bracket `closing` closes the one already open (an interpolation's end, whose
    /// tokens are dropped: they belong to the string), or to the end of the file when `closing` is nil.
    private mutating func run(until closing: UInt8?) throws {
        let count = tokens.count
        defer { if closing != nil { tokens.removeSubrange(count...) } }
        var depth = 0
        while position < bytes.count {
            let current = bytes[position]
            if Self.isSpace(current) { position += 1; continue }
            if let closing {
                if current == UInt8(ascii: "(") || current == UInt8(ascii: "[") || current == UInt8(ascii: "{") { depth += 1 }
                if current == closing && depth == 0 { position += 1; return }
                if current == UInt8(ascii: ")") || current == UInt8(ascii: "]") || current == UInt8(ascii: "}") { depth -= 1 }
            }
            try lexOne()
        }
    }

    /// Lexes an interpolation's tokens up to its `closing` bracket, one level deeper.
    private mutating func nested(until closing: UInt8) throws {
        guard nesting < Self.maximumNesting else { throw NestingError(offset: position) }
        nesting += 1
        defer { nesting -= 1 }
        try run(until: closing)
    }

    private mutating func lexOne() throws {
        let start = position
        let line = self.line(of: start)
        let current = bytes[position]
        if language.usesHashComments {
            if current == UInt8(ascii: "#") { lineComment(from: start, line: line); return }
        } else if current == UInt8(ascii: "/") {
            if byte(start + 1) == UInt8(ascii: "/") { lineComment(from: start, line: line); return }
            if byte(start + 1) == UInt8(ascii: "*") { blockComment(from: start, line: line); return }
            if language == .typescript || language == .javascript, startsRegularExpression() {
                regularExpression(from: start, line: line)
                return
            }
        }
        if let literal = stringStart(at: start) {
            try string(from: start, line: line, prefixLength: literal.prefix, hashes: literal.hashes, quote: literal.quote, raw: literal.raw)
            return
        }
        if current == UInt8(ascii: "'") && !language.singleQuoteIsString {
            if characterLiteral(from: start, line: line) { return }
        }
        if Self.isWordByte(current) {
            while position < bytes.count && Self.isWordByte(bytes[position]) { position += 1 }
            tokens.append(SourceToken(kind: .word, range: start..<position, line: line, literal: nil))
            return
        }
        position += 1
        tokens.append(SourceToken(kind: .punctuation, range: start..<position, line: line, literal: nil))
    }

    private mutating func lineComment(from start: Int, line: Int) {
        while position < bytes.count && bytes[position] != 0x0A { position += 1 }
        var end = position
        if end > start && bytes[end - 1] == 0x0D { end -= 1 }
        tokens.append(SourceToken(kind: .comment, range: start..<end, line: line, literal: nil))
    }

    private mutating func blockComment(from start: Int, line: Int) {
        position = start + 2
        var depth = 1
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "*") && byte(position + 1) == UInt8(ascii: "/") {
                position += 2
                depth -= 1
                if depth == 0 { break }
            } else if language.nestsBlockComments && bytes[position] == UInt8(ascii: "/") && byte(position + 1) == UInt8(ascii: "*") {
                position += 2
                depth += 1
            } else {
                position += 1
            }
        }
        tokens.append(SourceToken(kind: .comment, range: start..<position, line: line, literal: nil))
    }

    /// JavaScript's `/` starts a regular expression where a value is expected: after an operator, an
    /// opening bracket, a comma or a keyword, or at the start.
    private func startsRegularExpression() -> Bool {
        guard let last = tokens.last(where: { !$0.isComment }) else { return true }
        switch last.kind {
        case .string, .character: return false
        case .comment: return true
        case .word:
            let word = String(decoding: bytes[last.range], as: UTF8.self)
            return ["return", "typeof", "case", "in", "of", "new", "delete", "void", "throw", "yield", "await"].contains(word)
        case .punctuation:
            let byte = bytes[last.range.lowerBound]
            return byte != UInt8(ascii: ")") && byte != UInt8(ascii: "]") && byte != UInt8(ascii: "}")
        }
    }

    private mutating func regularExpression(from start: Int, line: Int) {
        position = start + 1
        var inClass = false
        while position < bytes.count && bytes[position] != 0x0A {
            let current = bytes[position]
            if current == UInt8(ascii: "\\") { position += 2; continue }
            if current == UInt8(ascii: "[") { inClass = true } else if current == UInt8(ascii: "]") { inClass = false }
            position += 1
            if current == UInt8(ascii: "/") && !inClass { break }
        }
        position = min(position, bytes.count)
        while position < bytes.count && Self.isWordByte(bytes[position]) { position += 1 }
        tokens.append(SourceToken(kind: .word, range: start..<position, line: line, literal: nil))
    }

    /// Whether a string literal starts at `start`: the length of its prefix (`r`, `b`, `f`…), its `#`s and quote byte.
    private func stringStart(at start: Int) -> (prefix: Int, hashes: Int, quote: UInt8, raw: Bool)? {
        let current = bytes[start]
        func isQuote(_ byte: UInt8?) -> Bool {
            switch byte {
            case UInt8(ascii: "\""): return true
            case UInt8(ascii: "'"): return language.singleQuoteIsString
            case UInt8(ascii: "`"): return language == .go || language == .typescript || language == .javascript
            default: return false
            }
        }
        if isQuote(current) {
            // A word byte just before (`r"` handled below) would make it a prefix; here it starts the token.
            return (0, 0, current, language == .go && current == UInt8(ascii: "`"))
        }
        switch language {
        case .swift:
            guard current == UInt8(ascii: "#") else { return nil }
            var hashes = 0
            while byte(start + hashes) == UInt8(ascii: "#") { hashes += 1 }
            return byte(start + hashes) == UInt8(ascii: "\"") ? (0, hashes, UInt8(ascii: "\""), true) : nil
        case .rust:
            var offset = start
            if bytes[offset] == UInt8(ascii: "b") || bytes[offset] == UInt8(ascii: "c") { offset += 1 }
            let raw = byte(offset) == UInt8(ascii: "r")
            if raw { offset += 1 }
            var hashes = 0
            while raw && byte(offset + hashes) == UInt8(ascii: "#") { hashes += 1 }
            guard offset > start, byte(offset + hashes) == UInt8(ascii: "\""), !precededByWordByte(start) else { return nil }
            return (offset - start, hashes, UInt8(ascii: "\""), raw)
        case .python:
            var offset = start
            var raw = false
            while offset - start < 2, let letter = byte(offset), Self.isPythonPrefix(letter) {
                if letter == UInt8(ascii: "r") || letter == UInt8(ascii: "R") { raw = true }
                offset += 1
            }
            guard offset > start, isQuote(byte(offset)), !precededByWordByte(start) else { return nil }
            return (offset - start, 0, bytes[offset], raw)
        case .dart:
            guard current == UInt8(ascii: "r"), isQuote(byte(start + 1)), !precededByWordByte(start) else { return nil }
            return (1, 0, bytes[start + 1], true)
        default:
            return nil
        }
    }

    /// The letters of Python's string prefixes (`r`, `b`, `u`, `f`, either case).
    private static func isPythonPrefix(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "r"), UInt8(ascii: "R"), UInt8(ascii: "b"), UInt8(ascii: "B"), UInt8(ascii: "u"), UInt8(ascii: "U"),
             UInt8(ascii: "f"), UInt8(ascii: "F"): return true
        default: return false
        }
    }

    private func precededByWordByte(_ offset: Int) -> Bool {
        offset > 0 && Self.isWordByte(bytes[offset - 1])
    }

    private func interpolationKind(prefix: ArraySlice<UInt8>, quote: UInt8, raw: Bool) -> StringLiteral.Interpolation {
        switch language {
        case .swift: return .swift
        case .kotlin: return .dollar
        case .dart: return raw ? .none : .dollar
        case .typescript, .javascript: return quote == UInt8(ascii: "`") ? .template : .none
        case .python: return prefix.contains(UInt8(ascii: "f")) || prefix.contains(UInt8(ascii: "F")) ? .braces : .none
        case .java, .rust, .go: return .none
        }
    }

    private mutating func string(from start: Int, line: Int, prefixLength: Int, hashes: Int, quote: UInt8, raw: Bool) throws {
        let quoteOffset = start + prefixLength + hashes
        let triple = quote != UInt8(ascii: "`") && byte(quoteOffset + 1) == quote && byte(quoteOffset + 2) == quote
            && language != .rust && language != .go && !(language == .typescript || language == .javascript)
        let delimiterLength = triple ? 3 : 1
        let contentStart = quoteOffset + delimiterLength
        let interpolation = interpolationKind(prefix: bytes[start..<(start + prefixLength)], quote: quote, raw: raw)
        let escaping: StringLiteral.Escaping
        switch language {
        case .swift: escaping = hashes > 0 ? .swiftRaw(hashes: hashes) : .backslash
        case .kotlin: escaping = triple ? .none : .backslash
        default: escaping = raw ? .none : .backslash
        }
        // Backquoted strings, triple-quoted strings and Rust's strings may span lines.
        let multiline = triple || quote == UInt8(ascii: "`") || language == .rust
        position = contentStart
        var interpolated = false
        var contentEnd = bytes.count
        var terminated = false
        scan: while position < bytes.count {
            let current = bytes[position]
            if current == 0x0A && !multiline { contentEnd = position; break }
            switch escaping {
            case .backslash:
                if current == UInt8(ascii: "\\") {
                    if interpolation == .swift && byte(position + 1) == UInt8(ascii: "(") {
                        interpolated = true
                        position += 2
                        try nested(until: UInt8(ascii: ")"))
                        continue scan
                    }
                    position += 2
                    continue scan
                }
            case .swiftRaw(let count):
                if current == UInt8(ascii: "\\") && hashesFollow(position + 1, count) && byte(position + 1 + count) == UInt8(ascii: "(") {
                    interpolated = true
                    position += 2 + count
                    try nested(until: UInt8(ascii: ")"))
                    continue scan
                }
            case .none:
                // Python's raw strings still keep `\"` from ending the literal.
                if language == .python && current == UInt8(ascii: "\\") { position += 2; continue scan }
            }
            if current == quote && (!triple || (byte(position + 1) == quote && byte(position + 2) == quote))
                && hashesFollow(position + 1 + (triple ? 2 : 0), hashes) {
                // Kotlin's and Swift's `"""` may be followed by more quotes that belong to the content.
                var end = position
                if triple { while byte(end + 3) == quote { end += 1 } }
                contentEnd = end
                position = end + delimiterLength + hashes
                terminated = true
                break scan
            }
            switch interpolation {
            case .dollar where current == UInt8(ascii: "$"):
                if byte(position + 1) == UInt8(ascii: "{") {
                    interpolated = true
                    position += 2
                    try nested(until: UInt8(ascii: "}"))
                    continue scan
                }
                if let next = byte(position + 1), Self.isWordByte(next), next != UInt8(ascii: "$") { interpolated = true }
            case .template where current == UInt8(ascii: "$") && byte(position + 1) == UInt8(ascii: "{"):
                interpolated = true
                position += 2
                try nested(until: UInt8(ascii: "}"))
                continue scan
            case .braces where current == UInt8(ascii: "{"):
                if byte(position + 1) == UInt8(ascii: "{") { position += 2; continue scan }
                interpolated = true
                position += 1
                try nested(until: UInt8(ascii: "}"))
                continue scan
            default:
                break
            }
            position += 1
        }
        if !terminated { contentEnd = min(contentEnd, bytes.count); position = contentEnd }
        let closing = Self.closingDelimiter(quote: quote, count: delimiterLength, hashes: hashes)
        // A literal without a prefix or `#`s opens as it closes.
        let opening = prefixLength == 0 && hashes == 0 ? closing : String(decoding: bytes[start..<contentStart], as: UTF8.self)
        let literal = StringLiteral(quote: quoteOffset, content: contentStart..<max(contentStart, contentEnd), opening: opening,
                                    closing: closing, escaping: escaping, interpolation: interpolation, isTriple: triple,
                                    isInterpolated: interpolated, isTerminated: terminated)
        tokens.append(SourceToken(kind: .string, range: start..<position, line: line, literal: literal))
    }

    /// `count` quotes `quote` (`"`, `'` or a backquote), then `hashes` `#`s.
    private static func closingDelimiter(quote: UInt8, count: Int, hashes: Int) -> String {
        let one = quote == UInt8(ascii: "\"") ? "\"" : quote == UInt8(ascii: "'") ? "'" : "`"
        let quotes = count == 1 ? one : String(repeating: one, count: count)
        return hashes == 0 ? quotes : quotes + String(repeating: "#", count: hashes)
    }

    private func hashesFollow(_ offset: Int, _ count: Int) -> Bool {
        guard count > 0 else { return true }
        guard offset + count <= bytes.count else { return false }
        return bytes[offset..<(offset + count)].allSatisfy { $0 == UInt8(ascii: "#") }
    }

    /// `'a'`, `'\n'`, `'\u{1F600}'`; in Rust a `'` that closes nothing is a lifetime or label (`'a`), lexed as a word.
    private mutating func characterLiteral(from start: Int, line: Int) -> Bool {
        var offset = start + 1
        if byte(offset) == UInt8(ascii: "\\") {
            offset += 2
            while offset < bytes.count && bytes[offset] != UInt8(ascii: "'") && bytes[offset] != 0x0A { offset += 1 }
        } else {
            // One UTF-8 character.
            guard offset < bytes.count else { return false }
            offset += 1
            while offset < bytes.count && bytes[offset] & 0xC0 == 0x80 { offset += 1 }
        }
        guard byte(offset) == UInt8(ascii: "'") else {
            guard language == .rust else { return false }
            position = start + 1
            while position < bytes.count && Self.isWordByte(bytes[position]) { position += 1 }
            tokens.append(SourceToken(kind: .word, range: start..<position, line: line, literal: nil))
            return true
        }
        position = offset + 1
        tokens.append(SourceToken(kind: .character, range: start..<position, line: line, literal: nil))
        return true
    }
}
