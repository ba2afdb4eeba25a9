/// Suggestions from the words identifiers are made of, and two small reviewed lists that WordNet lacks.
///
/// Vision's identifiers are often two words (`sunset_sunrise`, `interior_shop`): a dead entry that is one
/// of those words points to the identifier, after what spelling and meaning find. A compound nothing else
/// explains points to the identifier that is its last word (`smartphone` → `phone`).
extension Suggester {
    /// Irregular plurals `noun.exc` lacks, plural → singular; together with `noun.exc` they work both ways.
    static let supplementaryIrregularBases: [String: [String]] = ["people": ["person"]]

    /// Words whose everyday sense is not WordNet's first one, with the identifier that sense means: WordNet's
    /// first sense of "bike" is the motorcycle.
    static let everydaySenses: [String: String] = ["bike": "bicycle", "bikes": "bicycle"]

    /// `noun.exc`'s base forms of an irregular plural, then the supplementary ones.
    func irregularBases(of word: String) -> [String] {
        irregularBasesOfItsIndex()(word)
    }

    /// `irregularBases(of:)` with the meaning index looked up once, for the many calls that building an
    /// index makes.
    func irregularBasesOfItsIndex() -> (String) -> [String] {
        let index = meaningIndex
        return { word in
            let bases = index.irregularBases(of: word)
            // A handful of words: compared, not hashed, as this runs for every word of a large vocabulary.
            guard let extra = Self.supplementaryIrregularBases.first(where: { $0.key == word })?.value else { return bases }
            return bases + extra
        }
    }

    /// Identifiers that have the entry (or one of its singular `keys`) as one of their words, the broadest
    /// first: `room` → `interior_room` before `bathroom_room`.
    func identifierWordSuggestions(keys: [String]) -> [Suggestion] {
        let words = identifierWords()
        var found: [Suggestion] = []
        for key in keys where !key.contains("_") {
            let named = words.identifiers(withWord: key)
            guard !named.isEmpty else { continue }
            let identifiers = named.count == 1 ? named
                : named.map { ($0, vocabulary.ancestors(of: $0).count) }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map(\.0)
            for identifier in identifiers where !found.contains(where: { $0.identifier == identifier }) {
                found.append(Suggestion(identifier: identifier, kind: .spelling, reason: "\(key) is one of the words of \(identifier)"))
            }
        }
        return found
    }

    /// The single-word identifier a compound (or one of its singular `keys`) ends with, when the rest is a
    /// word of three letters or more: `smartphones` → `phone`. The longest such identifier wins.
    func compoundHeadSuggestions(entry: String, keys: [String]? = nil) -> [Suggestion] {
        let singles = identifierWords().singleWords
        for key in keys ?? [SpellingForms.normalized(entry)] {
            let word = SpellingForms.withoutUnderscores(key)
            if let head = Self.longestSuffix(of: word, in: singles) {
                return [Suggestion(identifier: head, kind: .meaning, reason: "\(word) is a kind of \(head), by its last word")]
            }
        }
        return []
    }

    /// The longest suffix of `word` in `singles` that leaves a head of three characters or more and has three
    /// or more itself. In ASCII without CR, where a byte is a character, the suffixes are cut from its bytes.
    private static func longestSuffix(of word: String, in singles: Set<String>) -> String? {
        if SpellingForms.isASCII(word, allowingCR: false) {
            guard word.utf8.count >= 6 else { return nil }
            return Array(word.utf8).withUnsafeBufferPointer { bytes in
                (3...(bytes.count - 3)).lazy.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0...]), as: UTF8.self) }
                    .first(where: singles.contains)
            }
        }
        let characters = Array(word)
        guard characters.count >= 6 else { return nil }
        return (3...(characters.count - 3)).lazy.map { String(characters[$0...]) }.first(where: singles.contains)
    }

    /// Each word of a multi-word identifier → the identifiers it is a word of; and the one-word identifiers.
    static func identifierWords(of identifiers: [String]) -> IdentifierWords {
        var byWord = NumberLists()
        var singles = Set<String>()
        for (number, identifier) in identifiers.enumerated() {
            let words = Self.words(of: identifier)
            guard words.count > 1 else {
                singles.insert(identifier)
                continue
            }
            // In ASCII without CR a byte is a character, so the characters need no counting.
            let ascii = SpellingForms.isASCII(identifier, allowingCR: false)
            for (position, word) in words.enumerated() where word.utf8.count >= 3 && (ascii || word.count >= 3) && word != "other"
                && !words[..<position].contains(word) {
                byWord.append(number, to: word)
            }
        }
        return IdentifierWords(identifiers: identifiers, byWord: byWord, singleWords: singles)
    }

    /// The words of an identifier between underscores; in ASCII without CR, where a byte is a character,
    /// split on its bytes (a large vocabulary has many identifiers).
    static func words(of identifier: String) -> [String] {
        guard SpellingForms.isASCII(identifier, allowingCR: false) else { return identifier.split(separator: "_").map(String.init) }
        let underscore = UInt8(ascii: "_")
        return identifier.utf8.withContiguousStorageIfAvailable { bytes in
            var words: [String] = []
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == underscore {
                if end > start { words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)) }
                start = end + 1
            }
            return words
        } ?? identifier.utf8.split(separator: underscore).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Moves the identifier of a word's everyday sense ahead of the other meaning suggestions.
    func preferringEverydaySense(_ suggestions: [Suggestion], lemmas: [String]) -> [Suggestion] {
        guard let preferred = lemmas.lazy.compactMap({ Self.everydaySenses[$0] }).first,
              let index = suggestions.firstIndex(where: { $0.identifier == preferred && $0.kind == .meaning }),
              let first = suggestions.firstIndex(where: { $0.kind == .meaning }), first < index else { return suggestions }
        var reordered = suggestions
        reordered.insert(reordered.remove(at: index), at: first)
        return reordered
    }
}

/// The words of a vocabulary's identifiers, for `identifierWordSuggestions` and `compoundHeadSuggestions`.
struct IdentifierWords {
    let identifiers: [String]
    /// Word → the numbers (in `identifiers`) of the identifiers it is a word of.
    let byWord: NumberLists
    let singleWords: Set<String>

    /// The identifiers `word` is one of the words of, in vocabulary order.
    func identifiers(withWord word: String) -> [String] {
        byWord[word].map { identifiers[$0] }
    }
}
