/// A source file's tokens as the marker reader (`SourceListReader`) and `audit discover` (`ListDiscovery`) read
/// them: the code tokens with each bracket's partner, and the comments apart.
struct SourceTokens {
    let language: SourceLanguage
    let bytes: [UInt8]
    /// Tokens that are not comments.
    let code: [SourceToken]
    /// Comments, each with the number of code tokens before it.
    let comments: [(token: SourceToken, codeIndex: Int)]
    /// The matching bracket of each bracket token of `code`, or -1.
    let partner: [Int]

    /// Lexes `bytes`; throws the lexer's `SourceLexer.NestingError` for strings nested too deep.
    init(bytes: [UInt8], language: SourceLanguage) throws {
        self.language = language
        self.bytes = bytes
        // The comments are taken out of the lexer's tokens in place: a file's tokens are held once.
        var code = try SourceLexer.tokens(of: bytes, language: language)
        var comments: [(SourceToken, Int)] = []
        var kept = 0
        for index in code.indices {
            if code[index].isComment {
                comments.append((code[index], kept))
            } else {
                code.swapAt(kept, index)
                kept += 1
            }
        }
        code.removeSubrange(kept...)
        var partner = [Int](repeating: -1, count: code.count)
        var stack: [Int] = []
        for index in code.indices where code[index].kind == .punctuation {
            switch bytes[code[index].range.lowerBound] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                stack.append(index)
            case let close where close == UInt8(ascii: ")") || close == UInt8(ascii: "]") || close == UInt8(ascii: "}"):
                let open: UInt8 = close == UInt8(ascii: ")") ? UInt8(ascii: "(") : close == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
                if let top = stack.last, bytes[code[top].range.lowerBound] == open {
                    stack.removeLast()
                    partner[top] = index
                    partner[index] = top
                }
            default:
                break
            }
        }
        self.code = code
        self.comments = comments
        self.partner = partner
    }

    /// Names before `(` that construct a collection from their arguments, beside `nonCalls`.
    static let collectionConstructors: Set<String> = [
        "Set", "Array", "Dictionary", "List", "Map", "HashSet", "HashMap", "TreeSet", "LinkedHashSet", "ReadonlySet",
        "mapOf", "mutableMapOf", "hashMapOf", "linkedSetOf", "sortedSetOf", "linkedMapOf", "arrayListOf", "ofEntries",
        "asList", "copyOf", "dict", "unmodifiableSet", "unmodifiableList", "new",
    ]

    /// Words before `(` that do not make it a call's arguments (whose count a removal would change).
    static let nonCalls: Set<String> = [
        "in", "if", "case", "when", "match", "return", "and", "or", "not", "while", "elif", "switch",
        "setOf", "listOf", "arrayOf", "mutableSetOf", "mutableListOf", "hashSetOf", "of", "frozenset", "set", "tuple", "list", "from",
    ]
}

/// One element of a bracket: its tokens and the comma after it; for a pair, its key and value.
struct TableElement {
    let tokens: ClosedRange<Int>
    let comma: Int?
    let key: ClosedRange<Int>?
    let value: ClosedRange<Int>?
}

/// What reads a file's tokens (`SourceTokens`, kept by each reader): the questions both readers ask of them,
/// answered one way.
protocol SourceTokenReading {
    var language: SourceLanguage { get }
    var bytes: [UInt8] { get }
    var code: [SourceToken] { get }
    var partner: [Int] { get }
}

extension SourceTokens: SourceTokenReading {}

extension SourceTokenReading {
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
        index >= 0 && index < code.count && code[index].kind == .punctuation && bytes[code[index].range.lowerBound] == UInt8(ascii: character)
    }

    func isWord(_ index: Int, _ word: String) -> Bool {
        index >= 0 && index < code.count && code[index].kind == .word && bytes[code[index].range].elementsEqual(word.utf8)
    }

    func isOpening(_ index: Int) -> Bool {
        isPunctuation(index, "(") || isPunctuation(index, "[") || isPunctuation(index, "{")
    }

    /// The innermost bracket around each code token (its opening bracket's index), or -1.
    func enclosingBrackets() -> [Int] {
        var result = [Int](repeating: -1, count: code.count)
        var stack: [Int] = []
        for token in code.indices {
            if partner[token] >= 0 && partner[token] < token, stack.last == partner[token] { stack.removeLast() }
            result[token] = stack.last ?? -1
            if partner[token] > token { stack.append(token) }
        }
        return result
    }

    /// Whether bracket `open` holds a string token, at any depth.
    func containsString(_ open: Int) -> Bool {
        let close = partner[open]
        guard close > open else { return false }
        return code[(open + 1)..<close].contains { $0.kind == .string }
    }

    /// Python's `b"…"` and Rust's `b"…"` and `c"…"`: bytes, not text.
    func isByteString(_ token: SourceToken) -> Bool {
        guard let literal = token.literal else { return false }
        // What stands before the quote: the prefix letters, then any `#`.
        let prefix = bytes[token.range.lowerBound..<literal.quote].prefix { $0 != UInt8(ascii: "#") }
        switch language {
        case .python: return prefix.contains { $0 == UInt8(ascii: "b") || $0 == UInt8(ascii: "B") }
        case .rust: return prefix.first == UInt8(ascii: "b") || prefix.first == UInt8(ascii: "c")
        default: return false
        }
    }

    /// The elements between bracket `open` and its partner: token ranges, each with its comma; none in Swift's
    /// empty dictionary `[:]`.
    func elements(of open: Int) -> [(tokens: ClosedRange<Int>, comma: Int?)] {
        var result: [(tokens: ClosedRange<Int>, comma: Int?)] = []
        let close = partner[open]
        if close == open + 2 && isPunctuation(open + 1, ":") { return [] }
        var start = open + 1
        var index = open + 1
        while index < close {
            if isOpening(index) && partner[index] > index { index = partner[index] + 1; continue }
            if isPunctuation(index, ",") {
                if index > start { result.append((start...(index - 1), index)) }
                start = index + 1
            }
            index += 1
        }
        if close > start { result.append((start...(close - 1), nil)) }
        return result
    }

    /// A dictionary element's key and value: `key: value`, `key to value`, `(key, value)`, `entry(key, value)`.
    func pair(_ tokens: ClosedRange<Int>) -> (key: ClosedRange<Int>, value: ClosedRange<Int>)? {
        var index = tokens.lowerBound
        while index <= tokens.upperBound {
            if isOpening(index) && partner[index] > index { index = partner[index] + 1; continue }
            let isColon = isPunctuation(index, ":") && !isPunctuation(index + 1, ":") && !isPunctuation(index - 1, ":")
            let isTo = language == .kotlin && isWord(index, "to")
            if (isColon || isTo) && index > tokens.lowerBound && index < tokens.upperBound {
                return (tokens.lowerBound...(index - 1), (index + 1)...tokens.upperBound)
            }
            index += 1
        }
        let last = tokens.upperBound
        let open = partner[last]
        guard open >= tokens.lowerBound, open < last, isOpening(open),
              code[tokens.lowerBound..<open].allSatisfy({ $0.kind == .word || $0.kind == .punctuation && ".:".utf8.contains(bytes[$0.range.lowerBound]) }) else {
            return nil
        }
        let inner = elements(of: open)
        guard inner.count == 2 else { return nil }
        return (inner[0].tokens, inner[1].tokens)
    }

    /// The elements of bracket `open`, each with its key and value when it is a pair; Java's `Map.of(k1, v1, k2, v2)`
    /// pairs its arguments two by two.
    func tableElements(of open: Int) -> [TableElement] {
        let plain = elements(of: open)
        if isMapOf(open) {
            return stride(from: 0, to: plain.count, by: 2).map { index in
                guard index + 1 < plain.count else { return TableElement(tokens: plain[index].tokens, comma: plain[index].comma, key: nil, value: nil) }
                return TableElement(tokens: plain[index].tokens.lowerBound...plain[index + 1].tokens.upperBound, comma: plain[index + 1].comma,
                                    key: plain[index].tokens, value: plain[index + 1].tokens)
            }
        }
        return plain.map { tokens, comma in
            let found = tokens.count == 1 && code[tokens.lowerBound].kind == .string ? nil : pair(tokens)
            return TableElement(tokens: tokens, comma: comma, key: found?.key, value: found?.value)
        }
    }

    /// Whether `(` at `open` holds the arguments of Java's `Map.of` (or `ImmutableMap.of`): keys and values in turn.
    func isMapOf(_ open: Int) -> Bool {
        guard language == .java, isPunctuation(open, "("), isWord(open - 1, "of"), isPunctuation(open - 2, "."), open >= 3,
              code[open - 3].kind == .word else { return false }
        return text(code[open - 3].range).hasSuffix("Map")
    }

    /// The `match`, `switch` or `when` whose block `{` at `open` is (its word's index); nil when it is no such block.
    func switchWord(_ open: Int) -> Int? {
        guard isPunctuation(open, "{") else { return nil }
        var index = open - 1
        while index >= 0 {
            if code[index].kind == .word {
                if ["match", "switch", "when"].contains(text(code[index].range)) { return index }
            } else if (isPunctuation(index, ")") || isPunctuation(index, "]")) && partner[index] >= 0 && partner[index] < index {
                index = partner[index]
            } else if !(".:&*?!".unicodeScalars.contains { isPunctuation(index, $0) }) {
                return nil
            }
            index -= 1
        }
        return nil
    }

    /// Whether the token before `index` ends what leads to a value: `:`, Kotlin's `to`, `=>` or `->`.
    func followsKey(_ index: Int) -> Bool {
        (isPunctuation(index - 1, ":") && !isPunctuation(index - 2, ":")) || (language == .kotlin && isWord(index - 1, "to"))
            || (isPunctuation(index - 1, ">") && (isPunctuation(index - 2, "=") || isPunctuation(index - 2, "-")))
    }

    /// What follows a key at `index`: `:` (`::` is a path) or Kotlin's `to` before a dictionary's value, `=>` or
    /// `->` before an arm's body; the index of the last token of it, nil when none follows.
    func keyEnd(after index: Int) -> (last: Int, isArrow: Bool)? {
        if isPunctuation(index + 1, ":") && !isPunctuation(index + 2, ":") { return (index + 1, false) }
        if language == .kotlin && isWord(index + 1, "to") { return (index + 1, false) }
        if (isPunctuation(index + 1, "=") || isPunctuation(index + 1, "-")) && isPunctuation(index + 2, ">") { return (index + 2, true) }
        return nil
    }
}
