/// `match-mode`: a list whose dead entries are mostly identifiers written in another case or with other
/// separators, as an app that folds labels before its look-up writes them.
struct MatchModeRule: Rule {
    static let description = RuleDescription(
        id: .matchMode,
        severity: .warning,
        summary: """
            Most of a list's dead entries (at least 3) are identifiers but for case or separators, as an app that \
            folds labels before its look-up writes them; `.audit.json` `match` says so.
            """,
        rationale: """
            Vision's identifiers are compared exactly, so `Sofa` and `stuffed animals` are dead entries of a list \
            checked against `sofa` and `stuffed_animals`. An app that lowercases the labels, or folds their separators, before \
            its look-up writes its entries so on purpose, and every such entry works at run time. When a list holds \
            at least \(minimumDead) dead entries and more than half of them are identifiers but for case or the \
            separators `_`, space and `-`, one finding on the list names the `match` value (`case-insensitive` or \
            `normalized`) that makes them live; if the app compares so, write it in `.audit.json`, else correct the \
            entries (`--diff`, `--suggest`: `--fix` never changes case or separators alone). The `dead-entry` \
            findings of the entries stay.
            """,
        triggeringExamples: [["soft": "Pillow\nSofa\nCurtain\nbed\n"], ["soft": "stuffed animals\ncar-seat\nBathrobe\ncotton\n"]],
        nonTriggeringExamples: [["soft": "Pillow\nSofa\nbed\n"], ["soft": "Sofa\ncotton\nfabric\nbed\n"],
                                ["soft": "pillow\nsofa\ncurtain\n"]]
    )

    /// The fewest dead entries a list needs before its spelling says anything about the app's comparison.
    static let minimumDead = 3

    init() {}

    func findings(in context: AuditContext) -> [Finding] {
        // The dead entries of each list, by list number; placements come list by list.
        var dead: [Int: [Placement]] = [:]
        for index in context.placements.indices where !context.isIdentifier(placement: index) {
            dead[context.placements[index].list, default: []].append(context.placements[index])
        }
        let candidates = dead.filter { $0.value.count >= Self.minimumDead }
        guard !candidates.isEmpty else { return [] }
        let modes = Self.foldingModes(after: context.vocabulary.matchMode)
        guard let widest = modes.last else { return [] }
        // For each mode, each key of the vocabulary with the first identifier (in vocabulary order) that has it.
        var identifiers: [MatchMode: [String: String]] = [:]
        for mode in modes {
            var byKey: [String: String] = [:]
            for identifier in context.vocabulary.identifiers where byKey[mode.key(identifier)] == nil { byKey[mode.key(identifier)] = identifier }
            identifiers[mode] = byKey
        }
        let listLines = context.sources.flatMap(\.listLines)
        var findings: [Finding] = []
        for (number, entries) in candidates.sorted(by: { $0.key < $1.key }) {
            let folded = entries.filter { identifiers[widest]?[widest.key($0.entry.text)] != nil }
            guard folded.count * 2 > entries.count,
                  let mode = modes.first(where: { mode in folded.allSatisfy { identifiers[mode]?[mode.key($0.entry.text)] != nil } }),
                  let byKey = identifiers[mode]
            else { continue }
            let list = context.lists[number]
            let line = number < listLines.count ? listLines[number] : nil
            findings.append(Finding(rule: Self.description.id, severity: Self.description.severity, category: list.category,
                                    subject: mode.rawValue, path: list.path, line: line, column: nil,
                                    message: Self.message(folded: folded.map { ($0.entry.text, byKey[mode.key($0.entry.text)] ?? "") },
                                                          dead: entries.count, category: list.category, mode: mode),
                                    related: folded.map(\.entry.text)))
        }
        return findings
    }

    /// The modes that fold more than `current` does, narrowest first.
    static func foldingModes(after current: MatchMode) -> [MatchMode] {
        let order: [MatchMode] = [.exact, .caseInsensitive, .normalized]
        guard let index = order.firstIndex(of: current) else { return [] }
        return Array(order[(index + 1)...])
    }

    /// `3 of the 4 dead entries of soft are identifiers but for case or separators ("Pillow" for pillow, …): if
    /// the app compares labels so, set "match": "case-insensitive" in .audit.json and they are live`.
    static func message(folded: [(entry: String, identifier: String)], dead: Int, category: String, mode: MatchMode) -> String {
        let shown = folded.prefix(3).map { "\"\($0.entry)\" for \($0.identifier)" }
        let examples = shown.joined(separator: ", ") + (folded.count > shown.count ? ", …" : "")
        let difference = mode == .caseInsensitive ? "case" : "case or separators"
        return "\(folded.count) of the \(dead) dead entries of \(category) are identifiers but for \(difference) (\(examples)): "
            + "if the app compares labels so, set \"match\": \"\(mode.rawValue)\" in .audit.json and they are live"
    }
}
