/// The question `audit --suggest` asks about one finding: the options it lists, the question, and the keys
/// it accepts, `y` (the default answer) first.
struct SuggestPrompt: Equatable {
    /// What a key does.
    enum Choice: Equatable {
        case answer(FixPlanner.Answer)
        /// Type an identifier to replace the entry with.
        case typeIdentifier
        /// Leave the finding as it is.
        case skip
        /// The default answer here and to every remaining question.
        case acceptAll
        /// Stop asking; write what was accepted.
        case quit
        case help
    }

    struct Key: Equatable {
        let key: String
        let choice: Choice
        let help: String
    }

    let finding: Finding
    /// Lines shown under the finding, one per suggestion or category to choose from.
    let options: [String]
    let question: String
    let keys: [Key]

    /// The question with its keys, as the terminal shows it (through `TerminalText`).
    var prompt: String { TerminalText.escaped("\(question) [\(keys.map(\.key).joined(separator: ","))] ") }

    /// What `?` prints: each key and what it does.
    var help: String { keys.map { TerminalText.escaped("\($0.key) - \($0.help)") + "\n" }.joined() }

    /// The choice for a typed line (surrounding spaces ignored), or nil when it is no key of this prompt.
    func choice(for input: String) -> Choice? {
        let typed = input.trimmingCharacters(in: .whitespaces).lowercased()
        return keys.first { $0.key == typed }?.choice
    }

    /// The prompt for `finding`, or nil when `--suggest` has nothing to ask about it.
    static func make(for finding: Finding, in context: AuditContext) -> SuggestPrompt? {
        let line = finding.line.map { " (line \($0))" } ?? ""
        let quoted = "\"\(finding.identifier)\""
        switch finding.rule {
        case .deadEntry:
            let choices = Array(finding.suggestions.prefix(3))
            guard let best = choices.first else {
                return SuggestPrompt(finding: finding, options: [], question: "Remove \(quoted)\(line)?",
                                     keys: [Key(key: "y", choice: .answer(.accept), help: "remove the line")]
                                        + [typeKey, leaveKey] + commonKeys)
            }
            let listed = Set(context.placements.filter { $0.category == finding.category && !$0.entry.isExclusion }.map(\.entry.identifier))
            var keys: [Key] = []
            var options: [String] = []
            for (index, suggestion) in choices.enumerated() {
                let key = index == 0 ? "y" : String(index + 1)
                let already = listed.contains(suggestion.identifier) ? "; already listed, so the line is removed" : ""
                options.append("  \(key)  \(suggestion.identifier): \(suggestion.reason)\(already)")
                keys.append(Key(key: key, choice: .answer(index == 0 ? .accept : .replace(suggestion.identifier)),
                                help: "replace it with \"\(suggestion.identifier)\""))
            }
            keys += [typeKey, Key(key: "d", choice: .answer(.delete), help: "remove the line"), leaveKey]
            return SuggestPrompt(finding: finding, options: options,
                                 question: "Replace \(quoted)\(line) with \"\(best.identifier)\"?", keys: keys + commonKeys)
        case .missingLabel:
            return SuggestPrompt(finding: finding, options: [], question: "Add \(quoted) to \(finding.category)?", keys: [
                Key(key: "y", choice: .answer(.accept), help: "add it"),
                Key(key: "n", choice: .skip, help: "skip it for now"),
                Key(key: "x", choice: .answer(.exclude), help: "exclude it: write !\(finding.identifier), so it is never proposed again"),
            ] + commonKeys)
        case .catchAll:
            return yesNo(finding, "Remove \(quoted)\(line) from \(finding.category)?", yes: "remove the entry")
        case .duplicate:
            return yesNo(finding, "Remove the repeated \(quoted)\(line)?", yes: "remove this line")
        case .conflict:
            return conflict(finding, line: line, in: context)
        case .unusedSuppression, .unreachable, .ineffectiveExclusion:
            return nil
        }
    }

    private static func conflict(_ finding: Finding, line: String, in context: AuditContext) -> SuggestPrompt? {
        let identifier = finding.identifier
        if finding.message == ConflictRule.excludedMessage(identifier, category: finding.category) {
            return SuggestPrompt(finding: finding, options: [
                "  y  keep !\(identifier): \(identifier) stays out of \(finding.category)",
                "  2  keep \(identifier) in \(finding.category): remove !\(identifier)",
            ], question: "Keep !\(identifier) and remove \"\(identifier)\"\(line)?", keys: [
                Key(key: "y", choice: .answer(.accept), help: "remove \"\(identifier)\"\(line), keep !\(identifier)"),
                Key(key: "2", choice: .answer(.removeExclusion), help: "keep \"\(identifier)\"\(line), remove !\(identifier)"),
                leaveKey,
            ] + commonKeys)
        }
        guard let owner = context.mapped[identifier]?.first(where: { $0.category != finding.category }) else { return nil }
        return SuggestPrompt(finding: finding, options: [
            "  y  keep it in \(owner.category) (\(owner.location))",
            "  2  keep it in \(finding.category)\(line)",
        ], question: "Keep \"\(identifier)\" in \(owner.category) and remove it from \(finding.category)\(line)?", keys: [
            Key(key: "y", choice: .answer(.accept), help: "keep it in \(owner.category), remove it from \(finding.category)"),
            Key(key: "2", choice: .answer(.keepHere), help: "keep it in \(finding.category), remove it from the other categories"),
            leaveKey,
        ] + commonKeys)
    }

    private static func yesNo(_ finding: Finding, _ question: String, yes: String) -> SuggestPrompt {
        SuggestPrompt(finding: finding, options: [], question: question,
                      keys: [Key(key: "y", choice: .answer(.accept), help: yes), leaveKey] + commonKeys)
    }

    private static let typeKey = Key(key: "e", choice: .typeIdentifier, help: "type an identifier to replace it with")
    private static let leaveKey = Key(key: "n", choice: .skip, help: "leave it as it is")
    private static let commonKeys = [
        Key(key: "a", choice: .acceptAll, help: "give the default answer (y) to this and every remaining question"),
        Key(key: "q", choice: .quit, help: "stop asking and write what was accepted so far"),
        Key(key: "?", choice: .help, help: "show this help"),
    ]
}
