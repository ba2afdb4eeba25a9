import CategoryMapping

/// `unreachable`: under `first-match` with top N, a mapped identifier behind N or more of its own
/// ancestors, none of them mapped, decides only when Vision breaks ties in its favour.
struct UnreachableRule: Rule {
    static let description = RuleDescription(
        id: .unreachable,
        severity: .warning,
        summary: "Under `first-match`, a mapped identifier comes after top-N or more of its unmapped ancestors.",
        rationale: """
            Vision reports an identifier's ancestors with it, each at least as confidently, and often tied: a dalmatian \
            photo reports animal, mammal, canine, dog and dalmatian at one score. With `--top 2` (or a beagle, five \
            ancestors deep, with the default top 5) and none of those \
            ancestors mapped, the ancestors fill the top N in the usual order and the entry decides only when Vision \
            happens to list it first. The ancestors are the knowledge table's reconstruction of Apple's hierarchy. Map an \
            ancestor, raise `top`, or choose `most-specific`.
            """,
        triggeringExamples: [["dogs": "beagle\n"]],
        nonTriggeringExamples: [["dogs": "dog\n"], ["clothes": "bathrobe\n"]]
    )

    init() {}

    func findings(in context: AuditContext) -> [Finding] {
        guard case .firstMatch(let top, _) = context.policy, context.isHierarchical else { return [] }
        var findings: [Finding] = []
        for (identifier, placements) in context.mapped {
            guard let verdict = context.verdicts[identifier] else { continue }
            let ancestors = Array(verdict.chain.dropLast())
            guard ancestors.count >= top, !ancestors.contains(where: context.engine.table.isMapped) else { continue }
            findings += placements.map { finding($0, message: Self.message(identifier, ancestors: ancestors, top: top)) }
        }
        return findings
    }

    static func message(_ identifier: String, ancestors: [String], top: Int) -> String {
        "\"\(identifier)\" comes after \(ancestors.count) unmapped ancestors (\(RunTimeModel.list(ancestors))); if Vision reports "
            + "them with it, as the knowledge table says, they fill the top \(top) and \(identifier) decides only when Vision "
            + "breaks ties in its favour; map an ancestor or raise top"
    }
}
