/// One audit: the pipeline every command runs. The settings give the vocabulary and the app's model; the
/// mapping sources come from a tree (the working tree, a git revision for `--base`) or from memory (an
/// editor's documents, `--suggest`'s edits); the context is built once; `findings()` runs the rules;
/// `report(gate:)` marks them (`Gate`: base revision, baseline) for a reporter to render.
struct AuditRun {
    let settings: AuditSettings
    let context: AuditContext

    /// The sources as read.
    var sources: [any MappingSource] { context.sources }

    /// The run over `sources`; `suggester`, when given, is shared with other runs over the same vocabulary.
    init(_ settings: AuditSettings, sources: [any MappingSource], suggester: Suggester? = nil) {
        self.settings = settings
        context = AuditContext(vocabulary: settings.vocabulary, sources: sources, suggester: suggester,
                               policy: settings.policy, thresholds: settings.thresholds)
    }

    /// The run over the mappings `settings.paths` name in `tree` (none: `mappings`).
    init(_ settings: AuditSettings, from tree: any MappingTree = WorkingTree(), suggester: Suggester? = nil) throws {
        self.init(settings, sources: try tree.sources(paths: settings.paths), suggester: suggester)
    }

    /// The same run over the mappings as they were at `ref` (`--base`).
    func at(revision ref: String) throws -> AuditRun {
        try AuditRun(settings, from: GitRevision(ref: ref), suggester: context.suggester)
    }

    /// The rules' findings, with the settings' severities, in report order.
    func findings() -> FindingList {
        var findings = settings.auditor.audit(context)
        context.withdrawRefusedFixes(from: &findings)
        return findings
    }

    /// The report of the findings, marked by `gate`; with `gate.base`, against the same run at that revision.
    func report(gate: Gate = Gate()) throws -> AuditReport {
        var report = AuditReport(context: context, findings: findings())
        let previous = try gate.base.map { ref -> Gate.BaseAudit in
            let base = try at(revision: ref)
            return (base.context, base.findings())
        }
        try gate.mark(&report, context: context, previous: previous)
        return report
    }
}
