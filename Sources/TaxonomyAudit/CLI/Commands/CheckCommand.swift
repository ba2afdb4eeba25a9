#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `audit [check] [PATH ...]`: the report, or `--diff`'s patch; `--fix` and `--suggest` audit with `AuditRun`, plan
/// with `FixPlanner`, edit a `MappingWorkspace`, say what changed, and then audit the result.
extension AuditCommand {
    /// `audit [check]`: the report, or `--fix`, `--suggest` or `--diff`.
    func check(_ options: CheckOptions) throws -> Int32 {
        switch options.mode {
        case .report, .diff: return try audit(options)
        case .fix: return try fix(options)
        case .suggest: return try suggest(options)
        }
    }

    /// Audits the mappings, marks the report (base revision, baseline) and prints it, or with `--diff` the patch.
    func audit(_ options: CheckOptions) throws -> Int32 {
        let settings = try settings(options)
        let run = try AuditRun(settings)
        try refuseOutputs(onto: run, options)
        let report = try run.report(gate: options.gate)
        if options.mode == .diff {
            io.withOutput { FixDiff.write(report.findings, context: run.context, to: &$0) }
        } else {
            let reportContext = ReportContext(toolVersion: Self.version, documentationBase: RuleDocumentation.base(environment: io.environment),
                                              color: io.usesColor, failOn: settings.failOn)
            io.withOutput { options.format.write(report, context: reportContext, to: &$0) }
        }
        io.keepUntilExit((report, run))
        let verdictsChanged = options.failOnVerdictChange && !(report.verdictChanges ?? []).isEmpty
        let fails = report.fails(settings.failOn) || verdictsChanged
        if !fails, let stamp = options.stamp {
            try SafeWriter.write([SafeWriter.Replacement(path: stamp, contents: Data(), expectation: .anything, followsLinks: false)])
        }
        return (fails ? ExitStatus.failure : .success).rawValue
    }

    /// Throws before anything is written when `--stamp` or `--write-baseline` names a file `run` reads (the
    /// `--baseline` file too).
    func refuseOutputs(onto run: AuditRun, _ options: CheckOptions) throws {
        guard options.stamp != nil || options.gate.writeBaseline != nil else { return }
        let inputs = RunInputs(run, others: options.gate.baseline.map { [($0, "the baseline")] } ?? [])
        if let stamp = options.stamp { try inputs.refuse(output: stamp, of: "--stamp") }
        if let baseline = options.gate.writeBaseline { try inputs.refuse(output: baseline, of: "--write-baseline") }
        if let stamp = options.stamp, let baseline = options.gate.writeBaseline, RunInputs.sameFile(stamp, baseline) {
            throw AuditError.usage("--stamp and --write-baseline name the same file: the stamp would empty the baseline")
        }
    }

    /// The settings of `audit check`: its flags over `.audit.json`.
    func settings(_ options: CheckOptions) throws -> AuditSettings {
        try settings(options.model, vocabularyPath: options.vocabularyPath, paths: options.paths,
                     failOn: options.failOnGiven ? options.failOn : nil)
    }

    /// Applies the safe fixes without asking.
    func fix(_ options: CheckOptions) throws -> Int32 {
        let run = try AuditRun(settings(options))
        try refuseOutputs(onto: run, options)
        var workspace = MappingWorkspace(sources: run.sources)
        try workspace.apply(FixPlanner(context: run.context).plan(run.findings(), scope: .safe))
        try writeChanges(workspace, options)
        return try audit(options)
    }

    /// Asks about each finding in a terminal; writes the accepted fixes unless input ends first.
    func suggest(_ options: CheckOptions) throws -> Int32 {
        guard io.inputIsTerminal else {
            throw AuditError.usage("--suggest asks questions and needs a terminal on standard input; "
                + "use --fix to apply the safe fixes, or --diff to review every fix")
        }
        let run = try AuditRun(settings(options))
        try refuseOutputs(onto: run, options)
        var session = ReviewSession(io: io, audit: run)
        // Ctrl-C while asking leaves every file as it was; once writing starts, it waits for the end.
        let outcome = try ExitStatus.exitingOnInterrupt { try session.run() }
        // The questions went unseen: the failed write ends the run (exit 2, said once by `CommandIO.finish`).
        guard outcome != .outputFailed else { return ExitStatus.error.rawValue }
        guard outcome != .endOfInput else {
            io.writeError("\naudit: end of input; nothing written\n")
            return ExitStatus.failure.rawValue
        }
        io.write("\n")
        try writeChanges(session.workspace, options)
        return try audit(options)
    }

    /// Writes the changed files and lists the changes, on standard output before a text report and on
    /// standard error before any other format.
    private func writeChanges(_ workspace: MappingWorkspace, _ options: CheckOptions) throws {
        let written = try workspace.write()
        // A line per change, a million of them after a long list's duplicates: written as they go.
        var out = BufferedOutput(options.format == .text ? io.write : io.writeError)
        for description in workspace.described {
            out.write(TerminalText.lineStart(description.text))
            out.write("\n")
        }
        out.write(written.isEmpty ? "No changes written.\n"
            : "Wrote \(ReportText.plural(written.count, "file")): \(TerminalText.escaped(written.joined(separator: ", "))).\n")
        if options.format == .text { out.write("\n") }
        out.flush()
    }
}
