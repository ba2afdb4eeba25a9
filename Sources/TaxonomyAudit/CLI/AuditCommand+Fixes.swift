#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `audit --fix` and `audit --suggest`: both audit with `AuditRun`, plan with `FixPlanner`, edit a
/// `MappingWorkspace`, say what changed, and then audit the result.
extension AuditCommand {
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
            throw InputError.usage("--suggest asks questions and needs a terminal on standard input; "
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
            out.write(TerminalText.lineStart(description))
            out.write("\n")
        }
        out.write(written.isEmpty ? "No changes written.\n"
            : "Wrote \(ReportText.plural(written.count, "file")): \(TerminalText.escaped(written.joined(separator: ", "))).\n")
        if options.format == .text { out.write("\n") }
        out.flush()
    }
}
