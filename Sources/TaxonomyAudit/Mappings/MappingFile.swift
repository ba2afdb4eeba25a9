import CategoryMapping
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One entry of a mapping file: an identifier mapped to the file's category, or excluded from it (`!`).
///
/// A mapping can hold a million entries, so an entry keeps what most entries leave empty (suppressions, a
/// comment) behind one reference, and its line and column in 32 bits each.
struct MappingEntry: Sendable, Equatable {
    /// The entry exactly as written, trimmed, without the `!`: an identifier unless the entry is dead.
    let text: String
    private let storedLine: Int32
    private let storedColumn: Int32
    /// `!identifier`: deliberately not in this category.
    let isExclusion: Bool
    /// Nil when the line has neither an `audit:ignore` nor a comment.
    private let notes: Notes?

    /// The entry's suppressions and comment.
    private final class Notes: Sendable {
        let suppressions: [RuleID]
        let suppressionColumn: Int?
        let comment: String?

        init(suppressions: [RuleID], suppressionColumn: Int?, comment: String?) {
            self.suppressions = suppressions
            self.suppressionColumn = suppressionColumn
            self.comment = comment
        }
    }

    init(text: String, isExclusion: Bool, line: Int, column: Int, suppressions: [RuleID], suppressionColumn: Int?,
         comment: String?) {
        self.text = text
        self.isExclusion = isExclusion
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
        notes = suppressions.isEmpty && suppressionColumn == nil && comment == nil
            ? nil : Notes(suppressions: suppressions, suppressionColumn: suppressionColumn, comment: comment)
    }

    /// 1-based line.
    var line: Int { Int(storedLine) }
    /// 1-based column (in characters) where the entry starts.
    var column: Int { Int(storedColumn) }
    /// Rules silenced for this line by `# audit:ignore RULE[,RULE]`.
    var suppressions: [RuleID] { notes?.suppressions ?? [] }
    /// Column of the `audit:ignore` comment, when there is one.
    var suppressionColumn: Int? { notes?.suppressionColumn }
    /// The trailing `#` comment, trimmed: why the entry is there (nil when absent, empty or an `audit:ignore`).
    var comment: String? { notes?.comment }

    /// The entry as the list writes it: `!text` for an exclusion, else `text`.
    var written: String { isExclusion ? "!" + text : text }

    /// Where the entry starts, which edits name it by.
    var position: EntryPosition { EntryPosition(line: line, column: column) }

    static func == (lhs: MappingEntry, rhs: MappingEntry) -> Bool {
        lhs.text == rhs.text && lhs.storedLine == rhs.storedLine && lhs.storedColumn == rhs.storedColumn
            && lhs.isExclusion == rhs.isExclusion && lhs.suppressions == rhs.suppressions
            && lhs.suppressionColumn == rhs.suppressionColumn && lhs.comment == rhs.comment
    }
}

/// A `# audit:ignore` comment on a line without an entry, which silences nothing.
struct StraySuppression: Sendable, Equatable {
    let line: Int
    let column: Int
}

/// A text mapping file, parsed: the one category it defines (its name without `.txt`) and its entries, one a
/// line, with the text kept for rewriting (`MappingRewriter`).
struct MappingFile: MappingSource {
    /// The path as reports show it.
    let path: String
    /// The file name without `.txt`.
    let category: String
    /// Settable within the module so that a match mode can write each entry as the identifier it matches.
    var entries: [MappingEntry]
    let straySuppressions: [StraySuppression]
    let text: TextLines

    /// Reads and parses the mapping file at `path`.
    init(path: String) throws {
        try self.init(text: TextLines(path: path))
    }

    /// Its one list.
    var lists: [MappingList] {
        [MappingList(path: path, category: category, entries: entries, straySuppressions: straySuppressions)]
    }

    func rendering(_ edits: [MappingEdit]) -> String {
        MappingRewriter.apply(edits, to: self)
    }

    func reread(_ contents: String) throws -> any MappingSource {
        try MappingFile(text: TextLines(path: path, data: Data(contents.utf8)))
    }

    /// The comment on the entry's line or, for an entry alone in its paragraph (no other entry between the
    /// blank lines around it), the comment lines just above it.
    func reason(for entry: MappingEntry) -> String? {
        if let comment = entry.comment { return comment }
        let lines = text.lines.map { $0.text.trimmingWhitespace() }
        let index = entry.line - 1
        guard index >= 0, index < lines.count, index + 1 == lines.count || lines[index + 1].isEmpty else { return nil }
        var above: [String] = []
        var previous = index - 1
        while previous >= 0, lines[previous].hasPrefix("#") {
            let text = lines[previous].dropFirst().trimmingWhitespace()
            if text.hasPrefix(Self.suppressionMarker) { return nil }
            above.insert(text, at: 0)
            previous -= 1
        }
        guard previous < 0 || lines[previous].isEmpty else { return nil }
        let reason = above.filter { !$0.isEmpty }.joined(separator: " ")
        return reason.isEmpty ? nil : reason
    }

    /// Parses already-read text.
    init(text: TextLines) throws {
        self.text = text
        self.path = text.path
        self.category = Self.category(ofPath: text.path)
        (entries, straySuppressions) = try Self.parse(text.lines, path: text.path)
    }

    /// The entries and stray suppressions of `lines`, in order; the error of the first line that is not valid.
    private static func parse(_ lines: [TextLines.Line], path: String) throws -> ([MappingEntry], [StraySuppression]) {
        var entries: [MappingEntry] = []
        entries.reserveCapacity(lines.count)
        var stray: [StraySuppression] = []
        for line in lines {
            let parsed = try parse(line, path: path)
            if let entry = parsed.entry {
                entries.append(entry)
            } else if let column = parsed.suppressionColumn {
                stray.append(StraySuppression(line: line.number, column: column))
            }
        }
        return (entries, stray)
    }

    /// The category a mapping file defines: its name without the `.txt` extension.
    static func category(ofPath path: String) -> String {
        CategoryMapping.category(ofPath: path)
    }

    static let suppressionMarker = MappingLine.suppressionMarker

    /// Parses one line with the package's mapping grammar (`CategoryMapping.MappingLine`), then checks its
    /// suppressions against the linter's rules.
    private static func parse(_ line: TextLines.Line, path: String) throws -> (entry: MappingEntry?, suppressionColumn: Int?) {
        let parsed: MappingLine
        do {
            parsed = try MappingLine(parsing: line.text, path: path, number: line.number)
        } catch let error as MappingError {
            let message = error.reason == .emptySuppression ? "\(error.message): \(ruleList)" : error.message
            throw AuditError.input(path: error.path, line: error.line, message: message)
        }
        var suppressions: [RuleID] = []
        for name in parsed.suppression?.rules ?? [] {
            guard let rule = RuleID(rawValue: name) else {
                throw AuditError.input(path: path, line: line.number, message: "unknown rule `\(name)` in audit:ignore (rules: \(ruleList))")
            }
            suppressions.append(rule)
        }
        guard let entry = parsed.entry else { return (nil, parsed.suppression?.column) }
        return (MappingEntry(text: entry.identifier, isExclusion: entry.isExclusion, line: line.number, column: entry.column,
                             suppressions: suppressions, suppressionColumn: parsed.suppression?.column, comment: parsed.comment), nil)
    }

    private static var ruleList: String { RuleID.allCases.map(\.rawValue).joined(separator: ", ") }
}
