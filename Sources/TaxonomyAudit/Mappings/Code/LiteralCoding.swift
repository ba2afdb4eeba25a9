/// Reading the value a string literal holds, and writing another value in the same literal's style.
extension StringLiteral {
    /// The value the literal's content stands for, decoding its escapes; nil when it cannot be read as a
    /// plain value (an unknown escape form is kept as written, as JavaScript does).
    func value(in bytes: [UInt8]) -> String? {
        let content = bytes[content]
        switch escaping {
        case .none:
            return String(decoding: content, as: UTF8.self)
        case .backslash where !content.contains(UInt8(ascii: "\\")):
            return String(decoding: content, as: UTF8.self)
        case .backslash:
            return Self.decodeEscapes(content, marker: [])
        case .swiftRaw(let hashes):
            return Self.decodeEscapes(content, marker: [UInt8](repeating: UInt8(ascii: "#"), count: hashes))
        }
    }

    /// Decodes `\` + `marker` escapes (`marker` is Swift raw strings' `#`s); other backslashes are literal
    /// when `marker` is not empty.
    private static func decodeEscapes(_ content: ArraySlice<UInt8>, marker: [UInt8]) -> String? {
        var scalars = String.UnicodeScalarView()
        var bytes = Array(content)
        var index = 0
        var pending: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: pending, as: UTF8.self).unicodeScalars)
            pending.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\"), index + 1 + marker.count <= bytes.count,
                  Array(bytes[(index + 1)..<(index + 1 + marker.count)]) == marker, index + 1 + marker.count < bytes.count else {
                pending.append(byte)
                index += 1
                continue
            }
            flush()
            index += 1 + marker.count
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "0"): scalars.append("\0")
            case UInt8(ascii: "u"), UInt8(ascii: "x"):
                var digits: [UInt8] = []
                if escape == UInt8(ascii: "u") && index < bytes.count && bytes[index] == UInt8(ascii: "{") {
                    index += 1
                    while index < bytes.count && bytes[index] != UInt8(ascii: "}") { digits.append(bytes[index]); index += 1 }
                    index += 1
                } else {
                    let count = escape == UInt8(ascii: "u") ? 4 : 2
                    while digits.count < count && index < bytes.count { digits.append(bytes[index]); index += 1 }
                }
                guard let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
                scalars.append(scalar)
            case 0x0A:
                break  // a line continuation
            default:
                pending.append(escape)
            }
        }
        flush()
        bytes.removeAll()
        return String(scalars)
    }

    /// `value` written as this literal's content: the same delimiters and escaping; nil when this style
    /// cannot hold it (a raw string that would have to contain its own delimiter, or a line break in a
    /// one-line literal).
    func encoded(_ value: String) -> String? {
        if !isTriple && (value.contains("\n") || value.contains("\r")) && escaping != .backslash { return nil }
        let quoteCharacter = closing.first.map(String.init) ?? "\""
        switch escaping {
        case .none:
            guard !value.contains(quoteCharacter) || (isTriple && !value.contains(String(repeating: quoteCharacter, count: 3))) else { return nil }
            guard interpolation == .none || !value.contains("$") else { return nil }
            return value
        case .swiftRaw:
            guard !value.contains(closing) && !value.contains("\\" + String(closing.dropFirst())) else { return nil }
            return value
        case .backslash:
            var text = ""
            for character in value {
                switch character {
                case "\\": text += "\\\\"
                case "\n": text += "\\n"
                case "\t": text += "\\t"
                case "\r": text += "\\r"
                case "$" where interpolation == .dollar || interpolation == .template: text += "\\$"
                case "{" where interpolation == .braces: text += "{{"
                case "}" where interpolation == .braces: text += "}}"
                default:
                    if String(character) == quoteCharacter { text += "\\" + quoteCharacter } else { text.append(character) }
                }
            }
            return text
        }
    }
}
