import TaxonomyAudit

/// Builds the knowledge table from a vocabulary, WordNet and the reviewed overrides.
///
/// Each identifier is aligned to one WordNet noun sense: the one the overrides choose, else the best
/// scored sense of its base forms (senses of physical things, senses whose hypernyms name other
/// identifiers of the vocabulary, and frequent senses score higher). Its parents are the nearest
/// identifiers met walking up the hypernym chains, adjusted by the overrides.
package struct TaxonomyBuilder {
    package let vocabulary: [String]
    package let wordNet: WordNet
    package let overrides: Overrides
    /// Names the overrides file in errors.
    package let overridesPath: String
    /// An identifier as a WordNet lemma is written: lower case, and for a vocabulary whose identifiers
    /// hold spaces (`Hot dog`), words joined by `_` as WordNet joins them.
    package let lemmaForm: @Sendable (String) -> String

    package init(vocabulary: [String], wordNet: WordNet, overrides: Overrides, overridesPath: String,
                lemmaForm: @escaping @Sendable (String) -> String = { $0.lowercased() }) {
        self.vocabulary = vocabulary
        self.wordNet = wordNet
        self.overrides = overrides
        self.overridesPath = overridesPath
        self.lemmaForm = lemmaForm
        self.vocabularyLemmas = Set(vocabulary.flatMap { wordNet.baseForms(of: lemmaForm($0)) })
    }

    /// The lemma form of identifiers written with spaces: `Cookware and bakeware` → `cookware_and_bakeware`.
    package static let spacedLemmaForm: @Sendable (String) -> String = {
        $0.lowercased().split(separator: " ").joined(separator: "_")
    }

    /// The result: the table, and the identifiers that still lack a sense or a gloss.
    package struct Result {
        package let table: KnowledgeTable
        /// Identifiers with neither a WordNet sense nor a gloss: they need a decision in the overrides.
        package let unresolved: [String]
        /// The synset each identifier with a sense is aligned to; `isKindOf` when the identifier is a kind
        /// of that synset rather than the synset itself (a `kindof` decision).
        package let alignments: [String: Alignment]
        /// The parents WordNet alone gives each identifier, before `parent`, `unparent` and `evidence` decisions.
        package let derivedParents: [String: Set<String>]
    }

    /// Where an identifier sits in WordNet.
    package struct Alignment: Sendable, Equatable {
        package let synset: Int
        package let isKindOf: Bool
    }

    /// WordNet's `physical_entity` synset.
    static let physicalEntity = 1930

    package func build() throws -> Result {
        try validateOverrides()
        var chosen: [String: Sense] = [:]
        for identifier in vocabulary {
            if let sense = chooseSense(identifier) { chosen[identifier] = sense }
        }
        var identifiersBySynset: [Int: [String]] = [:]
        for (identifier, sense) in chosen where !sense.isKindOf {
            identifiersBySynset[sense.synset.offset, default: []].append(identifier)
        }
        for (identifier, senses) in overrides.alsoSenses {
            for sense in senses {
                guard let synset = wordNet.synset(lemma: sense.lemma, sense: sense.number) else { continue }
                identifiersBySynset[synset.offset, default: []].append(identifier)
            }
        }

        var derivedParents: [String: Set<String>] = [:]
        var parents: [String: [String]] = [:]
        for identifier in vocabulary {
            var found = Set<String>()
            if let sense = chosen[identifier] {
                let start = sense.isKindOf ? [sense.synset.offset] : sense.synset.hypernyms
                found = nearestIdentifiers(from: start, identifiersBySynset: identifiersBySynset)
                found.remove(identifier)
            }
            derivedParents[identifier] = found
            found.subtract(overrides.removedParents[identifier] ?? [])
            found.formUnion(overrides.addedParents[identifier] ?? [])
            parents[identifier] = found.sorted()
        }
        try checkAcyclic(parents)
        try applyEvidence(to: &parents)
        for (identifier, reason) in overrides.rootReasons where !(parents[identifier] ?? []).isEmpty {
            throw fail(identifier, "`\(identifier)` has a root decision (\(reason)) but parents \(parents[identifier]!.joined(separator: ", "))")
        }

        var entries: [IdentifierInfo] = []
        var unresolved: [String] = []
        for identifier in vocabulary {
            let sense = chosen[identifier]
            let ownGloss = sense.flatMap { $0.isKindOf ? nil : Self.definition(of: $0.synset.gloss) }
            let gloss = overrides.glosses[identifier] ?? ownGloss ?? ""
            if gloss.isEmpty { unresolved.append(identifier) }
            entries.append(IdentifierInfo(
                identifier: identifier,
                sense: sense?.name,
                parents: parents[identifier] ?? [],
                genericReason: overrides.genericReasons[identifier],
                gloss: gloss
            ))
        }
        return Result(table: KnowledgeTable(entries: entries), unresolved: unresolved,
                      alignments: chosen.mapValues { Alignment(synset: $0.synset.offset, isKindOf: $0.isKindOf) },
                      derivedParents: derivedParents)
    }

    private func fail(_ identifier: String, _ message: String) -> OverridesError {
        OverridesError(path: overridesPath, line: overrides.lines[identifier] ?? 0, message: message)
    }

    private func validateOverrides() throws {
        let known = Set(vocabulary)
        for identifier in overrides.identifiers.sorted() where !known.contains(identifier) {
            throw fail(identifier, "`\(identifier)` is not an identifier of the vocabulary")
        }
        for decision in overrides.decisions where ["parent", "evidence", "same"].contains(decision.directive) {
            // An evidence value is `parent source`; the others name an identifier alone, which may hold spaces.
            let other = decision.directive == "evidence" ? String(decision.value.prefix { $0 != " " && $0 != "\t" }) : decision.value
            if !known.contains(other) || other == decision.identifier {
                throw OverridesError(path: overridesPath, line: decision.line,
                                     message: "`\(other)` named by `\(decision.identifier)` is not another identifier of the vocabulary")
            }
        }
        for (identifier, senses) in overrides.alsoSenses {
            for sense in senses where wordNet.synset(lemma: sense.lemma, sense: sense.number) == nil {
                throw fail(identifier, "WordNet has no noun sense `\(sense)`")
            }
        }
        for (identifier, choice) in overrides.senses {
            switch choice {
            case .wordNet(let lemma, let number), .kindOf(let lemma, let number):
                if wordNet.synset(lemma: lemma, sense: number) == nil {
                    throw fail(identifier, "WordNet has no noun sense `\(lemma)#\(number)`")
                }
            case .none:
                break
            }
        }
    }

    /// The WordNet sense an identifier is aligned to, or (for `kindof`) the sense it is a kind of.
    struct Sense {
        let lemma: String
        let number: Int
        let synset: WordNet.Synset
        var isKindOf = false

        /// `lemma#n`, or `kindof:lemma#n`.
        var name: String { (isKindOf ? "kindof:" : "") + "\(lemma)#\(number)" }
    }

    private func chooseSense(_ identifier: String) -> Sense? {
        switch overrides.senses[identifier] {
        case .some(.none):
            return nil
        case .some(.wordNet(let lemma, let number)):
            return wordNet.synset(lemma: lemma, sense: number).map { Sense(lemma: lemma, number: number, synset: $0) }
        case .some(.kindOf(let lemma, let number)):
            return wordNet.synset(lemma: lemma, sense: number).map {
                Sense(lemma: lemma, number: number, synset: $0, isKindOf: true)
            }
        case nil:
            return automaticSense(identifier)
        }
    }

    /// The best scored sense of an identifier's base forms, as chosen without a decision.
    func automaticSense(_ identifier: String) -> Sense? {
        var best: (score: Double, lemma: String, number: Int, synset: WordNet.Synset)?
        let form = lemmaForm(identifier)
        for lemma in wordNet.baseForms(of: form) {
            for (rank, offset) in (wordNet.senses[lemma] ?? []).enumerated() {
                guard let synset = wordNet.synsets[offset] else { continue }
                let score = self.score(synset, rank: rank) + (lemma == form ? 0.5 : 0)
                if best == nil || score > best!.score { best = (score, lemma, rank + 1, synset) }
            }
        }
        return best.map { Sense(lemma: $0.lemma, number: $0.number, synset: $0.synset) }
    }

    /// Every lemma an identifier of the vocabulary reduces to, for scoring senses.
    private let vocabularyLemmas: Set<String>

    private func score(_ synset: WordNet.Synset, rank: Int) -> Double {
        let ancestors = wordNet.ancestors(of: synset.offset)
        let related = Set(ancestors.flatMap { wordNet.synsets[$0]?.words ?? [] }.filter(vocabularyLemmas.contains))
        let physical = ancestors.contains(Self.physicalEntity) ? 1.5 : 0
        return Double(min(related.count, 4)) + physical - Double(rank) * 0.75
    }

    /// The identifiers whose synsets are met first on each hypernym path up from the `start` synsets.
    private func nearestIdentifiers(from start: [Int], identifiersBySynset: [Int: [String]]) -> Set<String> {
        var found = Set<String>()
        var seen = Set<Int>()
        var frontier = start
        while !frontier.isEmpty {
            var next: [Int] = []
            for offset in frontier where seen.insert(offset).inserted {
                if let identifiers = identifiersBySynset[offset] {
                    found.formUnion(identifiers)
                } else {
                    next.append(contentsOf: wordNet.synsets[offset]?.hypernyms ?? [])
                }
            }
            frontier = next
        }
        return found
    }

    /// Makes every `evidence` link hold: an identifier that does not already reach the parent the evidence
    /// names gets it as a direct parent. Identifiers are taken in vocabulary order, so the result is stable.
    private func applyEvidence(to parents: inout [String: [String]]) throws {
        for identifier in vocabulary {
            for evidence in overrides.evidence[identifier] ?? [] {
                if overrides.removedParents[identifier]?.contains(evidence.parent) == true {
                    throw fail(identifier, "`\(identifier)` both unparents `\(evidence.parent)` and has evidence for it")
                }
                if !Self.reaches(identifier, evidence.parent, parents: parents) {
                    parents[identifier] = ((parents[identifier] ?? []) + [evidence.parent]).sorted()
                }
            }
        }
        try checkAcyclic(parents)
    }

    /// Whether `ancestor` is above `identifier` in `parents`.
    static func reaches(_ identifier: String, _ ancestor: String, parents: [String: [String]]) -> Bool {
        var seen = Set<String>()
        var stack = parents[identifier] ?? []
        while let next = stack.popLast() {
            if next == ancestor { return true }
            if seen.insert(next).inserted { stack.append(contentsOf: parents[next] ?? []) }
        }
        return false
    }

    private func checkAcyclic(_ parents: [String: [String]]) throws {
        var state: [String: Bool] = [:]  // false: on the current path, true: done
        func visit(_ identifier: String, path: [String]) throws {
            if state[identifier] == true { return }
            if state[identifier] == false {
                throw fail(identifier, "parents form a cycle: \((path + [identifier]).joined(separator: " → "))")
            }
            state[identifier] = false
            for parent in parents[identifier] ?? [] { try visit(parent, path: path + [identifier]) }
            state[identifier] = true
        }
        for identifier in vocabulary { try visit(identifier, path: []) }
    }

    /// A WordNet gloss without its quoted usage examples.
    static func definition(of gloss: String) -> String {
        var text = Substring(gloss)
        for marker in ["; \"", ": \""] {
            if let quote = text.range(of: marker) { text = text[..<quote.lowerBound] }
        }
        if text.hasPrefix("\"") { text = "" }
        return text.trimmingCharacters(in: .whitespaces)
    }
}
