#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a command writes and what it knows of its terminal, so tests can run commands in-process.
///
/// Every output of a command goes through `write` and `writeError`. The process's streams are written with
/// `write(2)`; a failed write never traps: the stream stops and `finish` turns the failure into exit status 2.
struct CommandIO: @unchecked Sendable {
    var write: (String) -> Void
    var writeError: (String) -> Void
    var environment: [String: String] = [:]
    /// Whether standard output is a terminal (colour is used only then).
    var outputIsTerminal = false
    /// Whether standard input is a terminal (interactive commands need one).
    var inputIsTerminal = false
    /// Reads one line of standard input, nil at end of input.
    var readLine: () -> String? = { nil }
    /// The streams `write` and `writeError` go to, when they are descriptors.
    var streams: (output: DescriptorStream, error: DescriptorStream)?

    /// The process's own standard streams and environment. SIGPIPE is ignored from here on, so a closed
    /// pipe is a failed write (EPIPE) rather than the end of the process.
    static var process: CommandIO {
        signal(SIGPIPE, SIG_IGN)
        var io = descriptors(output: STDOUT_FILENO, error: STDERR_FILENO)
        io.environment = processEnvironment(only: readVariables)
        io.outputIsTerminal = isatty(STDOUT_FILENO) == 1
        io.inputIsTerminal = isatty(STDIN_FILENO) == 1
        io.readLine = { Swift.readLine(strippingNewline: true) }
        return io
    }

    /// The variables commands read: `NO_COLOR`, and GitHub's, which link findings to the rules' documentation.
    static let readVariables = ["NO_COLOR", "GITHUB_SERVER_URL", "GITHUB_REPOSITORY", "GITHUB_SHA"]

    /// The process's environment, read from `environ` itself: `ProcessInfo` would cost start-up time that
    /// the default audit does not have to spare. A variable set twice keeps its first value, as `getenv` does.
    /// With `names`, only those variables that are set, each read with `getenv`.
    static func processEnvironment(only names: [String]? = nil) -> [String: String] {
        #if canImport(Glibc)
        var environment: [String: String] = [:]
        if let names {
            for name in names {
                if let value = getenv(name) { environment[name] = String(cString: value) }
            }
            return environment
        }
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                let name = String(text[..<equals])
                if environment[name] == nil { environment[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return environment
        #else
        let environment = ProcessInfo.processInfo.environment
        return names.map { names in environment.filter { names.contains($0.key) } } ?? environment
        #endif
    }

    /// Writes to the descriptors `output` and `error`.
    static func descriptors(output: Int32, error: Int32) -> CommandIO {
        let streams = (output: DescriptorStream(output), error: DescriptorStream(error))
        var io = CommandIO(write: streams.output.write, writeError: streams.error.write)
        io.streams = streams
        return io
    }

    /// The exit status of a command that returned `status`: 2 when a write to standard output or error failed.
    /// A closed pipe (EPIPE) ends it silently; any other failure is said in one line on standard error, where
    /// that still works.
    func finish(_ status: Int32) -> Int32 {
        guard let streams else { return status }
        if let code = streams.output.failure {
            if code != EPIPE { streams.error.write("audit: cannot write standard output: \(errorText(code))\n") }
            return 2
        }
        return streams.error.failure == nil ? status : 2
    }

    /// Whether a write to standard output failed (always false for in-process runs without streams).
    var outputFailed: Bool { streams?.output.failure != nil }

    /// Whether text output should be coloured: on a terminal, unless `NO_COLOR` is set.
    var usesColor: Bool {
        outputIsTerminal && environment["NO_COLOR"].map(\.isEmpty) != false
    }
}

/// An output stream on a file descriptor. Writes retry interrupted and partial writes; after the first
/// failure nothing more is written, and the failure is kept.
final class DescriptorStream: @unchecked Sendable {
    let descriptor: Int32
    /// The `errno` of the first failed write.
    private(set) var failure: Int32?

    init(_ descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes `text` from its own bytes: a report of hundreds of megabytes is not copied first.
    func write(_ text: String) {
        guard failure == nil else { return }
        var text = text
        text.withUTF8 { bytes in failure = DescriptorWriter.writeAll(descriptor, UnsafeRawBufferPointer(bytes)) }
    }
}

/// What a command writes as it goes, gathered into chunks of about 64 KiB, each handed to `CommandIO.write`:
/// a report of a million findings goes out piece by piece and is never held whole.
struct BufferedOutput: TextOutputStream {
    static let chunkBytes = 1 << 16
    /// UTF-8 bytes: appending them is a copy, where appending to a string does more work per piece. A chunk
    /// ends only between two writes, so it is always whole characters.
    private var buffer: [UInt8] = []
    private let sink: (String) -> Void

    init(_ sink: @escaping (String) -> Void) {
        self.sink = sink
        buffer.reserveCapacity(Self.chunkBytes + 4096)
    }

    mutating func write(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ buffer.append(contentsOf: $0) }) == nil {
            buffer.append(contentsOf: text.utf8)
        }
        if buffer.count >= Self.chunkBytes { flush() }
    }

    /// Writes `utf8`, whole characters of UTF-8: what is gathered first, then a large run as one piece.
    mutating func write(utf8: [UInt8]) {
        guard utf8.count >= Self.chunkBytes else {
            buffer.append(contentsOf: utf8)
            if buffer.count >= Self.chunkBytes { flush() }
            return
        }
        flush()
        sink(String(decoding: utf8, as: UTF8.self))
    }

    /// Hands what is gathered to the sink.
    mutating func flush() {
        guard !buffer.isEmpty else { return }
        sink(String(decoding: buffer, as: UTF8.self))
        buffer.removeAll(keepingCapacity: true)
    }
}

extension CommandIO {
    /// Runs `body` with standard output as a stream, flushed at the end.
    func withOutput<Result>(_ body: (inout BufferedOutput) throws -> Result) rethrows -> Result {
        var output = BufferedOutput(write)
        defer { output.flush() }
        return try body(&output)
    }
}

extension CommandIO {
    /// Keeps `value` alive until the process exits, when this writes to the process's own streams: a report of a
    /// million findings takes a good share of the run to free piece by piece, and the exit frees it at once.
    /// Elsewhere (in-process runs) `value` is freed as usual.
    func keepUntilExit(_ value: Any) {
        guard streams?.output.descriptor == STDOUT_FILENO else { return }
        ProcessLifetime.kept.append(value)
    }
}

/// What `CommandIO.keepUntilExit` keeps.
private enum ProcessLifetime {
    nonisolated(unsafe) static var kept: [Any] = []
}
