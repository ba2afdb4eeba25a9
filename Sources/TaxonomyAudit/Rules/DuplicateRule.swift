/// `duplicate`: an identifier listed twice in one category; removable only when both copies are in one list.
struct DuplicateRule: Rule {
    static let description = RuleDescription(
        id: .duplicate,
        severity: .warning,
        summary: "An identifier appears twice in a category; the later line is reported.",
        rationale: """
            A repeated entry changes nothing today, but it doubles every later edit: removing one copy leaves \
            the other, and reviewers read the list as longer than it is. Only a repeat within one list is \
            removed: a copy in another list of the category (another app's file, another literal) is reported \
            without a fix, since each list is read on its own, and lists in different arms of one conditional \
            (`#if`/`#else`, `if`/`else`) are never both in effect, so they repeat nothing.
            """,
        triggeringExamples: [["soft": "pillow\nsofa\npillow\n"], ["soft": "!structure\n!structure\n"]],
        nonTriggeringExamples: [["soft": "pillow\nsofa\n", "hard": "brick\n"]],
        corrections: [Correction(before: ["soft": "pillow\nsofa\npillow\n"], after: ["soft": "pillow\nsofa\n"])]
    )

    init() {}

    func findings(in context: AuditContext) -> [Finding] {
        // The copies met so far of each entry, by its category, text (its number, `AuditContext.textNumbers`) and
        // whether it is an exclusion.
        var seen: [CopyKey: Copies] = [:]
        var categoryNumbers: [String: Int] = [:]
        var findings: [Finding] = []
        let placements = context.placements, elementListPaths = context.elementListPaths
        // Placements come list by list, in the order of `context.lists`.
        var index = 0
        for (listNumber, list) in context.lists.enumerated() {
            let category = categoryNumbers[list.category] ?? categoryNumbers.count
            categoryNumbers[list.category] = category
            let word = EntryWord(list.path, elementListPaths: elementListPaths)
            for _ in list.entries.indices {
                defer { index += 1 }
                let placement = placements[index]
                let key = CopyKey(category: category, text: context.textNumbers[index], isExclusion: placement.entry.isExclusion)
                guard let copies = seen[key] else {
                    seen[key] = Copies(first: index, firstList: listNumber, list: listNumber, firstInList: index)
                    continue
                }
                if copies.list == listNumber {
                    findings.append(repeated(placement, earlier: placements[copies.firstInList], word: word))
                    continue
                }
                // Lists in different arms of one conditional (`#if`/`#else`) are never both in effect.
                if !list.isAlternative(to: context.lists[copies.firstList]) {
                    findings.append(finding(placement, message: Self.message(placement, inAnotherList: placements[copies.first])))
                }
                seen[key] = Copies(first: copies.first, firstList: copies.firstList, list: listNumber, firstInList: index)
            }
        }
        return findings
    }

    /// What makes two entries copies of each other.
    private struct CopyKey: Hashable {
        let category: Int
        let text: Int32
        let isExclusion: Bool
    }

    /// Where an entry's copies were met: its first copy in any list (and that list), and the first in the last list
    /// that has one.
    private struct Copies {
        let first: Int
        let firstList: Int
        let list: Int
        let firstInList: Int
    }

    /// A repeat within one list (so in one file), whose message and fix are written from the finding when read.
    private func repeated(_ placement: Placement, earlier: Placement, word: EntryWord) -> Finding {
        finding(placement, .repeatedInList(earlierLine: Int32(clamping: earlier.entry.line), word: word,
                                           isExclusion: placement.entry.isExclusion))
    }

    /// "`"pillow" is already listed at line 2; remove this line`" (`entry` for an element of a source-file list).
    static func message(_ finding: Finding, earlierLine: Int, word: EntryWord, isExclusion: Bool) -> String {
        "\"\(isExclusion ? "!" : "")\(finding.subject)\" is already listed at line \(earlierLine); remove this \(word.rawValue)"
    }

    /// Removing the later copy changes nothing the mappings mean: the one fix is safe.
    static func fixes(_ finding: Finding, word: EntryWord) -> [Fix] {
        guard let position = finding.position else { return [] }
        return [Fix(title: "remove this \(word.rawValue)", question: "Remove the repeated \"\(finding.subject)\"\(position.lineClause)?",
                    applicability: .safe, edits: [.delete(entryOf: finding, at: position, kind: "duplicate")])]
    }

    /// "`"pillow" is also listed at android/soft.txt:1, in another list of soft; ...`": a copy in another list
    /// (another file, or another literal of the category) is another app's or another branch's. Each list is read
    /// on its own, so removing one copy is never safe, and no fix is offered.
    static func message(_ placement: Placement, inAnotherList earlier: Placement) -> String {
        let at = earlier.path == placement.path ? "line " + String(earlier.entry.line) : earlier.location
        return "\"\(placement.entry.written)\" is also listed at \(at), in another list of \(placement.category); "
            + "each list is read on its own, so no copy is removed for you"
    }
}
