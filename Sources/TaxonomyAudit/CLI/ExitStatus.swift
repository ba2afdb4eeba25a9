#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The statuses `audit` exits with, and the one place that ends the process early (Ctrl-C in `--suggest`).
enum ExitStatus: Int32 {
    /// No finding reaches `--fail-on`; `explain` of an identifier; generated docs current.
    case success = 0
    /// A finding reaches `--fail-on`; `explain` of a dead word; docs out of date; `--suggest` input ended.
    case failure = 1
    /// A usage, input or environment error (`AuditError`), or any other error met while running.
    case error = 2
    /// Ctrl-C while `--suggest` asks: nothing was written.
    case interrupted = 130

    /// Runs `body`, during which Ctrl-C (when standard input is a terminal) says nothing was written and exits
    /// `interrupted` at once; afterwards Ctrl-C is ignored, so that writing the accepted edits is never cut short.
    static func exitingOnInterrupt<T>(_ body: () throws -> T) rethrows -> T {
        let terminal = isatty(STDIN_FILENO) == 1
        if terminal { signal(SIGINT, onInterrupt) }
        defer { if terminal { signal(SIGINT, SIG_IGN) } }
        return try body()
    }

    /// Async-signal-safe: `write(2)` and `_exit(2)` only.
    private static let onInterrupt: @convention(c) (Int32) -> Void = { _ in
        let message: StaticString = "\naudit: interrupted; nothing written\n"
        _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
        _exit(ExitStatus.interrupted.rawValue)
    }
}

extension AuditError {
    /// Every case exits 2: the run could not do what was asked.
    var exitStatus: ExitStatus { .error }
}
