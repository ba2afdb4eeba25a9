#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the marked lists of a source file: `audit:category NAME` before a collection literal (or at the
/// end of its opening line), `audit:categories` before a dictionary, `audit:keys NAME` before a table
/// (a dictionary, or a `match`/`switch`/`when` whose patterns are the entries), `audit:begin NAME` …
/// `audit:end` regions (`audit:begin NAME keys` for a section of a table), with `audit:skip`, `audit:ignore RULE[,RULE]` and `audit:exclude ID[,ID] reason` beside the
/// entries. Markers are comments that start with `audit:`; nothing is guessed.
enum SourceListReader {
    /// Whether `bytes` may hold a marker (the bytes `audit:`): the test a directory scan makes before lexing a file.
    static func mayHoldMarkers(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress, bytes.count >= 6 else { return false }
        let word = Array("audit".utf8)
        // Each `:` (rarer than letters) is a candidate end; memchr finds them at memory speed.
        var offset = 5
        while offset < bytes.count, let found = memchr(base + offset, Int32(UInt8(ascii: ":")), bytes.count - offset) {
            let colon = base.distance(to: UnsafeRawPointer(found))
            if colon >= 5 && bytes[(colon - 5)..<colon].elementsEqual(word) { return true }
            offset = colon + 1
        }
        return false
    }

    /// Whether `bytes` hold a marker as a comment writes it (`// audit:category`, `# audit:begin`, `/* audit:end */`),
    /// found without lexing: what tells a file that failed to read as a marked source from one that only
    /// mentions `audit:` (in a string, in prose, after an unknown word).
    static func holdsMarkerComment(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let marker = Array("audit:".utf8)
        var offset = 0
        while offset + marker.count <= bytes.count {
            defer { offset += 1 }
            guard bytes[offset] == marker[0], bytes[offset..<(offset + marker.count)].elementsEqual(marker) else { continue }
            var start = offset
            while start > 0, [UInt8(ascii: " "), 0x09, UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "#")].contains(bytes[start - 1]) {
                start -= 1
            }
            let opener = bytes[start..<offset]
            let opens = opener.contains(UInt8(ascii: "#"))
                || zip(opener, opener.dropFirst()).contains { $0 == UInt8(ascii: "/") && ($1 == UInt8(ascii: "/") || $1 == UInt8(ascii: "*")) }
            guard opens else { continue }
            var end = offset + marker.count
            while end < bytes.count, (bytes[end] >= UInt8(ascii: "a") && bytes[end] <= UInt8(ascii: "z")) || bytes[end] == UInt8(ascii: "-") { end += 1 }
            if Directive.Kind(rawValue: String(decoding: bytes[(offset + marker.count)..<end], as: UTF8.self)) != nil { return true }
        }
        return false
    }

    /// The lists of `bytes`; a file without markers has none.
    static func read(path: String, bytes: [UInt8], language: SourceLanguage) throws -> EmbeddedListDocument {
        var reader = try Reader(path: path, bytes: bytes, language: language)
        try reader.read()
        return reader.document
    }
}

private struct Directive {
    enum Kind: String {
        case category, categories, keys, begin, end, skip, ignore, exclude
    }

    let kind: Kind
    /// The comment's index in `Reader.comments`.
    let comment: Int
    let line: Int
    /// The bytes after the directive word, trimmed.
    let arguments: Range<Int>
    /// Whether code stands before the comment on its line.
    let isTrailing: Bool
}

private struct Reader: SourceTokenReading {
    var document: EmbeddedListDocument
    let language: SourceLanguage
    let bytes: [UInt8]
    /// Tokens that are not comments.
    let code: [SourceToken]
    /// Comments, each with the number of code tokens before it.
    let comments: [(token: SourceToken, codeIndex: Int)]
    /// The matching bracket of each bracket token of `code`, or -1.
    let partner: [Int]
    /// Whether each line holds code, by line number.
    let codeLines: [Bool]
    var directives: [Directive] = []
    var skipLines = Set<Int>()
    var suppressions: [Int: (rules: [RuleID], column: Int)] = [:]
    /// The comment ending each line after code, by line.
    var trailingComments: [Int: Range<Int>] = [:]
    /// Whether an entry starts on each line, by line number.
    var entryLines: [Bool]
    /// The line of the marker of each literal read, by its opening bracket.
    var markedLiterals: [Int: Int] = [:]
    /// The arms of conditionals, as ranges of code tokens, worked out when a list is first read.
    var arms: [(tokens: ClosedRange<Int>, branch: Branch)]?
    /// Python: the arms each line stands in, by line.
    var lineArms: [Int: [Branch]] = [:]
    /// Each list's lines, for `audit:exclude` comments: the lists it may be for and where exclusions go.
    var spans: [(lines: ClosedRange<Int>, list: Int?)] = []
    /// The run of each table whose keys a region or `audit:keys` reads, by its opening bracket: the sections
    /// of one table share it, since removing a key keeps the layout of the whole table.
    var tableRuns: [Int: (run: Int, elements: [TableElement])] = [:]
    /// The innermost bracket around each code token, or -1; worked out when a table is first read.
    var parents: [Int]?

    init(path: String, bytes: [UInt8], language: SourceLanguage) throws {
        self.language = language
        self.bytes = bytes
        document = EmbeddedListDocument(path: path, bytes: bytes, lineComment: language.lineComment)
        let lines = document.lines
        let tokens: SourceTokens
        do {
            tokens = try SourceTokens(bytes: bytes, language: language)
        } catch let nesting as SourceLexer.NestingError {
            throw AuditError(path: path, line: lines.line(of: nesting.offset), message: "string nesting deeper than \(SourceLexer.maximumNesting)")
        }
        let code = tokens.code
        var codeLines = [Bool](repeating: false, count: lines.count + 1)
        // Tokens come in order: a token's first line is the last one's or a later one; a token that spans lines
        // (a multi-line string) holds code on its last line too.
        var line = 0
        var lineEnd = 0
        for token in code {
            let range = token.range
            if token.line != line {
                line = token.line
                lineEnd = lines.end(ofLine: line)
                codeLines[line] = true
            }
            let last = max(range.lowerBound, range.upperBound - 1)
            if last >= lineEnd {
                line = lines.line(of: last)
                lineEnd = lines.end(ofLine: line)
                codeLines[line] = true
            }
        }
        self.code = code
        comments = tokens.comments
        partner = tokens.partner
        self.codeLines = codeLines
        entryLines = [Bool](repeating: false, count: lines.count + 1)
    }

    private var path: String { document.path }

    private func line(_ offset: Int) -> Int { document.lines.line(of: offset) }

    /// Whether `token` starts on a line an `audit:skip` leaves out.
    private func isSkipped(_ token: SourceToken) -> Bool { !skipLines.isEmpty && skipLines.contains(token.line) }

    private func error(_ line: Int, _ message: String) -> AuditError {
        AuditError(path: path, line: line, message: message)
    }

    // MARK: - Directives

    mutating func read() throws {
        try parseDirectives()
        var region: (directive: Directive, name: String, keys: Bool)?
        for directive in directives {
            switch directive.kind {
            case .category, .categories, .keys:
                if region != nil { throw error(directive.line, "audit:\(directive.kind.rawValue) inside an audit:begin region") }
                try readLiteral(directive)
            case .begin:
                if let region { throw error(directive.line, "audit:begin inside the audit:begin region of line \(region.directive.line)") }
                let (name, keys) = try regionName(of: directive)
                region = (directive, name, keys)
            case .end:
                guard let open = region else { throw error(directive.line, "audit:end without audit:begin") }
                if open.keys {
                    try readKeyRegion(from: open.directive, to: directive, category: open.name)
                } else {
                    try readRegion(from: open.directive, to: directive, category: open.name)
                }
                region = nil
            case .skip, .ignore, .exclude:
                break
            }
        }
        if let region { throw error(region.directive.line, "audit:begin \(region.name) has no audit:end") }
        for run in tableRuns.values.map(\.run).sorted() { document.keepLastOfRepeatedKeys(inRun: run) }
        document.marksAList = !markedLiterals.isEmpty || directives.contains { $0.kind == .begin }
        try readExclusions()
        // A suppression on a line of skipped strings and no entry belongs to those strings; else, with no
        // entry on its line, it is stray.
        for (index, skipped) in document.skipped.enumerated() where !entryLines[skipped.line] {
            guard let suppression = suppressions[skipped.line] else { continue }
            document.skipped[index] = SkippedEntry(line: skipped.line, column: skipped.column, text: skipped.text, reason: skipped.reason,
                                                   suppressions: suppression.rules, suppressionColumn: suppression.column)
        }
        let skippedLines = Set(document.skipped.map(\.line))
        for (line, suppression) in suppressions.sorted(by: { $0.key < $1.key }) where !entryLines[line] && !skippedLines.contains(line) {
            document.straySuppressions.append(StraySuppression(line: line, column: suppression.column))
        }
    }

    private mutating func parseDirectives() throws {
        for (index, comment) in comments.enumerated() {
            let range = comment.token.range
            let commentLine = comment.token.line
            let trailing = comment.codeIndex > 0 && line(code[comment.codeIndex - 1].range.upperBound - 1) == commentLine
            if trailing { trailingComments[commentLine] = range }
            guard let (word, arguments) = directiveWord(in: range) else { continue }
            guard let kind = Directive.Kind(rawValue: text(word)) else {
                throw error(commentLine, "unknown marker audit:\(text(word)) (markers: audit:category, audit:categories, audit:keys, audit:begin, audit:end, audit:skip, audit:ignore, audit:exclude)")
            }
            let directive = Directive(kind: kind, comment: index, line: commentLine, arguments: arguments, isTrailing: trailing)
            directives.append(directive)
            switch kind {
            case .skip:
                skipLines.insert(commentLine)
            case .ignore:
                let list = text(arguments).split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
                let ruleList = RuleID.allCases.map(\.rawValue).joined(separator: ", ")
                guard !list.isEmpty else { throw error(commentLine, "audit:ignore needs the rules it silences: \(ruleList)") }
                var rules: [RuleID] = []
                for name in list {
                    guard let rule = RuleID(rawValue: name) else {
                        throw error(commentLine, "unknown rule `\(name)` in audit:ignore (rules: \(ruleList))")
                    }
                    rules.append(rule)
                }
                suppressions[commentLine] = (rules, document.lines.column(of: range.lowerBound))
            default:
                break
            }
        }
    }

    /// The directive word after `audit:` at the start of a comment's text, and the rest of the comment trimmed.
    private func directiveWord(in range: Range<Int>) -> (word: Range<Int>, arguments: Range<Int>)? {
        var start = range.lowerBound
        var end = range.upperBound
        let isBlock = bytes[start] == UInt8(ascii: "/") && start + 1 < end && bytes[start + 1] == UInt8(ascii: "*")
        if isBlock && end - start >= 4 && bytes[end - 2] == UInt8(ascii: "*") && bytes[end - 1] == UInt8(ascii: "/") { end -= 2 }
        while start < end, [UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: "#"), UInt8(ascii: "!"), 0x20, 0x09].contains(bytes[start]) {
            start += 1
        }
        let marker = Array("audit:".utf8)
        guard end - start > marker.count, Array(bytes[start..<(start + marker.count)]) == marker else { return nil }
        let wordStart = start + marker.count
        var wordEnd = wordStart
        while wordEnd < end, (bytes[wordEnd] >= UInt8(ascii: "a") && bytes[wordEnd] <= UInt8(ascii: "z")) || bytes[wordEnd] == UInt8(ascii: "-") {
            wordEnd += 1
        }
        guard wordEnd > wordStart else { return nil }
        var argumentStart = wordEnd
        while argumentStart < end, bytes[argumentStart] == 0x20 || bytes[argumentStart] == 0x09 { argumentStart += 1 }
        while end > argumentStart, [0x20, 0x09, 0x0D, 0x0A, UInt8(ascii: "*")].contains(bytes[end - 1]) { end -= 1 }
        return (wordStart..<wordEnd, argumentStart..<max(argumentStart, end))
    }

    /// The category name a marker gives: its first word.
    private func name(of directive: Directive) throws -> String {
        let words = text(directive.arguments).split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let first = words.first else { throw error(directive.line, "audit:\(directive.kind.rawValue) needs a category name") }
        return String(first)
    }

    /// The category an `audit:begin` names, and whether its region is a section of a table (`audit:begin NAME keys`).
    private func regionName(of directive: Directive) throws -> (name: String, keys: Bool) {
        let words = text(directive.arguments).split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let first = words.first else { throw error(directive.line, "audit:begin needs a category name") }
        guard words.count > 1 else { return (String(first), false) }
        guard words.count == 2, words[1] == "keys" else {
            throw error(directive.line, "unexpected `\(words.dropFirst().joined(separator: " "))` after audit:begin \(first): "
                        + "the one word a region takes after its name is `keys`")
        }
        return (String(first), true)
    }

    // MARK: - Tokens

    /// The literal a marker stands for: `open` is its opening bracket. A line that opens two literals does not
    /// say which one a marker means, and a call's arguments are no literal: both are input errors.
    private func literal(for directive: Directive) throws -> Int {
        let codeIndex = comments[directive.comment].codeIndex
        if directive.isTrailing {
            var first = codeIndex - 1
            while first > 0 && code[first - 1].line == directive.line { first -= 1 }
            if let open = (first..<codeIndex).last(where: { isOpening($0) && (partner[$0] >= codeIndex || partner[$0] < 0) }) {
                return try descend(try checked(open, directive), directive)
            }
            if let open = (first..<codeIndex).first(where: { isOpening($0) && containsString($0) }) {
                try requireOnlyLiteral(open, until: codeIndex, directive)
                return try descend(try checked(open, directive), directive)
            }
            if let open = emptyLiteral(in: first..<codeIndex) { return try descend(try checked(open, directive), directive) }
        } else if codeIndex < code.count {
            let nextLine = code[codeIndex].line
            var index = codeIndex
            while index < code.count && code[index].line == nextLine {
                if isOpening(index) && (partner[index] < 0 || containsString(index)) {
                    var end = index
                    while end < code.count && code[end].line == nextLine { end += 1 }
                    try requireOnlyLiteral(index, until: end, directive)
                    return try descend(try checked(index, directive), directive)
                }
                index += 1
            }
            if let open = emptyLiteral(in: codeIndex..<index) { return try descend(try checked(open, directive), directive) }
        }
        if directive.kind == .keys && language == .python {
            throw error(directive.line, "audit:keys is not followed by a dictionary literal; a Python match has no brackets to mark: "
                        + "put audit:begin NAME keys … audit:end around its cases")
        }
        throw error(directive.line, "audit:\(directive.kind.rawValue) is not followed by a list literal (the line after it, or the rest of its own line, must open one)")
    }

    /// `open` when it opens a literal rather than a call's arguments: `(` after a name is a call unless the
    /// name is a collection constructor (`setOf`, `Set`, `frozenset`, `List.of` …) or a keyword (`in (…)`).
    private func checked(_ open: Int, _ directive: Directive) throws -> Int {
        guard isPunctuation(open, "("), open > 0 else { return open }
        let before = open - 1
        let callee: String
        if code[before].kind == .word {
            let name = text(code[before].range)
            if SourceTokens.nonCalls.contains(name) || SourceTokens.collectionConstructors.contains(name) { return open }
            callee = "`\(name)`"
        } else if isPunctuation(before, ")") || isPunctuation(before, "]") {
            callee = "the result of an expression"
        } else {
            return open
        }
        throw error(directive.line, "audit:\(directive.kind.rawValue) is followed by a call of \(callee), not a list literal: "
                    + "mark the literal itself (`[…]`, `setOf(…)`, `Set([…])`, `frozenset({…})`, `List.of(…)` …)")
    }

    /// Refuses a second literal opening after the one at `open` on the same line (before token `end`): the
    /// marker would not say which of them it marks.
    private func requireOnlyLiteral(_ open: Int, until end: Int, _ directive: Directive) throws {
        guard partner[open] > open else { return }
        var index = partner[open] + 1
        let openLine = code[open].line
        while index < end, code[index].line == openLine {
            if isOpening(index) && (partner[index] < 0 || containsString(index)) {
                throw error(code[index].line, "line \(openLine) opens two lists, so audit:\(directive.kind.rawValue) "
                            + "(line \(directive.line)) does not say which it marks: put each list on a line of its own")
            }
            if isOpening(index) && partner[index] > index { index = partner[index] }
            index += 1
        }
    }

    /// A list with no string yet (`let s: [String] = []`): the first bracket after the line's `=`.
    private func emptyLiteral(in tokens: Range<Int>) -> Int? {
        guard let equals = tokens.first(where: { isPunctuation($0, "=") && !isPunctuation($0 + 1, "=") && !isPunctuation($0 - 1, "=") }) else {
            return nil
        }
        return ((equals + 1)..<tokens.upperBound).first { isOpening($0) && partner[$0] > $0 }
    }

    /// `Set([…])`, `frozenset({…})`: the innermost bracket that is all its parent holds.
    private func descend(_ open: Int, _ directive: Directive) throws -> Int {
        var open = open
        guard partner[open] > open else { throw error(directive.line, "the list after audit:\(directive.kind.rawValue) is not closed") }
        while isOpening(open + 1), partner[open + 1] > open + 1,
              partner[open + 1] == partner[open] - 1 || (partner[open + 1] == partner[open] - 2 && isPunctuation(partner[open] - 1, ",")) {
            open += 1
        }
        for index in open..<partner[open] where code[index].kind == .string && code[index].literal?.isTerminated == false {
            throw error(code[index].line, "unterminated string literal in the list of audit:\(directive.kind.rawValue)")
        }
        return open
    }

    // MARK: - Entries

    /// The entry a string token holds, or why it is skipped; an unterminated literal is an input error.
    private mutating func entry(_ token: SourceToken, in context: @autoclosure () -> String) throws -> String? {
        guard let literal = token.literal else { return nil }
        guard literal.isTerminated else { throw error(token.line, "unterminated string literal in \(context())") }
        var reason: String?
        var value: String?
        if literal.isInterpolated {
            reason = "holds an interpolation"
        } else if isByteString(token) {
            reason = "is a byte string, which no label equals"
        } else if bytes[literal.content].contains(0x0A) {
            reason = "is a multi-line string"
        } else {
            value = literal.value(in: bytes)
            if value == nil { reason = "has an escape that cannot be read" }
        }
        if let reason {
            let (line, column) = document.position(literal.quote)
            document.skipped.append(SkippedEntry(line: line, column: column, text: written(token.range),
                                                 reason: "this string \(reason), so it is not an entry", suppressions: [], suppressionColumn: nil))
            return nil
        }
        return value
    }

    private mutating func skip(_ tokens: ClosedRange<Int>, _ reason: String) {
        let start = code[tokens.lowerBound].range.lowerBound
        let (line, column) = document.position(start)
        document.skipped.append(SkippedEntry(line: line, column: column, text: written(start..<code[tokens.upperBound].range.upperBound),
                                             reason: reason, suppressions: [], suppressionColumn: nil))
    }

    /// The source text of `range` as written, up to the end of its first line.
    private func written(_ range: Range<Int>) -> String {
        let end = bytes[range].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) ?? range.upperBound
        return String(decoding: bytes[range.lowerBound..<end], as: UTF8.self)
    }

    private mutating func mappingEntry(_ identifier: String, _ token: SourceToken) -> MappingEntry {
        // The opening quote stands on the token's first line.
        let line = token.line
        let column = document.lines.column(of: token.literal?.quote ?? token.range.lowerBound, onLine: line)
        entryLines[line] = true
        let suppression = suppressions.isEmpty ? nil : suppressions[line]
        var comment: String?
        if !trailingComments.isEmpty, let range = trailingComments[line], directiveWord(in: range) == nil {
            comment = commentText(range)
        }
        return MappingEntry(text: identifier, isExclusion: false, line: line, column: column, suppressions: suppression?.rules ?? [],
                            suppressionColumn: suppression?.column, comment: comment)
    }

    /// A comment's text without its delimiters, trimmed; nil when empty.
    private func commentText(_ range: Range<Int>) -> String? {
        var text = text(range)
        for opener in ["///", "//", "/*", "#"] where text.hasPrefix(opener) { text.removeFirst(opener.count); break }
        if text.hasSuffix("*/") { text.removeLast(2) }
        let trimmed = text.trimmingWhitespace()
        return trimmed.isEmpty ? nil : trimmed
    }

    /// A list element for the tokens `tokens`, holding the string `key` (its value is what edits replace).
    private func element(_ tokens: ClosedRange<Int>, comma: Int?, key: SourceToken?, identifier: String?, category: String?) -> ListElement {
        let range = code[tokens.lowerBound].range.lowerBound..<code[tokens.upperBound].range.upperBound
        let separator = comma.map { code[$0].range }
        let end = separator?.upperBound ?? range.upperBound
        let comment = trailingComments.isEmpty ? nil : trailingComments[line(max(range.lowerBound, end - 1))]
        // An `audit:exclude` comment beside the element is not its own: it stays when the element goes.
        let retained = comment.flatMap { comment in
            directiveWord(in: comment).map { text($0.word) } == Directive.Kind.exclude.rawValue ? comment : nil
        }
        let literal = key?.literal
        return ListElement(range: range, value: literal?.content ?? range, coding: literal.map { .literal($0) } ?? .json,
                           separator: separator, ownLines: document.ownLines(of: range, line: code[tokens.lowerBound].line, separator: separator,
                                                                             comment: comment),
                           identifier: identifier, category: category, retainedComment: retained)
    }

    /// Where `audit:exclude` lines of the list in bracket `open` go: before its closing line when that holds
    /// only the bracket, else before its opening line.
    private func exclusionInsertion(open: Int) -> (offset: Int, indentation: String) {
        let close = code[partner[open]].range.lowerBound
        let closeLine = code[partner[open]].line
        let lineStart = document.lines.start(ofLine: closeLine)
        if closeLine > code[open].line, bytes[lineStart..<close].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            let last = partner[open] - 1
            let indentation = last > open ? document.indentation(ofLineAt: code[last].range.lowerBound)
                : document.indentation(ofLineAt: close) + "    "
            return (lineStart, indentation)
        }
        let openLine = document.lines.start(ofLine: code[open].line)
        return (openLine, document.indentation(ofLineAt: openLine))
    }

    private func emptyCoding() -> ValueCoding {
        let quote = language == .python ? "\"" : "\""
        return .literal(StringLiteral(quote: 0, content: 0..<0, opening: quote, closing: quote, escaping: .backslash,
                                      interpolation: .none, isTriple: false, isInterpolated: false, isTerminated: true))
    }

    /// The plain string elements of bracket `open` as a run of entries of `category`; keys of a dictionary
    /// when the elements are pairs, and then no entry can be added, since the values are the app's.
    private mutating func literalList(open: Int, category: String, directive: Directive) throws -> Int {
        var run: [ListElement] = []
        var entries: [MappingEntry] = []
        var slots: [EntrySlot] = []
        let runIndex = document.runs.count
        // Swift's empty dictionary `[:]` is a table too: what an added key maps to is the app's to write.
        var keyed = isPunctuation(open + 1, ":") && partner[open] == open + 2
        let elements = tableElements(of: open)
        run.reserveCapacity(elements.count)
        entries.reserveCapacity(elements.count)
        slots.reserveCapacity(elements.count)
        for table in elements {
            let (tokens, comma) = (table.tokens, table.comma)
            var key = tokens
            if let pairKey = table.key {
                key = pairKey
                keyed = true
            }
            let token = code[key.lowerBound]
            var identifier: String?
            if key.count == 1, token.kind == .string, !isSkipped(token) {
                identifier = try entry(token, in: "the list of audit:\(directive.kind.rawValue)")
                if let identifier {
                    entries.append(mappingEntry(identifier, token))
                    slots.append(.element(run: runIndex, element: run.count))
                }
            } else if !isSkipped(token) {
                skip(key, code[key].contains { $0.kind == .string }
                     ? "this element is not a plain string literal (a concatenation or an expression), so it is not an entry"
                     : "this element is not a string literal, so it is not an entry")
            }
            run.append(element(tokens, comma: comma, key: identifier == nil ? nil : token, identifier: identifier, category: category))
        }
        document.runs.append(ListRun(elements: run, separator: ",", isEditable: true, isKeyed: keyed,
                                     emptyInsertion: code[open].range.upperBound, emptyCoding: emptyCoding()))
        let markerLine = min(directive.line, code[open].line)
        let list = EmbeddedList(category: category, line: directive.line, entries: entries, slots: slots, insertionRun: keyed ? nil : runIndex,
                                exclusionInsertion: exclusionInsertion(open: open))
        document.lists.append(list)
        let branches = branches(at: open)
        document.lists[document.lists.count - 1].branches = branches
        if keyed { document.keepLastOfRepeatedKeys(inRun: runIndex) }
        spans.append((markerLine...code[partner[open]].line, document.lists.count - 1))
        return runIndex
    }

    private mutating func readLiteral(_ directive: Directive) throws {
        let open = try literal(for: directive)
        // A literal is read once: a second marker on it (above it and on its opening line) would count
        // every entry twice, each a duplicate of itself.
        if let earlier = markedLiterals[open] {
            throw error(directive.line, "this list is also marked at line \(earlier): keep one of the two markers")
        }
        markedLiterals[open] = directive.line
        if directive.kind == .keys, switchWord(open) != nil {
            let category = try name(of: directive)
            let (entries, slots) = try readKeys(in: (open + 1)..<partner[open], category: category)
            document.lists.append(EmbeddedList(category: category, line: directive.line, entries: entries, slots: slots, insertionRun: nil,
                                               exclusionInsertion: exclusionInsertion(open: open), branches: branches(at: open)))
            spans.append((min(directive.line, code[open].line)...code[partner[open]].line, document.lists.count - 1))
            return
        }
        if directive.kind == .category || directive.kind == .keys {
            _ = try literalList(open: open, category: try name(of: directive), directive: directive)
            return
        }
        // audit:categories: identifier → category pairs share one run; category → list pairs get a list each.
        var run: [ListElement] = []
        var lists: [String: (entries: [MappingEntry], slots: [EntrySlot])] = [:]
        var order: [String] = []
        // The category → list pairs: each list with where its key starts.
        var categoryKeys: [(list: Int, line: Int, column: Int)] = []
        let runIndex = document.runs.count
        document.runs.append(ListRun(elements: [], separator: ",", isEditable: true, isKeyed: true, emptyInsertion: nil, emptyCoding: nil))
        try requireCategoryValues(open: open, directive)
        for (tokens, comma) in elements(of: open) {
            guard let pair = pair(tokens) else {
                skip(tokens, "this element of audit:categories is not a key and a value, so it is not an entry")
                run.append(element(tokens, comma: comma, key: nil, identifier: nil, category: nil))
                continue
            }
            let keyToken = code[pair.key.lowerBound]
            guard pair.key.count == 1, keyToken.kind == .string, !isSkipped(keyToken) else {
                if !isSkipped(keyToken) { skip(pair.key, "this key is not a plain string literal, so it is not an entry") }
                run.append(element(tokens, comma: comma, key: nil, identifier: nil, category: nil))
                continue
            }
            if let group = pair.value.first(where: { isOpening($0) && containsString($0) }) {
                guard let category = try entry(keyToken, in: "audit:categories") else { continue }
                run.append(element(tokens, comma: comma, key: nil, identifier: nil, category: nil))
                let inner = try descend(group, directive)
                markedLiterals[inner] = directive.line
                _ = try literalList(open: inner, category: category, directive: directive)
                let (keyLine, keyColumn) = document.position(keyToken.literal?.quote ?? keyToken.range.lowerBound)
                categoryKeys.append((document.lists.count - 1, keyLine, keyColumn))
                spans[spans.count - 1].lines = keyToken.line...spans[spans.count - 1].lines.upperBound
                continue
            }
            guard let category = category(of: pair.value) else {
                skip(pair.value, "the category of this entry is not a name or a string, so it is not an entry")
                run.append(element(tokens, comma: comma, key: nil, identifier: nil, category: nil))
                continue
            }
            let identifier = try entry(keyToken, in: "audit:categories")
            if let identifier {
                if lists[category] == nil { order.append(category); lists[category] = ([], []) }
                lists[category]?.entries.append(mappingEntry(identifier, keyToken))
                lists[category]?.slots.append(.element(run: runIndex, element: run.count))
            }
            run.append(element(tokens, comma: comma, key: identifier == nil ? nil : keyToken, identifier: identifier, category: category))
        }
        document.runs[runIndex].elements = run
        let branches = branches(at: open)
        for category in order {
            guard let list = lists[category] else { continue }
            document.lists.append(EmbeddedList(category: category, line: directive.line, entries: list.entries, slots: list.slots,
                                               insertionRun: runIndex, exclusionInsertion: nil, branches: branches))
        }
        document.keepLastOfRepeatedKeys(inRun: runIndex)
        document.keepLastOfRepeatedCategories(categoryKeys)
        spans.append((min(directive.line, code[open].line)...code[partner[open]].line, nil))
    }

    /// Refuses `audit:categories` on a table whose values are no category names: most of them neither strings,
    /// names nor lists (structs, calls, numbers), or strings of more than 20 kinds, or nearly one per key
    /// (translations, emoji). That last test waits for ten keys unless a value is not written like a name,
    /// so that a small dictionary of categories (`"sofa": "soft", "brick": "hard"`) is read.
    private func requireCategoryValues(open: Int, _ directive: Directive) throws {
        var pairs = 0, others = 0
        var strings = Set<String>()
        var unlikeName = false
        for (tokens, _) in elements(of: open) {
            guard let pair = pair(tokens) else { continue }
            pairs += 1
            let value = pair.value
            if value.count == 1, let literal = code[value.lowerBound].literal, let text = literal.value(in: bytes) {
                strings.insert(text)
                unlikeName = unlikeName || !text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || "0123456789_- ".unicodeScalars.contains($0) }
            } else if category(of: value) == nil && !value.contains(where: { isOpening($0) && containsString($0) }) {
                others += 1
            }
        }
        guard pairs > 0 else { return }
        let nearlyOnePerKey = strings.count * 2 > pairs && (pairs >= 10 || unlikeName)
        if others * 2 > pairs || strings.count > 20 || nearlyOnePerKey {
            throw error(directive.line, "values are not category names; mark the keys with audit:keys NAME")
        }
    }

    /// The category a dictionary value names: a string, or the last name of `.soft`, `Surface.hard`, `Surface::Soft`.
    private func category(of value: ClosedRange<Int>) -> String? {
        if value.count == 1, let literal = code[value.lowerBound].literal, !literal.isInterpolated { return literal.value(in: bytes) }
        guard code[value].allSatisfy({ $0.kind == .word || $0.kind == .punctuation && ".:".utf8.contains(bytes[$0.range.lowerBound]) }),
              let last = code[value].last(where: { $0.kind == .word }), code[value.upperBound].kind == .word else { return nil }
        return text(last.range)
    }

    // MARK: - Regions

    private mutating func readRegion(from begin: Directive, to end: Directive, category: String) throws {
        let first = comments[begin.comment].codeIndex
        let last = comments[end.comment].codeIndex
        var entries: [MappingEntry] = []
        var slots: [EntrySlot] = []
        var pending: [(token: Int, identifier: String)] = []
        var index = first
        while index < last {
            defer { index += 1 }
            let token = code[index]
            guard token.kind == .string, !isSkipped(token) else { continue }
            let concatenated = isPunctuation(index - 1, "+") || isPunctuation(index + 1, "+")
                || (index > first && code[index - 1].kind == .string) || (index + 1 < last && code[index + 1].kind == .string)
            guard let identifier = try entry(token, in: "the audit:begin region of line \(begin.line)") else { continue }
            if concatenated {
                skip(index...index, "this string is part of a concatenation, so it is not an entry")
                continue
            }
            pending.append((index, identifier))
        }
        // Strings separated by `,` or `|` alone form one run (`case "a", "b":`, `"a" | "b" =>`), unless the first
        // is a value (after `:`, `to`, `=>`, `->`): a value and the next key are no list (`"x" => "y", "z" =>`).
        var groups: [[(token: Int, identifier: String)]] = []
        for item in pending {
            if let previous = groups.last?.last, item.token == previous.token + 2, !followsKey(previous.token),
               isPunctuation(previous.token + 1, ",") || (isPunctuation(previous.token + 1, "|") && !isPunctuation(previous.token + 2, "|")
                                                          && !isPunctuation(previous.token, "|")) {
                groups[groups.count - 1].append(item)
            } else {
                groups.append([item])
            }
        }
        var lastRun: Int?
        var lastEditableRun: Int?
        for group in groups {
            let runIndex = document.runs.count
            var run: [ListElement] = []
            for (position, item) in group.enumerated() {
                let comma = position + 1 < group.count ? item.token + 1 : nil
                entries.append(mappingEntry(item.identifier, code[item.token]))
                slots.append(.element(run: runIndex, element: run.count))
                run.append(element(item.token...item.token, comma: comma, key: code[item.token], identifier: item.identifier, category: category))
            }
            let separator = group.count > 1 ? text(code[group[0].token + 1].range) : ","
            let editable = group.count > 1 && !isCallArgument(group[0].token)
            document.runs.append(ListRun(elements: run, separator: separator, isEditable: editable,
                                         isKeyed: false, emptyInsertion: nil, emptyCoding: nil, keepsOne: true))
            lastRun = runIndex
            if editable { lastEditableRun = runIndex }
        }
        let endComment = comments[end.comment].token.range
        let endLineStart = document.lines.start(ofLine: end.line)
        let insertion = end.isTrailing ? nil : (endLineStart, document.indentation(ofLineAt: endComment.lowerBound))
        let branches = first < code.count ? branches(at: first) : []
        document.lists.append(EmbeddedList(category: category, line: begin.line, entries: entries, slots: slots,
                                           insertionRun: lastEditableRun ?? lastRun, exclusionInsertion: insertion.map { (offset: $0.0, indentation: $0.1) },
                                           branches: branches))
        spans.append((begin.line...end.line, document.lists.count - 1))
    }

    /// Whether the string at `index` is the first argument of a call (`log("…", …)`).
    private func isCallArgument(_ index: Int) -> Bool {
        guard isPunctuation(index - 1, "(") else { return false }
        let before = index - 2
        guard before >= 0 else { return false }
        if code[before].kind == .word { return !SourceTokens.nonCalls.contains(text(code[before].range)) }
        return isPunctuation(before, ")") || isPunctuation(before, "]") || isPunctuation(before, ">")
    }

    // MARK: - Tables

    /// The innermost bracket around code token `index`, or nil.
    private mutating func parent(of index: Int) -> Int? {
        if parents == nil { parents = enclosingBrackets() }
        let found = parents?[index] ?? -1
        return found >= 0 ? found : nil
    }

    /// The key of a pair written as a bracket (`("cat", "🐱")`, `["cat", v]`, `entry("cat", v)`, `Pair("cat", v)`):
    /// its string token, or nil when bracket `open` is no such pair.
    private func pairKey(_ open: Int) -> Int? {
        guard isPunctuation(open, "(") || isPunctuation(open, "["), partner[open] > open else { return nil }
        let before = open - 1
        let starts = before < 0 || isPunctuation(before, ",") || isOpening(before)
            || (code[before].kind == .word && ["entry", "Pair", "MapEntry", "SimpleEntry", "Entry"].contains(text(code[before].range)))
        guard starts else { return nil }
        let inner = elements(of: open)
        guard inner.count == 2, inner[0].tokens.count == 1, code[inner[0].tokens.lowerBound].kind == .string else { return nil }
        return inner[0].tokens.lowerBound
    }

    /// The run of the table in bracket `open` (made on first use, every element a non-entry), the element
    /// holding token `index` and its tokens.
    private mutating func tableSlot(open: Int, holding index: Int) -> (run: Int, element: Int, tokens: ClosedRange<Int>, comma: Int?)? {
        if tableRuns[open] == nil {
            let elements = tableElements(of: open)
            tableRuns[open] = (document.runs.count, elements)
            document.runs.append(ListRun(elements: elements.map { element($0.tokens, comma: $0.comma, key: nil, identifier: nil, category: nil) },
                                         separator: ",", isEditable: true, isKeyed: true, emptyInsertion: nil, emptyCoding: nil))
        }
        guard let table = tableRuns[open] else { return nil }
        // The elements are in order: the last one starting at or before `index`.
        var low = 0, high = table.elements.count
        while low < high {
            let middle = (low + high) / 2
            if table.elements[middle].tokens.lowerBound <= index { low = middle + 1 } else { high = middle }
        }
        guard low > 0, table.elements[low - 1].tokens.contains(index) else { return nil }
        return (table.run, low - 1, table.elements[low - 1].tokens, table.elements[low - 1].comma)
    }

    /// The keys among code tokens `tokens` as entries of `category`: the keys of a dictionary or of its pairs,
    /// the patterns of `match`/`switch`/`when` arms. Only strings at the shallowest depth a string stands at
    /// are keys (with the pairs one bracket above them); a string after `:`, `to`, `=>` or `->` is a value, and
    /// values are never entries.
    private mutating func readKeys(in tokens: Range<Int>, category: String) throws -> (entries: [MappingEntry], slots: [EntrySlot]) {
        var entries: [MappingEntry] = []
        var slots: [EntrySlot] = []
        // A table key found: the string token and, for a pair, the table's bracket; else the arm's patterns.
        var found: [(pair: (token: Int, open: Int)?, patterns: [Int], arrow: Int)] = []
        var depth = 0, keyDepth = Int.max
        for index in tokens {
            if partner[index] > index { depth += 1 } else if partner[index] >= 0 && partner[index] < index { depth -= 1 }
            if code[index].kind == .string && !isSkipped(code[index]) { keyDepth = min(keyDepth, depth) }
        }
        if let open = parent(of: tokens.lowerBound), isMapOf(open), keyDepth == 0 {
            for element in tableElements(of: open) {
                guard let key = element.key, tokens.contains(key.lowerBound), key.count == 1, code[key.lowerBound].kind == .string else { continue }
                found.append(((key.lowerBound, open), [], 0))
            }
        } else {
            var chain: [Int] = []
            depth = 0
            for index in tokens {
                if partner[index] > index {
                    if depth == keyDepth - 1, !followsKey(index), let key = pairKey(index), !isSkipped(code[key]), let open = parent(of: index) {
                        found.append(((key, open), [], 0))
                    }
                    depth += 1
                    continue
                }
                if partner[index] >= 0 && partner[index] < index { depth -= 1; continue }
                guard depth == keyDepth, code[index].kind == .string, !isSkipped(code[index]) else { continue }
                if followsKey(index) { chain = []; continue }
                if let last = chain.last, !(last == index - 2 && (isPunctuation(index - 1, ",") || isPunctuation(index - 1, "|"))) { chain = [] }
                chain.append(index)
                guard let end = keyEnd(after: index) else { continue }
                let isCase = isWord(chain[0] - 1, "case")
                if !end.isArrow && !isCase {
                    // A dictionary's key stands alone: strings before it belong to the value before.
                    if let open = parent(of: index) { found.append(((index, open), [], 0)) }
                } else {
                    found.append((nil, chain, end.last))
                }
                chain = []
            }
        }
        for key in found {
            if let (token, open) = key.pair {
                guard let identifier = try entry(code[token], in: "the keys of audit:keys"), let slot = tableSlot(open: open, holding: token) else { continue }
                entries.append(mappingEntry(identifier, code[token]))
                slots.append(.element(run: slot.run, element: slot.element))
                document.runs[slot.run].elements[slot.element] = element(slot.tokens, comma: slot.comma, key: code[token], identifier: identifier,
                                                                           category: category)
                continue
            }
            var identifiers: [String] = []
            for token in key.patterns {
                guard let identifier = try entry(code[token], in: "the keys of audit:keys") else { break }
                identifiers.append(identifier)
            }
            guard identifiers.count == key.patterns.count else { continue }
            let runIndex = document.runs.count
            var run: [ListElement] = []
            var refusal: String?
            let arm = key.patterns.count == 1 ? arm(pattern: key.patterns[0], end: key.arrow, refusal: &refusal) : nil
            for (position, token) in key.patterns.enumerated() {
                entries.append(mappingEntry(identifiers[position], code[token]))
                slots.append(.element(run: runIndex, element: run.count))
                if let arm {
                    run.append(element(arm.tokens, comma: arm.separator, key: code[token], identifier: identifiers[position], category: category))
                } else {
                    let separator = position + 1 < key.patterns.count ? token + 1 : nil
                    run.append(element(token...token, comma: separator, key: code[token], identifier: identifiers[position], category: category))
                }
            }
            let separator = key.patterns.count > 1 ? text(code[key.patterns[0] + 1].range) : ","
            document.runs.append(ListRun(elements: run, separator: separator, isEditable: true, isKeyed: false, emptyInsertion: nil,
                                         emptyCoding: nil, keepsOne: arm == nil, keptBecause: refusal, isArm: arm != nil))
        }
        return (entries, slots)
    }

    /// `audit:begin NAME keys` … `audit:end`: a section of a table, its keys the entries (`readKeys`); no entry is
    /// added to it, since the tool cannot know the values.
    private mutating func readKeyRegion(from begin: Directive, to end: Directive, category: String) throws {
        let first = comments[begin.comment].codeIndex
        let last = comments[end.comment].codeIndex
        let (entries, slots) = try readKeys(in: first..<last, category: category)
        let endComment = comments[end.comment].token.range
        let insertion = end.isTrailing ? nil : (offset: document.lines.start(ofLine: end.line), indentation: document.indentation(ofLineAt: endComment.lowerBound))
        document.lists.append(EmbeddedList(category: category, line: begin.line, entries: entries, slots: slots, insertionRun: nil,
                                           exclusionInsertion: insertion, branches: first < code.count ? branches(at: first) : []))
        spans.append((begin.line...end.line, document.lists.count - 1))
    }

    /// The whole arm whose only pattern is the string at `pattern` (`end`: the last token of its `:`, `=>` or
    /// `->`), what removing that pattern takes; nil where that would change what other labels do (a `case`
    /// another arm falls through into, `refusal` then says so) or where the arm's end cannot be told.
    private mutating func arm(pattern: Int, end: Int, refusal: inout String?) -> (tokens: ClosedRange<Int>, separator: Int?)? {
        let isCase = isWord(pattern - 1, "case")
        let start = isCase ? pattern - 1 : pattern
        let close = parent(of: pattern).map { partner[$0] } ?? code.count
        guard end + 1 < close else { return nil }
        switch language {
        case .rust, .kotlin,
             .java where isPunctuation(end, ">"):
            let body = end + 1
            if isPunctuation(body, "{"), partner[body] > body {
                let last = partner[body]
                let separator = isPunctuation(last + 1, ",") || isPunctuation(last + 1, ";") ? last + 1 : nil
                return (start...last, language == .java ? nil : separator)
            }
            var index = body
            while index < close {
                if isOpening(index) && partner[index] > index { index = partner[index] + 1; continue }
                if language == .rust && isPunctuation(index, ",") { return (start...(index - 1), index) }
                if language == .java && isPunctuation(index, ";") { return (start...index, nil) }
                if language == .kotlin {
                    if isPunctuation(index, ";") { return (start...(index - 1), index) }
                    let continues = code[index].kind == .punctuation && ".?:+-*/&|".utf8.contains(bytes[code[index].range.lowerBound])
                    if index > body, !continues, code[index].line > line(code[index - 1].range.upperBound - 1) { return (start...(index - 1), nil) }
                }
                index += 1
            }
            return language == .java ? nil : (start...(close - 1), nil)
        case .swift, .go:
            guard isCase else { return nil }
            guard !isWord(start - 1, "fallthrough") else {
                refusal = "removing its only pattern would take its whole case, which the case above falls through into"
                return nil
            }
            var index = end + 1
            while index < close {
                if isOpening(index) && partner[index] > index { index = partner[index] + 1; continue }
                let firstOnLine = code[index].line > line(code[index - 1].range.upperBound - 1)
                if firstOnLine && (isWord(index, "case") || isWord(index, "default") || isPunctuation(index, "@")) { break }
                index += 1
            }
            return index - 1 > end ? (start...(index - 1), nil) : nil
        case .python:
            guard isCase else { return nil }
            let column = document.lines.column(of: code[start].range.lowerBound, onLine: code[start].line)
            var index = end + 1
            while index < code.count {
                if isOpening(index) && partner[index] > index { index = partner[index] + 1; continue }
                let firstOnLine = code[index].line > line(code[index - 1].range.upperBound - 1)
                if firstOnLine && document.lines.column(of: code[index].range.lowerBound, onLine: code[index].line) <= column { break }
                index += 1
            }
            // A match keeps one case: the arm goes only beside another `case` of its match.
            let beside = isWord(index, "case") || code[..<start].last(where: { token in
                token.line < code[start].line && document.lines.column(of: token.range.lowerBound, onLine: token.line) <= column
            }).map { isWordToken($0, "case") } == true
            if !beside { refusal = "removing its only pattern would take its whole case, and a match keeps one case" }
            return index - 1 > end && beside ? (start...(index - 1), nil) : nil
        case .javascript, .typescript, .dart, .java:
            if isCase { refusal = "removing its only pattern would take its whole case, which a case above may fall into" }
            return nil
        }
    }

    // MARK: - Conditionals

    /// The arms of conditionals that code token `index` stands in, outermost first: two lists in different arms
    /// of one conditional are never both in effect.
    private mutating func branches(at index: Int) -> [Branch] {
        if arms == nil {
            arms = language == .python ? [] : conditionalArms()
            if language == .python { lineArms = pythonArms() }
        }
        if language == .python { return lineArms[code[index].line] ?? [] }
        return (arms ?? []).filter { $0.tokens.contains(index) }.sorted { $0.tokens.lowerBound < $1.tokens.lowerBound }.map(\.branch)
    }

    private func isWordToken(_ token: SourceToken, _ word: String) -> Bool {
        token.kind == .word && bytes[token.range].elementsEqual(word.utf8)
    }

    /// The arms of `#if`/`#elseif`/`#else`, of `if {…} else if {…} else {…}` chains and of `when`/`match`
    /// blocks, as token ranges.
    private func conditionalArms() -> [(tokens: ClosedRange<Int>, branch: Branch)] {
        var result: [(tokens: ClosedRange<Int>, branch: Branch)] = []
        // Compilation conditions: `#` directly before its word.
        var open: [(conditional: Int, arm: Int, start: Int)] = []
        for index in code.indices where isPunctuation(index, "#") && index + 1 < code.count
            && code[index + 1].range.lowerBound == code[index].range.upperBound && code[index + 1].kind == .word {
            let word = text(code[index + 1].range)
            switch word {
            case "if":
                open.append((code[index].range.lowerBound, 0, index))
            case "elseif", "else", "endif":
                guard let top = open.popLast() else { continue }
                if index > top.start { result.append((top.start...(index - 1), Branch(conditional: top.conditional, arm: top.arm))) }
                if word != "endif" { open.append((top.conditional, top.arm + 1, index)) }
            default:
                continue
            }
        }
        // Statement chains: each arm is the block its `if` condition or its `else` opens.
        for index in code.indices where isWord(index, "if") && !isWord(index - 1, "else") && !isPunctuation(index - 1, "#") {
            let conditional = code[index].range.lowerBound
            var arm = 0, at = index
            while let block = block(afterCondition: at) {
                result.append((block...partner[block], Branch(conditional: conditional, arm: arm)))
                arm += 1
                guard isWord(partner[block] + 1, "else") else { break }
                let next = partner[block] + 2
                if isWord(next, "if") { at = next; continue }
                if isPunctuation(next, "{"), partner[next] > next { result.append((next...partner[next], Branch(conditional: conditional, arm: arm))) }
                break
            }
        }
        // Kotlin `when { … -> … }` and Rust `match … { … => … }`: each arm runs from its arrow to the next one.
        for index in code.indices where isWord(index, "when") || isWord(index, "match") {
            guard let block = block(afterCondition: index) else { continue }
            var arrows: [Int] = []
            var at = block + 1
            while at < partner[block] {
                if isOpening(at) && partner[at] > at { at = partner[at] + 1; continue }
                if (isPunctuation(at, "-") || isPunctuation(at, "=")) && isPunctuation(at + 1, ">") { arrows.append(at) }
                at += 1
            }
            for (arm, arrow) in arrows.enumerated() {
                let end = arm + 1 < arrows.count ? arrows[arm + 1] - 1 : partner[block] - 1
                if end > arrow { result.append((arrow...end, Branch(conditional: code[index].range.lowerBound, arm: arm))) }
            }
        }
        return result
    }

    /// The `{` of the block an `if` at `index` opens, its condition skipped; nil when the body is no block.
    private func block(afterCondition index: Int) -> Int? {
        var at = index + 1
        while at < code.count {
            if isPunctuation(at, "{") { return partner[at] > at ? at : nil }
            if isPunctuation(at, ";") || isPunctuation(at, "}") { return nil }
            if isOpening(at) && partner[at] > at {
                at = partner[at] + 1
                // A parenthesised condition (Kotlin, Java, JavaScript, Dart) is followed by its body.
                if language != .swift && language != .go && language != .rust && !isPunctuation(at, "{") { return nil }
                continue
            }
            at += 1
        }
        return nil
    }

    /// Python: the arms of `if`/`elif`/`else` each line stands in, by the indentation of each line's first token.
    private func pythonArms() -> [Int: [Branch]] {
        var result: [Int: [Branch]] = [:]
        // The open chain at each indentation: its conditional and current arm.
        var chains: [(column: Int, branch: Branch)] = []
        var lastLine = 0, depth = 0
        for index in code.indices {
            let tokenLine = code[index].line
            let isStatement = tokenLine != lastLine && depth == 0
            if partner[index] > index { depth += 1 } else if partner[index] >= 0 && partner[index] < index { depth -= 1 }
            // A line inside brackets continues an expression: it is no statement.
            guard isStatement else { lastLine = tokenLine; continue }
            lastLine = tokenLine
            let column = document.lines.column(of: code[index].range.lowerBound, onLine: tokenLine)
            while let last = chains.last, last.column > column { chains.removeLast() }
            var header = false
            if isWord(index, "if") {
                if chains.last?.column == column { chains.removeLast() }
                chains.append((column, Branch(conditional: code[index].range.lowerBound, arm: 0)))
                header = true
            } else if (isWord(index, "elif") || isWord(index, "else")), let last = chains.last, last.column == column {
                chains[chains.count - 1].branch = Branch(conditional: last.branch.conditional, arm: last.branch.arm + 1)
                header = true
            } else if chains.last?.column == column {
                chains.removeLast()
            }
            let inArms = chains.filter { $0.column < column || (header && $0.column == column) }.map(\.branch)
            if !inArms.isEmpty { result[tokenLine] = inArms }
        }
        return result
    }

    // MARK: - Exclusions

    private mutating func readExclusions() throws {
        for directive in directives where directive.kind == .exclude {
            let list = try owner(of: directive)
            let arguments = directive.arguments
            var idEnd = arguments.lowerBound
            while idEnd < arguments.upperBound, bytes[idEnd] != 0x20, bytes[idEnd] != 0x09 { idEnd += 1 }
            guard idEnd > arguments.lowerBound else { throw error(directive.line, "audit:exclude needs the identifiers it excludes") }
            var reasonStart = idEnd
            while reasonStart < arguments.upperBound, bytes[reasonStart] == 0x20 || bytes[reasonStart] == 0x09 { reasonStart += 1 }
            let reason = reasonStart < arguments.upperBound ? text(reasonStart..<arguments.upperBound) : nil
            var pieces: [Range<Int>] = []
            var start = arguments.lowerBound
            for offset in arguments.lowerBound...idEnd where offset == idEnd || bytes[offset] == UInt8(ascii: ",") {
                if offset > start { pieces.append(start..<offset) }
                start = offset + 1
            }
            let comment = comments[directive.comment].token.range
            let removal: Range<Int>
            if let own = document.ownLines(of: comment, line: directive.line, separator: nil, comment: nil), !directive.isTrailing {
                removal = own
            } else {
                var start = comment.lowerBound
                while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
                removal = start..<comment.upperBound
            }
            for (index, piece) in pieces.enumerated() {
                var within: Range<Int>?
                if pieces.count > 1 {
                    within = index + 1 < pieces.count ? piece.lowerBound..<pieces[index + 1].lowerBound : pieces[index - 1].upperBound..<piece.upperBound
                }
                let (line, column) = document.position(piece.lowerBound)
                document.lists[list].entries.append(MappingEntry(text: text(piece), isExclusion: true, line: line, column: column,
                                                                 suppressions: [], suppressionColumn: nil, comment: reason))
                document.lists[list].slots.append(.exclusion(ExclusionSlot(identifier: piece, comment: comment, withinList: within, removal: removal)))
            }
        }
    }

    /// The list an `audit:exclude` comment belongs to: the smallest span holding its line, a span reaching up
    /// over the lines of `audit:exclude` comments just above it.
    private func owner(of directive: Directive) throws -> Int {
        let excludeLines = Set(directives.filter { $0.kind == .exclude && !$0.isTrailing }.map(\.line))
        var best: (size: Int, list: Int?)?
        for span in spans {
            var start = span.lines.lowerBound
            while excludeLines.contains(start - 1) && !codeLines[start - 1] { start -= 1 }
            guard (start...span.lines.upperBound).contains(directive.line) else { continue }
            let size = span.lines.upperBound - start
            if best == nil || size < best?.size ?? 0 { best = (size, span.list) }
        }
        guard let best else { throw error(directive.line, "audit:exclude outside a marked list") }
        guard let list = best.list else {
            throw error(directive.line, "audit:exclude in a dictionary of several categories: write it inside one category's list")
        }
        return list
    }
}
