/// Text from the inputs in XML output (JUnit reports, the coverage picture).
enum XMLText {
    /// `text` as XML 1.0 character data or attribute value: markup characters and line breaks as references,
    /// characters XML cannot hold (other control characters) as U+FFFD.
    static func escaped(_ text: String) -> String {
        // Most text needs nothing; a byte scan says so (0xEF leads U+FFFE and U+FFFF).
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0xEF || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<")
            || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            case let scalar where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
