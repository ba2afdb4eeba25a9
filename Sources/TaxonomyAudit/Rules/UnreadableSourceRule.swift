/// `unreadable-source`: a source file a directory scan passed over, because it holds `audit:` but cannot be read.
struct UnreadableSourceRule: Rule {
    static let description = RuleDescription(
        id: .unreadableSource,
        severity: .note,
        summary: "A source file found in a directory holds `audit:` but cannot be read, and no marker comment, so it is passed over.",
        rationale: """
            A directory means every source file whose bytes hold `audit:`, and most such files in an application's \
            tree are no mapping lists: a comment that says `audit:todo`, a binary file, generated code with strings \
            nested deeper than the lexer follows (\(SourceLexer.maximumNesting) interpolations). Such a file is \
            passed over and the audit goes on; the note says which file and why, in case it was meant as a list. \
            A file with a marker comment (`audit:category`, `audit:begin` …) that cannot be read is an input error, \
            as is any file named on its own. The examples are source files found by scanning their directory.
            """,
        triggeringExamples: [["Notes.swift": "// audit:todo sort these\nlet names = [\"sofa\"]\n"]],
        nonTriggeringExamples: [["Notes.swift": "// see the audit: it is done\nlet names = [\"sofa\"]\n// audit:category soft\nlet soft = [\"sofa\"]\n"]]
    )

    init() {}

    func findings(in context: AuditContext) -> [Finding] {
        context.sources.compactMap { $0 as? UnreadableSource }.map { source in
            Finding(rule: Self.description.id, severity: Self.description.severity, category: "", subject: source.path,
                    path: source.path, line: source.line, column: nil,
                    message: "not read as a mapping source: \(source.reason)")
        }
    }
}
