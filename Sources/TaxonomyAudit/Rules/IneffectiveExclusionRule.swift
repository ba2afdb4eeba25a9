import CategoryMapping

/// `ineffective-exclusion`: an exclusion `!X` in a category whose photos still get that category through
/// a mapped ancestor, so the exclusion does not hold at run time.
struct IneffectiveExclusionRule: Rule {
    static let description = RuleDescription(
        id: .ineffectiveExclusion,
        severity: .warning,
        summary: "An exclusion `!X` in a category whose photos still get the category through a mapped ancestor.",
        rationale: """
            `!tiara` in soft records that tiaras are not soft, but the app never reads exclusions: Vision reports \
            tiara with its ancestors (headgear, clothing, as the knowledge table says), and when one of them is mapped \
            soft a tiara photo comes out soft anyway. Unmap the ancestor and map its kinds one by one, or drop the \
            exclusion.
            """,
        triggeringExamples: [["soft": "clothing\n!tiara\n"]],
        nonTriggeringExamples: [["soft": "hat\n!tiara\n"]]
    )

    init() {}

    func findings(in context: AuditContext) -> [Finding] {
        guard context.isHierarchical else { return [] }
        var findings: [Finding] = []
        for placement in context.placements where placement.entry.isExclusion {
            let identifier = placement.entry.text
            guard let verdict = context.verdicts[identifier], verdict.possible.contains(placement.category) else { continue }
            let through = RunTimeModel.mappedAncestors(of: verdict, in: placement.category, context)
            guard !through.isEmpty else { continue }
            let locations = through.compactMap { ancestor in
                context.placement(of: ancestor, in: placement.category).map {
                    RelatedLocation(identifier: ancestor, path: $0.path, line: $0.entry.line)
                }
            }
            findings.append(finding(placement, message: Self.message(identifier, category: placement.category, through: through,
                                                                     context: context),
                                    related: through, relatedLocations: locations))
        }
        return findings
    }

    static func message(_ identifier: String, category: String, through: [String], context: AuditContext) -> String {
        let first = through[0]
        return "\"!\(identifier)\" does not hold at run time: \(identifier) photos can still come out \(category) through "
            + "\(RunTimeModel.cite(through, in: category, context)), if Vision reports \(first) with \(identifier) as the "
            + "knowledge table says; unmap \(first) and map its kinds, or drop the exclusion"
    }
}
