/// The options for gating edits in CI: `--diff`, `--base REF`, `--baseline FILE`, `--write-baseline FILE`
/// and `--strict-baseline`, and how they shape an audit's report.
struct GateOptions {
    var diff = false
    var base: String?
    var baseline: String?
    var writeBaseline: String?
    var strictBaseline = false

    static let help = """
          --diff                print the default answer to every error and warning as a unified diff
                                (for `git apply`) instead of the report; no file is written
          --base REF            compare with the mapping files at git revision REF: only findings the edit
                                introduced count toward --fail-on
          --baseline FILE       findings FILE lists are marked baselined and do not count
          --write-baseline FILE record today's findings in FILE (then they are baselined)
          --strict-baseline     also fail when the baseline lists findings that no longer occur

        """

    /// Reads `option` and its value when it is one of these options; returns whether it was.
    mutating func parse(_ option: String, _ cursor: inout Arguments) throws -> Bool {
        switch option {
        case "--diff": diff = true
        case "--base": base = try cursor.value(for: option)
        case "--baseline": baseline = try cursor.value(for: option)
        case "--write-baseline": writeBaseline = try cursor.value(for: option)
        case "--strict-baseline": strictBaseline = true
        default: return false
        }
        return true
    }

    /// Rejects combinations that make no sense.
    func validate() throws {
        if baseline != nil && writeBaseline != nil {
            throw InputError.usage("--baseline and --write-baseline exclude each other: write a baseline, or check against one")
        }
        if strictBaseline && baseline == nil { throw InputError.usage("--strict-baseline needs --baseline FILE") }
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
        }
        if let path = writeBaseline {
            let baseline = Baseline(findings: report.findings)
            try baseline.write(to: path)
            report.check(against: baseline, path: path, strict: false)
        } else if let path = baseline {
            report.check(against: try Baseline.load(path: path), path: path, strict: strictBaseline)
        }
    }

    /// What the audit prints: the patch with `--diff`, else the report in `format`.
    func output(_ report: AuditReport, context: AuditContext, format: OutputFormat, io: CommandIO) -> String {
        guard !diff else { return FixDiff.render(report.findings, context: context) }
        return format.render(report, color: io.usesColor, documentationBase: RuleDocumentation.base(environment: io.environment))
    }
}
