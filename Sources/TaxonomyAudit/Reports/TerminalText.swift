import CategoryMapping

/// How text from the inputs (entries, file names, categories, rule names, refs, error messages) is shown
/// on a terminal or in a CI log: no character of it can move the cursor, recolour, retitle or clear the
/// screen, overwrite a line or start a new one.
///
/// Escaped are the C0 controls, DEL, the C1 controls, the line and paragraph separators and the
/// bidirectional controls: `\n`, `\r` and `\t` by name, other C0 controls and DEL as `\x1b`, the others as
/// `\u{85}` (lower-case hex). Everything else, a backslash included, is shown as is, so the escapes are
/// for reading, not for parsing back.
enum TerminalText {
    /// `text` with every character that could act on a terminal escaped.
    static func escaped(_ text: String) -> String {
        // Most text holds none of them; a byte scan says so without touching scalars. A lead byte of a
        // C1 control (0xC2), of U+061C (0xD8) or of the separators and bidirectional controls (0xE2) sends
        // the text to the exact check.
        let suspect = { (byte: UInt8) in byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2 }
        guard text.utf8.withContiguousStorageIfAvailable({ $0.contains(where: suspect) }) ?? text.utf8.contains(where: suspect) else {
            return text
        }
        return TextEscaping.replacing(text, shown)
    }

    /// How `scalar` is shown when it could act on a terminal (`\n`, `\x1b`, `\u{202e}`); nil when it is
    /// shown as it is. Every other escaper that ends on a terminal (the workflow commands of
    /// `--format github`) falls back on it.
    static func shown(_ scalar: Unicode.Scalar) -> String? {
        guard needsEscape(scalar) else { return nil }
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case _ where scalar.value < 0x80: return "\\x" + hex(scalar.value, width: 2)
        default: return "\\u{" + hex(scalar.value, width: 1) + "}"
        }
    }

    /// `text` escaped, to begin a line: a leading `::` (which a GitHub Actions runner would take for a
    /// workflow command) shows its first colon as `\x3a`.
    static func lineStart(_ text: String) -> String {
        let shown = escaped(text)
        return shown.hasPrefix("::") ? "\\x3a" + shown.dropFirst() : shown
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    private static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
