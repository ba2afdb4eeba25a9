/// A mapping file that cannot be read or does not parse, with the file and line at fault.
public struct MappingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Equatable, Sendable {
        case noSuchFile
        case isDirectory
        case unreadable
        /// A capture file that cannot be opened for appending (or is not a regular file).
        case cannotAppend
        case notADirectory
        case cannotListDirectory
        case noMappingFiles
        case nulByte
        case invalidUTF8
        /// A line longer than the limit (`MappingText.maximumLineLength` for mapping files), in bytes.
        case lineTooLong(Int, limit: Int)
        /// A CR that is not followed by LF: classic Mac line endings, which are not supported.
        case loneCarriageReturn
        /// `!` with nothing after it.
        case emptyExclusion
        /// `# audit:ignore` without a rule.
        case emptySuppression
    }

    /// The file at fault, as the caller named it.
    public let path: String
    /// The 1-based line, when the fault is on one.
    public let line: Int?
    public let reason: Reason

    public init(path: String, line: Int?, reason: Reason) {
        self.path = path
        self.line = line
        self.reason = reason
    }

    /// The message without the location, as the linter prints it after `path:line: `.
    public var message: String {
        switch reason {
        case .noSuchFile: return "no such file or directory"
        case .isDirectory: return "is a directory"
        case .unreadable: return "cannot read file"
        case .cannotAppend: return "cannot open for appending (not a regular file, or no permission)"
        case .notADirectory: return "is not a directory"
        case .cannotListDirectory: return "cannot list directory"
        case .noMappingFiles: return "directory has no mapping files (*.txt)"
        case .nulByte: return "contains a NUL byte: not a text file"
        case .invalidUTF8: return "line is not valid UTF-8"
        case .lineTooLong(let length, let limit):
            return "line is \(length) bytes long (limit \(limit)): not a mapping file"
        case .loneCarriageReturn: return "lone CR line endings are not supported"
        case .emptyExclusion: return "expected an identifier after `!`"
        case .emptySuppression: return "`audit:ignore` needs a rule"
        }
    }

    /// `path:line: message`, or `path: message` when no line is at fault.
    public var description: String {
        line.map { "\(path):\($0): \(message)" } ?? "\(path): \(message)"
    }
}
