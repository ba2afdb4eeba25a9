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
        // Each entry's copies, by its category, text (its number, `AuditContext.textNumbers`) and whether it is
        // an exclusion.
        var seen: [CopyKey: Copies] = [:]
        let placements = context.placements, textNumbers = context.textNumbers
        var categoryNumbers: [String: Int32] = [:]
        // Each repeat with the copy it repeats, found first: the findings are then made into a list of the
        // right size, never grown (and copied) as it fills.
        var repeats: [(index: Int32, earlier: Int32, inList: Bool)] = []
        // Placements come list by list, in the order of `context.lists`.
        var index = 0
        for (listNumber, list) in context.lists.enumerated() {
            let list32 = Int32(listNumber)
            let category = categoryNumbers[list.category] ?? Int32(categoryNumbers.count)
            categoryNumbers[list.category] = category
            for _ in list.entries.indices {
                defer { index += 1 }
                let key = CopyKey(category: category, text: textNumbers[index], isExclusion: placements[index].entry.isExclusion)
                guard let copies = seen[key] else {
                    seen[key] = Copies(first: Int32(index), firstList: list32, list: list32, firstInList: Int32(index))
                    continue
                }
                if copies.list == list32 {
                    repeats.append((Int32(index), copies.firstInList, true))
                    continue
                }
                // Lists in different arms of one conditional (`#if`/`#else`) are never both in effect.
                if !list.isAlternative(to: context.lists[Int(copies.firstList)]) {
                    repeats.append((Int32(index), copies.first, false))
                }
                seen[key] = Copies(first: copies.first, firstList: copies.firstList, list: list32, firstInList: Int32(index))
            }
        }
        seen = [:]
        var findings: [Finding] = []
        findings.reserveCapacity(repeats.count)
        let elementListPaths = context.elementListPaths
        // What an entry is called is looked up when the file changes.
        var word = EntryWord.line, wordPath: String? = nil
        for (index, earlier, inList) in repeats {
            let placement = placements[Int(index)]
            if wordPath != placement.path {
                word = EntryWord(placement.path, elementListPaths: elementListPaths)
                wordPath = placement.path
            }
            // A copy in another list (another file, or another literal of the category) is another app's or
            // another branch's: each list is read on its own, so removing one copy is never safe.
            guard inList else {
                findings.append(finding(placement, text: .written(Self.message(placement, inAnotherList: placements[Int(earlier)])),
                                        makeFixes: .fromFinding { _ in [] }))
                continue
            }
            // The message and the fix are built from the finding (its entry's place and text) when shown: a
            // million duplicates hold neither a message nor a closure of their own.
            findings.append(finding(placement, text: Self.message(placement, earlier: placements[Int(earlier)], word: word),
                                    makeFixes: word == .line ? .fromFinding { Self.fixes(of: $0, word: .line) }
                                        : .fromFinding { Self.fixes(of: $0, word: .element) }))
        }
        return findings
    }

    /// What makes two entries copies of each other.
    private struct CopyKey: Hashable {
        let category: Int32
        let text: Int32
        let isExclusion: Bool
    }

    /// Where an entry's copies were met: its first copy in any list (and that list), and the first in the last list
    /// that has one.
    private struct Copies {
        let first: Int32
        let firstList: Int32
        let list: Int32
        let firstInList: Int32
    }

    /// "`"pillow" is also listed at android/soft.txt:1, in another list of soft; ...`": no fix is offered.
    static func message(_ placement: Placement, inAnotherList earlier: Placement) -> String {
        let at = earlier.path == placement.path ? "line " + String(earlier.entry.line) : earlier.location
        return "\"\(placement.entry.written)\" is also listed at \(at), in another list of \(placement.category); "
            + "each list is read on its own, so no copy is removed for you"
    }

    /// Removing the later copy changes nothing the mappings mean. The words are written only when read:
    /// `--diff` and `--fix` plan a fix for every duplicate and show none of them.
    static func fixes(of finding: Finding, word: EntryWord) -> [Fix] {
        guard let position = finding.position else { return [] }
        let subject = finding.subject
        return [Fix(applicability: .safe, edits: [.delete(entryOf: finding, at: position, kind: "duplicate")]) {
            (title: "remove this \(word.rawValue)", question: "Remove the repeated \"\(subject)\"\(position.lineClause)?")
        }]
    }

    /// "`"pillow" is already listed at line 2; remove this line`" (`entry` for an element of a source-file list), built
    /// when shown when the earlier copy is in the same file (its line is all it needs), else now, with the earlier
    /// copy's file.
    static func message(_ placement: Placement, earlier: Placement, word: EntryWord) -> Finding.MessageText {
        guard earlier.path == placement.path else {
            return .written(message(placement.entry.written, at: earlier.location, word: word))
        }
        // Each writer is a closure that captures nothing, so a million findings share four and allocate none.
        switch (placement.entry.isExclusion, word) {
        case (true, .line): return .fromFinding({ Self.writeListedEarlier(opening: "\"!", $0, line: $1, word: .line, to: $2) }, earlier.entry.line)
        case (false, .line): return .fromFinding({ Self.writeListedEarlier(opening: "\"", $0, line: $1, word: .line, to: $2) }, earlier.entry.line)
        case (true, .element):
            return .fromFinding({ Self.writeListedEarlier(opening: "\"!", $0, line: $1, word: .element, to: $2) }, earlier.entry.line)
        case (false, .element):
            return .fromFinding({ Self.writeListedEarlier(opening: "\"", $0, line: $1, word: .element, to: $2) }, earlier.entry.line)
        }
    }

    /// Writes `"pillow" is already listed at line 2; remove this line` in pieces, the subject marked as input.
    private static func writeListedEarlier(opening: String, _ finding: Finding, line: Int, word: EntryWord,
                                           to write: (_ piece: String, _ fromInput: Bool) -> Void) {
        write(opening, false)
        write(finding.subject, true)
        write("\" is already listed at line ", false)
        write(String(line), false)
        write("; remove this ", false)
        write(word.rawValue, false)
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
