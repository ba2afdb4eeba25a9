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
