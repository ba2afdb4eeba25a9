/// `skipped-entry`: a string in a marked list of source code that is not read as an entry.
struct SkippedEntryRule: Rule {
    static let description = RuleDescription(
        id: .skippedEntry,
        severity: .note,
        summary: "A string in a marked list of code is not read as an entry: an interpolation, a concatenation, another expression.",
        rationale: """
            Only a plain string literal says which identifier it maps: `"\\(prefix)sofa"` or `"so" + "fa"` is only \
            known when the app runs. Such a string is left out of the list, so no rule checks it and no fix touches \
            it. The note says where it was left out: write the identifier as a plain literal to have it checked, or \
            move the expression out of the marked list (`audit:skip` on its line) when it is not an entry, or keep it \
            with `audit:ignore skipped-entry` on its line. The note names the string as written, so a baseline tells \
            two of them apart. The examples are source files; text files have no such strings.
            """,
        triggeringExamples: [["Labels.swift": "// audit:category soft\nlet soft: Set<String> = [\"pillow\", \"\\(prefix)sofa\"]\n"],
                             ["Labels.swift": "// audit:begin soft\nif label == \"so\" + \"fa\" { return true }\n// audit:end\n"]],
        nonTriggeringExamples: [["Labels.swift": "// audit:category soft\nlet soft: Set<String> = [\"pillow\", \"sofa\"]\n"],
                                ["soft": "pillow\nsofa\n"]]
    )

    init() {}

    func findings(in context: AuditContext) -> [Finding] {
        context.sources.flatMap { source in
            // A skipped string belongs to no list as read; its note names the source's first category.
            let category = source.lists.first?.category ?? ""
            // `audit:ignore skipped-entry` on a line that holds an entry too is the entry's, applied with the others.
            return source.skippedEntries.filter { !$0.suppressions.contains(Self.description.id) }.map { skipped in
                Finding(rule: Self.description.id, severity: Self.description.severity, category: category, subject: skipped.text,
                        path: source.path, line: skipped.line, column: skipped.column, message: skipped.reason)
            }
        }
    }
}
