#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The `audit` command line: runs the command `CommandTable` parses from the arguments and returns the exit
/// status (`ExitStatus`: 0 clean, 1 findings at or above `--fail-on`, 2 usage, input or environment error).
public struct AuditCommand {
    public static let version = ToolInfo.version

    let io: CommandIO

    /// Runs the process's command line and returns its exit status (2 when its output could not be written).
    public static func main() -> Int32 {
        let io = CommandIO.process
        return io.finish(AuditCommand(io: io).run(Array(CommandLine.arguments.dropFirst())))
    }

    /// Runs `arguments` (without the program name): the command the first names (else `check`), with the rest.
    func run(_ arguments: [String]) -> Int32 {
        let (command, rest) = CommandTable.resolve(arguments)
        do {
            return try command.execute(rest, on: self)
        } catch let error as AuditError {
            io.writeError("audit: \(TerminalText.escaped("\(error)"))\n")
            if error.showsUsageHint {
                io.writeError("Run `audit \(command.name == CommandTable.defaultCommand.name ? "" : command.name + " ")--help` for usage.\n")
            }
            return error.exitStatus.rawValue
        } catch {
            io.writeError("audit: \(TerminalText.escaped("\(error)"))\n")
            return ExitStatus.error.rawValue
        }
    }

    /// The vocabulary `name` stands for (a built-in name, or a file), else the built-in one.
    func vocabulary(_ name: String?) throws -> Vocabulary {
        try name.map { try Vocabulary.named($0, fileExists: FileManager.default.fileExists(atPath:)) } ?? .builtin
    }

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

    func vocab(_ options: VocabOptions) throws -> Int32 {
        guard !options.list else {
            io.write(BuiltinVocabulary.listing())
            return ExitStatus.success.rawValue
        }
        io.write(try vocabulary(options.vocabularyPath).identifiers.map { TerminalText.lineStart($0) + "\n" }.joined())
        return ExitStatus.success.rawValue
    }

    func rules() -> Int32 {
        io.write(Auditor.descriptions.map { "\($0.id.rawValue) (\($0.severity.rawValue)): \($0.summary)\n" }.joined())
        return ExitStatus.success.rawValue
    }

    /// The help of the command `name`; nil (or the default command) for the overview.
    func help(_ name: String?) -> Int32 {
        io.write(HelpText.render(name.flatMap(CommandTable.command(named:)) ?? CommandTable.defaultCommand))
        return ExitStatus.success.rawValue
    }

    func manual() -> Int32 {
        io.write(ManualPage.render())
        return ExitStatus.success.rawValue
    }

    func completions(_ shell: CompletionScript.Shell) -> Int32 {
        io.write(CompletionScript.render(shell))
        return ExitStatus.success.rawValue
    }

    func version() -> Int32 {
        io.write("audit \(Self.version)\n")
        return ExitStatus.success.rawValue
    }
}
