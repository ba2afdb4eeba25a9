import CategoryMapping
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A text file split into lines, with what is needed to write it back unchanged: its byte-order mark,
/// each line's ending and the final newline.
///
/// Refuses what is not a line-oriented UTF-8 text file (a NUL byte, invalid UTF-8, a CR that is not
/// part of a CRLF, an overlong line) with an `AuditError` naming the file and line.
struct TextLines: Sendable {
    struct Line: Sendable, Equatable {
        /// 1-based line number.
        let number: Int
        /// The line's text without its line ending (and without the BOM on line 1).
        let text: String
        let lineEnding: MappingText.LineEnding

        /// The line's own ending: `"\n"`, `"\r\n"`, or `""` for a last line without one.
        var ending: String { lineEnding.rawValue }
    }

    /// Files of at least this many bytes count their lines before splitting them.
    static let bytesForCountedLines = 1 << 16

    /// The longest line accepted, in bytes; a mapping line holds one identifier and a comment.
    static let maximumLineLength = 65_536

    let path: String
    let lines: [Line]
    let hasByteOrderMark: Bool
    /// The ending a new line takes: the first line's (`"\r\n"` when it is CRLF), else `"\n"`.
    let lineEnding: String
    let endsWithNewline: Bool
    /// The bytes as read, to detect a change on disk before writing.
    let data: Data

    /// Reads and splits the file at `path`; lines longer than `maximumLineLength` bytes (nil: no limit) are
    /// refused as not a mapping file.
    init(path: String, maximumLineLength: Int? = Self.maximumLineLength) throws {
        try self.init(path: path, data: Self.contents(ofFile: path), maximumLineLength: maximumLineLength)
    }

    /// The bytes of the file at `path`; an input error when it is missing, a directory or unreadable.
    static func contents(ofFile path: String) throws -> Data {
        guard let type = FileType(path) else {
            throw AuditError.input(path: path, line: nil, message: "no such file or directory")
        }
        guard type != .directory, let data = FileManager.default.contents(atPath: path) else {
            throw AuditError.input(path: path, line: nil, message: type == .directory ? "is a directory" : "cannot read file")
        }
        return data
    }

    /// Splits `data`, naming `path` in errors, with the grammar's own splitter (`MappingText`), so the
    /// linter and the app library read a file alike.
    init(path: String, data: Data, maximumLineLength: Int? = Self.maximumLineLength) throws {
        // Each line is kept as it is split, and a long file's into room for them all: a million lines are neither
        // held twice nor moved as the list grows.
        var lines: [Line] = []
        if data.count >= Self.bytesForCountedLines {
            lines.reserveCapacity(data.withUnsafeBytes { bytes in bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) } })
        }
        var firstEnding: MappingText.LineEnding?
        do {
            hasByteOrderMark = try data.withUnsafeBytes { bytes in
                try MappingText.split(path: path, bytes: bytes, maximumLineLength: maximumLineLength) { number, text, ending in
                    if firstEnding == nil, ending != .none { firstEnding = ending }
                    lines.append(Line(number: number, text: text, lineEnding: ending))
                }
            }
        } catch let error as MappingError {
            throw AuditError.input(path: path, line: error.line, message: error.message)
        }
        self.path = path
        self.data = data
        self.lines = lines
        self.lineEnding = firstEnding == .crlf ? "\r\n" : "\n"
        self.endsWithNewline = lines.last.map { $0.lineEnding != .none } ?? false
    }
}

extension TextLines.Line {
    /// Where the `#` that starts a comment is, or the end of the text.
    var commentStart: String.Index {
        // Most lines have no comment, which a byte search shows far faster than comparing characters.
        text.utf8.contains(UInt8(ascii: "#")) ? text.firstIndex(of: "#") ?? text.endIndex : text.endIndex
    }
}

extension TextLines {
    /// Whether `scalar` is white space around an entry: the grammar's one definition
    /// (`MappingLine.isWhitespace`), which the parser trims and the rewriter skips.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        MappingLine.isWhitespace(scalar)
    }
}

extension StringProtocol {
    /// The text without leading and trailing `TextLines.isWhitespace` scalars, as `trimmingCharacters(in: .whitespaces)`
    /// gives it, without the round trip through `NSString` that costs microseconds a line.
    func trimmingWhitespace() -> String {
        trimming(where: TextLines.isWhitespace)
    }
}
