/// A literal of a source file that may be a label list, found without markers (`audit discover`): a collection
/// literal of plain strings, a table (a dictionary's keys, never its values) or a `match`/`switch`/`when` block
/// (its arms' string patterns), with where a marker line goes and the name its declaration suggests.
struct ListCandidate: Sendable, Equatable {
    enum Kind: String, Sendable {
        case list, table, match

        /// What its strings are called in a message: a list's strings, a table's keys, a match's patterns.
        var noun: String {
            switch self {
            case .list: return "strings"
            case .table: return "keys"
            case .match: return "patterns"
            }
        }
    }

    /// The marker that fits the shape: `audit:category` for a list, `audit:keys` for a table or a match,
    /// `audit:categories` for a dictionary whose values are category names.
    enum Marker: String, Sendable {
        case category, keys, categories
    }

    let kind: Kind
    /// The line of the literal's opening bracket (of the block, for a match): where a marker goes above.
    let line: Int
    /// The plain strings counted: a list's elements, a table's keys, a match's patterns.
    let strings: [String]
    let marker: Marker
    /// The category name the declaration suggests (see `ListDiscovery.categoryName(_:)`), empty when none.
    let suggestedName: String
    /// The `audit:` comment that already marks it (trimmed, as written), nil when unmarked.
    let existingMarker: String?
    /// The offset of the start of `line` and that line's indentation: where `--write` inserts the marker.
    let lineStart: Int
    let indentation: String
    /// For `audit:categories`: the categories its values name, which no other list's name may take.
    var valueCategories: [String] = []
    /// For a list passed to one of a group of calls (`ObjectCategory(id: "dog", identifiers: ["dog"])`, `minimumCalls`
    /// or more in the file, the same argument of the same function): the group, which is scored as one.
    var group: Group?
    /// Whether the marker goes at the end of the opening line (` // audit:category dog` at `lineStart`, the end of the
    /// line's text) rather than on its own line above it: a list that opens last on a line with a call.
    var isTrailing = false

    struct Group: Sendable, Equatable {
        /// Its number in the file.
        let id: Int
        /// `ObjectCategory(identifiers:)`.
        let call: String
        let size: Int
    }

    /// A table whose keys comment lines divide into sections (`// MARK: Animals`): each section is marked
    /// `audit:begin NAME keys` … `audit:end` instead of the whole table `audit:keys NAME`. Empty otherwise.
    var sections: [Section] = []

    /// One comment section of a table, and where its `audit:begin` and `audit:end` lines go (each at the start of a line,
    /// with an indentation).
    struct Section: Sendable, Equatable {
        /// The first word of its comment, lower-cased, letters and digits only (`// MARK: Animals` is `animals`); may be empty.
        let suggestedName: String
        let keys: Int
        let begin: (offset: Int, indentation: String)
        let end: (offset: Int, indentation: String)

        static func == (lhs: Section, rhs: Section) -> Bool {
            lhs.suggestedName == rhs.suggestedName && lhs.keys == rhs.keys && lhs.begin == rhs.begin && lhs.end == rhs.end
        }
    }
}

/// Finds the candidates of `audit discover` in one source file: the lexer's tokens (`SourceLexer`), brackets
/// paired, and each bracket literal or `match`/`switch`/`when` block with at least `minimumStrings` plain
/// strings. Only literals a marker line above their opening line would mark as they are are candidates: the
/// first literal that line opens (as `SourceListReader` picks it), no call's arguments, no second literal on it.
enum ListDiscovery {
    /// The fewest plain strings a candidate holds.
    static let minimumStrings = 5
    /// The fewest calls of a group whose lists are candidates together.
    static let minimumCalls = 5

    /// The candidates of `bytes`, in order of their line; `AuditError` (with the line) when the lexer cannot read it.
    static func candidates(path: String, bytes: [UInt8], language: SourceLanguage) throws -> [ListCandidate] {
        let scan: DiscoveryScan
        do {
            scan = try DiscoveryScan(bytes: bytes, language: language)
        } catch let nesting as SourceLexer.NestingError {
            throw AuditError(path: path, line: LineIndex(bytes).line(of: nesting.offset),
                             message: "string nesting deeper than \(SourceLexer.maximumNesting)")
        }
        return scan.candidates()
    }

    /// The category name a variable or property name gives: lower-cased, without a trailing `Labels`, `Label`,
    /// `Set`, `List`, `Table`, `Map` or `Identifiers` (at a word boundary: `softLabels`, `SOFT_LABELS`, never
    /// `asset`), letters, digits, `_` and `-` only; empty when nothing is left.
    static func categoryName(_ name: String) -> String {
        var scalars = Array(name.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" })
        let suffixes = ["Identifiers", "Labels", "Label", "Table", "List", "Set", "Map"]
        let allUpper = name == name.uppercased()
        var changed = true
        while changed {
            changed = false
            for suffix in suffixes where scalars.count > suffix.unicodeScalars.count {
                let start = scalars.count - suffix.unicodeScalars.count
                guard String(String.UnicodeScalarView(scalars[start...])).lowercased() == suffix.lowercased() else { continue }
                let before = scalars[start - 1]
                guard before == "_" || before == "-" || (scalars[start].properties.isUppercase && !allUpper) else { continue }
                scalars.removeSubrange(start...)
                while let last = scalars.last, last == "_" || last == "-" { scalars.removeLast() }
                changed = true
                break
            }
        }
        while let first = scalars.first, first == "_" || first == "-" { scalars.removeFirst() }
        let result = String(String.UnicodeScalarView(scalars)).lowercased()
        return suffixes.contains { $0.lowercased() == result } ? "" : result
    }
}

/// One file's tokens for `ListDiscovery` (`SourceTokens`), with its lines.
private struct DiscoveryScan: SourceTokenReading {
    let language: SourceLanguage
    let bytes: [UInt8]
    let lines: LineIndex
    let code: [SourceToken]
    /// Comments, each with the number of code tokens before it.
    let comments: [(token: SourceToken, codeIndex: Int)]
    let partner: [Int]

    init(bytes: [UInt8], language: SourceLanguage) throws {
        let tokens = try SourceTokens(bytes: bytes, language: language)
        self.language = language
        self.bytes = bytes
        lines = LineIndex(bytes)
        code = tokens.code
        comments = tokens.comments
        partner = tokens.partner
    }

    // MARK: - Tokens

    /// The value of a plain string token: terminated, not interpolated, on one line, its escapes readable.
    private func plainString(_ index: Int) -> String? {
        guard index >= 0, index < code.count, code[index].kind == .string, let literal = code[index].literal,
              literal.isTerminated, !literal.isInterpolated, !bytes[literal.content].contains(0x0A) else { return nil }
        return isByteString(code[index]) ? nil : literal.value(in: bytes)
    }

    // MARK: - Where a marker goes

    /// Names before `(` that construct a collection from their arguments, as `SourceListReader` reads them.
    private static let constructors = SourceTokens.collectionConstructors.union(SourceTokens.nonCalls)

    /// The literal a marker on its own line above `line` would mark, as `SourceListReader` picks it: the first
    /// bracket on that line that holds a string or stays open, no call's arguments, no second literal after it
    /// on the line, and the innermost bracket that is all its parent holds (`Set([…])`). Nil when that marker
    /// would be an error or the line starts inside a token.
    private func markedLiteral(onLine line: Int, from first: Int) -> Int? {
        guard first < code.count, code[first].line == line else { return nil }
        if first > 0 && code[first - 1].range.upperBound > lines.start(ofLine: line) { return nil }
        var index = first
        while index < code.count && code[index].line == line {
            guard isOpening(index) && (partner[index] < 0 || containsString(index)) else { index += 1; continue }
            guard partner[index] > index else { return nil }
            // A second literal opening on the line.
            var after = partner[index] + 1
            while after < code.count && code[after].line == line {
                if isOpening(after) && (partner[after] < 0 || containsString(after)) { return nil }
                if isOpening(after) && partner[after] > after { after = partner[after] }
                after += 1
            }
            if isPunctuation(index, "("), index > 0 {
                let before = index - 1
                if code[before].kind == .word {
                    guard Self.constructors.contains(text(code[before].range)) else { return nil }
                } else if isPunctuation(before, ")") || isPunctuation(before, "]") {
                    return nil
                }
            }
            var open = index
            while isOpening(open + 1), partner[open + 1] > open + 1,
                  partner[open + 1] == partner[open] - 1 || (partner[open + 1] == partner[open] - 2 && isPunctuation(partner[open] - 1, ",")) {
                open += 1
            }
            return open
        }
        return nil
    }

    /// The first code token on the line of code token `index`.
    private func firstOnLine(_ index: Int) -> Int {
        var first = index
        while first > 0 && code[first - 1].line == code[index].line { first -= 1 }
        return first
    }

    /// The bracket each `audit:` marker comment stands for (above a line, or at the end of its opening line), with
    /// the comment's text, and the lines of `audit:begin` … `audit:end` regions.
    private func markedBrackets() -> (brackets: [(open: Int, marker: String)], regions: [ClosedRange<Int>]) {
        var brackets: [(open: Int, marker: String)] = []
        var regions: [ClosedRange<Int>] = []
        var begin: Int?
        for (token, codeIndex) in comments {
            let comment = text(token.range)
            guard let marker = comment.firstRange(of: "audit:") else { continue }
            let word = comment[marker.upperBound...].prefix { $0.isLetter || $0 == "-" }
            let trimmed = comment.trimmingWhitespace()
            switch word {
            case "begin":
                begin = token.line
            case "end":
                if let start = begin { regions.append(start...token.line) }
                begin = nil
            case "category", "categories", "keys":
                let trailing = codeIndex > 0 && lines.line(of: code[codeIndex - 1].range.upperBound - 1) == token.line
                if trailing {
                    if let open = markedLiteral(onLine: code[codeIndex - 1].line, from: firstOnLine(codeIndex - 1)) {
                        brackets.append((open, trimmed))
                    } else {
                        // The last bracket left open on the line (`setOf( // audit:category soft`).
                        let first = firstOnLine(codeIndex - 1)
                        if let open = (first..<codeIndex).last(where: { isOpening($0) && partner[$0] >= codeIndex }) {
                            brackets.append((open, trimmed))
                        }
                    }
                } else if codeIndex < code.count, let open = markedLiteral(onLine: code[codeIndex].line, from: codeIndex) {
                    brackets.append((open, trimmed))
                }
            default:
                continue
            }
        }
        return (brackets, regions)
    }

    // MARK: - Candidates

    func candidates() -> [ListCandidate] {
        let (marked, regions) = markedBrackets()
        // Each marked literal's token range: a candidate inside one (a list of an audit:categories dictionary) is read by it.
        let markedRanges = marked.compactMap { item -> (range: ClosedRange<Int>, marker: String)? in
            partner[item.open] > item.open ? (item.open...partner[item.open], item.marker) : nil
        }
        let groups = callGroups()
        var result: [ListCandidate] = []
        var index = 0
        while index < code.count {
            defer { index += 1 }
            guard isOpening(index), partner[index] > index, containsString(index) else { continue }
            let line = code[index].line
            let first = firstOnLine(index)
            let member = groups[index]
            guard let candidate = candidate(at: index, minimum: member == nil ? ListDiscovery.minimumStrings : 1) else { continue }
            // Only the literal a marker above its line would mark, or, in a group of calls, at the end of its opening line.
            let markable = markedLiteral(onLine: line, from: first) == index
            let trailing = !markable && member != nil && opensLast(index)
            let existing = markedRanges.first { $0.range.contains(index) }?.marker
                ?? (regions.contains { $0.contains(line) } ? "audit:begin" : nil)
            guard markable || trailing || existing != nil else { continue }
            let start = lines.start(ofLine: line)
            var indentationEnd = start
            while indentationEnd < bytes.count, bytes[indentationEnd] == 0x20 || bytes[indentationEnd] == 0x09 { indentationEnd += 1 }
            let existingInside = existing ?? (regions.contains { code[index].line < $0.lowerBound && $0.upperBound < code[partner[index]].line }
                                              ? "audit:begin" : nil)
            let sections = existingInside == nil && candidate.marker == .keys ? self.sections(of: index, keys: candidate.keys) : []
            let name = member?.name ?? ListDiscovery.categoryName(candidate.name)
            result.append(ListCandidate(kind: candidate.kind, line: line, strings: candidate.keys.map(\.value), marker: candidate.marker,
                                        suggestedName: name, existingMarker: existingInside,
                                        lineStart: trailing ? lines.contentEnd(ofLine: line) : start, indentation: text(start..<indentationEnd),
                                        valueCategories: candidate.categories, group: member?.group, isTrailing: trailing, sections: sections))
        }
        return result
    }

    /// The strings, shape and name of bracket `open` when it holds at least `minimumStrings` plain strings.
    private func candidate(at open: Int, minimum: Int) -> (kind: ListCandidate.Kind, keys: [(index: Int, value: String)],
                                                           marker: ListCandidate.Marker, name: String, categories: [String])? {
        if let word = switchWord(open) {
            let patterns = self.patterns(in: open)
            guard patterns.count >= minimum else { return nil }
            return (.match, patterns, .keys, enclosingName(of: word), [])
        }
        if isPunctuation(open, "("), open > 0 {
            let before = open - 1
            if code[before].kind == .word && !Self.constructors.contains(text(code[before].range)) { return nil }
            if isPunctuation(before, ")") || isPunctuation(before, "]") { return nil }
        }
        var listStrings: [(index: Int, value: String)] = []
        var keys: [(index: Int, value: String)] = []
        var values: [ClosedRange<Int>] = []
        for element in tableElements(of: open) {
            if let key = element.key {
                if key.count == 1, let value = plainString(key.lowerBound) { keys.append((key.lowerBound, value)) }
                if let value = element.value { values.append(value) }
            } else if element.tokens.count == 1, let value = plainString(element.tokens.lowerBound) {
                listStrings.append((element.tokens.lowerBound, value))
            }
        }
        let isTable = values.count > listStrings.count
        let strings = isTable ? keys : listStrings
        guard strings.count >= minimum else { return nil }
        let categories = isTable ? valueCategories(values) : nil
        let marker: ListCandidate.Marker = isTable ? (categories == nil ? .keys : .categories) : .category
        // The name stands before the brackets this literal is all of (`Set([`, `HashMap::from([`).
        var outer = open
        while outer > 0, isOpening(outer - 1), partner[outer - 1] == partner[outer] + 1
                || (partner[outer - 1] == partner[outer] + 2 && isPunctuation(partner[outer] + 1, ",")) {
            outer -= 1
        }
        return (isTable ? .table : .list, strings, marker, name(before: outer), categories ?? [])
    }

    /// Whether bracket `open` is the last one left open at the end of its line, with no comment after it there: a marker
    /// at the end of that line marks it.
    private func opensLast(_ open: Int) -> Bool {
        let line = code[open].line
        var next = open + 1
        while next < code.count && code[next].line == line {
            if isOpening(next) && (partner[next] < 0 || code[partner[next]].line > line) { return false }
            next += 1
        }
        guard code[partner[open]].line > line else { return false }
        let end = lines.contentEnd(ofLine: line)
        return !comments.contains { $0.token.line == line || ($0.token.range.lowerBound < end && $0.token.range.upperBound > end) }
    }

    /// The lists passed to calls in groups of at least `ListDiscovery.minimumCalls` calls of one function with the list as
    /// the same argument (its label, else its position), by opening bracket: each with its group and the name the call
    /// gives (its first string argument, lower-cased), else the variable the calls stand in plus a number.
    private func callGroups() -> [Int: (group: ListCandidate.Group, name: String)] {
        // Each call argument that is a list literal holding a string: its call's key and the string beside it.
        var members: [String: [(open: Int, name: String?)]] = [:]
        var order: [String] = []
        let parents = enclosingBrackets()
        // Each call's arguments, split once however many lists it is given.
        var argumentsOf: [Int: [ClosedRange<Int>]] = [:]
        for open in code.indices where (isPunctuation(open, "[") || isPunctuation(open, "(")) && partner[open] > open {
            let call = parents[open]
            guard call > 0, isPunctuation(call, "("), code[call - 1].kind == .word, !Self.constructors.contains(text(code[call - 1].range)),
                  !Self.keywords.contains(text(code[call - 1].range)), !Self.functionWords.contains(text(code[call - 2 >= 0 ? call - 2 : call - 1].range)),
                  switchWord(open) == nil, containsString(open) else { continue }
            if isPunctuation(open, "("), open > 0, code[open - 1].kind == .word, !Self.constructors.contains(text(code[open - 1].range)) { continue }
            let arguments = argumentsOf[call] ?? elements(of: call).map(\.tokens)
            argumentsOf[call] = arguments
            guard let position = arguments.firstIndex(where: { $0.contains(open) }) else { continue }
            let argument = arguments[position]
            // The list is the argument, after its label if any (`identifiers: [`, `identifiers = listOf(`).
            var label = "#\(position)"
            if argument.lowerBound + 2 <= open, code[argument.lowerBound].kind == .word,
               isPunctuation(argument.lowerBound + 1, ":") || isPunctuation(argument.lowerBound + 1, "=") {
                label = text(code[argument.lowerBound].range)
            }
            var start = open
            while start > argument.lowerBound, code[start - 1].kind == .word || ".:!&<>".unicodeScalars.contains(where: { isPunctuation(start - 1, $0) }) {
                start -= 1
            }
            guard start == argument.lowerBound || (label.first != "#" && start <= argument.lowerBound + 2),
                  partner[open] == argument.upperBound || (partner[open] + 1 == argument.upperBound && isPunctuation(argument.upperBound, ")")) else { continue }
            let name = arguments.lazy.filter { $0 != argument }.compactMap { other -> String? in
                let value = other.upperBound
                guard other.count == 1 || (other.count == 3 && self.isPunctuation(other.lowerBound + 1, ":")) else { return nil }
                return self.plainString(value)
            }.first
            let key = text(code[call - 1].range) + "(" + (label.first == "#" ? "" : label + ":") + ")"
            if members[key] == nil { order.append(key) }
            members[key, default: []].append((open, name))
        }
        var result: [Int: (group: ListCandidate.Group, name: String)] = [:]
        for (id, key) in order.enumerated() {
            guard let group = members[key], group.count >= ListDiscovery.minimumCalls else { continue }
            let info = ListCandidate.Group(id: id, call: key, size: group.count)
            for member in group {
                let written = member.name.map { String($0.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" }
                                                        .map(Character.init)).lowercased() } ?? ""
                result[member.open] = (info, written)
            }
        }
        return result
    }

    /// The comment sections of the table or match at bracket `open` whose keys are the tokens `keys`: runs of comment lines
    /// between its elements (at its own level), each starting a section that ends at the next run or at the closing
    /// bracket. Empty unless there are two sections with keys, no key stands before the first comment, and the closing
    /// bracket starts its line (an `audit:end` goes before it).
    fileprivate func sections(of open: Int, keys: [(index: Int, value: String)]) -> [ListCandidate.Section] {
        let close = partner[open]
        guard let firstKey = keys.first?.index else { return [] }
        // The depth inside the block after each token, relative to it.
        var headers: [(codeIndex: Int, comment: SourceToken)] = []
        var depth = 0
        var depthAfter: [Int: Int] = [open: 0]
        for index in (open + 1)..<close {
            if partner[index] > index { depth += 1 } else if partner[index] >= 0 && partner[index] < index { depth -= 1 }
            depthAfter[index] = depth
        }
        for (comment, codeIndex) in comments where codeIndex > open && codeIndex < close && depthAfter[codeIndex - 1] == 0 {
            let previousEnd = lines.line(of: code[codeIndex - 1].range.upperBound - 1)
            let commentEnd = lines.line(of: max(comment.range.lowerBound, comment.range.upperBound - 1))
            guard previousEnd < comment.line, code[codeIndex].line > commentEnd, !text(comment.range).contains("audit:") else { continue }
            if headers.last?.codeIndex != codeIndex { headers.append((codeIndex, comment)) }
        }
        guard headers.count >= 2, let first = headers.first, firstKey >= first.codeIndex else { return [] }
        // The closing bracket starts its line.
        let closeLine = lines.start(ofLine: code[close].line)
        guard bytes[closeLine..<code[close].range.lowerBound].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return [] }
        var result: [ListCandidate.Section] = []
        for (number, header) in headers.enumerated() {
            let next = number + 1 < headers.count ? headers[number + 1] : nil
            let limit = next?.codeIndex ?? close
            let count = keys.filter { $0.index >= header.codeIndex && $0.index < limit }.count
            guard count > 0 else { continue }
            let beginLine = lines.start(ofLine: code[header.codeIndex].line)
            let end: (offset: Int, indentation: String)
            if let next {
                let start = lines.start(ofLine: next.comment.line)
                end = (start, indentation(at: start))
            } else {
                end = (closeLine, indentation(at: lines.start(ofLine: header.comment.line)))
            }
            result.append(ListCandidate.Section(suggestedName: sectionName(header.comment), keys: count,
                                                begin: (beginLine, indentation(at: beginLine)), end: end))
        }
        return result.count >= 2 ? result : []
    }

    /// The spaces and tabs at `lineStart`.
    private func indentation(at lineStart: Int) -> String {
        var end = lineStart
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return text(lineStart..<end)
    }

    /// The first word of a section's comment, lower-cased, letters and digits only; `MARK:` and a `-` after it are skipped.
    private func sectionName(_ comment: SourceToken) -> String {
        var words = text(comment.range).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "/" || $0 == "*" || $0 == "#" })
        if let first = words.first, first == "MARK:" || first == "MARK" { words.removeFirst() }
        while let first = words.first, first.allSatisfy({ $0 == "-" || $0 == ":" }) { words.removeFirst() }
        guard let word = words.first else { return "" }
        return String(word.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }.map(Character.init)).lowercased()
    }

    /// Whether a dictionary's values are category names, so that `audit:categories` reads it: every value a string
    /// written like a name or an enum case (`.soft`, `Surface.hard`), and at most half as many kinds as values, 20 at
    /// most: the categories they name, else nil.
    private func valueCategories(_ values: [ClosedRange<Int>]) -> [String]? {
        var kinds = Set<String>()
        for value in values {
            if value.count == 1, let string = plainString(value.lowerBound) {
                guard !string.isEmpty, string.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || "0123456789_- ".unicodeScalars.contains($0) }) else {
                    return nil
                }
                kinds.insert(string)
                continue
            }
            guard code[value].allSatisfy({ $0.kind == .word || $0.kind == .punctuation && ".:".utf8.contains(bytes[$0.range.lowerBound]) }),
                  code[value.upperBound].kind == .word else { return nil }
            let name = text(code[value.upperBound].range)
            guard let first = name.unicodeScalars.first, !("0"..."9").contains(first),
                  !["true", "false", "nil", "null", "None", "True", "False", "undefined"].contains(name) else { return nil }
            kinds.insert(name)
        }
        return !values.isEmpty && kinds.count * 2 <= values.count && kinds.count <= 20 ? kinds.sorted() : nil
    }

    /// The string patterns of the arms of the `match`/`switch`/`when` block `open` (`"a" | "b" =>`, `case "a", "b":`,
    /// `"a", "b" ->`); strings after `:`, `to`, `=>` or `->` are values and never counted.
    private func patterns(in open: Int) -> [(index: Int, value: String)] {
        var result: [(index: Int, value: String)] = []
        var chain: [Int] = []
        var index = open + 1
        while index < partner[open] {
            if isOpening(index) && partner[index] > index { index = partner[index] + 1; continue }
            defer { index += 1 }
            guard code[index].kind == .string else { continue }
            if followsKey(index) { chain = []; continue }
            if let last = chain.last, !(last == index - 2 && (isPunctuation(index - 1, ",") || isPunctuation(index - 1, "|"))) { chain = [] }
            chain.append(index)
            guard let end = keyEnd(after: index) else { continue }
            if end.isArrow || isWord(chain[0] - 1, "case") {
                result.append(contentsOf: chain.compactMap { index in plainString(index).map { (index, $0) } })
            }
            chain = []
        }
        return result
    }

    // MARK: - Names

    /// Words that declare a function, before its name.
    private static let functionWords: Set<String> = ["fn", "func", "fun", "def", "function"]
    /// Words before `(` that are no function's name.
    private static let keywords: Set<String> = ["if", "while", "for", "switch", "when", "match", "catch", "return", "guard", "elif", "in"]

    /// The name a literal's declaration gives it: the key of the dictionary entry it is the value of (`"soft": [`),
    /// else the variable or property its line assigns (`let softLabels: Set<String> = [`, `val labels = setOf(`,
    /// `LABELS = [`, `names := map[string]string{`); empty when none.
    private func name(before open: Int) -> String {
        var index = open - 1
        while index >= 0 {
            if partner[index] >= 0 && partner[index] < index { index = partner[index] - 1; continue }
            if isAssignment(index) { return declared(before: isPunctuation(index - 1, ":") && adjacent(index - 1) ? index - 1 : index) }
            let isKeyEnd = (isPunctuation(index, ":") && !isPunctuation(index - 1, ":") && !isPunctuation(index + 1, ":"))
                || (language == .kotlin && isWord(index, "to"))
            if isKeyEnd, let key = plainString(index - 1) { return key }
            if isPunctuation(index, ";") || isPunctuation(index, ",") || isOpening(index) || isPunctuation(index, "}")
                || code[index].line < code[open].line - 1 {
                return ""
            }
            index -= 1
        }
        return ""
    }

    /// Whether code token `index` ends where the next one starts (`=` `>` written `=>`).
    private func adjacent(_ index: Int) -> Bool {
        index >= 0 && index + 1 < code.count && code[index].range.upperBound == code[index + 1].range.lowerBound
    }

    /// Whether code token `index` is an assignment's `=` (or the `=` of Go's `:=`): not `==`, `=>`, `!=`, `<=`, `+=` …
    private func isAssignment(_ index: Int) -> Bool {
        guard isPunctuation(index, "=") else { return false }
        if adjacent(index) && (isPunctuation(index + 1, "=") || isPunctuation(index + 1, ">")) { return false }
        if adjacent(index - 1) && "=!<>+-*/%&|^".unicodeScalars.contains(where: { isPunctuation(index - 1, $0) }) { return false }
        return true
    }

    /// The name a declaration ending before token `end` (its `=`) declares: a function's name, else the word before
    /// the first `:` outside brackets (`let soft: Set<String>`), else the last word outside brackets (`Set<String> SOFT`).
    private func declared(before end: Int) -> String {
        guard end > 0 else { return "" }
        let first = firstOnLine(end - 1)
        var words: [Int] = []
        var index = first
        while index < end {
            if isOpening(index) && partner[index] > index && partner[index] < end { index = partner[index] + 1; continue }
            if code[index].kind == .word {
                if Self.functionWords.contains(text(code[index].range)) {
                    var next = index + 1
                    if isOpening(next) && partner[next] > next { next = partner[next] + 1 }
                    if next < end && code[next].kind == .word { return text(code[next].range) }
                }
                words.append(index)
            }
            if isPunctuation(index, ":") && !isPunctuation(index + 1, ":") && !isPunctuation(index - 1, ":"), let last = words.last {
                return text(code[last].range)
            }
            index += 1
        }
        return words.last.map { text(code[$0].range) } ?? ""
    }

    /// The name of a `match`/`switch`/`when` at word `word`: the variable it is assigned to (`val emoji = when (label) {`),
    /// else the function or property whose body holds it (`fn translate(label: &str)`, `var emoji: String {`).
    private func enclosingName(of word: Int) -> String {
        let first = firstOnLine(word)
        if let equals = (first..<word).last(where: isAssignment) {
            let name = declared(before: isPunctuation(equals - 1, ":") && adjacent(equals - 1) ? equals - 1 : equals)
            if !name.isEmpty { return name }
        }
        // The blocks around it, innermost first.
        var index = word - 1
        var levels = 0
        while index >= 0 && levels < 4 {
            if partner[index] >= 0 && partner[index] < index { index = partner[index] - 1; continue }
            guard isPunctuation(index, "{") else { index -= 1; continue }
            levels += 1
            if let name = functionName(before: index) { return name }
            index -= 1
        }
        return ""
    }

    /// The function or property whose body opens at `{` `brace`: after `fn`/`func`/`fun`/`def`, else the word before
    /// the statement's first call bracket, else the word before its first `:`.
    private func functionName(before brace: Int) -> String? {
        var start = brace - 1
        var count = 0
        while start >= 0 && count < 40 {
            if partner[start] >= 0 && partner[start] < start { start = partner[start] - 1; count += 1; continue }
            if isPunctuation(start, ";") || isPunctuation(start, "{") || isPunctuation(start, "}") || isOpening(start) { break }
            start -= 1
            count += 1
        }
        let tokens = (start + 1)..<brace
        guard !tokens.isEmpty else { return nil }
        for index in tokens where code[index].kind == .word && Self.functionWords.contains(text(code[index].range)) {
            var next = index + 1
            if isOpening(next) && partner[next] > next { next = partner[next] + 1 }
            if next < brace && code[next].kind == .word { return text(code[next].range) }
        }
        if let call = tokens.first(where: { isPunctuation($0, "(") && $0 > tokens.lowerBound && code[$0 - 1].kind == .word
                                        && !Self.keywords.contains(text(code[$0 - 1].range)) }) {
            return text(code[call - 1].range)
        }
        if let colon = tokens.first(where: { isPunctuation($0, ":") && $0 > tokens.lowerBound && code[$0 - 1].kind == .word }) {
            return text(code[colon - 1].range)
        }
        return nil
    }
}

/// What `audit discover` found in a set of paths: each candidate that reaches `minimumShare` of one built-in
/// vocabulary's identifiers, with that vocabulary and, when unmarked, the category name and marker it gets.
struct ListDiscoveryReport {
    /// A share of identifiers reached: at least 60 % of a candidate's strings.
    static let minimumShare = (numerator: 3, denominator: 5)

    struct Found {
        let path: String
        /// Nil for a JSON file or property list, whose lists need no marker.
        let language: SourceLanguage?
        let candidate: ListCandidate
        /// The built-in vocabulary with the most of its strings (ties to Vision's), and how many are its identifiers.
        let vocabulary: BuiltinVocabulary
        let identifiers: Int
        /// The category an unmarked candidate's marker names (nil for `audit:categories`, and for a marked one).
        let category: String?
        /// The category of each of `candidate.sections`, when it is marked by sections.
        var sectionNames: [String] = []

        var isMarked: Bool { candidate.existingMarker != nil }

        /// The marker comment it gets (`// audit:keys emoji`), or the one it has.
        var marker: String {
            if let existing = candidate.existingMarker { return existing }
            if !sectionNames.isEmpty {
                return sectionNames.map { lineComment + " audit:begin \($0) keys" }.joined(separator: ", ")
                    + " (each section to its " + lineComment + " audit:end)"
            }
            return lineComment + " audit:" + candidate.marker.rawValue + (category.map { " " + $0 } ?? "")
        }

        private var lineComment: String { language?.lineComment ?? "//" }

        /// `path:line: a label table (6 of 7 keys are apple-vision-rev1 identifiers): // audit:keys emoji`.
        var line: String {
            let counts = "\(ListDiscoveryReport.grouped(identifiers)) of \(ListDiscoveryReport.grouped(candidate.strings.count)) "
                + "\(candidate.kind.noun) are \(vocabulary.rawValue) identifiers"
            let group = candidate.group.map { ", one of \($0.size) \($0.call) lists" } ?? ""
            let place = TerminalText.escaped(path) + ":\(candidate.line): a label \(candidate.kind.rawValue)\(group) (\(counts))"
            return place + (isMarked ? ", already marked: " : ": ") + TerminalText.escaped(marker)
        }
    }

    /// In order of path, then line.
    let found: [Found]
    /// The source files read.
    let files: Int

    var unmarked: [Found] { found.filter { !$0.isMarked } }

    /// Reads the source files `paths` mean (a directory: its source files at any depth, as the audit's scan finds
    /// them, but without needing markers; a file: a source file of a known language) and finds the candidates.
    /// `lexingEveryFile`: lex every file, even one the look-up before lexing rules out (the plain version the
    /// tests compare that look-up with; without it the bench's source tree takes 3 to 6 times the audit's scan).
    static func discover(paths: [String], lexingEveryFile: Bool = false) throws -> ListDiscoveryReport {
        let tree = WorkingTree()
        var seen = Set<String>()
        var files: [(path: String, language: SourceLanguage)] = []
        // JSON files and property lists, read only when named: the audit reads their lists without markers.
        var structured: [String] = []
        for path in paths.isEmpty ? ["."] : paths {
            for file in try tree.files(at: path, recursive: true) where seen.insert(file.key).inserted {
                guard let language = SourceLanguage(path: file.path) else {
                    guard !file.listed else { continue }
                    if file.format == .json || file.format == .propertyList {
                        structured.append(file.path)
                        continue
                    }
                    throw AuditError.input(path: file.path, line: nil, message: "is no source file `audit discover` reads "
                                           + "(.swift, .kt, .java, .dart, .ts, .js, .rs, .go, .py; .json and .plist when named)")
                }
                if file.listed && file.format != .source { continue }
                files.append((file.path, language))
            }
        }
        files.sort { $0.path < $1.path }
        var scorer: VocabularyScorer?
        var found: [(path: String, language: SourceLanguage?, candidate: ListCandidate, vocabulary: BuiltinVocabulary, identifiers: Int)] = []
        for file in files {
            let bytes = [UInt8](try TextLines.contents(ofFile: file.path))
            if scorer == nil { scorer = VocabularyScorer() }
            guard let scorer, lexingEveryFile || scorer.mayHoldCandidate(bytes) else { continue }
            let candidates = try ListDiscovery.candidates(path: file.path, bytes: bytes, language: file.language)
            // A group of calls' lists is scored as one: all of them, or none, are candidates.
            var groups: [Int: (vocabulary: BuiltinVocabulary, passes: Bool)] = [:]
            for candidate in candidates {
                guard let group = candidate.group, groups[group.id] == nil else { continue }
                let strings = candidates.filter { $0.group?.id == group.id }.flatMap(\.strings)
                let (vocabulary, identifiers) = scorer.best(strings)
                groups[group.id] = (vocabulary, strings.count >= ListDiscovery.minimumStrings
                                    && identifiers * minimumShare.denominator >= strings.count * minimumShare.numerator)
            }
            for candidate in candidates {
                if let group = candidate.group.flatMap({ groups[$0.id] }) {
                    guard group.passes else { continue }
                    found.append((file.path, file.language, candidate, group.vocabulary, scorer.count(candidate.strings, in: group.vocabulary)))
                    continue
                }
                let (vocabulary, identifiers) = scorer.best(candidate.strings)
                guard identifiers * minimumShare.denominator >= candidate.strings.count * minimumShare.numerator else { continue }
                found.append((file.path, file.language, candidate, vocabulary, identifiers))
            }
        }
        for path in structured.sorted() {
            let bytes = [UInt8](try TextLines.contents(ofFile: path))
            guard let document = try EmbeddedListDocument.read(path: path, bytes: bytes) else { continue }
            if scorer == nil { scorer = VocabularyScorer() }
            guard let scorer else { continue }
            let kind = path.hasSuffix(".plist") ? "a property list" : "JSON"
            for list in document.lists {
                let strings = list.entries.filter { !$0.isExclusion }.map(\.text)
                let (vocabulary, identifiers) = scorer.best(strings)
                guard strings.count >= ListDiscovery.minimumStrings,
                      identifiers * minimumShare.denominator >= strings.count * minimumShare.numerator else { continue }
                let candidate = ListCandidate(kind: .list, line: list.entries.first?.line ?? list.line, strings: strings, marker: .category,
                                              suggestedName: list.category, existingMarker: "read as \(kind), which needs no marker (category \(list.category))",
                                              lineStart: 0, indentation: "")
                found.append((path, nil, candidate, vocabulary, identifiers))
            }
        }
        found.sort { ($0.path, $0.candidate.line) < ($1.path, $1.candidate.line) }
        // Names already given by markers are taken; then each unmarked candidate's, in report order.
        var taken = Set(found.compactMap { $0.candidate.existingMarker.flatMap(markedCategory) } + found.flatMap(\.candidate.valueCategories)
                        + found.filter { $0.language == nil }.map(\.candidate.suggestedName))
        let results = found.map { item -> Found in
            var category: String?
            var sections: [String] = []
            if item.candidate.existingMarker == nil && !item.candidate.sections.isEmpty {
                let variable = item.candidate.suggestedName
                sections = item.candidate.sections.map { section in
                    section.suggestedName.isEmpty || taken.contains(section.suggestedName)
                        ? uniqueName(variable, path: item.path, taken: &taken, numbered: true)
                        : uniqueName(section.suggestedName, path: item.path, taken: &taken)
                }
            } else if item.candidate.existingMarker == nil && item.candidate.marker != .categories {
                let numbered = item.candidate.group != nil && item.candidate.suggestedName.isEmpty
                category = uniqueName(item.candidate.suggestedName, path: item.path, taken: &taken, numbered: numbered)
            }
            return Found(path: item.path, language: item.language, candidate: item.candidate, vocabulary: item.vocabulary,
                         identifiers: item.identifiers, category: category, sectionNames: sections)
        }
        return ListDiscoveryReport(found: results, files: files.count + structured.count)
    }

    /// The category a marker comment names (`// audit:category soft` → `soft`), nil for `audit:categories`.
    private static func markedCategory(_ marker: String) -> String? {
        guard let range = marker.firstRange(of: "audit:") else { return nil }
        let words = marker[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count > 1, ["category", "keys", "begin"].contains(String(words[0])) else { return nil }
        return String(words[1])
    }

    /// `name`, else the file's name, with a number after it (from 2) when another list has it; with `numbered`,
    /// always with a number (from 1).
    private static func uniqueName(_ name: String, path: String, taken: inout Set<String>, numbered: Bool = false) -> String {
        var base = name
        if base.isEmpty {
            let file = PathText.lastComponent(path)
            let stem = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
            base = ListDiscovery.categoryName(stem)
            if base.isEmpty { base = "list" }
        }
        var result = numbered ? base + "1" : base
        var number = 2
        while taken.contains(result) {
            result = base + String(number)
            number += 1
        }
        taken.insert(result)
        return result
    }

    /// `1,303`.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }

    /// One line per candidate, then the summary.
    func text(written: Bool = false) -> String {
        var out = found.map { $0.line + "\n" }.joined()
        let unmarked = self.unmarked
        let marked = found.count - unmarked.count
        let markedNote = marked > 0 ? " (\(marked) already marked)" : ""
        let fileCount = Set(unmarked.map(\.path)).count
        if unmarked.isEmpty {
            out += "no unmarked label list in \(ReportText.plural(files, "source file"))\(markedNote)\n"
        } else if written {
            out += "wrote \(ReportText.plural(unmarked.count, "marker")) in \(ReportText.plural(fileCount, "file"))\(markedNote)\n"
        } else {
            out += "\(ReportText.plural(unmarked.count, "unmarked label list")) in \(ReportText.plural(fileCount, "file"))\(markedNote); "
                + "`audit discover --write` adds the markers\n"
        }
        return out
    }

    /// The same as objects: `{"lists": [{"path", "line", "kind", "strings", "identifiers", "vocabulary", "category",
    /// "marker", "marked"}], "files", "unmarked", "marked"}`.
    func json() -> String {
        let lists: [JSONValue] = found.map { item in
            .object([
                ("path", .string(item.path)),
                ("line", .int(item.candidate.line)),
                ("kind", .string(item.candidate.kind.rawValue)),
                ("strings", .int(item.candidate.strings.count)),
                ("identifiers", .int(item.identifiers)),
                ("vocabulary", .string(item.vocabulary.rawValue)),
                ("category", item.category.map { .string($0) } ?? .null),
                ("marker", .string(item.marker)),
                ("sections", .array(item.sectionNames.map { .string($0) })),
                ("call", item.candidate.group.map { .string($0.call) } ?? .null),
                ("marked", .bool(item.isMarked)),
            ])
        }
        let unmarked = self.unmarked.count
        return JSONValue.object([("lists", .array(lists)), ("files", .int(files)), ("unmarked", .int(unmarked)),
                                 ("marked", .int(found.count - unmarked))]).rendered()
    }

    /// Each file with unmarked candidates: its bytes as read and with a marker line inserted above each candidate's
    /// first line (its indentation, the language's line comment, the file's line ending); every other byte kept.
    /// Each result is read back with the markers, so a marker that would not read is an input error, not a write.
    func markedFiles() throws -> [(path: String, original: [UInt8], marked: [UInt8])] {
        var byPath: [String: [Found]] = [:]
        for item in unmarked { byPath[item.path, default: []].append(item) }
        return try byPath.keys.sorted().map { path in
            let items = byPath[path] ?? []
            let original = [UInt8](try TextLines.contents(ofFile: path))
            var marked = original
            // Each line to insert, by offset; inserted from the last, so that offsets stay those of the file as read.
            var insertions: [(offset: Int, text: String, ownLine: Bool)] = []
            for item in items {
                if item.candidate.isTrailing {
                    insertions.append((item.candidate.lineStart, " " + item.marker, false))
                    continue
                }
                guard !item.sectionNames.isEmpty else {
                    insertions.append((item.candidate.lineStart, item.candidate.indentation + item.marker, true))
                    continue
                }
                let comment = item.language?.lineComment ?? "//"
                for (section, name) in zip(item.candidate.sections, item.sectionNames) {
                    insertions.append((section.begin.offset, section.begin.indentation + comment + " audit:begin \(name) keys", true))
                    insertions.append((section.end.offset, section.end.indentation + comment + " audit:end", true))
                }
            }
            for insertion in insertions.enumerated().sorted(by: { ($0.element.offset, $0.offset) > ($1.element.offset, $1.offset) }).map(\.element) {
                let start = insertion.offset
                if !insertion.ownLine {
                    marked.insert(contentsOf: Array(insertion.text.utf8), at: start)
                    continue
                }
                let newline = original[start...].firstIndex(of: 0x0A)
                let ending: [UInt8] = newline.map { $0 > start && original[$0 - 1] == 0x0D } == true ? [0x0D, 0x0A] : [0x0A]
                marked.insert(contentsOf: Array(insertion.text.utf8) + ending, at: start)
            }
            guard let language = items.first.flatMap({ $0.language }) else { return (path, original, original) }
            do {
                _ = try SourceListReader.read(path: path, bytes: marked, language: language)
            } catch let error as AuditError {
                throw AuditError.input(path: path, line: error.line, message: "the markers `audit discover` would write do not read back "
                                       + "(\(error.message)); nothing written")
            }
            return (path, original, marked)
        }
    }
}

extension ListDiscoveryReport {
    /// The vocabulary `--write` sets in `.audit.json`: the one every list found fits, when that is not Vision's (the
    /// default); nil when there is none, it is Vision's, or the lists fit different vocabularies (`vocabularyNotes`).
    var vocabularyToWrite: BuiltinVocabulary? {
        let fitted = Set(found.map(\.vocabulary))
        guard fitted.count == 1, let only = fitted.first, only != .appleVision else { return nil }
        return only
    }

    /// When the lists fit different vocabularies, a note for each: no vocabulary is written.
    var vocabularyNotes: [String] {
        let counts = Dictionary(grouping: found, by: \.vocabulary).mapValues(\.count)
        guard counts.count > 1 else { return [] }
        let listing = counts.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) (\($0.value))" }.joined(separator: ", ")
        return found.map { item in
            TerminalText.escaped(item.path) + ":\(item.candidate.line): note: this list fits \(item.vocabulary.rawValue), but the lists found "
                + "fit different vocabularies (\(listing)), so no vocabulary is written to \(AuditConfig.fileName)"
        }
    }

    /// `.audit.json` with `"vocabulary"` set to `vocabulary`: the one `AuditConfig.find` finds from `directory` (its
    /// path, bytes as read, and new bytes: every byte outside that key's value kept; the member added first when
    /// absent), else a new one in `directory` (nil bytes as read). Nil when it already says so.
    static func configuration(setting vocabulary: BuiltinVocabulary, from directory: String)
        throws -> (path: String, original: [UInt8]?, contents: [UInt8])? {
        let value = "\"\(vocabulary.rawValue)\""
        guard let found = AuditConfig.find(from: directory) else {
            let path = directory == "." ? AuditConfig.fileName : directory + "/" + AuditConfig.fileName
            return (path, nil, Array("{\n  \"vocabulary\": \(value)\n}\n".utf8))
        }
        let path = directory == "." ? found : directory + "/" + found
        let bytes = [UInt8](try TextLines.contents(ofFile: path))
        let node: JSONNode
        do {
            node = try JSONReader.node(bytes, containerOnly: true)
        } catch {
            throw AuditError.input(path: path, line: error.line, message: error.problem)
        }
        guard case .object(let members, let range) = node else {
            throw AuditError.input(path: path, line: 1, message: "is not a JSON object")
        }
        var contents = bytes
        if let member = members.last(where: { $0.key == "vocabulary" }) {
            if case .string(let current, _) = member.value, current == vocabulary.rawValue { return nil }
            contents.replaceSubrange(member.value.range, with: Array(value.utf8))
        } else if let first = members.first {
            // Before the first key, on its own line with that key's indentation when the key starts its line.
            var lineStart = first.keyRange.lowerBound
            while lineStart > 0, bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09 { lineStart -= 1 }
            let ownLine = lineStart > 0 && bytes[lineStart - 1] == 0x0A
            let indentation = String(decoding: bytes[lineStart..<first.keyRange.lowerBound], as: UTF8.self)
            let inserted = ownLine ? "\"vocabulary\": \(value),\n" + indentation : "\"vocabulary\": \(value), "
            contents.insert(contentsOf: Array(inserted.utf8), at: first.keyRange.lowerBound)
        } else {
            contents.replaceSubrange(range, with: Array("{\n  \"vocabulary\": \(value)\n}".utf8))
        }
        return (path, bytes, contents)
    }
}

/// Each built-in vocabulary's identifiers, exact and lower-cased, for scoring candidates.
private struct VocabularyScorer {
    let tables: [(vocabulary: BuiltinVocabulary, exact: Set<String>, folded: Set<String>)]

    /// Every vocabulary's identifiers, lower-cased: what `mayHoldCandidate` looks for.
    let anyFolded: Set<String>
    /// The longest identifier's length in bytes.
    let longest: Int

    init() {
        tables = BuiltinVocabulary.allCases.map { vocabulary in
            let identifiers = vocabulary.vocabulary.identifiers
            return (vocabulary, Set(identifiers), Set(identifiers.map { $0.lowercased() }))
        }
        anyFolded = tables.reduce(into: Set<String>()) { $0.formUnion($1.folded) }
        longest = anyFolded.map(\.utf8.count).max() ?? 0
        var starts = [Bool](repeating: false, count: 1 << 16)
        for identifier in anyFolded {
            let bytes = Array(identifier.utf8)
            starts[Self.start(bytes.first ?? 0, bytes.count > 1 ? bytes[1] : 0)] = true
        }
        self.starts = starts
    }

    /// Whether some identifier, lower-cased, starts with each pair of bytes (`start(_:_:)`); the second is 0 for a
    /// one-byte identifier.
    private let starts: [Bool]

    /// The index of two bytes in `starts`, ASCII letters lower-cased.
    private static func start(_ first: UInt8, _ second: UInt8) -> Int {
        func lower(_ byte: UInt8) -> Int { Int(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte) }
        return lower(first) << 8 | lower(second)
    }

    /// Whether `bytes` may hold a candidate, without lexing: a candidate needs 3 strings that are identifiers (60 %
    /// of 5), so a file where fewer than 3 quotes (`"`, `'`, `` ` ``) open an identifier followed by the same quote on
    /// its line holds none. Each quote is tried as an opening one, so no pairing of quotes can hide a string.
    func mayHoldCandidate(_ bytes: [UInt8]) -> Bool {
        let needed = (ListDiscovery.minimumStrings * ListDiscoveryReport.minimumShare.numerator
                      + ListDiscoveryReport.minimumShare.denominator - 1) / ListDiscoveryReport.minimumShare.denominator
        var found = 0
        return bytes.withUnsafeBufferPointer { buffer -> Bool in
            var index = 0
            let count = buffer.count
            while index < count {
                let quote = buffer[index]
                index += 1
                guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") || quote == UInt8(ascii: "`") else { continue }
                var end = index
                var upper = false
                while end < count, end - index <= longest, buffer[end] != quote, buffer[end] != 0x0A {
                    if buffer[end] >= UInt8(ascii: "A") && buffer[end] <= UInt8(ascii: "Z") { upper = true }
                    end += 1
                }
                guard end < count, buffer[end] == quote, end > index, end - index <= longest,
                      starts[Self.start(buffer[index], end - index > 1 ? buffer[index + 1] : 0)] else { continue }
                var text = String(decoding: UnsafeBufferPointer(rebasing: buffer[index..<end]), as: UTF8.self)
                if upper || text.utf8.contains(where: { $0 >= 0x80 }) { text = text.lowercased() }
                if anyFolded.contains(text) {
                    found += 1
                    if found >= needed { return true }
                }
            }
            return false
        }
    }

    /// How many of `strings` are identifiers of `vocabulary` (exact, else ignoring case).
    func count(_ strings: [String], in vocabulary: BuiltinVocabulary) -> Int {
        guard let table = tables.first(where: { $0.vocabulary == vocabulary }) else { return 0 }
        return strings.reduce(0) { $0 + (table.exact.contains($1) || table.folded.contains($1.lowercased()) ? 1 : 0) }
    }

    /// The vocabulary with the most identifiers among `strings` (exact, else ignoring case; ties to the first,
    /// Vision's) and that count.
    func best(_ strings: [String]) -> (BuiltinVocabulary, Int) {
        var best = (tables[0].vocabulary, -1)
        for table in tables {
            let count = strings.reduce(0) { $0 + (table.exact.contains($1) || table.folded.contains($1.lowercased()) ? 1 : 0) }
            if count > best.1 { best = (table.vocabulary, count) }
        }
        return best
    }
}
