#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `audit explain WORD` prints. For an identifier: its gloss and sense, its paths up to the root, its
/// kinds, whether it is generic, and where the mappings map or exclude it. For any other word: why it is
/// dead, the ranked suggestions with their reasons, and where the mappings write it.
struct Explanation: Equatable {
    let text: String
    let isIdentifier: Bool

    /// Kinds listed before "and N more"; paths to the root shown at most.
    static let listedKinds = 12, listedPaths = 4

    /// The explanation of `word`; the word, paths and categories are shown through `TerminalText`.
    static func explain(_ word: String, in context: AuditContext) -> Explanation {
        let vocabulary = context.vocabulary
        let written = context.placements.filter { $0.entry.text == word }
        let shown = TerminalText.escaped(word)
        guard let info = vocabulary.info(word) else {
            var text = "\"\(shown)\" is not an identifier of \(TerminalText.escaped(vocabulary.name)): \(vocabulary.classifierName) never reports it, "
                + "so a mapping entry \"\(shown)\" can never match.\n"
            // Written in the mappings, the word gets the suggestions its (first) category's finding gets.
            let category = written.first.flatMap { DeadEntryRule.suggestionContexts(for: [$0], context)[$0.category] }
            let suggestions = context.suggester.suggestions(for: word, context: category)
            if suggestions.isEmpty {
                text += "No identifier is near it in spelling or meaning: remove the entry.\n"
            } else {
                let width = suggestions.map(\.identifier.count).max() ?? 0
                text += "Write instead, best first:\n" + suggestions.map {
                    "  " + TerminalText.escaped("\($0.identifier.padded(toUTF16Length: width))  \($0.kind.rawValue): \($0.reason)") + "\n"
                }.joined()
            }
            if !written.isEmpty { text += "Written at: \(TerminalText.escaped(written.map(\.location).joined(separator: ", ")))\n" }
            return Explanation(text: text, isIdentifier: false)
        }
        var rows: [(String, String)] = []
        if let sense = info.sense { rows.append(("sense", "\(sense) (WordNet 3.0)")) }
        let paths = rootPaths(word, vocabulary)
        rows.append(("kind of", paths.isEmpty ? "nothing in \(vocabulary.name): it is a root" : paths[0]))
        rows += paths.dropFirst().map { ("", $0) }
        rows.append(("kinds", list(vocabulary.children(of: word))))
        rows.append(("generic", info.genericReason.map { "yes: \($0); leave it unmapped" } ?? "no"))
        let mapped = written.filter { !$0.entry.isExclusion }, excluded = written.filter(\.entry.isExclusion)
        rows.append(("mapped", mapped.isEmpty ? "nowhere" : mapped.map { "\($0.category) (\($0.location))" }.joined(separator: ", ")))
        if !excluded.isEmpty {
            rows.append(("excluded", excluded.map { "\($0.category) (\($0.location))" }.joined(separator: ", ")))
        }
        if !context.sources.isEmpty {
            let verdict = context.verdict(for: word)
            rows.append(("verdict", "\(VerdictRendering.name(verdict.categories)) under \(RunTimeModel.name(context.policy)): "
                + VerdictTable.reason(verdict, context)))
        }
        let text = "\(TerminalText.lineStart(word)): \(TerminalText.escaped(info.gloss.isEmpty ? "(no gloss)" : info.gloss))\n"
            + rows.map {
                "  \(($0.0.isEmpty ? "" : $0.0 + ":").padded(toUTF16Length: 10)) \(TerminalText.escaped($0.1))\n"
            }.joined()
        return Explanation(text: text, isIdentifier: true)
    }

    /// `sofa → seat → furniture` for each way up to an identifier without parents, shortest first.
    static func rootPaths(_ identifier: String, _ vocabulary: Vocabulary) -> [String] {
        var paths: [[String]] = []
        func walk(_ path: [String]) {
            let parents = vocabulary.info(path[path.count - 1])?.parents ?? []
            if parents.isEmpty {
                if path.count > 1 { paths.append(path) }
                return
            }
            for parent in parents where !path.contains(parent) { walk(path + [parent]) }
        }
        walk([identifier])
        return paths.map { $0.joined(separator: " → ") }.sorted { ($0.count, $0) < ($1.count, $1) }.prefix(listedPaths).map { $0 }
    }

    private static func list(_ kinds: [String]) -> String {
        guard !kinds.isEmpty else { return "none" }
        let shown = kinds.prefix(listedKinds).joined(separator: ", ")
        return kinds.count > listedKinds ? "\(shown) and \(kinds.count - listedKinds) more" : shown
    }
}
