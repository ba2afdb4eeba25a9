import CategoryMapping

/// How a new value is written into an element: like a string literal of the source, a JSON string or XML text.
enum ValueCoding: Sendable {
    case literal(StringLiteral)
    case json
    case xml

    /// `value` as the text between the delimiters; nil when this style cannot hold it.
    func encoded(_ value: String) -> String? {
        switch self {
        case .literal(let literal): return literal.encoded(value)
        case .json: return JSONText.escaped(value, strict: false)
        case .xml: return XMLText.escaped(value)
        }
    }
}

/// One element of a list where it stands in the file: what an edit replaces, removes or copies.
struct ListElement: Sendable {
    /// The whole element: `"sofa"`, `"sofa": .soft`, `<string>sofa</string>`.
    let range: Range<Int>
    /// The text an entry's value stands in: between the quotes, or the element's XML text.
    let value: Range<Int>
    let coding: ValueCoding
    /// The separator after the element (`,`, `|`), when one follows it.
    let separator: Range<Int>?
    /// The lines the element alone fills, with its separator and its own trailing comment; nil when it
    /// shares a line with other code.
    let ownLines: Range<Int>?
    /// The entry it holds (nil for an element that is not an entry: an interpolation, an expression).
    let identifier: String?
    /// The category it maps to (the lists of a dictionary from identifier to category share one run).
    let category: String?
    /// A comment on its line that stays when it is removed (`audit:exclude`).
    var retainedComment: Range<Int>? = nil

    /// How its value is delimited (`"`, `'`, `r#"`), for copying the most common style.
    var quoting: String {
        guard case .literal(let literal) = coding else { return "" }
        return literal.opening
    }
}

/// Elements standing together between one pair of brackets (or one pattern list of a region), with
/// the layout an edit must keep.
struct ListRun: Sendable {
    var elements: [ListElement]
    /// What separates elements (`,`, `|`); nil when nothing does (property lists).
    let separator: String?
    /// Whether elements may be removed or added here; a region's lone `case` pattern may not lose its
    /// only string, nor a call its argument.
    let isEditable: Bool
    /// Whether the elements are a dictionary's keys, which may appear once.
    let isKeyed: Bool
    /// Where the first element goes when the run is empty (just inside its opening bracket), and how
    /// a new element is written then.
    let emptyInsertion: Int?
    let emptyCoding: ValueCoding?
    /// Whether the run must keep one element (a region's pattern list: `case` needs a pattern).
    var keepsOne = false
    /// Why it keeps one, when not because removing it would leave invalid code (a `case` another one falls into).
    var keptBecause: String? = nil
    /// Whether the run is one arm of a `match`, `switch` or `when`, its one element the whole arm: removing
    /// it leaves the other arms.
    var isArm = false
}

/// Where a removed or replaced entry stands.
enum EntrySlot: Sendable {
    /// Element `element` of run `run`.
    case element(run: Int, element: Int)
    /// An identifier of an `audit:exclude` comment: its bytes, the comment's, and the comment's other identifiers;
    /// boxed, as most slots are elements and each takes two words so.
    indirect case exclusion(ExclusionSlot)
}

struct ExclusionSlot: Sendable {
    let identifier: Range<Int>
    /// The whole comment.
    let comment: Range<Int>
    /// What removing the identifier alone takes (with a comma beside it); nil when it is the comment's only one.
    let withinList: Range<Int>?
    /// The comment's bytes to remove with its line, or with the space before it when it trails code.
    let removal: Range<Int>
}

/// One list of a source: its category, its entries as every rule sees them, and where each stands.
struct EmbeddedList: Sendable {
    let category: String
    /// The line of the list's marker (or key).
    let line: Int
    var entries: [MappingEntry]
    /// Parallel to `entries`.
    var slots: [EntrySlot]
    /// The run new entries go to, nil when none can be added.
    let insertionRun: Int?
    /// The element of `insertionRun` a new entry is copied from (`EmbeddedListDocument.template(in:category:)`),
    /// worked out once the file is read; nil when the run holds no entry.
    var template: Int?
    /// Where an `audit:exclude` line is inserted and its indentation; nil when exclusions cannot be written here.
    let exclusionInsertion: (offset: Int, indentation: String)?
    /// The arms of conditionals the list stands in (`SourceListReader`).
    var branches: [Branch] = []
}

/// A file's lists, with its bytes kept for rendering edits (`ListEditor`).
struct EmbeddedListDocument: Sendable {
    let path: String
    /// The language of a source file; nil for JSON and property lists.
    let language: SourceLanguage?
    let bytes: [UInt8]
    let lines: LineIndex
    var lists: [EmbeddedList]
    var runs: [ListRun]
    var skipped: [SkippedEntry]
    var straySuppressions: [StraySuppression]
    /// Keys written again in one dictionary, each read once, as its last copy.
    var repeatedKeys: [RepeatedKey] = []
    /// Whether a marker marks a list here, even one that holds none yet (an empty `audit:categories` dictionary).
    var marksAList = false
    /// The line comment new `audit:exclude` lines start with (`//`, `#`); nil when the format has none.
    let lineComment: String?
    /// The file's line ending (`\n` or `\r\n`), for inserted lines.
    let lineEnding: String
    /// Each entry's position, list and index, in that order (of two at one position, the first list's first):
    /// what edits find an entry by, without hashing.
    private var entryIndex: [(position: EntryPosition, list: Int, entry: Int)] = []
    /// Where each line's entries start in `entryIndex`, by line number: those of line `l` end where line `l + 1`'s start.
    private var lineStarts: [Int] = []

    init(path: String, bytes: [UInt8], lineComment: String?) {
        self.path = path
        language = SourceLanguage(path: path)
        self.bytes = bytes
        self.lines = LineIndex(bytes)
        self.lists = []
        self.runs = []
        self.skipped = []
        self.straySuppressions = []
        self.lineComment = lineComment
        if let newline = bytes.firstIndex(of: 0x0A), newline > 0, bytes[newline - 1] == 0x0D {
            lineEnding = "\r\n"
        } else {
            lineEnding = "\n"
        }
    }

    /// Reads the lists of the file at `path` from `bytes`, by its kind: JSON, a property list or a source
    /// file with markers. Nil when `path` is of none of these kinds.
    static func read(path: String, bytes: [UInt8]) throws -> EmbeddedListDocument? {
        var document: EmbeddedListDocument
        if path.hasSuffix(".json") {
            document = try JSONListReader.read(path: path, bytes: bytes)
        } else if path.hasSuffix(".plist") {
            document = try PropertyListReader.read(path: path, bytes: bytes)
        } else if let language = SourceLanguage(path: path) {
            document = try SourceListReader.read(path: path, bytes: bytes, language: language)
        } else {
            return nil
        }
        var index: [(position: EntryPosition, list: Int, entry: Int)] = []
        index.reserveCapacity(document.lists.reduce(0) { $0 + $1.entries.count })
        for (list, entries) in document.lists.map(\.entries).enumerated() {
            for (entry, item) in entries.enumerated() { index.append((EntryPosition(line: item.line, column: item.column), list, entry)) }
        }
        index.sort { ($0.position, $0.list, $0.entry) < ($1.position, $1.list, $1.entry) }
        document.entryIndex = index
        // Each line's entries counted at the next line's place: the running sums are where each line's entries start.
        var lineStarts = [Int](repeating: 0, count: document.lines.count + 2)
        for item in index { lineStarts[item.position.line + 1] += 1 }
        for line in lineStarts.indices.dropFirst() { lineStarts[line] += lineStarts[line - 1] }
        document.lineStarts = lineStarts
        for list in document.lists.indices {
            guard let run = document.lists[list].insertionRun else { continue }
            document.lists[list].template = document.template(in: document.runs[run], category: document.lists[list].category)
        }
        return document
    }

    /// The element of `run` a new entry of `category` is copied from: the last entry of that category (of any
    /// category, when the run holds none of it) written in the most common quoting of those, so that a lone raw
    /// string or template literal is not copied.
    private func template(in run: ListRun, category: String) -> Int? {
        let holdsCategory = run.elements.contains { $0.identifier != nil && $0.category == category }
        func isCandidate(_ element: ListElement) -> Bool { element.identifier != nil && (!holdsCategory || element.category == category) }
        // Each quoting with how many candidates have it, in the order met: a run uses one or two.
        var counts: [(quoting: String, count: Int)] = []
        for element in run.elements where isCandidate(element) {
            let quoting = element.quoting
            if let known = counts.firstIndex(where: { $0.quoting == quoting }) { counts[known].count += 1 } else { counts.append((quoting, 1)) }
        }
        let common = counts.max { $0.count < $1.count || ($0.count == $1.count && $0.quoting > $1.quoting) }?.quoting
        return run.elements.lastIndex { isCandidate($0) && $0.quoting == common }
    }

    /// The list and index of the entry at `position`: searched for among the entries of its line.
    func entry(at position: EntryPosition) -> (list: Int, entry: Int)? {
        guard position.line >= 0, position.line + 1 < lineStarts.count else { return nil }
        var low = lineStarts[position.line], high = lineStarts[position.line + 1]
        while low < high {
            let middle = (low + high) / 2
            if entryIndex[middle].position < position { low = middle + 1 } else { high = middle }
        }
        guard low < entryIndex.count, entryIndex[low].position == position else { return nil }
        return (entryIndex[low].list, entryIndex[low].entry)
    }

    /// Whether `path` names a file `read` understands.
    static func isReadable(path: String) -> Bool {
        path.hasSuffix(".json") || path.hasSuffix(".plist") || SourceLanguage(path: path) != nil
    }

    // MARK: - Building

    /// The line of `offset` and the column of `offset`.
    func position(_ offset: Int) -> (line: Int, column: Int) {
        let line = lines.line(of: offset)
        return (line, lines.column(of: offset, onLine: line))
    }

    /// The element's own lines: from its line's start to past its line end, when only white space stands
    /// before it and only its separator, white space and its trailing `comment` after it. `firstLine`: the
    /// line `range` starts on.
    func ownLines(of range: Range<Int>, line firstLine: Int, separator: Range<Int>?, comment: Range<Int>?) -> Range<Int>? {
        let lineStart = lines.start(ofLine: firstLine)
        guard bytes[lineStart..<range.lowerBound].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return nil }
        var end = max(range.upperBound, separator?.upperBound ?? 0)
        if let comment, comment.lowerBound >= end, bytes[end..<comment.lowerBound].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            end = comment.upperBound
        }
        let last = max(range.lowerBound, end - 1)
        let lastLine = last < lines.end(ofLine: firstLine) ? firstLine : lines.line(of: last)
        let contentEnd = lines.contentEnd(ofLine: lastLine)
        guard end <= contentEnd, bytes[end..<contentEnd].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return nil }
        return lineStart..<lines.end(ofLine: lastLine)
    }

    /// The white space a line starts with.
    func indentation(ofLineAt offset: Int) -> String {
        var index = lines.start(ofLine: lines.line(of: offset))
        var text: [UInt8] = []
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { text.append(bytes[index]); index += 1 }
        return String(decoding: text, as: UTF8.self)
    }

    /// What the language of `path` makes of a dictionary literal that repeats a key.
    var repeatedKeyConsequence: String {
        switch SourceLanguage(path: path) {
        case .swift: return "Swift traps at launch on a dictionary literal that repeats a key"
        case .go: return "Go does not compile a map literal that repeats a key"
        case nil where path.hasSuffix(".json"): return "a JSON reader keeps one of them, most the last"
        case nil: return "only one of them is read"
        default: return "only the last one is read"
        }
    }

    /// Reads a key that the dictionary of run `run` repeats as its last copy only, each earlier copy dropped from
    /// its list and each later one recorded as a `RepeatedKey` citing the first: a repeated key is never two
    /// mappings (last wins in Python, JavaScript, Kotlin and most JSON readers; Swift and Go refuse it).
    mutating func keepLastOfRepeatedKeys(inRun run: Int) {
        // Every key of the run with its list and entry, in the order the dictionary writes them.
        var keys: [(element: Int, list: Int, entry: Int)] = []
        for (listIndex, list) in lists.enumerated() {
            for (entryIndex, slot) in list.slots.enumerated() {
                if case .element(let slotRun, let element) = slot, slotRun == run, !list.entries[entryIndex].isExclusion {
                    keys.append((element, listIndex, entryIndex))
                }
            }
        }
        guard keys.count > 1 else { return }
        keys.sort { $0.element < $1.element }
        var last: [String: Int] = [:], firstLine: [String: Int] = [:]
        for (index, key) in keys.enumerated() {
            let entry = lists[key.list].entries[key.entry]
            if let line = firstLine[entry.text] {
                repeatedKeys.append(RepeatedKey(line: entry.line, column: entry.column, key: entry.text, category: lists[key.list].category,
                                                firstLine: line, consequence: repeatedKeyConsequence))
            } else {
                firstLine[entry.text] = entry.line
            }
            last[entry.text] = index
        }
        guard last.count < keys.count else { return }
        var dropped: [Int: Set<Int>] = [:]
        for (index, key) in keys.enumerated() where last[lists[key.list].entries[key.entry].text] != index {
            dropped[key.list, default: []].insert(key.entry)
        }
        for (list, entries) in dropped {
            let kept = lists[list].entries.indices.filter { !entries.contains($0) }
            lists[list].entries = kept.map { lists[list].entries[$0] }
            lists[list].slots = kept.map { lists[list].slots[$0] }
        }
    }

    /// Reads a category that one object writes twice as a key (`{"soft": […], "soft": […]}`) as its last list only:
    /// each earlier list is emptied and each later key recorded as a `RepeatedKey`. `keys`: each list the object
    /// holds with where its key starts, in order.
    mutating func keepLastOfRepeatedCategories(_ keys: [(list: Int, line: Int, column: Int)]) {
        var last: [String: Int] = [:], firstLine: [String: Int] = [:]
        for (index, key) in keys.enumerated() {
            let category = lists[key.list].category
            if let line = firstLine[category] {
                repeatedKeys.append(RepeatedKey(line: key.line, column: key.column, key: category, category: category,
                                                firstLine: line, consequence: repeatedKeyConsequence))
            } else {
                firstLine[category] = key.line
            }
            last[category] = index
        }
        for (index, key) in keys.enumerated() where last[lists[key.list].category] != index {
            lists[key.list].entries = []
            lists[key.list].slots = []
        }
    }

    /// The dictionary run of each entry that is a key of one, by its position.
    var dictionaryRuns: [EntryPosition: Int] {
        var result: [EntryPosition: Int] = [:]
        for list in lists {
            for (entry, slot) in zip(list.entries, list.slots) {
                if case .element(let run, _) = slot, runs[run].isKeyed { result[EntryPosition(line: entry.line, column: entry.column)] = run }
            }
        }
        return result
    }

    /// The dictionary run an addition to `category` writes a key of, nil when it adds to no dictionary.
    func dictionaryRun(adding category: String) -> Int? {
        guard let run = lists.last(where: { $0.category == category })?.insertionRun, runs[run].isKeyed else { return nil }
        return run
    }
}
