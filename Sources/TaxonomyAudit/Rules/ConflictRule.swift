/// `conflict`: one identifier mapped in two categories, or both mapped and excluded in one.
public struct ConflictRule: Rule {
    public static let description = RuleDescription(
        id: .conflict,
        severity: .error,
        summary: "An identifier is mapped in two categories, or mapped and excluded in the same one.",
        rationale: """
            The app turns each identifier into one category; which one wins then depends on lookup order, not on \
            a decision. Keep the identifier in the category it belongs to and remove it from the other.
            """,
        triggeringExamples: [["soft": "sofa\n", "hard": "sofa\n"], ["soft": "sofa\n!sofa\n"]],
        nonTriggeringExamples: [["soft": "sofa\n", "hard": "!sofa\ntable\n"]]
    )

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        for (identifier, placements) in context.mapped {
            let owner = placements[0]
            for placement in placements.dropFirst() where placement.category != owner.category {
                findings.append(finding(placement, message: Self.message(identifier, here: placement, other: owner)))
            }
            for placement in placements where context.excluded[placement.category]?.contains(identifier) == true {
                findings.append(finding(placement, message: Self.excludedMessage(identifier, category: placement.category)))
            }
        }
        return findings
    }

    static func message(_ identifier: String, here: Placement, other: Placement) -> String {
        "\"\(identifier)\" is mapped to both \(here.category) and \(other.category) (\(other.location)); keep it in one category"
    }

    static func excludedMessage(_ identifier: String, category: String) -> String {
        "\"\(identifier)\" is both mapped to \(category) and excluded from it (!\(identifier)); keep one of the two"
    }
}
