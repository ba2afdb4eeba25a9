/// A JSON document with keys kept in the order they were written, so reports are byte-stable.
enum JSONValue: Equatable, Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered() == rhs.rendered() }

    /// Pretty-printed with two-space indentation and a final newline.
    func rendered() -> String {
        var out = ""
        write(to: &out, indent: "")
        return out + "\n"
    }

    /// Writes the value as `rendered` does, without the final newline, its lines after the first indented by `indent`.
    func write(to out: inout some TextOutputStream, indent: String) {
        switch self {
        case .string(let text): Self.writeString(text, to: &out)
        case .int(let number): out.write(String(number))
        case .bool(let flag): out.write(flag ? "true" : "false")
        case .null: out.write("null")
        case .array(let items):
            guard !items.isEmpty else { out.write("[]"); return }
            if items.allSatisfy(\.isScalar) {
                out.write("[")
                for (index, item) in items.enumerated() {
                    if index > 0 { out.write(", ") }
                    item.write(to: &out, indent: indent)
                }
                out.write("]")
                return
            }
            Self.writeItems(items.count, to: &out, indent: indent) { items[$0].write(to: &$1, indent: $2) }
        case .object(let members):
            Self.writeMembers(members.count, to: &out, indent: indent) { index, out, inner in
                Self.writeString(members[index].0, to: &out)
                out.write(": ")
                members[index].1.write(to: &out, indent: inner)
            }
        }
    }

    /// Writes an array of `count` objects or arrays, one a line, each written by `item(index, out, indent)`: the bytes
    /// of `.array(...)`, without holding the items (a report's findings) as one value. Not for scalars, which
    /// `.array` puts on one line.
    static func writeItems<Out: TextOutputStream>(_ count: Int, to out: inout Out, indent: String,
                                                  item: (Int, inout Out, String) -> Void) {
        writeLines(count, between: ("[", "]"), to: &out, indent: indent, line: item)
    }

    /// Writes an object of `count` members, each written (`"key": value`) by `member(index, out, indent)`.
    static func writeMembers<Out: TextOutputStream>(_ count: Int, to out: inout Out, indent: String,
                                                    member: (Int, inout Out, String) -> Void) {
        writeLines(count, between: ("{", "}"), to: &out, indent: indent, line: member)
    }

    /// `count` elements between the brackets, one a line indented one level deeper than `indent`, separated by
    /// commas; the brackets alone when there are none.
    private static func writeLines<Out: TextOutputStream>(_ count: Int, between brackets: (open: String, close: String),
                                                          to out: inout Out, indent: String, line: (Int, inout Out, String) -> Void) {
        guard count > 0 else { out.write(brackets.open + brackets.close); return }
        out.write(brackets.open + "\n")
        let inner = indent + "  "
        for index in 0..<count {
            out.write(inner)
            line(index, &out, inner)
            out.write(index < count - 1 ? ",\n" : "\n")
        }
        out.write(indent)
        out.write(brackets.close)
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    /// Appends `text` quoted, escaping `"`, `\` and control characters; the text between escapes is appended whole.
    static func writeString(_ text: String, to out: inout some TextOutputStream) {
        out.write("\"")
        var start = text.utf8.startIndex
        for index in text.utf8.indices {
            let byte = text.utf8[index]
            guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 else { continue }
            out.write(String(text[start..<index]))
            switch byte {
            case UInt8(ascii: "\""): out.write("\\\"")
            case UInt8(ascii: "\\"): out.write("\\\\")
            case UInt8(ascii: "\n"): out.write("\\n")
            case UInt8(ascii: "\r"): out.write("\\r")
            case UInt8(ascii: "\t"): out.write("\\t")
            default:
                let hex = String(byte, radix: 16)
                out.write("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            }
            start = text.utf8.index(after: index)
        }
        out.write(start == text.utf8.startIndex ? text : String(text[start...]))
        out.write("\"")
    }
}

extension ReportBytes {
    /// Appends `text` quoted as `JSONValue.writeString` writes it: `"`, `\` and control characters escaped.
    mutating func appendQuoted(_ text: String) {
        append(byte: UInt8(ascii: "\""))
        appendEscaped(text)
        append(byte: UInt8(ascii: "\""))
    }

    /// Appends `text` escaped as `appendQuoted` does, without the quotes: a string written in parts.
    mutating func appendEscaped(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ appendEscaped($0) }) == nil {
            var copy = text
            copy.withUTF8 { appendEscaped($0) }
        }
    }

    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var start = 0
        for index in 0..<utf8.count {
            let byte = utf8[index]
            guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 else { continue }
            append(UnsafeBufferPointer(rebasing: utf8[start..<index]))
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case UInt8(ascii: "\n"): append("\\n")
            case UInt8(ascii: "\r"): append("\\r")
            case UInt8(ascii: "\t"): append("\\t")
            default:
                // A control character: `\u00` and two lower-case hex digits.
                let low = byte & 0xF
                append("\\u00")
                append(byte: UInt8(ascii: "0") + (byte >> 4))
                append(byte: low < 10 ? UInt8(ascii: "0") + low : UInt8(ascii: "a") + low - 10)
            }
            start = index + 1
        }
        append(UnsafeBufferPointer(rebasing: utf8[start...]))
    }
}
