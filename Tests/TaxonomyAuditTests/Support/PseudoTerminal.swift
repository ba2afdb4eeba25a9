import Foundation
#if canImport(Glibc)
import Glibc
import TestSupport
#endif

/// Runs the built `audit` binary on a real pseudo-terminal (`forkpty`), as a person at a terminal would: the
/// program sees a terminal on its standard streams and as its controlling terminal, so Ctrl-C reaches it
/// as SIGINT and Ctrl-D ends its input.
final class PseudoTerminal {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let master: Int32
    private let pid: pid_t
    /// Everything the program wrote (and the terminal echoed), carriage returns removed.
    private var output: [UInt8] = []
    /// How much of the output `nextPrompt` and `expect` have consumed.
    private var consumed = 0
    private var ended = false

    var transcript: String { String(decoding: output, as: UTF8.self) }

    /// Starts `audit arguments` in `directory`; with `standardOutput`, its standard output is that file
    /// (opened for writing) instead of the terminal.
    init(_ arguments: [String], in directory: URL, environment: [String: String] = ["NO_COLOR": "1"],
         standardOutput: String? = nil) throws {
        let audit = TestSupport.productsDirectory.appendingPathComponent("audit").path
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        env["TERM"] = "dumb"
        // Everything the child needs is prepared before the fork: after it, the child only calls open,
        // dup2, chdir, execve and _exit, which are safe in a copy of a multithreaded process.
        guard let cPath = strdup(audit), let cDirectory = strdup(directory.path) else { throw Failure(description: "out of memory") }
        let cArguments = ([audit] + arguments).map { strdup($0) } + [nil]
        let cEnvironment = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        let cOutput = standardOutput.flatMap { strdup($0) }
        defer { ([cPath, cDirectory, cOutput] + cArguments + cEnvironment).forEach { free($0) } }
        var master: Int32 = 0
        let pid = forkpty(&master, nil, nil, nil)
        if pid == 0 {
            if let cOutput {
                let output = open(cOutput, O_WRONLY)
                guard output >= 0, dup2(output, STDOUT_FILENO) >= 0 else { _exit(127) }
            }
            if chdir(cDirectory) == 0 { execve(cPath, cArguments, cEnvironment) }
            _exit(127)
        }
        guard pid > 0 else { throw Failure(description: "forkpty failed: \(errno)") }
        self.master = master
        self.pid = pid
    }

    deinit {
        if !ended { kill(pid, SIGKILL); _ = waitpid(pid, nil, 0) }
        close(master)
    }

    /// Types `text` (a line needs its "\n"; "\u{03}" is Ctrl-C, "\u{04}" Ctrl-D).
    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// The output up to and including the next question (a line ending in `?] `), or nil when the
    /// program ended first.
    func nextPrompt(timeout: TimeInterval = 20) throws -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let end = find("?] ") {
                defer { consumed = end }
                return String(decoding: output[consumed..<end], as: UTF8.self)
            }
            if !(try readMore(until: deadline)) { return nil }
        }
    }

    /// Reads until `text` appears after what `nextPrompt` consumed.
    func expect(_ text: String, timeout: TimeInterval = 20) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while find(text) == nil {
            guard try readMore(until: deadline) else { throw Failure(description: "ended without \"\(text)\":\n\(transcript)") }
        }
        consumed = find(text)!
    }

    /// Reads the rest of the output and waits for the program; its exit status, or 128 + signal.
    func finish(timeout: TimeInterval = 20) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while try readMore(until: deadline) {}
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
        ended = true
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// Appends what is available to the transcript; false at the end of the output.
    private func readMore(until deadline: Date) throws -> Bool {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let wait = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
        let ready = poll(&descriptor, 1, wait)
        if ready == 0 { throw Failure(description: "timed out; output so far:\n\(transcript)") }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &buffer, buffer.count)
        guard count > 0 else { return false }  // EIO: the program closed the terminal
        output += buffer[..<count].filter { $0 != UInt8(ascii: "\r") }
        return true
    }

    /// Where `text` ends in the unconsumed output.
    private func find(_ text: String) -> Int? {
        let needle = Array(text.utf8)
        guard output.count - consumed >= needle.count else { return nil }
        for start in consumed...(output.count - needle.count) where output[start..<(start + needle.count)].elementsEqual(needle) {
            return start + needle.count
        }
        return nil
    }
}
