#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Compact JSON (no whitespace) for the language server's messages, written as Foundation's
/// `JSONSerialization` wrote them with `[.sortedKeys, .withoutEscapingSlashes]`: object keys in order
/// ignoring ASCII case, `/` unescaped, `\b \f \n \r \t` and `\u00xx` for the other control characters,
/// whole doubles without `.0`.
enum CompactJSONWriter {
    /// A value of a type JSON has no form for, or a number that is not finite.
    struct UnsupportedValue: Error, CustomStringConvertible {
        let description: String
    }

    /// `value` written: a `JSONInput`, `JSONFragment`, `String`, `Bool`, `Int`, `Double`, `[Any]` or `[String: Any]` of them.
    static func data(_ value: Any) throws(UnsupportedValue) -> Data {
        var out: [UInt8] = []
        try write(value, to: &out)
        return Data(out)
    }

    /// Whether key `a` sorts before `b`: byte by byte with ASCII letters compared without case (so `text_`
    /// comes before `textDocument`, as in `JSONSerialization`), ties broken by the bytes themselves.
    static func precedes(_ a: String, _ b: String) -> Bool {
        func folded(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }
        for (x, y) in zip(a.utf8, b.utf8) where folded(x) != folded(y) { return folded(x) < folded(y) }
        if a.utf8.count != b.utf8.count { return a.utf8.count < b.utf8.count }
        return a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    private static func write(_ value: Any, to out: inout [UInt8]) throws(UnsupportedValue) {
        switch value {
        case let input as JSONInput: try write(input, to: &out)
        case let fragment as JSONFragment: out.append(contentsOf: fragment.text.utf8)
        case let text as String: writeString(text, to: &out)
        case let flag as Bool: out.append(contentsOf: (flag ? "true" : "false").utf8)
        case let number as Int: out.append(contentsOf: String(number).utf8)
        case let number as Double: try writeNumber(number, to: &out)
        case let members as [String: Any]:
            out.append(UInt8(ascii: "{"))
            for (index, key) in members.keys.sorted(by: precedes).enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                // Present: the key came from `members`.
                try write(members[key] ?? JSONInput.null, to: &out)
            }
            out.append(UInt8(ascii: "}"))
        case let items as [Any]:
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                try write(item, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        default:
            throw UnsupportedValue(description: "a value of type \(type(of: value)) has no JSON form")
        }
    }

    private static func write(_ input: JSONInput, to out: inout [UInt8]) throws(UnsupportedValue) {
        switch input {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let flag): try write(flag, to: &out)
        case .integer(let number): out.append(contentsOf: String(number).utf8)
        case .number(let number): try writeNumber(number, to: &out)
        case .string(let text): writeString(text, to: &out)
        case .array(let items): try write(items.map { $0 as Any }, to: &out)
        case .object(let members): try write(members.mapValues { $0 as Any }, to: &out)
        }
    }

    /// A double as its shortest decimal form, without the `.0` of a whole number (`1`, `1.5`, `1e+20`, `-0`).
    private static func writeNumber(_ number: Double, to out: inout [UInt8]) throws(UnsupportedValue) {
        guard number.isFinite else { throw UnsupportedValue(description: "the number \(number) has no JSON form") }
        var text = number.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        out.append(contentsOf: text.utf8)
    }

    private static func writeString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: #"\\"#.utf8)
            case 0x08: out.append(contentsOf: #"\b"#.utf8)
            case 0x0C: out.append(contentsOf: #"\f"#.utf8)
            case 0x0A: out.append(contentsOf: #"\n"#.utf8)
            case 0x0D: out.append(contentsOf: #"\r"#.utf8)
            case 0x09: out.append(contentsOf: #"\t"#.utf8)
            case 0..<0x20:
                let low = byte & 0xF
                out.append(contentsOf: "\\u00".utf8)
                out.append(UInt8(ascii: "0") + (byte >> 4))
                out.append(low < 10 ? UInt8(ascii: "0") + low : UInt8(ascii: "a") + low - 10)
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

/// JSON text written as it is: a number in the digits it came in (a language server id beyond a double's precision).
struct JSONFragment {
    let text: String
}
