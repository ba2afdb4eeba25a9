/// Text from the inputs in XML output (JUnit reports, the coverage picture).
enum XMLText {
    /// `text` as XML 1.0 character data or attribute value: markup characters and line breaks as references,
    /// characters XML cannot hold (other control characters) as U+FFFD.
    static func escaped(_ text: String) -> String {
        // Most text needs nothing; a byte scan says so (0xEF leads U+FFFE and U+FFFF).
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0xEF || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<")
            || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }) else { return text }
        // The text between replacements is appended a run at a time.
        let scalars = text.unicodeScalars
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        var start = scalars.startIndex
        for index in scalars.indices {
            let replacement: String
            switch scalars[index] {
            case "&": replacement = "&amp;"
            case "<": replacement = "&lt;"
            case ">": replacement = "&gt;"
            case "\"": replacement = "&quot;"
            case "'": replacement = "&apos;"
            case "\n": replacement = "&#10;"
            case "\r": replacement = "&#13;"
            case "\t": replacement = "&#9;"
            case let scalar where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                replacement = "\u{FFFD}"
            default: continue
            }
            out.unicodeScalars.append(contentsOf: scalars[start..<index])
            out += replacement
            start = scalars.index(after: index)
        }
        out.unicodeScalars.append(contentsOf: scalars[start...])
        return out
    }
}
