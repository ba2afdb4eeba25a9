/// WordNet 3.0's morphology for nouns ("morphy"): how a plural is taken back to its base forms.
///
/// The runtime uses it to find the singulars of an entry; the generator uses it on the WordNet database.
package enum Morphology {
    /// WordNet's noun detachment rules: a suffix and what replaces it (`ies` → `y`).
    static let detachments: [(suffix: String, ending: String)] = [
        ("s", ""), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"),
        ("men", "man"), ("ies", "y"),
    ]

    /// Morphy for nouns: `word` itself, its irregular base forms (`noun.exc`), then what the detachment
    /// rules give, keeping only forms `isLemma` accepts, without repeats.
    package static func baseForms(of word: String, isLemma: (String) -> Bool, exceptions: (String) -> [String]) -> [String] {
        var forms: [String] = []
        func add(_ form: String) {
            if isLemma(form) && !forms.contains(form) { forms.append(form) }
        }
        add(word)
        exceptions(word).forEach(add)
        for (suffix, ending) in detachments where word.hasSuffix(suffix) && word.count > suffix.count {
            add(String(word.dropLast(suffix.count)) + ending)
        }
        return forms
    }
}
