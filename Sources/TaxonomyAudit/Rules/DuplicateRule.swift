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
        for (index, placement) in context.placements.enumerated() {
            let key = Key(category: placement.category, isExclusion: placement.entry.isExclusion, identifier: placement.entry.text)
            if let earlier = first[key] {
                // The fix is built from the finding (its entry's place and text): a million duplicates hold no
                // closure of their own for it.
                findings.append(finding(placement, message: Self.message(placement.entry, earlier: context.placements[earlier], in: placement),
                                        makeFixes: .fromFinding { Self.fixes(of: $0) }))
            } else {
                first[key] = index
            }
        }
        return findings
    }

    /// Removing the later copy changes nothing the mappings mean.
    static func fixes(of finding: Finding) -> [Fix] {
        guard let line = finding.line, let column = finding.column else { return [] }
        let edit = FixEdit(path: finding.path, category: finding.category, change: .delete(EntryPosition(line: line, column: column)),
                           description: "\(Finding.Location(path: finding.path, line: line)): removed duplicate \"\(finding.subject)\"")
        return [Fix(title: "remove this line", question: "Remove the repeated \"\(finding.subject)\" (line \(line))?",
                    applicability: .safe, edits: [edit])]
    }

    private struct Key: Hashable {
        let category: String
        let isExclusion: Bool
        let identifier: String
    }

    static func message(_ entry: MappingEntry, earlier: Placement, in placement: Placement) -> String {
        // Built in one buffer: a long list can repeat thousands of entries, each a message of its own.
        var message = entry.isExclusion ? "\"!" : "\""
        message.reserveCapacity(entry.text.utf8.count + earlier.path.utf8.count + 48)
        message += entry.text
        message += "\" is already listed at "
        message += earlier.path == placement.path ? "line " + String(earlier.entry.line) : earlier.location
        message += "; remove this line"
        return message
    }
}
