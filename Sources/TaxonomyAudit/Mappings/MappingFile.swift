import CategoryMapping

/// One entry of a mapping file: an identifier mapped to the file's category, or excluded from it (`!`).
public struct MappingEntry: Sendable, Equatable {
    /// The identifier exactly as written, trimmed, without the `!`.
    public let identifier: String
    /// `!identifier`: deliberately not in this category.
    public let isExclusion: Bool
    public let line: Int
    /// 1-based column (in characters) where the entry starts.
    public let column: Int
    /// Rules silenced for this line by `# audit:ignore RULE[,RULE]`.
    public let suppressions: [RuleID]
    /// Column of the `audit:ignore` comment, when there is one.
    public let suppressionColumn: Int?
    /// The trailing `#` comment, trimmed: why the entry is there (nil when absent, empty or an `audit:ignore`).
    public let comment: String?
}

/// A `# audit:ignore` comment on a line without an entry, which silences nothing.
public struct StraySuppression: Sendable, Equatable {
    public let line: Int
    public let column: Int
}

/// A parsed mapping file: the category it defines and its entries, with the text kept for rewriting.
public struct MappingFile: Sendable {
    /// The path as reports show it.
    public let path: String
    /// The file name without `.txt`.
    public let category: String
    /// Settable within the module so that a match mode can write each entry as the identifier it matches.
    public internal(set) var entries: [MappingEntry]
    public let straySuppressions: [StraySuppression]
    public let text: TextLines

    /// Reads and parses the mapping file at `path`.
    public init(path: String) throws {
        try self.init(text: TextLines(path: path))
    }

    /// Parses already-read text.
    public init(text: TextLines) throws {
        self.text = text
        self.path = text.path
        self.category = Self.category(ofPath: text.path)
        var entries: [MappingEntry] = []
        var stray: [StraySuppression] = []
        for line in text.lines {
            let parsed = try Self.parse(line, path: text.path)
            if let entry = parsed.entry {
                entries.append(entry)
            } else if let column = parsed.suppressionColumn {
                stray.append(StraySuppression(line: line.number, column: column))
            }
        }
        self.entries = entries
        self.straySuppressions = stray
    }

    /// The category a mapping file defines: its name without the `.txt` extension.
    public static func category(ofPath path: String) -> String {
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
            throw InputError(path: error.path, line: error.line, message: message)
        }
        var suppressions: [RuleID] = []
        for name in parsed.suppression?.rules ?? [] {
            guard let rule = RuleID(rawValue: name) else {
                throw InputError(path: path, line: line.number, message: "unknown rule `\(name)` in audit:ignore (rules: \(ruleList))")
            }
            suppressions.append(rule)
        }
        guard let entry = parsed.entry else { return (nil, parsed.suppression?.column) }
        return (MappingEntry(identifier: entry.identifier, isExclusion: entry.isExclusion, line: line.number, column: entry.column,
                             suppressions: suppressions, suppressionColumn: parsed.suppression?.column, comment: parsed.comment), nil)
    }

    private static var ruleList: String { RuleID.allCases.map(\.rawValue).joined(separator: ", ") }
}
