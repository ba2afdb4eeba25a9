/// What English nouns mean in terms of the vocabulary: every WordNet noun lemma with the identifiers it
/// names or is near, best first, and the irregular plurals with their base forms (`noun.exc`: "geese").
///
/// `make taxonomy` generates it from WordNet 3.0 and the knowledge table's senses into
/// `MeaningIndex.generated.swift`; the text is split into lines on first use and looked up by binary
/// search, so loading it costs one pass over the bytes.
///
/// Text format: the first line lists the identifiers, separated by spaces (by tabs when some hold spaces). The second is the hierarchy:
/// one item per node, separated by spaces, each the comma-separated numbers of the node's parents; node
/// `n` below the identifier count is identifier `n`, the others are WordNet synsets above identifiers.
/// Every other line is `lemma<TAB>links[<TAB>bases[<TAB>senses]]`, sorted by the bytes of the lemma.
/// `links` is a comma-separated list of `<relation><identifier number>`, a sister followed by
/// `:<lemma of the shared parent>`; `bases` lists the base forms of an irregular plural, separated by
/// spaces (it may be empty); `senses`, for a word whose senses reach different identifiers, lists each
/// sense's own links in the same form, the senses separated by `;`.
package struct MeaningIndex: Sendable {
    /// How a word relates to an identifier.
    package enum Relation: Character, Sendable {
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
    package struct Link: Sendable, Equatable {
        let identifier: String
        let relation: Relation
        /// For a sister, the lemma of the shared parent (WordNet spelling, `_` between words).
        let via: String?
    }

    private let bytes: [UInt8]
    private let identifiers: [String]
    /// Identifier → its number (its node in the hierarchy).
    private let numbers: [String: Int]
    /// How many identifiers are at or below each node.
    private let identifiersBelow: [Int]
    /// The nodes at and above identifier `n`, nearest first: `lineages[lineageStarts[n]..<lineageStarts[n + 1]]`.
    private let lineages: [Int], lineageStarts: [Int]
    /// Where each line after the two header lines starts.
    private let lineStarts: [Int]
    /// Irregular plural → base forms, from the lines with a non-empty third field.
    private let irregular: [String: [String]]
    /// Bit `256 * first + last` is set when an irregular plural begins with byte `first` and ends with byte
    /// `last`; nil when one is not ASCII. An ASCII word whose bit is clear is none, without hashing it.
    private let irregularEnds: [UInt64]?

    /// Parses the text form.
    package init(text: String) {
        bytes = Array(text.utf8)
        let headerEnd = bytes.firstIndex(of: Self.newline) ?? bytes.count
        // The identifiers are separated by spaces, or by tabs when some hold spaces (`Hot dog`).
        let separator = bytes[..<headerEnd].contains(Self.tab) ? Self.tab : Self.space
        identifiers = bytes[..<headerEnd].split(separator: separator).map { String(decoding: $0, as: UTF8.self) }
        numbers = Dictionary(identifiers.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let hierarchyStart = min(headerEnd + 1, bytes.count)
        let hierarchyEnd = bytes[hierarchyStart...].firstIndex(of: Self.newline) ?? bytes.count
        let parents = bytes[hierarchyStart..<hierarchyEnd].split(separator: Self.space, omittingEmptySubsequences: false).map { item in
            item.split(separator: Self.comma).compactMap { Int(String(decoding: $0, as: UTF8.self)) }
        }
        var below = [Int](repeating: 0, count: max(parents.count, identifiers.count))
        var seen = below
        var lineages: [Int] = [], lineageStarts = [0]
        for number in identifiers.indices {
            for node in Self.lineage(of: number, parents: parents, seen: &seen, mark: number + 1) {
                below[node] += 1
                lineages.append(node)
            }
            lineageStarts.append(lineages.count)
        }
        identifiersBelow = below
        self.lineages = lineages
        self.lineageStarts = lineageStarts
        (lineStarts, irregular) = bytes.withUnsafeBufferPointer { Self.lines($0, from: hierarchyEnd + 1) }
        irregularEnds = Self.ends(of: irregular.keys)
    }

    /// The bits of `irregularEnds` for `words`; nil when one is not ASCII (it may equal an ASCII word, as
    /// the Kelvin sign equals `K`).
    private static func ends(of words: some Collection<String>) -> [UInt64]? {
        var bits = [UInt64](repeating: 0, count: 256 * 256 / 64)
        for word in words {
            guard SpellingForms.isASCII(word), let first = word.utf8.first, let last = word.utf8.last else { return nil }
            let bit = Int(first) << 8 | Int(last)
            bits[bit >> 6] |= 1 << UInt64(bit & 63)
        }
        return bits
    }

    /// Where each line from `index` on starts, and the irregular plurals of the lines with a non-empty third
    /// field: one pass over the bytes (about two million), reading each once.
    private static func lines(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> ([Int], [String: [String]]) {
        var starts: [Int] = []
        starts.reserveCapacity(bytes.count / 16)
        var irregular: [String: [String]] = [:]
        var index = index
        while index < bytes.count {
            starts.append(index)
            let start = index
            // The first three tabs of the line (0 where there are fewer): they end the lemma, links and bases.
            var tabCount = 0, firstTab = 0, secondTab = 0, thirdTab = 0
            while index < bytes.count && bytes[index] != newline {
                if bytes[index] == tab {
                    tabCount += 1
                    if tabCount == 1 { firstTab = index } else if tabCount == 2 { secondTab = index } else if tabCount == 3 { thirdTab = index }
                }
                index += 1
            }
            let basesEnd = tabCount > 2 ? thirdTab : index
            if tabCount >= 2 && basesEnd > secondTab + 1 {
                let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<firstTab]), as: UTF8.self)
                irregular[word] = bytes[(secondTab + 1)..<basesEnd].split(separator: space).map { String(decoding: $0, as: UTF8.self) }
            }
            index += 1
        }
        return (starts, irregular)
    }

    /// The index compiled into the binary.
    package static let builtin = MeaningIndex(text: builtinText)

    private static let newline = UInt8(ascii: "\n"), tab = UInt8(ascii: "\t"), space = UInt8(ascii: " ")
    private static let comma = UInt8(ascii: ","), colon = UInt8(ascii: ":"), semicolon = UInt8(ascii: ";")

    /// Whether the index has a line for `lemma` (written as WordNet does: lower case, `_` between words).
    package func contains(_ lemma: String) -> Bool { fields(of: lemma) != nil }

    /// The identifiers `lemma` points to, best first.
    package func links(for lemma: String) -> [Link] {
        guard let fields = fields(of: lemma), fields.count > 1 else { return [] }
        return links(fields[1])
    }

    /// For a word whose senses reach different identifiers, each sense's own links (best first), in
    /// WordNet's sense order; empty for any other word.
    package func senses(of lemma: String) -> [[Link]] {
        guard let fields = fields(of: lemma), fields.count > 3 else { return [] }
        return fields[3].split(separator: Self.semicolon).map(links).filter { !$0.isEmpty }
    }

    private func links(_ field: ArraySlice<UInt8>) -> [Link] {
        field.split(separator: Self.comma).compactMap { item in
            guard let relation = Relation(rawValue: Character(UnicodeScalar(item[item.startIndex]))) else { return nil }
            let parts = item.dropFirst().split(separator: Self.colon, maxSplits: 1)
            guard let first = parts.first, let number = Int(String(decoding: first, as: UTF8.self)),
                  identifiers.indices.contains(number) else { return nil }
            let via = parts.count > 1 ? String(decoding: parts[1], as: UTF8.self) : nil
            return Link(identifier: identifiers[number], relation: relation, via: via)
        }
    }

    /// The nodes at and above `identifier` in the hierarchy, nearest first (breadth first), each once;
    /// empty for a name the index does not list.
    func lineage(of identifier: String) -> ArraySlice<Int> {
        guard let number = numbers[identifier] else { return [] }
        return lineages[lineageStarts[number]..<lineageStarts[number + 1]]
    }

    /// How many identifiers are at or below `node`: the fewer, the more a node shared with another
    /// identifier says.
    func identifiers(below node: Int) -> Int {
        identifiersBelow.indices.contains(node) ? identifiersBelow[node] : 0
    }

    /// The identifier count, which `identifiers(below:)` is a share of.
    var identifierCount: Int { identifiers.count }

    /// `start` and the nodes above it, breadth first; `seen` (one slot per node) marks those met with `mark`,
    /// a value no earlier walk with the same `seen` used. Numbers outside the hierarchy are left out.
    private static func lineage(of start: Int, parents: [[Int]], seen: inout [Int], mark: Int) -> [Int] {
        guard seen.indices.contains(start) else { return [] }
        var found = [start]
        seen[start] = mark
        var next = 0
        while next < found.count {
            let node = found[next]
            next += 1
            guard parents.indices.contains(node) else { continue }
            for parent in parents[node] where seen.indices.contains(parent) && seen[parent] != mark {
                seen[parent] = mark
                found.append(parent)
            }
        }
        return found
    }

    /// The base forms `noun.exc` gives for an irregular plural (`geese` → `goose`).
    package func irregularBases(of word: String) -> [String] {
        if let irregularEnds, let first = word.utf8.first, let last = word.utf8.last, SpellingForms.isASCII(word) {
            let bit = Int(first) << 8 | Int(last)
            guard irregularEnds[bit >> 6] & (1 << UInt64(bit & 63)) != 0 else { return [] }
        }
        return irregular[word] ?? []
    }

    /// WordNet's base forms of `word` that the index knows (`couches` → `couch`), the word itself first.
    package func baseForms(of word: String) -> [String] {
        Morphology.baseForms(of: word, isLemma: contains, exceptions: irregularBases)
    }

    /// The tab-separated fields of the line for `key`, found by binary search.
    private func fields(of key: String) -> [ArraySlice<UInt8>]? {
        let key = Array(key.utf8)
        let found: Range<Int>? = bytes.withUnsafeBufferPointer { bytes in
            key.withUnsafeBufferPointer { key in
                var low = 0, high = lineStarts.count
                while low < high {
                    let middle = (low + high) / 2
                    let start = lineStarts[middle]
                    // The lemma's bytes against the key's, up to the first that differs or the end of either.
                    var offset = 0
                    while offset < key.count && start + offset < bytes.count {
                        let byte = bytes[start + offset]
                        if byte == Self.tab || byte == Self.newline || byte != key[offset] { break }
                        offset += 1
                    }
                    let end = start + offset
                    let lemmaEnds = end == bytes.count || bytes[end] == Self.tab || bytes[end] == Self.newline
                    if offset == key.count && lemmaEnds {
                        var lineEnd = end
                        while lineEnd < bytes.count && bytes[lineEnd] != Self.newline { lineEnd += 1 }
                        return start..<lineEnd
                    }
                    // The lemma precedes the key when it ends first, or holds a smaller byte where they differ.
                    let precedes = lemmaEnds || (offset < key.count && bytes[end] < key[offset])
                    if precedes { low = middle + 1 } else { high = middle }
                }
                return nil
            }
        }
        return found.map { bytes[$0].split(separator: Self.tab, omittingEmptySubsequences: false) }
    }
}
