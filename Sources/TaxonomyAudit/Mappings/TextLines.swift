import Foundation

/// A text file split into lines, with what is needed to write it back unchanged: its byte-order mark,
/// line ending and final newline.
///
/// Refuses what is not a line-oriented UTF-8 text file (a NUL byte, invalid UTF-8, an overlong line)
/// with an `InputError` naming the file and line.
public struct TextLines: Sendable {
    public struct Line: Sendable, Equatable {
        /// 1-based line number.
        public let number: Int
        /// The line's text without its line ending (and without the BOM on line 1).
        public let text: String
    }

    /// The longest line accepted, in bytes; a mapping line holds one identifier and a comment.
    public static let maximumLineLength = 65_536

    /// `CharacterSet.whitespaces`, which is costly to fetch each time.
    static let whitespace = CharacterSet.whitespaces

    public let path: String
    public let lines: [Line]
    public let hasByteOrderMark: Bool
    /// `"\r\n"` when the first line ending is CRLF, else `"\n"`.
    public let lineEnding: String
    public let endsWithNewline: Bool
    /// The bytes as read, to detect a change on disk before writing.
    public let data: Data

    /// Reads and splits the file at `path`.
    public init(path: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError(path: path, line: nil, message: "no such file or directory")
        }
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
            throw InputError(path: path, line: nil, message: isDirectory.boolValue ? "is a directory" : "cannot read file")
        }
        try self.init(path: path, data: data)
    }

    /// Splits `data`, naming `path` in errors.
    public init(path: String, data: Data) throws {
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
                    if bytes[end] == 0 {
                        throw InputError(path: path, line: number, message: "contains a NUL byte: not a text file")
                    }
                    end += 1
                }
                endsWithNewline = end < bytes.count
                var contentEnd = end
                if endsWithNewline && contentEnd > start && bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
                if endsWithNewline && crlf == nil { crlf = contentEnd < end }
                if contentEnd - start > Self.maximumLineLength {
                    throw InputError(path: path, line: number,
                                     message: "line is \(contentEnd - start) bytes long (limit \(Self.maximumLineLength)): not a mapping file")
                }
                guard let text = String(validating: UnsafeBufferPointer(rebasing: bytes[start..<contentEnd]), as: UTF8.self) else {
                    throw InputError(path: path, line: number, message: "line is not valid UTF-8")
                }
                lines.append(Line(number: number, text: text))
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

extension StringProtocol {
    /// The text without leading and trailing `CharacterSet.whitespaces`, as `trimmingCharacters(in: .whitespaces)`
    /// gives it, without the round trip through `NSString` that costs microseconds a line.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        let space = TextLines.whitespace
        guard let first = scalars.firstIndex(where: { !space.contains($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !space.contains($0) })!
        return String(self[first...last])
    }
}
