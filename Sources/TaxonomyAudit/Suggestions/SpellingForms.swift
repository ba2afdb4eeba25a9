/// The spellings under which two ways of writing one identifier meet: case, separators and number.
enum SpellingForms {
    /// Lower case, with runs of spaces, hyphens, dots and underscores as one underscore.
    static func normalized(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return normalizedASCII(text) }
        var out = ""
        var pendingSeparator = false
        for character in text.lowercased() {
            if character == " " || character == "-" || character == "_" || character == "." || character == "\t" {
                pendingSeparator = !out.isEmpty
            } else {
                if pendingSeparator { out.append("_") }
                pendingSeparator = false
                out.append(character)
            }
        }
        return out
    }

    /// `normalized` for ASCII text, nearly every entry and identifier, byte by byte: there a byte is a
    /// character and lower case is A-Z → a-z.
    private static func normalizedASCII(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var pendingSeparator = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "\t"):
                pendingSeparator = !out.isEmpty
            default:
                if pendingSeparator { out.append(UInt8(ascii: "_")) }
                pendingSeparator = false
                out.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// How WordNet would write the entry: lower case, `_` for spaces, hyphens kept ("T-Shirt" → "t-shirt"),
    /// then the normalized form when it differs.
    static func lemmaForms(_ text: String) -> [String] {
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "_" }).joined(separator: "_")
        let normal = normalized(text)
        return words == normal ? [normal] : [words, normal]
    }

    /// The keys two spellings of one identifier share: the normalized form and its singulars (WordNet's
    /// detachment rules, and `irregularBases` of the whole or of the last word: "stuffed mice" → "stuffed_mouse"),
    /// each with and without separators.
    static func keys(_ text: String, irregularBases: (String) -> [String]) -> [String] {
        let base = normalized(text)
        guard !base.isEmpty else { return [] }
        var keys = [base]
        for (suffix, ending) in Morphology.detachments where base.hasSuffix(suffix) && base.count > suffix.count + 1 {
            keys.append(String(base.dropLast(suffix.count)) + ending)
        }
        keys += irregularBases(base)
        if let separator = base.lastIndex(of: "_") {
            let head = base[...separator]
            keys += irregularBases(String(base[base.index(after: separator)...])).map { head + $0 }
        }
        for key in keys where key.contains("_") { keys.append(String(key.filter { $0 != "_" })) }
        var unique: [String] = []
        for key in keys where !unique.contains(key) { unique.append(key) }
        return unique
    }

    static func reason(_ entry: String, _ identifier: String) -> String {
        if entry.lowercased() == identifier.lowercased() { return "differs from \(identifier) only in case" }
        if normalized(entry) == normalized(identifier) {
            // Vision's identifiers join words with underscores; other vocabularies with spaces or hyphens.
            return identifier.contains("_") ? "\(identifier) is written with underscores" : "differs from \(identifier) only in separators"
        }
        if normalized(entry).replacingOccurrences(of: "_", with: "") == identifier.replacingOccurrences(of: "_", with: "") {
            return "\(identifier) is written as one word"
        }
        return "singular/plural of \(identifier)"
    }

    /// Sort key: identifiers that differ only in case or separators first.
    static func rank(_ identifier: String, _ entry: String) -> (Int, String) {
        (normalized(entry) == normalized(identifier) ? 0 : 1, identifier)
    }

    /// How many edits a misspelling of `length` characters may hold, as compilers allow for "did you
    /// mean": none up to 3 characters, one up to 7, two beyond.
    static func editAllowance(forLength length: Int) -> Int {
        length <= 3 ? 0 : length <= 7 ? 1 : 2
    }
}
