/// Every error `audit` reports. The case decides what follows the one-line message: a usage error points to
/// the command's help; an input error names the file (and line); an environment error says what the machine
/// lacks and nothing more. All three exit with status 2 (`ExitStatus.error`).
enum AuditError: Error, Equatable, CustomStringConvertible {
    /// A bad option or argument, or options that cannot go together.
    case usage(String)
    /// A file that cannot be read, parsed or written, at `line` when one is at fault.
    case input(path: String, line: Int?, message: String)
    /// Something outside the arguments and files failed: git is missing, or a git command did not answer.
    case environment(String)

    /// An input error naming `path` (and `line`); with no path, a usage error.
    init(path: String?, line: Int?, message: String) {
        guard let path else {
            self = .usage(message)
            return
        }
        self = .input(path: path, line: line, message: message)
    }

    /// The file at fault, for an input error.
    var path: String? {
        guard case let .input(path, _, _) = self else { return nil }
        return path
    }

    /// The line at fault, for an input error that names one.
    var line: Int? {
        guard case let .input(_, line, _) = self else { return nil }
        return line
    }

    /// What went wrong, without the file and line.
    var message: String {
        switch self {
        case let .usage(message), let .environment(message), let .input(_, _, message): return message
        }
    }

    /// Whether "Run `audit … --help` for usage." follows the message: only when an argument is wrong.
    var showsUsageHint: Bool {
        guard case .usage = self else { return false }
        return true
    }

    /// `path:line: message`, `path: message` or the message alone.
    var description: String {
        path.map { "\(Finding.Location(path: $0, line: line)): \(message)" } ?? message
    }
}
