/// The options for gating edits in CI (`--base REF`, `--baseline FILE`, `--write-baseline FILE`,
/// `--strict-baseline`, declared in `CommandTable.check`) and how they shape an audit's report.
struct GateOptions {
    var base: String?
    var baseline: String?
    var writeBaseline: String?
    var strictBaseline = false

    /// Rejects combinations that make no sense.
    func validate() throws {
        if baseline != nil && writeBaseline != nil {
            throw AuditError.usage("--baseline and --write-baseline exclude each other: write a baseline, or check against one")
        }
        if strictBaseline && baseline == nil { throw AuditError.usage("--strict-baseline needs --baseline FILE") }
    }

    /// Marks `report` against the base revision and the baseline; writes the baseline first when asked.
    func apply(to report: inout AuditReport, context: AuditContext, paths: [String], auditor: Auditor = Auditor()) throws {
        if let base {
            let revision = try GitRevision(ref: base)
            let previousFiles = try revision.mappingFiles(paths: paths)
            let previousFindings = auditor.audit(AuditContext(vocabulary: context.vocabulary, files: previousFiles,
                                                              policy: context.policy, thresholds: context.thresholds))
            let (changes, statuses) = ChangeSet.compare(base: base, previous: (previousFiles, previousFindings),
                                                        current: (context.files, report.findings))
            report.compare(changes, statuses: statuses)
            let previous = AuditContext(vocabulary: context.vocabulary, files: previousFiles, policy: context.policy,
                                        thresholds: context.thresholds)
            report.record(verdictChanges: VerdictChange.compare(VerdictTable(context: previous), VerdictTable(context: context)))
        }
        if let path = writeBaseline {
            let baseline = Baseline(findings: report.findings)
            try baseline.write(to: path)
            report.check(against: baseline, path: path, strict: false)
        } else if let path = baseline {
            report.check(against: try Baseline.load(path: path), path: path, strict: strictBaseline)
        }
    }
}
