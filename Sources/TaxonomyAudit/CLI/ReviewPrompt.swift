/// The question `audit --suggest` asks about one finding: the options it lists, the question, and the keys
/// it accepts, `y` (the default answer) first.
struct ReviewPrompt: Equatable {
    /// What a key does.
    enum Choice: Equatable {
        /// Apply this fix.
        case answer(Fix)
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

    /// The default answer, `y`.
    var `default`: Fix { finding.fixes[0] }

    /// The question with its keys, as the terminal shows it (through `TerminalText`).
    var prompt: String { TerminalText.escaped("\(question) [\(keys.map(\.key).joined(separator: ","))] ") }

    /// What `?` prints: each key and what it does.
    var help: String { keys.map { TerminalText.escaped("\($0.key) - \($0.help)") + "\n" }.joined() }

    /// The choice for a typed line (surrounding spaces ignored), or nil when it is no key of this prompt.
    func choice(for input: String) -> Choice? {
        let typed = input.trimmingWhitespace().lowercased()
        return keys.first { $0.key == typed }?.choice
    }

    /// The prompt for `finding`, or nil when it has no fix. It lists the finding's fixes: the first as `y`,
    /// the next two unlettered ones as `2` and `3`, lettered ones (`d`, `x`) under their letter; then `e` to type
    /// a replacement for an entry that is no identifier, and `n`. A finding about a whole file is skipped for
    /// now, and its `n` comes before its lettered fixes.
    static func make(for finding: Finding) -> ReviewPrompt? {
        guard let first = finding.fixes.first else { return nil }
        var keys: [Key] = []
        var lettered: [Key] = []
        var options: [String] = []
        for (index, fix) in finding.fixes.enumerated() {
            let key: String
            if index == 0 {
                key = "y"
            } else if let letter = fix.key {
                lettered.append(Key(key: letter, choice: .answer(fix), help: fix.title))
                continue
            } else {
                guard keys.count < 3 else { continue }
                key = String(keys.count + 1)
            }
            keys.append(Key(key: key, choice: .answer(fix), help: fix.title))
            if let option = fix.option { options.append("  \(key)  \(option)") }
        }
        if finding.rule == .deadEntry { keys.append(typeKey) }
        keys += finding.line == nil ? [skipKey] + lettered : lettered + [leaveKey]
        return ReviewPrompt(finding: finding, options: options, question: first.question, keys: keys + commonKeys)
    }

    private static let typeKey = Key(key: "e", choice: .typeIdentifier, help: "type an identifier to replace it with")
    private static let leaveKey = Key(key: "n", choice: .skip, help: "leave it as it is")
    private static let skipKey = Key(key: "n", choice: .skip, help: "skip it for now")
    private static let commonKeys = [
        Key(key: "a", choice: .acceptAll, help: "give the default answer (y) to this and every remaining question"),
        Key(key: "q", choice: .quit, help: "stop asking and write what was accepted so far"),
        Key(key: "?", choice: .help, help: "show this help"),
    ]
}
