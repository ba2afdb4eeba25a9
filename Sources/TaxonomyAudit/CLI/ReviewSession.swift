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
        /// A question could not be written (standard output failed): write nothing.
        case outputFailed
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
        // Questions that went stale last round: asked this round even when a finding of the same key was (two
        // copies of an entry in one file share one).
        var deferred = Set<AskedKey>()
        var acceptAll = false
        var rounds = 0
        // A round in which a question went stale is followed by one that asks it as the edits left it; only
        // rounds without one count towards the limit.
        while rounds < Self.maximumRounds {
            let round = AuditRun(audit.settings, sources: workspace.sources, suggester: suggester)
            let context = round.context
            let (prompts, groups) = NoteGroupPrompt.split(round.findings()
                .filter { ($0.severity >= .warning || $0.rule == .missingLabel) && (!asked.contains(Self.key($0)) || deferred.contains(Self.key($0))) }
                .compactMap(ReviewPrompt.make(for:)))
            guard !prompts.isEmpty || !groups.isEmpty else { return .finished }
            var answers: [Fix] = []
            var touched = Touched()
            var stale = Set<AskedKey>()
            var earlierCopies = EarlierCopies(context)
            var quit = false
            for prompt in prompts {
                // A finding about an entry this round's answers edit was settled by them (the entry is removed or
                // rewritten): neither asked nor answered twice.
                if let entry = EditedEntry(prompt.finding), touched.entries.contains(entry) {
                    asked.insert(Self.key(prompt.finding))
                    continue
                }
                // A question whose options or message name what an earlier answer changed would offer the
                // mappings as they were: it waits for the next round, which asks it afresh if it still stands.
                if touched.makesStale(prompt, earlierCopy: earlierCopies.of(prompt.finding)) {
                    stale.insert(Self.key(prompt.finding))
                    continue
                }
                asked.insert(Self.key(prompt.finding))
                guard !acceptAll else {
                    answers.append(prompt.default)
                    touched.record(prompt.default)
                    continue
                }
                switch ask(prompt, context) {
                case .answer(let fix)?:
                    answers.append(fix)
                    touched.record(fix)
                case .acceptAll?:
                    acceptAll = true
                    answers.append(prompt.default)
                    touched.record(prompt.default)
                case .quit?: quit = true
                case nil: return io.outputFailed ? .outputFailed : .endOfInput
                default: break
                }
                if quit { break }
            }
            if !quit {
                guard let notes = askGroups(groups, acceptAll: acceptAll, asked: &asked) else {
                    return io.outputFailed ? .outputFailed : .endOfInput
                }
                answers += notes.compactMap(\.fixes.first)
            }
            try workspace.apply(FixPlanner(context: context).plan(answers))
            if quit { return .quit }
            if stale.isEmpty { rounds += 1 }
            deferred = stale
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

    /// Shows `prompt` and reads answers until one is an answer, skip, accept-all or quit; nil at end of input,
    /// or when the question could not be written (nothing is answered unseen).
    private func ask(_ prompt: ReviewPrompt, _ context: AuditContext) -> ReviewPrompt.Choice? {
        io.write("\n" + TextReporter().line(for: prompt.finding, color: io.usesColor) + "\n")
        io.write(prompt.options.map { TerminalText.escaped($0) + "\n" }.joined())
        while true {
            io.write(prompt.prompt)
            guard !io.outputFailed, let line = io.readLine() else { return nil }
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

    /// The entries this round's answers edit (remove or rewrite).
    private struct Touched {
        var entries = Set<EditedEntry>()
        /// The same by source and line, which related locations name.
        var lines = Set<EditedLine>()

        mutating func record(_ fix: Fix) {
            for edit in fix.edits {
                guard let position = edit.position else { continue }
                entries.insert(EditedEntry(path: edit.path, position: position))
                lines.insert(EditedLine(path: edit.path, line: position.line))
            }
        }

        /// Whether `prompt` names an entry already edited: one its options edit, or one its message cites
        /// (`earlierCopy`, a related location).
        func makesStale(_ prompt: ReviewPrompt, earlierCopy: EditedEntry?) -> Bool {
            guard !entries.isEmpty else { return false }
            if let earlierCopy, entries.contains(earlierCopy) { return true }
            if prompt.finding.relatedLocations.contains(where: { lines.contains(EditedLine(path: $0.path, line: $0.line)) }) {
                return true
            }
            return prompt.keys.contains { key in
                guard case .answer(let fix) = key.choice else { return false }
                return fix.edits.contains { edit in edit.position.map { entries.contains(EditedEntry(path: edit.path, position: $0)) } ?? false }
            }
        }
    }

    private struct EditedLine: Hashable {
        let path: String
        let line: Int
    }

    /// The copy of an entry a `duplicate` finding repeats (the first in its category), by the repeat's entry:
    /// found once a round, when a duplicate is first asked about.
    private struct EarlierCopies {
        private let context: AuditContext
        private var copies: [EditedEntry: EditedEntry]?

        /// What `DuplicateRule` tells copies by: the category, the entry text's number (`AuditContext.textNumbers`)
        /// and whether it is an exclusion.
        private struct CopyKey: Hashable {
            let category: String
            let text: Int32
            let isExclusion: Bool
        }

        init(_ context: AuditContext) {
            self.context = context
        }

        mutating func of(_ finding: Finding) -> EditedEntry? {
            guard finding.rule == .duplicate, let entry = EditedEntry(finding) else { return nil }
            if copies == nil {
                var first: [CopyKey: EditedEntry] = [:], repeated: [EditedEntry: EditedEntry] = [:]
                for (placement, text) in zip(context.placements, context.textNumbers) {
                    let key = CopyKey(category: placement.category, text: text, isExclusion: placement.entry.isExclusion)
                    let here = EditedEntry(path: placement.path, position: placement.entry.position)
                    if let earlier = first[key] { repeated[here] = earlier } else { first[key] = here }
                }
                copies = repeated
            }
            return copies?[entry]
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
