/// A JSON document with keys kept in the order they were written, so reports are byte-stable.
public indirect enum JSONValue: Equatable, Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered() == rhs.rendered() }

    /// Pretty-printed with two-space indentation and a final newline.
    public func rendered() -> String {
        var out = ""
        write(to: &out, indent: "")
        return out + "\n"
    }

    private func write(to out: inout String, indent: String) {
        switch self {
        case .string(let text): Self.writeString(text, to: &out)
        case .int(let number): out += String(number)
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            if items.allSatisfy(\.isScalar) {
                out += "["
                for (index, item) in items.enumerated() {
                    if index > 0 { out += ", " }
                    item.write(to: &out, indent: indent)
                }
                out += "]"
                return
            }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += indent + "  "
                item.write(to: &out, indent: indent + "  ")
                out += index < items.count - 1 ? ",\n" : "\n"
            }
            out += indent + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (index, (key, value)) in members.enumerated() {
                out += indent + "  "
                Self.writeString(key, to: &out)
                out += ": "
                value.write(to: &out, indent: indent + "  ")
                out += index < members.count - 1 ? ",\n" : "\n"
            }
            out += indent + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    /// Appends `text` quoted, escaping `"`, `\` and control characters; the text between escapes is appended whole.
    private static func writeString(_ text: String, to out: inout String) {
        out += "\""
        var start = text.utf8.startIndex
        for index in text.utf8.indices {
            let byte = text.utf8[index]
            guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 else { continue }
            out += text[start..<index]
            switch byte {
            case UInt8(ascii: "\""): out += "\\\""
            case UInt8(ascii: "\\"): out += "\\\\"
            case UInt8(ascii: "\n"): out += "\\n"
            case UInt8(ascii: "\r"): out += "\\r"
            case UInt8(ascii: "\t"): out += "\\t"
            default:
                let hex = String(byte, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
            start = text.utf8.index(after: index)
        }
        out += text[start...]
        out += "\""
    }
}
