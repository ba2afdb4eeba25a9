extension AuditCommand {
    /// `audit verdicts [PATH...] [--base REF]`: every identifier's verdict under the policy, in text, JSON or
    /// Markdown; with `--base`, the verdicts the edit changes (exit 1 with `--fail-on-verdict-change` when any).
    func verdicts(_ options: VerdictsOptions) throws -> Int32 {
        let settings = try settings(options.view.model, vocabularyPath: options.view.vocabularyPath, paths: options.paths)
        let run = try AuditRun(settings)
        let table = VerdictTable(context: run.context)
        var changes: [VerdictChange] = []
        if let base = options.view.base {
            changes = VerdictChange.compare(VerdictTable(context: try run.at(revision: base).context), table)
        }
        let rendering = VerdictRendering(table: table, base: options.view.base, changes: changes)
        switch options.view.format {
        case .text: io.write(rendering.text())
        case .json: io.write(rendering.json())
        case .markdown: io.write(rendering.markdown())
        }
        return (options.view.failOnVerdictChange && !changes.isEmpty ? ExitStatus.failure : .success).rawValue
    }
}
