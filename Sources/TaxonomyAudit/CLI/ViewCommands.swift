#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Runs `audit verdicts`, `audit replay` and `audit init` through their commands in `Views/`.
extension AuditCommand {
    func verdicts(_ options: VerdictsOptions) throws -> Int32 {
        let settings = try settings(options.view.model, vocabularyPath: options.view.vocabularyPath, paths: options.paths)
        let command = VerdictsCommand(options: .init(settings: settings, format: options.view.format, base: options.view.base,
                                                     failOnVerdictChange: options.view.failOnVerdictChange))
        let (output, status) = try command.run()
        io.write(output)
        return status
    }

    func replay(_ options: ReplayOptions) throws -> Int32 {
        let settings = try settings(options.view.model, vocabularyPath: options.view.vocabularyPath, paths: options.mappings)
        let captures = options.captures.isEmpty ? try CaptureGlob.expand(settings.captures) : options.captures
        guard !captures.isEmpty else {
            throw AuditError.usage("`audit replay` needs capture files, or `captures` in .audit.json")
        }
        let command = ReplayCommand(options: .init(captures: captures, settings: settings, format: options.view.format, base: options.view.base,
                                                   failOnVerdictChange: options.view.failOnVerdictChange))
        let (output, status, notes) = try command.run()
        if !notes.isEmpty { io.writeError(notes.map { "audit replay: \($0)\n" }.joined()) }
        io.write(output)
        return status
    }

    func initConfig() throws -> Int32 {
        let path = try InitCommand.run()
        io.write("wrote \(TerminalText.escaped(path))\n")
        return ExitStatus.success.rawValue
    }
}
