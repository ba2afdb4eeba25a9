/// `catch-all`: a mapped identifier that Vision reports for things of more than one category.
public struct CatchAllRule: Rule {
    public static let description = RuleDescription(
        id: .catchAll,
        severity: .warning,
        summary: "A mapped identifier is generic, or its kinds are mapped to other categories.",
        rationale: """
            Generic identifiers ("structure", "material", scenes such as "interior_room") are what Vision reports \
            when it cannot name the thing, for soft and hard things alike; mapping one trades one misclassification \
            for another. Likewise an umbrella ("furniture") whose kinds are split between categories ("sofa" soft, \
            "table" hard) cannot stand for either. Leave them unmapped and let the app look further down Vision's \
            ranked results for a specific identifier, or record the exception with `!kind` in the umbrella's \
            category (`!helmet` in a soft list that maps `clothing`).
            """,
        triggeringExamples: [["soft": "structure\n"], ["soft": "sofa\n", "hard": "furniture\n"]],
        nonTriggeringExamples: [["soft": "sofa\npillow\n", "hard": "table\n"], ["soft": "clothing\n!helmet\n", "hard": "helmet\n"]]
    )

    /// How many kinds a message names before it says "and N more".
    static let listedKinds = 4

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        let vocabulary = context.vocabulary
        var findings: [Finding] = []
        // Kinds mapped elsewhere, by umbrella identifier and umbrella category.
        var splitKinds: [String: [String: [Placement]]] = [:]
        for (identifier, placements) in context.mapped {
            if let reason = vocabulary.info(identifier)?.genericReason {
                findings += placements.map { finding($0, message: Self.genericMessage(identifier, reason: reason, category: $0.category)) }
                continue
            }
            for (ancestor, _) in vocabulary.ancestors(of: identifier) where !vocabulary.isGeneric(ancestor) {
                for category in context.categories(of: ancestor) {
                    // `!kind` in the umbrella's category records that the split is deliberate.
                    for kind in placements where kind.category != category && context.excluded[category]?.contains(identifier) != true {
                        splitKinds[ancestor, default: [:]][category, default: []].append(kind)
                    }
                }
            }
        }
        for (umbrella, byCategory) in splitKinds {
            for placement in context.mapped[umbrella] ?? [] {
                guard let kinds = byCategory[placement.category] else { continue }
                let sorted = kinds.sorted { $0.entry.identifier < $1.entry.identifier }
                findings.append(finding(placement, message: Self.splitMessage(umbrella, category: placement.category, kinds: sorted),
                                        related: sorted.map(\.entry.identifier)))
            }
        }
        return findings
    }

    static func genericMessage(_ identifier: String, reason: String, category: String) -> String {
        "\"\(identifier)\" is a catch-all (\(reason)); mapping it to \(category) trades one misclassification for another"
    }

    static func splitMessage(_ umbrella: String, category: String, kinds: [Placement]) -> String {
        var listed = kinds.prefix(listedKinds).map { "\($0.entry.identifier) (\($0.category), \($0.location))" }
        if kinds.count > listedKinds { listed.append("and \(kinds.count - listedKinds) more") }
        return "\"\(umbrella)\" is mapped to \(category), but its kinds are mapped elsewhere: "
            + listed.joined(separator: ", ") + "; map the kinds, not the umbrella"
    }
}
