import Foundation
import TaxonomyAudit

/// The noun part of a WordNet 3.0 database (`data.noun`, `index.noun`, `noun.exc`), read into memory.
///
/// Only what the taxonomy generator and the meaning index need is kept: each synset's words, gloss and
/// noun-to-noun pointers, the sense order of every lemma, and the plural exception list.
package struct WordNet: Sendable {
    /// One noun synset, named by its byte offset in `data.noun`.
    package struct Synset: Sendable {
        package let offset: Int
        /// The lemmas of the synset, lower-cased, words joined by `_` as WordNet writes them.
        package let words: [String]
        package let gloss: String
        /// Noun-to-noun pointers: `(symbol, target offset)`, e.g. `("@", 3051540)` for a hypernym.
        package let pointers: [(symbol: String, target: Int)]

        /// Hypernyms and instance hypernyms.
        package var hypernyms: [Int] {
            pointers.compactMap { $0.symbol == "@" || $0.symbol == "@i" ? $0.target : nil }
        }

        /// Hyponyms (not instances).
        package var hyponyms: [Int] {
            pointers.compactMap { $0.symbol == "~" ? $0.target : nil }
        }

        /// Whether the synset names one particular thing (a person, a place): it has instance hypernyms only.
        package var isInstance: Bool {
            pointers.contains { $0.symbol == "@i" } && !pointers.contains { $0.symbol == "@" }
        }
    }

    /// Synsets by offset.
    package private(set) var synsets: [Int: Synset] = [:]
    /// Lemma → synset offsets, most frequent sense first (WordNet's sense numbering).
    package private(set) var senses: [String: [Int]] = [:]
    /// Lemma → how many of its first senses are attested in WordNet's sense-tagged corpus (the rest are rare).
    package private(set) var taggedSenseCounts: [String: Int] = [:]
    /// Irregular plural → base forms (`noun.exc`).
    package private(set) var exceptions: [String: [String]] = [:]

    /// Reads `data.noun`, `index.noun` and `noun.exc` from `directory` (e.g. `/usr/share/wordnet`).
    package init(directory: URL) throws {
        func read(_ name: String) throws -> String {
            let url = directory.appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw WordNetError.unreadable(url.path)
            }
            return String(decoding: data, as: UTF8.self)
        }
        try self.init(data: read("data.noun"), index: read("index.noun"), exceptions: read("noun.exc"))
    }

    /// Parses the three files' contents.
    package init(data: String, index: String, exceptions: String) throws {
        for (number, line) in data.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.isEmpty && !line.hasPrefix("  ") {
            guard let synset = Self.parseSynset(line) else { throw WordNetError.malformed("data.noun", number + 1) }
            synsets[synset.offset] = synset
        }
        for (number, line) in index.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.isEmpty && !line.hasPrefix("  ") {
            let fields = line.split(separator: " ")
            guard fields.count >= 4, let synsetCount = Int(fields[2]), let pointerCount = Int(fields[3]),
                  fields.count >= 6 + pointerCount + synsetCount
            else { throw WordNetError.malformed("index.noun", number + 1) }
            let offsets = fields[(6 + pointerCount)...].prefix(synsetCount).compactMap { Int($0) }
            senses[String(fields[0])] = offsets
            taggedSenseCounts[String(fields[0])] = Int(fields[5 + pointerCount]) ?? 0
        }
        for line in exceptions.split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            if fields.count >= 2 { self.exceptions[fields[0], default: []].append(contentsOf: fields[1...]) }
        }
    }

    private static func parseSynset(_ line: Substring) -> Synset? {
        let parts = line.split(separator: "|", maxSplits: 1)
        let fields = parts[0].split(separator: " ")
        guard fields.count > 4, let offset = Int(fields[0]), let wordCount = Int(fields[3], radix: 16) else { return nil }
        var cursor = 4
        var words: [String] = []
        for _ in 0..<wordCount {
            guard cursor + 1 < fields.count else { return nil }
            words.append(fields[cursor].lowercased())
            cursor += 2
        }
        guard cursor < fields.count, let pointerCount = Int(fields[cursor]) else { return nil }
        cursor += 1
        var pointers: [(String, Int)] = []
        for _ in 0..<pointerCount {
            guard cursor + 3 < fields.count, let target = Int(fields[cursor + 1]) else { return nil }
            if fields[cursor + 2] == "n" { pointers.append((String(fields[cursor]), target)) }
            cursor += 4
        }
        let gloss = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        return Synset(offset: offset, words: words, gloss: gloss, pointers: pointers)
    }

    /// The base forms WordNet's morphology gives for a noun (`rocks` → `rock`, `geese` → `goose`),
    /// the word itself first when it is a lemma. Only forms that are lemmas are returned.
    package func baseForms(of word: String) -> [String] {
        Morphology.baseForms(of: word, isLemma: { senses[$0] != nil }, exceptions: { exceptions[$0] ?? [] })
    }

    /// Every synset above `offset` along hypernym pointers.
    package func ancestors(of offset: Int) -> Set<Int> {
        var seen = Set<Int>()
        var stack = synsets[offset]?.hypernyms ?? []
        while let next = stack.popLast() {
            if seen.insert(next).inserted { stack.append(contentsOf: synsets[next]?.hypernyms ?? []) }
        }
        return seen
    }

    /// The synset of sense `number` (1-based) of `lemma`, if there is one.
    package func synset(lemma: String, sense number: Int) -> Synset? {
        guard let offsets = senses[lemma], number >= 1, number <= offsets.count else { return nil }
        return synsets[offsets[number - 1]]
    }
}

/// A WordNet file that cannot be read or parsed.
package enum WordNetError: Error, CustomStringConvertible {
    case unreadable(String)
    case malformed(String, Int)

    package var description: String {
        switch self {
        case .unreadable(let path): return "\(path): cannot read WordNet file (install Debian's wordnet-base)"
        case .malformed(let file, let line): return "\(file):\(line): not in WordNet's database format"
        }
    }
}
