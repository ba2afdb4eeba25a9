/// `duplicate`: an identifier listed twice in one category.
public struct DuplicateRule: Rule {
    public static let description = RuleDescription(
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

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        // The first placement of each entry, by index: keys and values stay small on large mappings.
        var first = [Key: Int](minimumCapacity: context.placements.count)
        var findings: [Finding] = []
        let elementListPaths = context.elementListPaths
        for (index, placement) in context.placements.enumerated() {
            let key = Key(category: placement.category, isExclusion: placement.entry.isExclusion, identifier: placement.entry.text)
            if let earlier = first[key] {
                let word = EntryWord(placement.path, elementListPaths: elementListPaths)
                findings.append(finding(placement, message: Self.message(placement.entry, earlier: context.placements[earlier], in: placement, word: word),
                                        fixes: [Self.fix(placement, word: word)]))
            } else {
                first[key] = index
            }
        }
        return findings
    }

    /// Removing the later copy changes nothing the mappings mean.
    static func fix(_ placement: Placement, word: EntryWord) -> Fix {
        Fix(title: "remove this \(word.rawValue)", question: "Remove the repeated \"\(placement.entry.text)\"\(placement.lineClause)?",
            applicability: .safe,
            edits: [.delete(placement, "\(placement.location): removed duplicate \"\(placement.entry.text)\"")])
    }

    private struct Key: Hashable {
        let category: String
        let isExclusion: Bool
        let identifier: String
    }

    static func message(_ entry: MappingEntry, earlier: Placement, in placement: Placement, word: EntryWord) -> String {
        // Built in one buffer: a long list can repeat thousands of entries, each a message of its own.
        var message = entry.isExclusion ? "\"!" : "\""
        message.reserveCapacity(entry.text.utf8.count + earlier.path.utf8.count + 48)
        message += entry.text
        message += "\" is already listed at "
        message += earlier.path == placement.path ? "line " + String(earlier.entry.line) : earlier.location
        message += "; remove this "
        message += word.rawValue
        return message
    }
}
