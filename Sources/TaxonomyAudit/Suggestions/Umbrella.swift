/// A word that names no class of a flat vocabulary but a WordNet concept several of its classes are kinds
/// of: ImageNet has 118 dog breeds and no class "dog". Mapping the word catches nothing, since a flat
/// classifier reports the kinds alone; the kinds themselves must be mapped.
struct Umbrella: Sendable, Equatable {
    /// The word as WordNet spells it (`_` between words).
    let word: String
    /// The non-generic classes below the word's concept, nearest first, then in vocabulary order.
    let classes: [String]

    /// How many classes a message names.
    static let namedClasses = 3

    /// `an umbrella over 118 of its classes (Mexican hairless, beagle, basset, …)`.
    var description: String {
        let named = classes.prefix(Self.namedClasses).joined(separator: ", ")
        return "an umbrella over \(classes.count) of its classes (\(named)\(classes.count > Self.namedClasses ? ", …" : ""))"
    }

    /// The umbrella the first of `lemmas` (an entry's base forms) that has a concept is over in the flat
    /// built-in vocabulary `target`, or nil: when the vocabulary
    /// reports ancestors, when the word's concept is itself a class, or when fewer than two classes are
    /// below it. The word's concept is the sense another built-in vocabulary's knowledge table gives an
    /// identifier of that name (Vision's `dog` is dog#1), found through the concept data `audit port` uses,
    /// which is parsed only when this is asked.
    static func find(lemmas: [String], in target: BuiltinVocabulary) -> Umbrella? {
        guard target.reporting == .flat, let table = ConceptTable.builtin(named: target.rawValue) else { return nil }
        for lemma in lemmas {
            guard let synset = sense(of: lemma, besides: target) else { continue }
            guard table.identifiers(at: synset).isEmpty else { return nil }
            let below = table.identifiers(below: synset).enumerated()
                .filter { !table.isGeneric($0.element.identifier) }
                .sorted { ($0.element.distance, $0.offset) < ($1.element.distance, $1.offset) }
            guard below.count > 1 else { return nil }
            return Umbrella(word: lemma, classes: below.map(\.element.identifier))
        }
        return nil
    }

    /// The WordNet synset of the first other built-in vocabulary's identifier named `lemma` that WordNet has.
    private static func sense(of lemma: String, besides target: BuiltinVocabulary) -> Int? {
        for other in BuiltinVocabulary.allCases where other != target {
            guard let table = ConceptTable.builtin(named: other.rawValue) else { continue }
            for identifier in table.identifiers(namedLike: lemma) {
                if let concept = table.concept(of: identifier), !concept.isKindOf { return concept.synset }
            }
        }
        return nil
    }
}
