import CategoryMapping

/// `audit verdicts [PATH...] [--base REF]`: every identifier's verdict under the policy, in text, JSON or
/// Markdown; with `--base`, the verdicts the edit changes.
struct VerdictsCommand {
    enum Format: String, CaseIterable {
        case text, json, markdown
    }

    struct Options {
        /// The mappings, vocabulary and model.
        var settings: AuditSettings
        var format: Format
        var base: String?
        var failOnVerdictChange: Bool
    }

    let options: Options

    func run() throws -> (output: String, status: Int32) {
        let run = try AuditRun(options.settings)
        let table = VerdictTable(context: run.context)
        var changes: [VerdictChange] = []
        if let base = options.base {
            changes = VerdictChange.compare(VerdictTable(context: try run.at(revision: base).context), table)
        }
        let rendering = VerdictRendering(table: table, base: options.base, changes: changes)
        let output: String
        switch options.format {
        case .text: output = rendering.text()
        case .json: output = rendering.json()
        case .markdown: output = rendering.markdown()
        }
        return (output, options.failOnVerdictChange && !changes.isEmpty ? 1 : 0)
    }
}
