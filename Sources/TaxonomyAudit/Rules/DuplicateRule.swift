/// `duplicate`: an identifier listed twice in one category.
struct DuplicateRule: Rule {
    static let description = RuleDescription(
        id: .duplicate,
        severity: .warning,
        summary: "An identifier appears twice in a category; the later line is reported.",
        rationale: """
            A repeated entry changes nothing today, but it doubles every later edit: removing one copy leaves \
            the other, and reviewers read the list as longer than it is.
            """,
        triggeringExamples: [["soft": "pillow\nsofa\npillow\n"], ["soft": "!structure\n!structure\n"]],
        nonTriggeringExamples: [["soft": "pillow\nsofa\n", "hard": "brick\n"]],
        corrections: [Correction(before: ["soft": "pillow\nsofa\npillow\n"], after: ["soft": "pillow\nsofa\n"])]
    )

    init() {}

    func findings(in context: AuditContext) -> [Finding] {
        // The first placement of each entry, by index: keys and values stay small on large mappings.
        var first = [Key: Int](minimumCapacity: context.placements.count)
        var findings: [Finding] = []
        let elementListPaths = context.elementListPaths
        // Placements come file by file: what an entry is called is looked up when the file changes.
        var word = EntryWord.line, wordPath: String? = nil
        for (index, placement) in context.placements.enumerated() {
            let key = Key(category: placement.category, isExclusion: placement.entry.isExclusion, identifier: placement.entry.text)
            if let earlier = first[key] {
                if wordPath != placement.path {
                    word = EntryWord(placement.path, elementListPaths: elementListPaths)
                    wordPath = placement.path
                }
                // The message and the fix are built from the finding (its entry's place and text) when shown: a
                // million duplicates hold neither a message nor a closure of their own.
                findings.append(finding(placement, text: Self.message(placement, earlier: context.placements[earlier], word: word),
                                        makeFixes: word == .line ? .fromFinding { Self.fixes(of: $0, word: .line) }
                                            : .fromFinding { Self.fixes(of: $0, word: .element) }))
            } else {
                first[key] = index
            }
        }
        return findings
    }

    /// Removing the later copy changes nothing the mappings mean.
    static func fixes(of finding: Finding, word: EntryWord) -> [Fix] {
        guard let line = finding.line, let column = finding.column else { return [] }
        let edit = FixEdit(path: finding.path, category: finding.category, change: .delete(EntryPosition(line: line, column: column)),
                           description: "\(Finding.Location(path: finding.path, line: line)): removed duplicate \"\(finding.subject)\"")
        return [Fix(title: "remove this \(word.rawValue)", question: "Remove the repeated \"\(finding.subject)\" (line \(line))?",
                    applicability: .safe, edits: [edit])]
    }

    private struct Key: Hashable {
        let category: String
        let isExclusion: Bool
        let identifier: String
    }

    /// "`"pillow" is already listed at line 2; remove this line`", built when shown when the earlier copy is in
    /// the same text list (the line is all it needs), else now, with the earlier copy's file or the word for an
    /// element of a source-file list.
    static func message(_ placement: Placement, earlier: Placement, word: EntryWord) -> Finding.MessageText {
        guard earlier.path == placement.path, word == .line else {
            return .written(message(placement.entry.written, at: earlier.path == placement.path ? "line " + String(earlier.entry.line)
                                        : earlier.location, word: word))
        }
        return placement.entry.isExclusion
            ? .fromFinding({ finding, line in message("!" + finding.subject, at: "line " + String(line), word: .line) }, earlier.entry.line)
            : .fromFinding({ finding, line in message(finding.subject, at: "line " + String(line), word: .line) }, earlier.entry.line)
    }

    private static func message(_ written: String, at earlier: String, word: EntryWord) -> String {
        // Built in one buffer: a long list can repeat thousands of entries, each a message of its own.
        var message = "\""
        message.reserveCapacity(written.utf8.count + earlier.utf8.count + 40)
        message += written
        message += "\" is already listed at "
        message += earlier
        message += "; remove this "
        message += word.rawValue
        return message
    }
}
