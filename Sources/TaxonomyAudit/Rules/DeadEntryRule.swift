/// `dead-entry`: an entry that is not an identifier of the vocabulary can never match.
public struct DeadEntryRule: Rule {
    public static let description = RuleDescription(
        id: .deadEntry,
        severity: .error,
        summary: "An entry is not an identifier of the vocabulary, so it can never match.",
        rationale: """
            Vision reports one of a fixed set of identifiers, matched exactly and case-sensitively. Words that \
            feel right to a person (materials such as "cotton" or "fabric", synonyms such as "couch", plurals such \
            as "sofas") are never reported, so the entry is dead weight that hides a gap in the mapping.
            """,
        triggeringExamples: [["soft": "pillow\ncotton\n"], ["soft": "Sofas\n"], ["soft": "!fabric\n"]],
        nonTriggeringExamples: [["soft": "pillow\nsofa\n!structure\n"]]
    )

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        let dead = context.placements.filter { !context.vocabulary.contains($0.entry.identifier) }
        return zip(dead, context.suggester.suggestions(forEach: dead.map(\.entry.identifier))).map { placement, suggestions in
            finding(placement, message: Self.message(placement.entry, vocabulary: context.vocabulary.name, suggestions: suggestions),
                    suggestions: suggestions)
        }
    }

    static func message(_ entry: MappingEntry, vocabulary: String, suggestions: [Suggestion]) -> String {
        var message = "\"\(entry.identifier)\" is not an identifier of \(vocabulary), so it can never match"
        if let best = suggestions.first {
            message += "; did you mean \"\(best.identifier)\"? (\(best.reason))"
        }
        return message
    }
}
