/// What English nouns mean in terms of the vocabulary: every WordNet noun lemma with the identifiers it
/// names or is near, best first, and the irregular plurals with their base forms (`noun.exc`: "geese").
///
/// `make taxonomy` generates it from WordNet 3.0 and the knowledge table's senses into
/// `MeaningIndex.generated.swift`; the text is split into lines on first use and looked up by binary
/// search, so loading it costs one pass over the bytes.
///
/// Text format: the first line lists the identifiers, separated by spaces (by tabs when some hold spaces). Every other line is
/// `lemma<TAB>links[<TAB>bases]`, sorted by the bytes of the lemma. `links` is a comma-separated list of
/// `<relation><identifier number>`, a sister followed by `:<lemma of the shared parent>`; `bases` lists the
/// base forms of an irregular plural, separated by spaces.
public struct MeaningIndex: Sendable {
    /// How a word relates to an identifier.
    public enum Relation: Character, Sendable {
        /// They share a WordNet synset: couch and sofa.
        case synonym = "="
        /// The word is a kind of the identifier: granite and rocks.
        case kindOf = "<"
        /// The identifier is a kind of the word: cushion and pillow.
        case broader = ">"
        /// Both are kinds of one thing that is not an identifier.
        case sister = "~"
    }

    /// One identifier a word points to.
    public struct Link: Sendable, Equatable {
        public let identifier: String
        public let relation: Relation
        /// For a sister, the lemma of the shared parent (WordNet spelling, `_` between words).
        public let via: String?
    }

    private let bytes: [UInt8]
    private let identifiers: [String]
    /// Where each line after the first starts.
    private let lineStarts: [Int]
    /// Irregular plural → base forms, from the lines with a third field.
    private let irregular: [String: [String]]

    /// Parses the text form.
    public init(text: String) {
        bytes = Array(text.utf8)
        let headerEnd = bytes.firstIndex(of: Self.newline) ?? bytes.count
        // The identifiers are separated by spaces, or by tabs when some hold spaces (`Hot dog`).
        let separator = bytes[..<headerEnd].contains(Self.tab) ? Self.tab : Self.space
        identifiers = bytes[..<headerEnd].split(separator: separator).map { String(decoding: $0, as: UTF8.self) }
        var starts: [Int] = []
        var irregular: [String: [String]] = [:]
        var index = headerEnd + 1
        while index < bytes.count {
            starts.append(index)
            var tabs: [Int] = []
            let start = index
            while index < bytes.count && bytes[index] != Self.newline {
                if bytes[index] == Self.tab { tabs.append(index) }
                index += 1
            }
            if tabs.count == 2 {
                let word = String(decoding: bytes[start..<tabs[0]], as: UTF8.self)
                irregular[word] = bytes[(tabs[1] + 1)..<index].split(separator: Self.space).map { String(decoding: $0, as: UTF8.self) }
            }
            index += 1
        }
        lineStarts = starts
        self.irregular = irregular
    }

    /// The index compiled into the binary.
    public static let builtin = MeaningIndex(text: builtinText)

    private static let newline = UInt8(ascii: "\n"), tab = UInt8(ascii: "\t"), space = UInt8(ascii: " ")
    private static let comma = UInt8(ascii: ","), colon = UInt8(ascii: ":")

    /// Whether the index has a line for `lemma` (written as WordNet does: lower case, `_` between words).
    public func contains(_ lemma: String) -> Bool { fields(of: lemma) != nil }

    /// The identifiers `lemma` points to, best first.
    public func links(for lemma: String) -> [Link] {
        guard let fields = fields(of: lemma), fields.count > 1 else { return [] }
        return fields[1].split(separator: Self.comma).compactMap { item in
            guard let relation = Relation(rawValue: Character(UnicodeScalar(item[item.startIndex]))) else { return nil }
            let parts = item.dropFirst().split(separator: Self.colon, maxSplits: 1)
            guard let number = Int(String(decoding: parts[0], as: UTF8.self)), identifiers.indices.contains(number) else { return nil }
            let via = parts.count > 1 ? String(decoding: parts[1], as: UTF8.self) : nil
            return Link(identifier: identifiers[number], relation: relation, via: via)
        }
    }

    /// The base forms `noun.exc` gives for an irregular plural (`geese` → `goose`).
    public func irregularBases(of word: String) -> [String] {
        irregular[word] ?? []
    }

    /// WordNet's base forms of `word` that the index knows (`couches` → `couch`), the word itself first.
    public func baseForms(of word: String) -> [String] {
        Morphology.baseForms(of: word, isLemma: contains, exceptions: irregularBases)
    }

    /// The tab-separated fields of the line for `key`, found by binary search.
    private func fields(of key: String) -> [ArraySlice<UInt8>]? {
        let key = Array(key.utf8)
        var low = 0, high = lineStarts.count
        while low < high {
            let middle = (low + high) / 2
            let start = lineStarts[middle]
            var end = start
            while end < bytes.count && bytes[end] != Self.tab && bytes[end] != Self.newline { end += 1 }
            let lemma = bytes[start..<end]
            if lemma.elementsEqual(key) {
                var lineEnd = end
                while lineEnd < bytes.count && bytes[lineEnd] != Self.newline { lineEnd += 1 }
                return bytes[start..<lineEnd].split(separator: Self.tab, omittingEmptySubsequences: false)
            }
            if lemma.lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
        }
        return nil
    }
}
