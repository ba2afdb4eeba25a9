/// The CI gate (`--base REF`, `--baseline FILE`, `--write-baseline FILE`, `--strict-baseline`, declared in
/// `CommandTable.check`): the stage that marks a report. It runs no audit: `AuditRun` hands it the audit of
/// the base revision when `base` asks for one.
struct Gate {
    var base: String?
    var baseline: String?
    var writeBaseline: String?
    var strictBaseline = false

    /// The audit of the base revision that marking compares with: its context and findings.
    typealias BaseAudit = (context: AuditContext, findings: FindingList)

    /// Rejects combinations that make no sense.
    func validate() throws {
        if baseline != nil && writeBaseline != nil {
            throw AuditError.usage("--baseline and --write-baseline exclude each other: write a baseline, or check against one")
        }
        if strictBaseline && baseline == nil { throw AuditError.usage("--strict-baseline needs --baseline FILE") }
    }

    /// Marks `report`, the audit of `context`: against `previous`, the audit at `base` (each finding
    /// introduced or existing, what changed, the verdicts the edit changes), then against the baseline,
    /// which is written first when asked.
    func mark(_ report: inout AuditReport, context: AuditContext, previous: BaseAudit?) throws {
        if let base, let previous {
            let (changes, statuses) = ChangeSet.compare(base: base, previous: (previous.context.sources, previous.findings),
                                                        current: (context.sources, report.findings))
            report.compare(changes, statuses: statuses)
            report.record(verdictChanges: VerdictChange.compare(VerdictTable(context: previous.context), VerdictTable(context: context)))
        }
        if let path = writeBaseline {
            let baseline = Baseline(findings: report.findings)
            try baseline.write(to: path)
            report.mark(against: baseline, path: path, strict: false)
        } else if let path = baseline {
            report.mark(against: try Baseline.load(path: path), path: path, strict: strictBaseline)
        }
    }
}
