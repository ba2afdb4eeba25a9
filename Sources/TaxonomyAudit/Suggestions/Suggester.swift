import CategoryMapping
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Proposes identifiers for a dead entry, best first: spellings of an identifier (case, separators,
/// plural or singular), then what the word means (`MeaningIndex`), and for a word that is no English noun
/// the identifiers a small edit away. Its indexes are built on first use, so an audit without dead
/// entries pays nothing for them.
package final class Suggester: @unchecked Sendable {
    let vocabulary: Vocabulary
    /// The meaning index given, or the built-in vocabulary's own (else Vision's), parsed on first use.
    var meaningIndex: MeaningIndex { givenMeaningIndex ?? vocabulary.origin?.meaningIndex ?? .builtin }
    private let givenMeaningIndex: MeaningIndex?
    /// The most suggestions one entry gets.
    package static let maximumSuggestions = 5
    /// A batch of entries builds the whole edit-distance index when it has at least one entry for this
    /// many identifiers; fewer entries build only what their look-ups meet.
    static let queriesPerIdentifierForAWholeIndex = 8

    /// One lock per index, so the two can be built at the same time.
    private let spellingLock = Lock(), editDistanceLock = Lock()
    /// Spelling key → the numbers of the identifiers that have it.
    private var spellingIndex: NumberLists?
    private var editDistanceIndex: EditDistanceIndex?
    private let wordsLock = Lock()
    private var words: IdentifierWords?

    init(vocabulary: Vocabulary, meaningIndex: MeaningIndex? = nil) {
        self.vocabulary = vocabulary
        givenMeaningIndex = meaningIndex
    }

    /// Ranked suggestions for `entry`, best first.
    func suggestions(for entry: String) -> [Suggestion] {
        suggestions(for: entry, context: nil)
    }

    /// The same; with the `context` of the entry's category, the sense of the word nearest to what the
    /// category maps comes first (`SuggestionContext`).
    func suggestions(for entry: String, context: SuggestionContext?) -> [Suggestion] {
        suggestions(for: entry, context: context, editDistance: nil)
    }

    /// The same, with misspellings looked up in `editDistance` when given, else in the whole vocabulary's index.
    private func suggestions(for entry: String, context: SuggestionContext?, editDistance: EditDistanceIndex?) -> [Suggestion] {
        let keys = SpellingForms.keys(entry, irregularBases: irregularBasesOfItsIndex())
        var found = spellingSuggestions(for: entry, keys: keys)
        var lemmas: [String] = []
        for form in SpellingForms.lemmaForms(entry) {
            lemmas += meaningIndex.baseForms(of: form).filter { !lemmas.contains($0) }
        }
        if found.isEmpty && lemmas.isEmpty { found = misspellingSuggestions(keys: keys, in: editDistance) }
        for suggestion in meaningSuggestions(lemmas) where !found.contains(where: { $0.identifier == suggestion.identifier }) {
            found.append(suggestion)
        }
        if found.count < Self.maximumSuggestions {
            let byName = identifierWordSuggestions(keys: keys)
            for suggestion in byName.isEmpty && found.isEmpty ? compoundHeadSuggestions(entry: entry, keys: keys) : byName
            where !found.contains(where: { $0.identifier == suggestion.identifier }) {
                found.append(suggestion)
            }
        }
        found = preferringEverydaySense(found, lemmas: lemmas)
        if let context { found = choosingSense(found, lemmas: lemmas, context: context) }
        return Array(found.prefix(Self.maximumSuggestions))
    }

    /// The umbrella `entry` is over, for a flat built-in vocabulary (`Umbrella.find`); nil for any other.
    func umbrella(for entry: String) -> Umbrella? {
        guard vocabulary.reporting == .flat, let origin = vocabulary.origin else { return nil }
        var lemmas: [String] = []
        for form in SpellingForms.lemmaForms(entry) {
            lemmas += meaningIndex.baseForms(of: form).filter { !lemmas.contains($0) }
        }
        return Umbrella.find(lemmas: lemmas, in: origin)
    }

    /// The context of `category`, which maps `identifiers`, for `suggestions(for:context:)`.
    func context(category: String, mapping identifiers: some Sequence<String>) -> SuggestionContext {
        SuggestionContext(category: category, mapping: identifiers, index: meaningIndex)
    }

    /// `suggestions(for:context:)` of each entry, in order, with the context at its position in `contexts`
    /// (none where `contexts` is shorter). Few entries against a large vocabulary build only the part of the
    /// edit-distance index their look-ups meet.
    func suggestions(forEach entries: [String], contexts: [SuggestionContext?] = []) -> [[Suggestion]] {
        // No dead entry, no index: the meaning index behind irregular plurals alone costs most of a clean audit.
        guard !entries.isEmpty else { return [] }
        var batchIndex: EditDistanceIndex?
        if entries.count * Self.queriesPerIdentifierForAWholeIndex < vocabulary.count {
            let irregularBases = irregularBasesOfItsIndex()
            let queries = entries.flatMap { SpellingForms.keys($0, irregularBases: irregularBases) }
            batchIndex = EditDistanceIndex(words: vocabulary.identifiers.map(SpellingForms.normalized), queries: queries)
        }
        return entries.indices.map { index in
            suggestions(for: entries[index], context: index < contexts.count ? contexts[index] : nil, editDistance: batchIndex)
        }
    }

    /// Identifiers that case, separators (space, hyphen, underscore, none) or plural/singular explain.
    func spellingSuggestions(for entry: String, keys: [String]) -> [Suggestion] {
        let index = locked(spellingLock) { spellingIndex ?? buildSpellingIndex() }
        var found: [String] = []
        for key in keys {
            for identifier in index[key].map({ vocabulary.identifiers[$0] }) where identifier != entry && !found.contains(identifier) {
                found.append(identifier)
            }
        }
        return found.map { Suggestion(identifier: $0, kind: .spelling, reason: SpellingForms.reason(entry, $0)) }
            .sorted { SpellingForms.rank($0.identifier, entry) < SpellingForms.rank($1.identifier, entry) }
    }

    /// The nearest identifiers (`maximumSuggestions` at most) within a few edits of the entry's spelling
    /// `keys`, the allowance growing with their length.
    func misspellingSuggestions(keys: [String], in given: EditDistanceIndex? = nil) -> [Suggestion] {
        let identifiers = vocabulary.identifiers
        let index = given ?? locked(editDistanceLock) { editDistanceIndex ?? buildEditDistanceIndex() }
        // The entry as written (keys[0], and without separators) outranks its singular forms at the same
        // distance: "corss" is one edit from "cross", and its singular "cors" one edit from many words.
        let written = Set(keys.prefix(1) + keys.prefix(1).map(SpellingForms.withoutUnderscores))
        var best: [String: (distance: Int, derived: Int)] = [:]
        for key in keys {
            let limit = SpellingForms.editAllowance(forLength: key.count)
            guard limit > 0 else { continue }
            let derived = written.contains(key) ? 0 : 1
            for match in index.matches(key, limit: limit) {
                let identifier = identifiers[match.word]
                if let known = best[identifier], (known.distance, known.derived) <= (match.distance, derived) { continue }
                best[identifier] = (match.distance, derived)
            }
        }
        let nearest = best.sorted { ($0.value.distance, $0.value.derived, $0.key) < ($1.value.distance, $1.value.derived, $1.key) }
        return nearest.prefix(Self.maximumSuggestions).map {
            let distance = $0.value.distance
            return Suggestion(identifier: $0.key, kind: .spelling, reason: "\(distance) edit\(distance == 1 ? "" : "s") away from \($0.key)")
        }
    }

    /// What the lemmas mean in identifiers, best first; generic identifiers only after a specific one, or alone
    /// when the word is their synonym.
    func meaningSuggestions(_ lemmas: [String]) -> [Suggestion] {
        var specific: [Suggestion] = [], generic: [Suggestion] = [], genericSynonyms: [Suggestion] = []
        for lemma in lemmas {
            for link in meaningIndex.links(for: lemma) where vocabulary.contains(link.identifier) {
                guard !(specific + generic).contains(where: { $0.identifier == link.identifier }) else { continue }
                let suggestion = Suggestion(identifier: link.identifier, kind: .meaning, reason: reason(lemma, link))
                if vocabulary.isGeneric(link.identifier) {
                    generic.append(suggestion)
                    if link.relation == .synonym { genericSynonyms.append(suggestion) }
                } else {
                    specific.append(suggestion)
                }
            }
        }
        // A generic identifier alone is only worth proposing when the word is its synonym ("dance": dancing).
        return specific.isEmpty ? genericSynonyms : specific + generic
    }

    /// "couch is a synonym of sofa", "granite is a kind of rock (rocks)", "pillow is a kind of cushion".
    func reason(_ lemma: String, _ link: MeaningIndex.Link) -> String {
        let word = lemma.replacingEvery("_", with: " ")
        let identifier = link.identifier
        switch link.relation {
        case .synonym: return "\(word) is a synonym of \(identifier)"
        case .kindOf: return "\(word) is a kind of \(senseName(identifier))"
        case .broader: return "\(identifier) is a kind of \(word)"
        case .sister:
            let parent = (link.via ?? "").replacingEvery("_", with: " ")
            return "\(word) and \(identifier) are both kinds of \(parent)"
        }
    }

    /// The identifier as its sense's word names it, when that differs: `rock (rocks)`.
    private func senseName(_ identifier: String) -> String {
        guard let sense = vocabulary.info(identifier)?.sense, !sense.hasPrefix("kindof:"),
              let lemma = sense.split(separator: "#").first, lemma != identifier else { return identifier }
        return "\(lemma.replacingEvery("_", with: " ")) (\(identifier))"
    }

    private func locked<T>(_ lock: Lock, _ body: () -> T) -> T {
        lock.locked(body)
    }

    private func buildSpellingIndex() -> NumberLists {
        var index = NumberLists(minimumCapacity: 2 * vocabulary.count)
        let irregularBases = irregularBasesOfItsIndex()
        for (number, identifier) in vocabulary.identifiers.enumerated() {
            for key in SpellingForms.keys(identifier, irregularBases: irregularBases) { index.append(number, to: key) }
        }
        spellingIndex = index
        return index
    }

    /// The words of the vocabulary's identifiers, built on first use.
    func identifierWords() -> IdentifierWords {
        locked(wordsLock) {
            if let words { return words }
            let built = Self.identifierWords(of: vocabulary.identifiers)
            words = built
            return built
        }
    }

    private func buildEditDistanceIndex() -> EditDistanceIndex {
        let built = EditDistanceIndex(words: vocabulary.identifiers.map(SpellingForms.normalized))
        editDistanceIndex = built
        return built
    }
}
