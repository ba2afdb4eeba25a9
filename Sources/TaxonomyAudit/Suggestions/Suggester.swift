import Foundation

/// Proposes identifiers for a dead entry. Its indexes are built on first use, so an audit without dead
/// entries pays nothing for them.
public final class Suggester: @unchecked Sendable {
    public let vocabulary: Vocabulary
    private let lock = NSLock()
    private var spellingIndex: [String: [String]]?

    public init(vocabulary: Vocabulary) {
        self.vocabulary = vocabulary
    }

    /// Ranked suggestions for `entry`, best first.
    public func suggestions(for entry: String) -> [Suggestion] {
        spellingSuggestions(for: entry)
    }

    /// Identifiers that case, separators (space, hyphen, underscore, none) or plural/singular explain.
    public func spellingSuggestions(for entry: String) -> [Suggestion] {
        let index = lockedSpellingIndex()
        var found: [String] = []
        for key in Self.spellingKeys(entry) {
            for identifier in index[key] ?? [] where identifier != entry && !found.contains(identifier) {
                found.append(identifier)
            }
        }
        return found.map { Suggestion(identifier: $0, kind: .spelling, reason: Self.spellingReason(entry, $0)) }
            .sorted { Self.rank($0, entry) < Self.rank($1, entry) }
    }

    private func lockedSpellingIndex() -> [String: [String]] {
        lock.lock()
        defer { lock.unlock() }
        if let index = spellingIndex { return index }
        var index: [String: [String]] = [:]
        for identifier in vocabulary.identifiers {
            for key in Self.spellingKeys(identifier) { index[key, default: []].append(identifier) }
        }
        spellingIndex = index
        return index
    }

    /// Lower case, with runs of spaces, hyphens, dots and underscores as one underscore.
    static func normalized(_ text: String) -> String {
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

    /// The keys two spellings of one identifier share: the normalized form and its singular stems, each
    /// with and without separators.
    static func spellingKeys(_ text: String) -> [String] {
        let base = normalized(text)
        guard !base.isEmpty else { return [] }
        var keys = [base]
        for (suffix, ending) in WordNet.detachments where base.hasSuffix(suffix) && base.count > suffix.count + 1 {
            keys.append(String(base.dropLast(suffix.count)) + ending)
        }
        for key in keys where key.contains("_") { keys.append(key.replacingOccurrences(of: "_", with: "")) }
        return keys
    }

    static func spellingReason(_ entry: String, _ identifier: String) -> String {
        if entry.lowercased() == identifier.lowercased() { return "differs from \(identifier) only in case" }
        if normalized(entry) == normalized(identifier) { return "\(identifier) is written with underscores" }
        if normalized(entry).replacingOccurrences(of: "_", with: "") == identifier.replacingOccurrences(of: "_", with: "") {
            return "\(identifier) is written as one word"
        }
        return "singular/plural of \(identifier)"
    }

    private static func rank(_ suggestion: Suggestion, _ entry: String) -> (Int, String) {
        let closeness = normalized(entry) == normalized(suggestion.identifier) ? 0 : 1
        return (closeness, suggestion.identifier)
    }
}
