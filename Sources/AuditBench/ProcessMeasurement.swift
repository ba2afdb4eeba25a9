import Foundation

/// One whole-process run of a command.
package struct RunMeasurement: Sendable, Equatable {
    /// Wall time from spawn to exit.
    package let seconds: Double
    /// Peak resident set size of that process, in kilobytes.
    package let peakKilobytes: Int
    package let exitStatus: Int32
}

/// Runs a command as a child process and measures it: wall time around spawn and exit, and the peak
/// memory `wait4` reports for that very child.
///
/// Linux carries the spawning process's own peak into a child's at `exec`, so a child's peak is never
/// below its parent's: measure from a small, fresh process (see `MeasureCommand`), not from one that
/// has generated inputs.
package enum ProcessMeasurement {
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// Runs `command` (an absolute executable path and its arguments) with standard output to
    /// `outputPath` and standard error to `errorPath`.
    package static func run(_ command: [String], outputPath: String, errorPath: String) throws -> RunMeasurement {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = command.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }

        var pid: pid_t = 0
        let start = ContinuousClock.now
        let spawned = posix_spawn(&pid, command[0], &actions, nil, argv, environ)
        guard spawned == 0 else { throw Failure(description: "cannot run \(command[0]): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw Failure(description: "wait4 failed: \(String(cString: strerror(errno)))") }
        }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        // WIFEXITED / WEXITSTATUS, which Swift does not import; a signal shows as 128 + its number.
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F
        return RunMeasurement(seconds: seconds, peakKilobytes: usage.ru_maxrss, exitStatus: exitStatus)
    }

    /// This process's own peak resident set size in kilobytes (`VmHWM`): what a child spawned now inherits.
    /// Unlike `getrusage`, it leaves out the peak this process itself inherited from its parent.
    package static var ownPeakKilobytes: Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        return Machine.field("VmHWM", in: status).flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
    }
}
