import Foundation

/// A text file split into lines, with what is needed to write it back unchanged: its byte-order mark,
/// each line's ending and the final newline.
///
/// Refuses what is not a line-oriented UTF-8 text file (a NUL byte, invalid UTF-8, a CR that is not
/// part of a CRLF, an overlong line) with an `InputError` naming the file and line.
public struct TextLines: Sendable {
    public struct Line: Sendable, Equatable {
        /// 1-based line number.
        public let number: Int
        /// The line's text without its line ending (and without the BOM on line 1).
        public let text: String
        /// The line's own ending: `"\n"`, `"\r\n"`, or `""` for a last line without one.
        public let ending: String
    }

    /// The longest line accepted, in bytes; a mapping line holds one identifier and a comment.
    public static let maximumLineLength = 65_536

    /// `CharacterSet.whitespaces`, which is costly to fetch each time.
    static let whitespace = CharacterSet.whitespaces

    public let path: String
    public let lines: [Line]
    public let hasByteOrderMark: Bool
    /// The ending a new line takes: the first line's (`"\r\n"` when it is CRLF), else `"\n"`.
    public let lineEnding: String
    public let endsWithNewline: Bool
    /// The bytes as read, to detect a change on disk before writing.
    public let data: Data

    /// Reads and splits the file at `path`; lines longer than `maximumLineLength` bytes (nil: no limit) are
    /// refused as not a mapping file.
    public init(path: String, maximumLineLength: Int? = Self.maximumLineLength) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError(path: path, line: nil, message: "no such file or directory")
        }
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
            throw InputError(path: path, line: nil, message: isDirectory.boolValue ? "is a directory" : "cannot read file")
        }
        try self.init(path: path, data: data, maximumLineLength: maximumLineLength)
    }

    /// Splits `data`, naming `path` in errors.
    public init(path: String, data: Data, maximumLineLength: Int? = Self.maximumLineLength) throws {
        self.path = path
        self.data = data
        var lines: [Line] = []
        var bom = false
        var crlf: Bool?
        var endsWithNewline = false
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            let bytes = buffer.bindMemory(to: UInt8.self)
            var start = 0
            if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
                bom = true
                start = 3
            }
            var number = 0
            while start < bytes.count {
                number += 1
                var end = start
                while end < bytes.count && bytes[end] != 0x0A {
                    if bytes[end] <= 0x0D {
                        if bytes[end] == 0 {
                            throw InputError(path: path, line: number, message: "contains a NUL byte: not a text file")
                        }
                        // A CR is only accepted as the first half of a CRLF: a classic Mac file would otherwise
                        // read as one long line, and a stray CR hides text on a terminal.
                        if bytes[end] == 0x0D && (end + 1 == bytes.count || bytes[end + 1] != 0x0A) {
                            throw InputError(path: path, line: number, message: "lone CR line endings are not supported")
                        }
                    }
                    end += 1
                }
                endsWithNewline = end < bytes.count
                var contentEnd = end
                if endsWithNewline && contentEnd > start && bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
                if endsWithNewline && crlf == nil { crlf = contentEnd < end }
                if let maximumLineLength, contentEnd - start > maximumLineLength {
                    throw InputError(path: path, line: number,
                                     message: "line is \(contentEnd - start) bytes long (limit \(maximumLineLength)): not a mapping file")
                }
                guard let text = String(validating: UnsafeBufferPointer(rebasing: bytes[start..<contentEnd]), as: UTF8.self) else {
                    throw InputError(path: path, line: number, message: "line is not valid UTF-8")
                }
                let ending = !endsWithNewline ? "" : contentEnd < end ? "\r\n" : "\n"
                lines.append(Line(number: number, text: text, ending: ending))
                start = end + 1
            }
        }
        self.lines = lines
        self.hasByteOrderMark = bom
        self.lineEnding = crlf == true ? "\r\n" : "\n"
        self.endsWithNewline = endsWithNewline
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
    /// Whether `scalar` is white space around an entry: `CharacterSet.whitespaces` (space, tab and the
    /// other space separators), the one definition the parser trims and the rewriter skips.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        whitespace.contains(scalar)
    }
}

extension StringProtocol {
    /// The text without leading and trailing `TextLines.isWhitespace` scalars, as `trimmingCharacters(in: .whitespaces)`
    /// gives it, without the round trip through `NSString` that costs microseconds a line.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !TextLines.isWhitespace($0) }),
              let last = scalars.lastIndex(where: { !TextLines.isWhitespace($0) }) else { return "" }
        return String(self[first...last])
    }
}
