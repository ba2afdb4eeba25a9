import CategoryMapping

/// `audit verdicts` in text, JSON and Markdown, with the verdict diff when `--base` is given.
struct VerdictRendering {
    enum Format: String, CaseIterable {
        case text, json, markdown
    }

    let table: VerdictTable
    /// With `--base`: the REF and the changes since.
    let base: String?
    let changes: [VerdictChange]

    static func name(_ categories: [String]) -> String { categories.isEmpty ? "none" : categories.joined(separator: ", ") }

    /// Text from the inputs (identifiers, categories, file names, the ref) shown as the text report shows it.
    func text() -> String {
        var out = ""
        let shown = table.rows.map { TerminalText.lineStart($0.identifier) }
        let width = min(shown.map(\.count).max() ?? 0, 28)
        for (row, identifier) in zip(table.rows, shown) {
            var line = "  " + Self.name(row.verdict.categories)
            if row.verdict.isAmbiguous { line += " (possible: \(row.verdict.possible.joined(separator: ", ")))" }
            line += ": " + row.reason
            out += identifier.padded(toUTF16Length: max(width, identifier.count)) + TerminalText.escaped(line) + "\n"
        }
        out += "\n" + TerminalText.escaped(summary()) + "\n"
        if let base { out += Self.changesText(changes, base: base) }
        return out
    }

    func summary() -> String {
        let counts = table.counts
        let parts = table.categories.map { "\($0) \(counts[$0]?.direct ?? 0) mapped, \(counts[$0]?.throughAncestor ?? 0) through ancestors only" }
        return "Under \(RunTimeModel.name(table.policy)): " + (parts + ["none \(table.noneCount)", "ambiguous \(table.ambiguousCount)"])
            .joined(separator: "; ") + " (\(table.rows.count) identifiers)."
    }

    /// "This edit changes 3 verdicts since REF:" and one line each.
    static func changesText(_ changes: [VerdictChange], base: String) -> String {
        let base = TerminalText.escaped(base)
        guard !changes.isEmpty else { return "No verdict changes since \(base).\n" }
        var out = "This edit changes \(ReportText.plural(changes.count, "verdict")) since \(base):\n"
        for change in changes {
            out += "  " + TerminalText.escaped("\(change.identifier): \(name(change.before)) → \(name(change.after)) (\(change.reason))") + "\n"
        }
        return out
    }

    static func changesMarkdown(_ changes: [VerdictChange], base: String) -> String {
        let base = Markdown.code(base)
        guard !changes.isEmpty else { return "No verdict changes since \(base).\n" }
        var out = "This edit changes \(ReportText.plural(changes.count, "verdict")) since \(base):\n\n"
        out += "| identifier | before | after | why |\n| --- | --- | --- | --- |\n"
        for change in changes {
            out += "| \(Markdown.code(change.identifier)) | \(cell(name(change.before))) | \(cell(name(change.after))) | \(cell(change.reason)) |\n"
        }
        return out
    }

    static func changesJSON(_ changes: [VerdictChange]) -> JSONValue {
        .array(changes.map {
            .object([("identifier", .string($0.identifier)), ("before", strings($0.before)), ("after", strings($0.after)),
                     ("decidedBy", strings($0.decidedBy))])
        })
    }

    func markdown() -> String {
        var out = "## Verdicts under \(RunTimeModel.name(table.policy))\n\n\(Self.cell(summary()))\n\n"
        if let base { out += Self.changesMarkdown(changes, base: base) + "\n" }
        out += "| identifier | verdict | possible | decided by | mapped as | why |\n| --- | --- | --- | --- | --- | --- |\n"
        for row in table.rows {
            out += "| \(Markdown.code(row.identifier)) | \(Self.cell(Self.name(row.verdict.categories))) | \(Self.cell(Self.name(row.verdict.possible))) | "
                + "\(row.verdict.decidedBy.map(Markdown.code).joined(separator: ", ")) | \(Self.cell(row.mappedAs.joined(separator: ", "))) | "
                + "\(Self.cell(row.reason)) |\n"
        }
        return out
    }

    func json() -> String {
        let counts = table.counts
        var summary: [(String, JSONValue)] = table.categories.map {
            ($0, .object([("direct", .int(counts[$0]?.direct ?? 0)), ("throughAncestor", .int(counts[$0]?.throughAncestor ?? 0))]))
        }
        summary += [("none", .int(table.noneCount)), ("ambiguous", .int(table.ambiguousCount))]
        var members: [(String, JSONValue)] = [
            ("policy", Self.policy(table.policy)),
            ("verdicts", .array(table.rows.map { row in
                .object([("identifier", .string(row.identifier)), ("verdict", Self.strings(row.verdict.categories)),
                         ("possible", Self.strings(row.verdict.possible)), ("ambiguous", .bool(row.verdict.isAmbiguous)),
                         ("decidedBy", Self.strings(row.verdict.decidedBy)), ("mappedAs", Self.strings(row.mappedAs)),
                         ("reason", .string(row.reason))])
            })),
            ("summary", .object(summary)),
        ]
        if let base {
            members.append(("base", .string(base)))
            members.append(("verdictChanges", Self.changesJSON(changes)))
        }
        return JSONValue.object(members).rendered()
    }

    /// `{"kind": "first-match", "top": 5}`; `top` is null for policies that look at every observation.
    static func policy(_ policy: Policy) -> JSONValue {
        .object([("kind", .string(policy.kind.rawValue)), ("top", policy.top.map(JSONValue.int) ?? .null)])
    }

    static func strings(_ list: [String]) -> JSONValue { .array(list.map(JSONValue.string)) }

    private static func cell(_ text: String) -> String { Markdown.text(text) }
}
