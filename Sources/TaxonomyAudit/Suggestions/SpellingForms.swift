/// The spellings under which two ways of writing one identifier meet: case, separators and number.
enum SpellingForms {
    /// Which characters separate words when two spellings are folded to one.
    enum Separators {
        /// Spaces, hyphens and underscores: how an app's `normalized` match compares (`MatchMode`).
        case words
        /// Those, dots and tabs: how suggestions compare an entry with identifiers.
        case wordsDotsAndTabs
        /// Spaces, tabs and underscores, hyphens kept: how WordNet writes a lemma's words (`t-shirt`).
        case lemmaWords

        func contains(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "_"): return true
            case UInt8(ascii: "-"): return self != .lemmaWords
            case UInt8(ascii: "\t"): return self != .words
            case UInt8(ascii: "."): return self == .wordsDotsAndTabs
            default: return false
            }
        }

        /// Whether `character` is one of them (a separator with a combining mark is another character).
        func contains(_ character: Character) -> Bool {
            character.utf8.count == 1 && contains(character.utf8[character.utf8.startIndex])
        }
    }

    /// Lower case, with runs of spaces, hyphens, dots and underscores as one underscore.
    static func normalized(_ text: String) -> String {
        folded(text, separators: .wordsDotsAndTabs)
    }

    /// Lower case, with each run of `separators` as one underscore and none at either end.
    static func folded(_ text: String, separators: Separators) -> String {
        if isASCII(text) { return String(decoding: foldedBytes(text, separators: separators), as: UTF8.self) }
        var out = ""
        var pendingSeparator = false
        for character in text.lowercased() {
            if separators.contains(character) {
                pendingSeparator = !out.isEmpty
            } else {
                if pendingSeparator { out.append("_") }
                pendingSeparator = false
                out.append(character)
            }
        }
        return out
    }

    /// `folded` for ASCII text, nearly every entry and identifier, byte by byte: there a byte is a
    /// character and lower case is A-Z → a-z.
    private static func foldedBytes(_ text: String, separators: Separators) -> [UInt8] {
        text.utf8.withContiguousStorageIfAvailable { folding($0, separators: separators) } ?? folding(text.utf8, separators: separators)
    }

    /// `foldedBytes` of the bytes of a text.
    private static func folding(_ bytes: some Collection<UInt8>, separators: Separators) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var pendingSeparator = false
        for byte in bytes {
            if separators.contains(byte) {
                pendingSeparator = !out.isEmpty
            } else {
                if pendingSeparator { out.append(underscore) }
                pendingSeparator = false
                out.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
            }
        }
        return out
    }

    private static let underscore = UInt8(ascii: "_")

    /// `text` without its underscores; for ASCII, on its bytes (every misspelling look-up asks).
    static func withoutUnderscores(_ text: String) -> String {
        guard isASCII(text) else { return text.replacingEvery("_", with: "") }
        guard contains(underscore, text) else { return text }
        return text.utf8.withContiguousStorageIfAvailable { String(decoding: $0.filter { $0 != underscore }, as: UTF8.self) }
            ?? String(decoding: text.utf8.filter { $0 != underscore }, as: UTF8.self)
    }

    /// Whether each byte of `text` is ASCII (and, unless `allowingCR`, none is a CR), read from the text's
    /// storage where it is contiguous, as it nearly always is: many times faster than walking its UTF-8 view.
    static func isASCII(_ text: String, allowingCR: Bool = true) -> Bool {
        let cr: UInt8 = allowingCR ? 0x80 : UInt8(ascii: "\r")  // 0x80: no ASCII byte to refuse
        return text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 && $0 != cr } }
            ?? text.utf8.allSatisfy { $0 < 0x80 && $0 != cr }
    }

    /// Whether `text` holds `byte`, read from its storage where it is contiguous.
    static func contains(_ byte: UInt8, _ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? text.utf8.contains(byte)
    }

    /// How WordNet would write the entry: lower case, `_` for spaces, hyphens kept ("T-Shirt" → "t-shirt"),
    /// then the normalized form when it differs.
    static func lemmaForms(_ text: String) -> [String] {
        let words = folded(text, separators: .lemmaWords)
        let normal = normalized(text)
        return words == normal ? [normal] : [words, normal]
    }

    /// The keys two spellings of one identifier share: the normalized form and its singulars (WordNet's
    /// detachment rules, and `irregularBases` of the whole or of the last word: "stuffed mice" → "stuffed_mouse"),
    /// each with and without separators.
    static func keys(_ text: String, irregularBases: (String) -> [String]) -> [String] {
        // Where a byte is a character, the keys are worked out on the bytes: a vocabulary of 100,000
        // identifiers needs them all when its spelling index is built.
        isPlainASCII(text) ? asciiKeys(text, irregularBases: irregularBases) : characterKeys(text, irregularBases: irregularBases)
    }

    /// Whether each byte of `text` is one character: ASCII without CR (`\r\n` is one character).
    private static func isPlainASCII(_ text: String) -> Bool {
        isASCII(text, allowingCR: false)
    }

    /// `keys` worked out on characters, for any text.
    static func characterKeys(_ text: String, irregularBases: (String) -> [String]) -> [String] {
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

    /// `keys` for ASCII text without CR, on its bytes.
    static func asciiKeys(_ text: String, irregularBases: (String) -> [String]) -> [String] {
        let base = foldedBytes(text, separators: .wordsDotsAndTabs)
        guard !base.isEmpty else { return [] }
        let baseText = String(decoding: base, as: UTF8.self)
        // Room for the keys most texts have, so that building an index of many identifiers allocates once each.
        var keys: [String] = []
        keys.reserveCapacity(8)
        keys.append(baseText)
        for (suffix, ending) in detachmentBytes where base.count > suffix.count + 1 && base.suffix(suffix.count).elementsEqual(suffix) {
            keys.append(String(decoding: base.dropLast(suffix.count) + ending, as: UTF8.self))
        }
        keys += irregularBases(baseText)
        if let separator = base.lastIndex(of: underscore) {
            let bases = irregularBases(String(decoding: base[(separator + 1)...], as: UTF8.self))
            if !bases.isEmpty {
                let head = String(decoding: base[...separator], as: UTF8.self)
                keys += bases.map { head + $0 }
            }
        }
        for key in keys {
            if isPlainASCII(key) {
                if contains(underscore, key) { keys.append(withoutUnderscores(key)) }
            } else if key.contains("_") {
                keys.append(String(key.filter { $0 != "_" }))
            }
        }
        var unique: [String] = []
        unique.reserveCapacity(keys.count)
        for key in keys where !unique.contains(key) { unique.append(key) }
        return unique
    }

    /// `Morphology.detachments` as bytes.
    private static let detachmentBytes = Morphology.detachments.map { (Array($0.suffix.utf8), Array($0.ending.utf8)) }

    static func reason(_ entry: String, _ identifier: String) -> String {
        if entry.lowercased() == identifier.lowercased() { return "differs from \(identifier) only in case" }
        if normalized(entry) == normalized(identifier) {
            // Vision's identifiers join words with underscores; other vocabularies with spaces or hyphens.
            return identifier.contains("_") ? "\(identifier) is written with underscores" : "differs from \(identifier) only in separators"
        }
        if withoutUnderscores(normalized(entry)) == withoutUnderscores(identifier) {
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
