import Foundation

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
    public let entries: [MappingEntry]
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
        let name = URL(fileURLWithPath: path).lastPathComponent
        return name.hasSuffix(".txt") ? String(name.dropLast(4)) : name
    }

    static let suppressionMarker = "audit:ignore"

    private static func parse(_ line: TextLines.Line, path: String) throws -> (entry: MappingEntry?, suppressionColumn: Int?) {
        let characters = Array(line.text)
        let hash = characters.firstIndex(of: "#") ?? characters.count
        var suppressions: [RuleID] = []
        var suppressionColumn: Int?
        var remark: String?
        if hash < characters.count {
            let comment = String(characters[(hash + 1)...]).trimmingCharacters(in: .whitespaces)
            if !comment.hasPrefix(suppressionMarker) {
                remark = comment.isEmpty ? nil : comment
            } else {
                suppressionColumn = hash + 1
                let list = comment.dropFirst(suppressionMarker.count).trimmingCharacters(in: .whitespaces)
                let names = list.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
                guard !names.isEmpty else {
                    throw InputError(path: path, line: line.number, message: "`audit:ignore` needs a rule: \(ruleList)")
                }
                for name in names {
                    guard let rule = RuleID(rawValue: name) else {
                        throw InputError(path: path, line: line.number, message: "unknown rule `\(name)` in audit:ignore (rules: \(ruleList))")
                    }
                    suppressions.append(rule)
                }
            }
        }
        let body = characters[..<hash]
        guard let first = body.firstIndex(where: { !$0.isWhitespace }) else { return (nil, suppressionColumn) }
        let last = body.lastIndex(where: { !$0.isWhitespace })!
        var text = String(body[first...last])
        let isExclusion = text.hasPrefix("!")
        if isExclusion {
            text = String(text.dropFirst()).trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { throw InputError(path: path, line: line.number, message: "expected an identifier after `!`") }
        }
        let entry = MappingEntry(identifier: text, isExclusion: isExclusion, line: line.number, column: first + 1,
                                 suppressions: suppressions, suppressionColumn: suppressionColumn, comment: remark)
        return (entry, nil)
    }

    private static var ruleList: String { RuleID.allCases.map(\.rawValue).joined(separator: ", ") }
}
