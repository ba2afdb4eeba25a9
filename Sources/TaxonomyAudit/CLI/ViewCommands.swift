import Foundation

/// Wires `audit verdicts`, `audit replay` and `audit init` to their commands in `Views/`.
extension AuditCommand {
    func verdicts(_ options: Options) throws -> Int32 {
        let settings = try settings(options)
        let command = VerdictsCommand(options: .init(
            paths: settings.paths, vocabulary: settings.vocabulary, policy: settings.policy, thresholds: settings.thresholds,
            format: options.format, base: options.gate.base, failOnVerdictChange: options.model.failOnVerdictChange))
        let (output, status) = try command.run()
        io.write(output)
        return status
    }

    func replay(_ options: Options) throws -> Int32 {
        let settings = try settings(options)
        let captures = options.paths.isEmpty ? try CaptureGlob.expand(settings.captures) : options.paths
        guard !captures.isEmpty else {
            throw InputError.usage("`audit replay` needs capture files, or `captures` in .audit.json")
        }
        let command = ReplayCommand(options: .init(
            captures: captures, mappings: settings.paths, vocabulary: settings.vocabulary, policy: settings.policy,
            thresholds: settings.thresholds, format: options.format, base: options.gate.base,
            failOnVerdictChange: options.model.failOnVerdictChange))
        let (output, status) = try command.run()
        io.write(output)
        return status
    }

    func initConfig(_ options: Options) throws -> Int32 {
        let path = try InitCommand.run(in: FileManager.default.currentDirectoryPath)
        io.write("wrote \(path)\n")
        return 0
    }
}
