/// `dead-entry`: an entry that is not an identifier of the vocabulary can never match.
struct DeadEntryRule: Rule {
    static let description = RuleDescription(
        id: .deadEntry,
        severity: .error,
        summary: "An entry is not an identifier of the vocabulary, so it can never match.",
        rationale: """
            Vision reports one of a fixed set of identifiers, matched exactly and case-sensitively. Words that \
            feel right to a person (materials such as "cotton" or "fabric", synonyms such as "couch", plurals such \
            as "sofas") are never reported, so the entry is dead weight that hides a gap in the mapping.
            """,
        triggeringExamples: [["soft": "pillow\ncotton\n"], ["soft": "Sofas\n"], ["soft": "!fabric\n"]],
        nonTriggeringExamples: [["soft": "pillow\nsofa\n!structure\n"]],
        corrections: [Correction(before: ["soft": "pillow\nSofas # plural\n!Chairs\n"], after: ["soft": "pillow\nsofa # plural\n!chair\n"]),
                      Correction(before: ["soft": "pillow\nleather\n"], after: ["soft": "pillow\n"])]
    )

    init() {}

    func findings(in context: AuditContext) -> [Finding] {
        let dead = context.placements.indices.filter { !context.isIdentifier(placement: $0) }.map { context.placements[$0] }
        let contexts = Self.suggestionContexts(for: dead, context)
        var conflicts = ConflictCache()
        let elementListPaths = context.elementListPaths
        let mapped = context.mapped
        let suggestions = context.suggester.suggestions(forEach: dead.map(\.entry.text), contexts: dead.map { contexts[$0.category] })
        return zip(dead, suggestions).map { placement, suggestions in
            let word = EntryWord(placement.path, elementListPaths: elementListPaths)
            // A word no spelling explains may be an umbrella over classes of a flat vocabulary (`dog` in
            // ImageNet): that is said instead of a word merely near it.
            if !suggestions.contains(where: { $0.kind == .spelling }), let umbrella = context.suggester.umbrella(for: placement.entry.text) {
                let kinds = Self.suggestions(umbrella)
                return finding(placement, message: Self.message(placement.entry, vocabulary: context.vocabulary.name, umbrella: umbrella),
                               suggestions: kinds, fixes: Self.fixes(placement, suggestions: kinds, safe: nil, mapped: mapped, choosable: false, word: word))
            }
            // Which replacement is safe is worked out now, once for all the dead entries that share it; the
            // fixes themselves only when asked for (a report never asks).
            let safe = Self.safeReplacement(placement, suggestions: suggestions, context, conflicts: &conflicts)
            return finding(placement, message: Self.message(placement.entry, vocabulary: context.vocabulary.name, suggestions: suggestions)
                               + Self.exclamationNote(placement),
                           suggestions: suggestions, fixes: Self.fixes(placement, suggestions: suggestions, safe: safe, mapped: mapped, word: word))
        }
    }

    /// The umbrella's nearest classes, as many as an entry gets suggestions.
    static func suggestions(_ umbrella: Umbrella) -> [Suggestion] {
        let word = umbrella.word.replacingEvery("_", with: " ")
        return umbrella.classes.prefix(Suggester.maximumSuggestions).map {
            Suggestion(identifier: $0, kind: .meaning, reason: "\($0) is a kind of \(word)")
        }
    }

    /// For each category with a dead entry, what it maps, which chooses among the senses of its dead words.
    static func suggestionContexts(for dead: [Placement], _ context: AuditContext) -> [String: SuggestionContext] {
        let categories = Set(dead.map(\.category))
        guard !categories.isEmpty else { return [:] }
        // By category number (in order of first appearance), the identifiers it maps, each once.
        var numbers: [String: Int] = [:], mapped: [[String]] = []
        // A text is gathered once per category, not once per line: each text number keeps the number of the
        // category that gathered it last (a text met again after another category took it is gathered again,
        // which the context ignores). Placements come list by list, so the category is looked up once per run
        // of one category's entries.
        var gatheredBy = [Int32](repeating: -1, count: context.textIsIdentifier.count)
        var current: String? = nil, number = -1
        for index in context.placements.indices where !context.placements[index].entry.isExclusion && context.isIdentifier(placement: index) {
            let category = context.placements[index].category
            if current != category {
                current = category
                number = categories.contains(category) ? numbers[category] ?? mapped.count : -1
                if number == mapped.count {
                    numbers[category] = number
                    mapped.append([])
                }
            }
            let text = Int(context.textNumbers[index])
            guard number >= 0, gatheredBy[text] != number else { continue }
            gatheredBy[text] = Int32(number)
            mapped[number].append(context.placements[index].entry.text)
        }
        return Dictionary(uniqueKeysWithValues: categories.map { category in
            (category, context.suggester.context(category: category, mapping: numbers[category].map { mapped[$0] } ?? []))
        })
    }

    /// Whether writing an identifier in place of an entry would conflict, by category, identifier and
    /// whether the entry is an exclusion: many dead entries share a correction, and each answer costs a
    /// scan of where the identifier is mapped.
    struct ConflictCache {
        private var known: [Key: Bool] = [:]

        private struct Key: Hashable {
            let category: String
            let target: String
            let isExclusion: Bool
        }

        mutating func wouldConflict(_ placement: Placement, target: String, _ context: AuditContext) -> Bool {
            let key = Key(category: placement.category, target: target, isExclusion: placement.entry.isExclusion)
            if let answer = known[key] { return answer }
            let answer = placement.entry.isExclusion
                ? context.placement(of: target, in: placement.category) != nil
                : context.exclusions[placement.category]?.contains(target) == true
                    || context.mapped[target]?.contains { $0.category != placement.category } == true
            known[key] = answer
            return answer
        }
    }

    /// The only spelling suggestion, unless the corrected entry would conflict: mapped where it is excluded,
    /// excluded where it is mapped, or mapped in another category too. Nil when there is none such, for an
    /// entry written `!x` (in a source where `!` excludes nothing), which may mean to exclude `x`, and when the
    /// suggestion differs from the entry only in case or separators (`Sofa`, `teddy_bear` for `teddy bear`): an
    /// app that folds labels before its look-up keeps such entries on purpose, so that is a suggestion.
    static func safeReplacement(_ placement: Placement, suggestions: [Suggestion], _ context: AuditContext,
                                conflicts: inout ConflictCache) -> String? {
        guard !placement.entry.text.hasPrefix("!") else { return nil }
        let spelling = suggestions.filter { $0.kind == .spelling }
        guard spelling.count == 1, !differsOnlyInCaseOrSeparators(placement.entry.text, spelling[0].identifier) else { return nil }
        return !conflicts.wouldConflict(placement, target: spelling[0].identifier, context) ? spelling[0].identifier : nil
    }

    /// Whether `entry` and `identifier` are one spelling once case and the separators `_`, space and `-` are
    /// folded (`.audit.json` `"match": "normalized"`, which would make the entry live).
    static func differsOnlyInCaseOrSeparators(_ entry: String, _ identifier: String) -> Bool {
        entry != identifier && MatchMode.normalized.key(entry) == MatchMode.normalized.key(identifier)
    }

    /// One replacement per suggestion, in order, then removing the entry (the default when nothing is
    /// suggested). The replacement by `safe` (`safeReplacement`) is safe. When not `choosable` (an umbrella's
    /// kinds, of which one alone is no replacement), every fix is an alternative, so none is applied without a
    /// person choosing it. `mapped` tells which suggestions the category already lists.
    static func fixes(_ placement: Placement, suggestions: [Suggestion], safe: String?, mapped: MappedPlacements,
                      choosable: Bool = true, word: EntryWord) -> [Fix] {
        // `"!x"` in a source where `!` excludes nothing may mean to exclude `x`: mapping `x` is never a default.
        let unexcluded = placement.entry.text.hasPrefix("!") ? String(placement.entry.text.dropFirst()) : nil
        var fixes = suggestions.enumerated().map { index, suggestion in
            // Only a copy in the entry's own list turns the replacement into a removal (`FixPlanner`).
            let listed = mapped.list(placement.list, maps: suggestion.identifier)
            let choice: Applicability = suggestion.identifier == unexcluded ? .alternative : suggestion.identifier == safe ? .safe : index == 0 ? .suggested : .alternative
            return replacement(placement, with: suggestion.identifier,
                               applicability: !choosable ? .alternative : choice,
                               option: "\(suggestion.identifier): \(suggestion.reason)\(listed ? "; already listed, so the \(word.rawValue) is removed" : "")",
                               question: "Replace \"\(placement.entry.text)\"\(placement.lineClause) with \"\(suggestion.identifier)\"?")
        }
        fixes.append(Fix(title: "remove the \(word.rawValue)", question: "Remove \"\(placement.entry.text)\"\(placement.lineClause)?",
                         key: "d", applicability: suggestions.isEmpty && choosable ? .suggested : .alternative,
                         edits: [.delete(placement, kind: suggestions.isEmpty ? "dead entry" : "")]))
        return fixes
    }

    /// Replacing the dead entry by `identifier` (a suggestion, or one a person typed).
    static func replacement(_ placement: Placement, with identifier: String, applicability: Applicability = .alternative,
                            option: String? = nil, question: String = "") -> Fix {
        Fix(title: "replace it with \"\(identifier)\"", question: question, option: option, applicability: applicability,
            edits: [FixEdit(path: placement.path, category: placement.category,
                            change: .replace(placement.entry.position, entry: placement.entry.text,
                                             isExclusion: placement.entry.isExclusion, identifier: identifier),
                            description: EditDescription(location: Finding.Location(path: placement.path, line: placement.entry.line),
                                                         action: .replaced, entry: placement.entry.text, detail: " with \"\(identifier)\""))])
    }

    /// `"dog" is not a class of imagenet-1k; it is an umbrella over 118 of its classes (…); map those kinds`.
    static func message(_ entry: MappingEntry, vocabulary: String, umbrella: Umbrella) -> String {
        "\"\(entry.text)\" is not a class of \(vocabulary); it is \(umbrella.description); map those kinds"
    }

    /// For an entry written `!x` (which only a text file reads as an exclusion), how this source excludes `x`.
    static func exclamationNote(_ placement: Placement) -> String {
        guard placement.entry.text.hasPrefix("!"), placement.entry.text.count > 1 else { return "" }
        let identifier = String(placement.entry.text.dropFirst())
        guard let form = ExclusionForm.written(identifier, in: placement.path) else { return "; ! excludes nothing here, and this file cannot hold an exclusion" }
        return "; ! excludes nothing here: to exclude \(identifier), write \(form)"
    }

    static func message(_ entry: MappingEntry, vocabulary: String, suggestions: [Suggestion]) -> String {
        var message = "\"\(entry.text)\" is not an identifier of \(vocabulary), so it can never match"
        if let best = suggestions.first {
            message += "; did you mean \"\(best.identifier)\"? (\(best.reason))"
        }
        return message
    }
}
