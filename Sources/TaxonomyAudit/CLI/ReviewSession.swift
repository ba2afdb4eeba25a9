/// The questions of `audit --suggest`: each actionable finding is shown with a `ReviewPrompt` and
/// answered with one line. Accepted answers are applied in memory after each round; findings that the
/// edits bring up (a label that became addable) are asked about in the next round. Nothing is written
/// here: the caller writes the workspace when the session finished or was quit.
struct ReviewSession {
    let io: CommandIO
    /// The audit of the mappings as read, whose settings every round runs with.
    let audit: AuditRun
    private(set) var workspace: MappingWorkspace
    /// Shared by every round, so its indexes are built once.
    private var suggester: Suggester { audit.context.suggester }
    private var vocabulary: Vocabulary { audit.settings.vocabulary }

    /// How the session ended.
    enum Outcome: Equatable {
        /// Every finding was answered (or skipped).
        case finished
        /// `q`: stop, keep what was accepted.
        case quit
        /// End of input: write nothing.
        case endOfInput
    }

    /// Rounds of questions at most; each round only asks about findings not asked about before.
    static let maximumRounds = 5

    init(io: CommandIO, audit: AuditRun) {
        self.io = io
        self.audit = audit
        workspace = MappingWorkspace(sources: audit.sources)
    }

    mutating func run() throws -> Outcome {
        var asked = Set<AskedKey>()
        var acceptAll = false
        for _ in 0..<Self.maximumRounds {
            let round = AuditRun(audit.settings, sources: workspace.sources, suggester: suggester)
            let context = round.context
            let (prompts, groups) = NoteGroupPrompt.split(round.findings()
                .filter { ($0.severity >= .warning || $0.rule == .missingLabel) && !asked.contains(Self.key($0)) }
                .compactMap(ReviewPrompt.make(for:)))
            guard !prompts.isEmpty || !groups.isEmpty else { return .finished }
            var answers: [Fix] = []
            // The entries this round's answers edit: a finding about one of them was settled by an earlier
            // answer (the entry is removed or rewritten), so it is neither asked nor answered twice.
            var edited = Set<EditedEntry>()
            func answer(_ fix: Fix) {
                answers.append(fix)
                for edit in fix.edits { if let position = edit.position { edited.insert(EditedEntry(path: edit.path, position: position)) } }
            }
            var quit = false
            for prompt in prompts {
                asked.insert(Self.key(prompt.finding))
                if let entry = EditedEntry(prompt.finding), edited.contains(entry) { continue }
                guard !acceptAll else {
                    answer(prompt.default)
                    continue
                }
                switch ask(prompt, context) {
                case .answer(let fix)?: answer(fix)
                case .acceptAll?:
                    acceptAll = true
                    answer(prompt.default)
                case .quit?: quit = true
                case nil: return .endOfInput
                default: break
                }
                if quit { break }
            }
            if !quit {
                guard let notes = askGroups(groups, acceptAll: acceptAll, asked: &asked) else { return .endOfInput }
                answers += notes.compactMap(\.fixes.first)
            }
            try workspace.apply(FixPlanner(context: context).plan(answers))
            if quit { return .quit }
        }
        return .finished
    }

    /// The finding's identity across rounds, whose line numbers shift as lines are removed or added.
    static func key(_ finding: Finding) -> AskedKey {
        AskedKey(finding: FindingKey(finding), path: finding.path)
    }

    /// What identifies a finding across rounds: its `FindingKey` in its source.
    struct AskedKey: Hashable {
        let finding: FindingKey
        let path: String
    }

    /// An entry an answer edits: its source and position.
    private struct EditedEntry: Hashable {
        let path: String
        let position: EntryPosition

        init(path: String, position: EntryPosition) {
            self.path = path
            self.position = position
        }

        /// The entry `finding` is about; nil for a finding about a whole category.
        init?(_ finding: Finding) {
            guard let position = finding.position else { return nil }
            self.init(path: finding.path, position: position)
        }
    }

    /// Shows `prompt` and reads answers until one is an answer, skip, accept-all or quit; nil at end of input.
    private func ask(_ prompt: ReviewPrompt, _ context: AuditContext) -> ReviewPrompt.Choice? {
        io.write("\n" + TextReporter().line(for: prompt.finding, color: io.usesColor) + "\n")
        io.write(prompt.options.map { TerminalText.escaped($0) + "\n" }.joined())
        while true {
            io.write(prompt.prompt)
            guard let line = io.readLine() else { return nil }
            switch prompt.choice(for: line) {
            case .help?:
                io.write(prompt.help)
            case .typeIdentifier?:
                switch readIdentifier() {
                case .identifier(let typed):
                    let finding = prompt.finding
                    guard let placement = context.placements.first(where: {
                        $0.path == finding.path && $0.entry.line == finding.line && $0.entry.column == finding.column
                    })
                    else { continue }
                    return .answer(DeadEntryRule.replacement(placement, with: typed))
                case .back: continue
                case .endOfInput: return nil
                }
            case let choice?:
                return choice
            case nil:
                io.write("Answer one of \(prompt.keys.map(\.key).joined(separator: ", ")); ? explains them.\n")
            }
        }
    }

    private enum Typed {
        case identifier(String), back, endOfInput
    }

    /// Reads lines until one is an identifier of the vocabulary, or empty (back to the question).
    private func readIdentifier() -> Typed {
        while true {
            io.write("Identifier (empty to go back): ")
            guard let line = io.readLine() else { return .endOfInput }
            let typed = line.trimmingWhitespace()
            if typed.isEmpty { return .back }
            if vocabulary.contains(typed) { return .identifier(typed) }
            let hint = suggester.suggestions(for: typed).first.map { "; did you mean \"\($0.identifier)\"?" } ?? ""
            io.write(TerminalText.escaped("\"\(typed)\" is not an identifier of \(vocabulary.name)\(hint)") + "\n")
        }
    }
}
