import CategoryMapping

/// Text from the inputs in XML output (JUnit reports, the coverage picture).
enum XMLText {
    /// `text` as XML 1.0 character data or attribute value: markup characters and line breaks as references,
    /// characters XML cannot hold (other control characters) as U+FFFD.
    static func escaped(_ text: String) -> String {
        // Most text needs nothing; a byte scan says so (0xEF leads U+FFFE and U+FFFF).
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0xEF || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<")
            || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }) else { return text }
        return TextEscaping.replacing(text) { scalar in
            switch scalar {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return "&quot;"
            case "'": return "&apos;"
            case "\n": return "&#10;"
            case "\r": return "&#13;"
            case "\t": return "&#9;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: return "\u{FFFD}"
            default: return nil
            }
        }
    }
}

extension ReportBytes {
    /// Appends `text` as `XMLText.escaped` gives it, byte by byte: text without markup is appended whole.
    mutating func appendXML(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ appendXML($0) }) == nil {
            var copy = text
            copy.withUTF8 { appendXML($0) }
        }
    }

    private mutating func appendXML(_ utf8: UnsafeBufferPointer<UInt8>) {
        var start = 0
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            var width = 1
            let replacement: StaticString
            switch byte {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "'"): replacement = "&apos;"
            case UInt8(ascii: "\n"): replacement = "&#10;"
            case UInt8(ascii: "\r"): replacement = "&#13;"
            case UInt8(ascii: "\t"): replacement = "&#9;"
            case ..<0x20: replacement = "\u{FFFD}"
            // U+FFFE and U+FFFF, which XML cannot hold either.
            case 0xEF where index + 2 < utf8.count && utf8[index + 1] == 0xBF && (utf8[index + 2] == 0xBE || utf8[index + 2] == 0xBF):
                replacement = "\u{FFFD}"
                width = 3
            default:
                index += 1
                continue
            }
            append(UnsafeBufferPointer(rebasing: utf8[start..<index]))
            append(replacement)
            index += width
            start = index
        }
        append(UnsafeBufferPointer(rebasing: utf8[start...]))
    }
}
