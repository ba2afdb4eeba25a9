import Foundation

/// Where a command writes and what it knows of its terminal, so tests can run commands in-process.
public struct CommandIO: @unchecked Sendable {
    public var write: (String) -> Void
    public var writeError: (String) -> Void
    public var environment: [String: String]
    /// Whether standard output is a terminal (colour is used only then).
    public var outputIsTerminal: Bool
    /// Whether standard input is a terminal (interactive commands need one).
    public var inputIsTerminal: Bool
    /// Reads one line of standard input, nil at end of input.
    public var readLine: () -> String?

    public init(write: @escaping (String) -> Void, writeError: @escaping (String) -> Void, environment: [String: String] = [:],
                outputIsTerminal: Bool = false, inputIsTerminal: Bool = false, readLine: @escaping () -> String? = { nil }) {
        self.write = write
        self.writeError = writeError
        self.environment = environment
        self.outputIsTerminal = outputIsTerminal
        self.inputIsTerminal = inputIsTerminal
        self.readLine = readLine
    }

    /// The process's own standard streams and environment.
    public static var process: CommandIO {
        CommandIO(
            write: { text in
                // Written from the string's own bytes: a report of hundreds of megabytes is not copied first.
                var text = text
                text.withUTF8 { bytes in
                    guard let base = bytes.baseAddress else { return }
                    FileHandle.standardOutput.write(Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count, deallocator: .none))
                }
            },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) },
            environment: ProcessInfo.processInfo.environment,
            outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            inputIsTerminal: isatty(STDIN_FILENO) == 1,
            readLine: { Swift.readLine(strippingNewline: true) }
        )
    }

    /// Whether text output should be coloured: on a terminal, unless `NO_COLOR` is set.
    public var usesColor: Bool {
        outputIsTerminal && environment["NO_COLOR"].map(\.isEmpty) != false
    }
}
