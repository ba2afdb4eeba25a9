#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A JSON value as `JSONReader` reads it. A number is a double, as in JSON's own model, unless it is written
/// as a whole number that fits in an `Int` (`1`, an LSP id, `"change": 1`): that one is kept exactly.
enum JSONInput: Equatable {
    case null
    case bool(Bool)
    /// A number written without a fraction or an exponent that fits in an `Int`.
    case integer(Int)
    /// Any other number.
    case number(Double)
    case string(String)
    case array([JSONInput])
    /// A key written twice keeps its last value.
    case object([String: JSONInput])

    /// Equal values; numbers are equal by value, however written (`1`, `1.0`, `1e0`).
    static func == (lhs: JSONInput, rhs: JSONInput) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.integer(a), .integer(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.integer(a), .number(b)), let (.number(b), .integer(a)): return Int(exactly: b) == a
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)): return a == b
        default: return false
        }
    }

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The value of a number; nil for anything else (`true` is not a number).
    var number: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .number(let value): return value
        default: return nil
        }
    }

    var array: [JSONInput]? {
        if case .array(let items) = self { return items }
        return nil
    }

    var object: [String: JSONInput]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The value as plain Swift values for code that reads `Any`: `String`, `Bool`, `Int` for a whole number
    /// (else `Double`), `[Any]`, `[String: Any]`, and `JSONInput.null` for null.
    var plain: Any {
        switch self {
        case .null: return JSONInput.null
        case .bool(let flag): return flag
        case .integer(let value): return value
        case .number(let value): return Int(exactly: value).map { $0 as Any } ?? value
        case .string(let text): return text
        case .array(let items): return items.map(\.plain)
        case .object(let members): return members.mapValues(\.plain)
        }
    }
}

/// A JSON value with the byte ranges it was written at, for readers that report positions and edit the text
/// (the JSON list reader). A string's range includes its quotes; each array element and object member keeps the
/// range of the comma after it; an object keeps its members in order, a repeated key included.
indirect enum JSONNode {
    case string(String, range: Range<Int>)
    case array([Element], range: Range<Int>)
    case object([Member], range: Range<Int>)
    /// A number, `true`, `false` or `null`.
    case scalar(JSONInput, range: Range<Int>)

    struct Element {
        let node: JSONNode
        let comma: Range<Int>?
    }

    struct Member {
        let key: String
        let keyRange: Range<Int>
        let value: JSONNode
        let comma: Range<Int>?
    }

    var range: Range<Int> {
        switch self {
        case .string(_, let range), .array(_, let range), .object(_, let range), .scalar(_, let range): return range
        }
    }

    /// The value without positions; of a key written twice the last value is kept.
    var input: JSONInput {
        switch self {
        case .string(let text, _): return .string(text)
        case .scalar(let value, _): return value
        case .array(let elements, _): return .array(elements.map(\.node.input))
        case .object(let members, _):
            var values: [String: JSONInput] = [:]
            for member in members { values[member.key] = member.value.input }
            return .object(values)
        }
    }
}

/// Why a JSON text could not be read, and where: 1-based line and column (in code points).
struct JSONReadError: Error, Equatable, CustomStringConvertible {
    let problem: String
    let line: Int
    let column: Int
    /// The byte offset the line and column stand for (not compared: the position is the line and column).
    var offset = 0

    static func == (lhs: JSONReadError, rhs: JSONReadError) -> Bool {
        lhs.problem == rhs.problem && lhs.line == rhs.line && lhs.column == rhs.column
    }

    var description: String { "\(problem) at line \(line), column \(column)" }
}

/// A strict RFC 8259 reader: no comments, no trailing commas, no lone surrogate escapes, no numbers beyond
/// a double's range. Whitespace may surround the value; a UTF-8 byte order mark before it is skipped. Nesting
/// is limited to `maximumDepth`, so hostile input cannot exhaust the stack; time is linear in the input.
enum JSONReader {
    static let maximumDepth = 512

    /// The value `bytes` hold. With `containerOnly`, a top-level scalar (`"text"`, `1`) is an error. With
    /// `replacingLoneSurrogates`, a lone surrogate escape is read as U+FFFD instead (RFC 8259's grammar allows it).
    static func read(_ bytes: some Sequence<UInt8>, containerOnly: Bool = false,
                     replacingLoneSurrogates: Bool = false) throws(JSONReadError) -> JSONInput {
        try node(bytes, containerOnly: containerOnly, replacingLoneSurrogates: replacingLoneSurrogates).input
    }

    /// The value `bytes` hold, with where each part of it was written.
    static func node(_ bytes: some Sequence<UInt8>, containerOnly: Bool = false,
                     replacingLoneSurrogates: Bool = false) throws(JSONReadError) -> JSONNode {
        var parser = Parser(bytes: Array(bytes))
        parser.replacesLoneSurrogates = replacingLoneSurrogates
        return try parser.document(containerOnly: containerOnly)
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        var depth = 0
        /// Where the text starts after a byte order mark.
        var start = 0
        var replacesLoneSurrogates = false

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func document(containerOnly: Bool) throws(JSONReadError) -> JSONNode {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
            index = start
            skipWhitespace()
            guard index < bytes.count else { throw failure("no JSON value: the text is empty") }
            if containerOnly, bytes[index] != UInt8(ascii: "{"), bytes[index] != UInt8(ascii: "[") {
                throw failure("the top-level value must be an object or an array")
            }
            let value = try value()
            skipWhitespace()
            guard index == bytes.count else { throw failure("\(found()) after the JSON value") }
            return value
        }

        private mutating func value() throws(JSONReadError) -> JSONNode {
            guard index < bytes.count else { throw failure("the text ends where a value was expected") }
            let begin = index
            let scalar: JSONInput
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object()
            case UInt8(ascii: "["): return try array()
            case UInt8(ascii: "\""):
                let text = try string()
                return .string(text, range: begin..<index)
            case UInt8(ascii: "t"): try literal("true"); scalar = .bool(true)
            case UInt8(ascii: "f"): try literal("false"); scalar = .bool(false)
            case UInt8(ascii: "n"): try literal("null"); scalar = .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): scalar = try number()
            default: throw failure("\(found()) where a value was expected")
            }
            return .scalar(scalar, range: begin..<index)
        }

        private mutating func array() throws(JSONReadError) -> JSONNode {
            let begin = index
            try enter()
            var elements: [JSONNode.Element] = []
            skipWhitespace()
            if peek == UInt8(ascii: "]") {
                index += 1
                depth -= 1
                return .array(elements, range: begin..<index)
            }
            while true {
                skipWhitespace()
                let node = try value()
                skipWhitespace()
                let comma = index
                if try separator(closing: "]") {
                    elements.append(JSONNode.Element(node: node, comma: nil))
                    depth -= 1
                    return .array(elements, range: begin..<index)
                }
                elements.append(JSONNode.Element(node: node, comma: comma..<(comma + 1)))
            }
        }

        private mutating func object() throws(JSONReadError) -> JSONNode {
            let begin = index
            try enter()
            var members: [JSONNode.Member] = []
            skipWhitespace()
            if peek == UInt8(ascii: "}") {
                index += 1
                depth -= 1
                return .object(members, range: begin..<index)
            }
            while true {
                skipWhitespace()
                guard peek == UInt8(ascii: "\"") else { throw failure("\(found()) where an object key (a string) was expected") }
                let keyStart = index
                let key = try string()
                let keyRange = keyStart..<index
                skipWhitespace()
                guard peek == UInt8(ascii: ":") else { throw failure("\(found()) where `:` after an object key was expected") }
                index += 1
                skipWhitespace()
                let value = try value()
                skipWhitespace()
                let comma = index
                if try separator(closing: "}") {
                    members.append(JSONNode.Member(key: key, keyRange: keyRange, value: value, comma: nil))
                    depth -= 1
                    return .object(members, range: begin..<index)
                }
                members.append(JSONNode.Member(key: key, keyRange: keyRange, value: value, comma: comma..<(comma + 1)))
            }
        }

        /// Steps into an array or object at `index`.
        private mutating func enter() throws(JSONReadError) {
            depth += 1
            guard depth <= JSONReader.maximumDepth else {
                throw failure("arrays and objects nested deeper than \(JSONReader.maximumDepth) levels")
            }
            index += 1
        }

        /// Reads the `,` or the closing bracket after an element; true at the closing bracket.
        private mutating func separator(closing: Unicode.Scalar) throws(JSONReadError) -> Bool {
            let close = UInt8(ascii: closing)
            switch peek {
            case close:
                index += 1
                return true
            case UInt8(ascii: ","):
                let comma = index
                index += 1
                skipWhitespace()
                if peek == close { throw failure(at: comma, "a trailing comma before `\(closing)`") }
                return false
            default:
                throw failure("\(found()) where `,` or `\(closing)` was expected")
            }
        }

        private mutating func literal(_ word: String) throws(JSONReadError) {
            let end = index + word.utf8.count
            guard end <= bytes.count, bytes[index..<end].elementsEqual(word.utf8) else {
                throw failure("\(found()) where a value was expected (not `\(word)`)")
            }
            index = end
        }

        private mutating func number() throws(JSONReadError) -> JSONInput {
            let begin = index
            if peek == UInt8(ascii: "-") { index += 1 }
            guard isDigit(peek) else { throw failure("\(found()) where a digit was expected after `-`") }
            if peek == UInt8(ascii: "0") {
                index += 1
                if isDigit(peek) { throw failure(at: begin, "a number with a leading zero") }
            } else {
                skipDigits()
            }
            if peek == UInt8(ascii: ".") {
                index += 1
                guard isDigit(peek) else { throw failure("\(found()) where a digit was expected after the decimal point") }
                skipDigits()
            }
            if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
                index += 1
                if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
                guard isDigit(peek) else { throw failure("\(found()) where a digit of the exponent was expected") }
                skipDigits()
            }
            let text = String(decoding: bytes[begin..<index], as: UTF8.self)
            if let whole = Int(text) { return .integer(whole) }
            guard let value = Double(text), value.isFinite else {
                throw failure(at: begin, "the number \(text.prefix(40)) is out of range")
            }
            return .number(value)
        }

        private mutating func string() throws(JSONReadError) -> String {
            let open = index
            index += 1
            var text = ""
            var run = index
            while true {
                guard index < bytes.count else { throw failure(at: open, "a string that is never closed") }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") { break }
                if byte < 0x20 { throw failure("an unescaped control character (U+\(Self.hex(UInt32(byte)))) in a string") }
                if byte == UInt8(ascii: "\\") {
                    try append(run, to: &text, string: open)
                    text.unicodeScalars.append(try escape())
                    run = index
                } else {
                    index += 1
                }
            }
            try append(run, to: &text, string: open)
            index += 1
            return text
        }

        /// Appends the bytes from `run` to `index`, which must be UTF-8.
        private func append(_ run: Int, to text: inout String, string open: Int) throws(JSONReadError) {
            guard run < index else { return }
            let part = bytes[run..<index]
            guard Self.isUTF8(part) else { throw failure(at: open, "a string that is not UTF-8") }
            text += String(decoding: part, as: UTF8.self)
        }

        /// Whether `part` is well-formed UTF-8 (`String(validating:)` is not on every platform the package supports).
        private static func isUTF8(_ part: ArraySlice<UInt8>) -> Bool {
            var decoder = UTF8()
            var iterator = part.makeIterator()
            while true {
                switch decoder.decode(&iterator) {
                case .scalarValue: continue
                case .emptyInput: return true
                case .error: return false
                }
            }
        }

        /// Reads the escape at `index` (its backslash).
        private mutating func escape() throws(JSONReadError) -> Unicode.Scalar {
            let backslash = index
            index += 1
            guard index < bytes.count else { throw failure(at: backslash, "a string that is never closed") }
            let letter = bytes[index]
            index += 1
            switch letter {
            case UInt8(ascii: "\""): return "\""
            case UInt8(ascii: "\\"): return "\\"
            case UInt8(ascii: "/"): return "/"
            case UInt8(ascii: "b"): return "\u{08}"
            case UInt8(ascii: "f"): return "\u{0C}"
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "u"): break
            default: throw failure(at: backslash, "an invalid escape `\\\(Self.shown(letter))`")
            }
            let unit = try hexQuad(escape: backslash)
            switch unit {
            case 0xD800...0xDBFF:
                guard peek == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    if replacesLoneSurrogates { return "\u{FFFD}" }
                    throw failure(at: backslash, "a lone surrogate `\\u\(Self.hex(unit))` (a high surrogate needs a low one after it)")
                }
                let second = index
                index += 2
                let low = try hexQuad(escape: second)
                guard (0xDC00...0xDFFF).contains(low) else {
                    if replacesLoneSurrogates {
                        index = second  // the next escape is read for itself
                        return "\u{FFFD}"
                    }
                    throw failure(at: backslash, "a lone surrogate `\\u\(Self.hex(unit))` (followed by `\\u\(Self.hex(low))`, not a low surrogate)")
                }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
            case 0xDC00...0xDFFF:
                if replacesLoneSurrogates { return "\u{FFFD}" }
                throw failure(at: backslash, "a lone surrogate `\\u\(Self.hex(unit))` (a low surrogate without a high one before it)")
            default:
                return Unicode.Scalar(unit) ?? "\u{FFFD}"
            }
        }

        /// The four hex digits at `index`, of the `\u` escape at `escape`.
        private mutating func hexQuad(escape: Int) throws(JSONReadError) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard index < bytes.count, let digit = Self.hexDigit(bytes[index]) else {
                    throw failure(at: escape, "a `\\u` escape without four hex digits")
                }
                value = value << 4 | digit
                index += 1
            }
            return value
        }

        private static func hexDigit(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }

        /// Four upper-case hex digits.
        private static func hex(_ value: UInt32) -> String {
            let digits = String(value, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }

        private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        private func isDigit(_ byte: UInt8?) -> Bool {
            guard let byte else { return false }
            return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }

        private mutating func skipDigits() {
            while isDigit(peek) { index += 1 }
        }

        private mutating func skipWhitespace() {
            while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
        }

        /// What is at `index`, for a message: the end of the text, a character, or a control character.
        private func found() -> String {
            guard index < bytes.count else { return "the end of the text" }
            let byte = bytes[index]
            if byte >= 0x80 {
                let scalar = String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self).unicodeScalars.first
                return scalar.map { $0 == "\u{FFFD}" ? "a byte that is not UTF-8" : "`\($0)`" } ?? "a byte that is not UTF-8"
            }
            return byte < 0x20 || byte == 0x7F ? "a control character (U+\(Self.hex(UInt32(byte))))" : "`\(Self.shown(byte))`"
        }

        private static func shown(_ byte: UInt8) -> String {
            byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "U+" + hex(UInt32(byte))
        }

        private func failure(_ problem: String) -> JSONReadError { failure(at: index, problem) }

        /// The error at byte `offset`: its line, and its column counted in code points from the line's start.
        private func failure(at offset: Int, _ problem: String) -> JSONReadError {
            let end = min(offset, bytes.count)
            var line = 1
            var lineStart = start
            for position in start..<end where bytes[position] == 0x0A {
                line += 1
                lineStart = position + 1
            }
            // A character starts at every byte but UTF-8 continuation bytes (10xxxxxx).
            let column = 1 + bytes[lineStart..<end].reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
            return JSONReadError(problem: problem, line: line, column: column, offset: end)
        }
    }
}
