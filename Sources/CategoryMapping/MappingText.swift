/// A mapping file's bytes split into lines, with what is needed to write it back unchanged: the
/// byte-order mark and each line's own ending.
///
/// Accepts UTF-8 text with LF or CRLF line endings (a byte-order mark is tolerated) and refuses the
/// rest with a `MappingError` naming the line: a NUL byte, invalid UTF-8, a line over
/// `maximumLineLength` bytes, a CR not followed by LF.
public struct MappingText: Sendable {
    /// How a line ends.
    public enum LineEnding: String, Sendable {
        case lf = "\n"
        case crlf = "\r\n"
        /// The last line of a file without a final newline.
        case none = ""
    }

    public struct Line: Sendable, Equatable {
        /// 1-based line number.
        public let number: Int
        /// The line's text without its ending (and without the byte-order mark on line 1).
        public let text: String
        public let ending: LineEnding

        public init(number: Int, text: String, ending: LineEnding) {
            self.number = number
            self.text = text
            self.ending = ending
        }
    }

    /// The longest line accepted, in bytes; a mapping line holds one identifier and a comment.
    public static let maximumLineLength = 65_536

    public let lines: [Line]
    public let hasByteOrderMark: Bool

    /// The ending of the first line that has one; nil when no line ends (an empty or one-line file).
    public var firstLineEnding: LineEnding? {
        lines.first(where: { $0.ending != .none })?.ending
    }

    /// Whether the last line ends with a newline (false for an empty file).
    public var endsWithNewline: Bool {
        lines.last.map { $0.ending != .none } ?? false
    }

    /// Splits `bytes`, naming `path` in errors; a line over `maximumLineLength` bytes (nil: no limit) is
    /// refused as not a mapping file.
    public init(path: String, bytes: UnsafeRawBufferPointer, maximumLineLength: Int? = MappingText.maximumLineLength) throws {
        var lines: [Line] = []
        hasByteOrderMark = try Self.split(path: path, bytes: bytes, maximumLineLength: maximumLineLength) { number, text, ending in
            lines.append(Line(number: number, text: text, ending: ending))
        }
        self.lines = lines
    }

    /// Splits `bytes` as `init(path:bytes:maximumLineLength:)` does, handing each line to `line(number, text,
    /// ending)` in order, for a reader that keeps lines of its own; returns whether the bytes start with a
    /// byte-order mark.
    package static func split(path: String, bytes: UnsafeRawBufferPointer, maximumLineLength: Int? = MappingText.maximumLineLength,
                             line: (_ number: Int, _ text: String, _ ending: LineEnding) -> Void) throws -> Bool {
        let bytes = bytes.bindMemory(to: UInt8.self)
        var start = 0
        let bom = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        if bom { start = 3 }
        var number = 0
        while start < bytes.count {
            number += 1
            var end = start
            var isASCII = true
            var ending = LineEnding.none
            while end < bytes.count {
                let byte = bytes[end]
                if byte == 0x0A {
                    ending = .lf
                    break
                }
                if byte == 0x0D {
                    guard end + 1 < bytes.count, bytes[end + 1] == 0x0A else {
                        throw MappingError(path: path, line: number, reason: .loneCarriageReturn)
                    }
                    ending = .crlf
                    break
                }
                if byte == 0 { throw MappingError(path: path, line: number, reason: .nulByte) }
                if byte >= 0x80 { isASCII = false }
                end += 1
            }
            if let maximumLineLength, end - start > maximumLineLength {
                throw MappingError(path: path, line: number, reason: .lineTooLong(end - start, limit: maximumLineLength))
            }
            let content = UnsafeBufferPointer(rebasing: bytes[start..<end])
            let text = String(decoding: content, as: UTF8.self)
            // Decoding replaces invalid sequences, so valid UTF-8 is exactly what decodes to the same bytes.
            if !isASCII && !text.utf8.elementsEqual(content) {
                throw MappingError(path: path, line: number, reason: .invalidUTF8)
            }
            line(number, text, ending)
            start = end + (ending == .crlf ? 2 : 1)
        }
        return bom
    }

    /// Splits `bytes`, naming `path` in errors.
    public init(path: String, bytes: [UInt8], maximumLineLength: Int? = MappingText.maximumLineLength) throws {
        self = try bytes.withUnsafeBytes { try MappingText(path: path, bytes: $0, maximumLineLength: maximumLineLength) }
    }
}
