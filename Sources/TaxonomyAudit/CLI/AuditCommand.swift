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
}
