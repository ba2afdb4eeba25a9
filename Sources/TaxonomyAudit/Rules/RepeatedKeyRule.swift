/// `repeated-key`: a dictionary literal or JSON object that writes one key twice.
struct RepeatedKeyRule: Rule {
    static let description = RuleDescription(
        id: .repeatedKey,
        severity: .error,
        summary: "A dictionary literal or JSON object writes one key twice; only the last copy is read.",
        rationale: """
            A dictionary holds a key once. Swift traps at launch on a literal that repeats one, Go does not \
            compile it, and Python, JavaScript, Kotlin and most JSON readers keep the last value without a word, \
            so the earlier copy maps nothing. The audit reads the last copy only, as those languages do, and no \
            fix removes or rewrites either copy: which value the app should have is for a person to decide. \
            The examples are source files; a text file holds no dictionary.
            """,
        triggeringExamples: [["Labels.swift": "// audit:categories\nlet surface: [String: String] = [\"sofa\": \"soft\", \"brick\": \"hard\", \"sofa\": \"hard\"]\n"],
                             ["Labels.py": "# audit:category soft\nSOFT = {\"sofa\": 1, \"pillow\": 2, \"sofa\": 3}\n"]],
        nonTriggeringExamples: [["Labels.swift": "// audit:categories\nlet surface: [String: String] = [\"sofa\": \"soft\", \"brick\": \"hard\"]\n"],
                                ["soft": "pillow\nsofa\n"]]
    )

    init() {}

    func findings(in context: AuditContext) -> [Finding] {
        context.sources.flatMap { source in
            source.repeatedKeys.map { repeated in
                Finding(rule: Self.description.id, severity: Self.description.severity, category: repeated.category, subject: repeated.key,
                        path: source.path, line: repeated.line, column: repeated.column,
                        message: "\"\(repeated.key)\" is already a key of this dictionary at line \(repeated.firstLine); "
                            + "\(repeated.consequence): keep one copy")
            }
        }
    }
}
