import CategoryMapping

/// `unreachable`: under `first-match` with top N, a mapped identifier behind N or more of its own
/// ancestors, none of them mapped, decides only when Vision breaks ties in its favour; under `top1`, one
/// such ancestor is enough.
struct UnreachableRule: Rule {
    static let description = RuleDescription(
        id: .unreachable,
        severity: .warning,
        summary: "Under `first-match` or `top1`, a mapped identifier comes after as many of its unmapped ancestors as the policy looks at.",
        rationale: """
            Vision reports an identifier's ancestors with it, each at least as confidently, and often tied: a dalmatian \
            photo reports animal, mammal, canine, dog and dalmatian at one score. With `--top 2` (or a beagle, five \
            ancestors deep, with the default top 5) and none of those \
            ancestors mapped, the ancestors fill the top N in the usual order and the entry decides only when Vision \
            happens to list it first. Under `top1` only the most confident observation decides, so one unmapped \
            ancestor is enough: a `dog` entry with none of animal, mammal and canine mapped decides only when Vision \
            lists dog first. The ancestors are the knowledge table's reconstruction of Apple's hierarchy. Map an ancestor, raise \
            `top` (under `top1`, choose `first-match`), or choose `most-specific`.
            """,
        triggeringExamples: [["dogs": "beagle\n"]],
        nonTriggeringExamples: [["dogs": "dog\n"], ["clothes": "bathrobe\n"]]
    )

    init() {}

    func findings(in context: AuditContext) -> [Finding] {
        // Only a policy that looks at the top N observations (first-match, top1) can leave an entry behind them.
        guard context.isHierarchical, let top = context.policy.top else { return [] }
        var findings: [Finding] = []
        for (identifier, placements) in context.mapped {
            guard let verdict = context.verdicts[identifier], verdict.chain.count > top else { continue }
            let ancestors = Array(verdict.chain.dropLast())
            guard !ancestors.contains(where: context.engine.table.isMapped) else { continue }
            let message = context.policy.kind == .top1
                ? Self.top1Message(identifier, ancestors: ancestors) : Self.message(identifier, ancestors: ancestors, top: top)
            findings += placements.map { finding($0, message: message) }
        }
        return findings
    }

    static func message(_ identifier: String, ancestors: [String], top: Int) -> String {
        "\"\(identifier)\" comes after \(ancestors.count) unmapped ancestors (\(RunTimeModel.list(ancestors))); if Vision reports "
            + "them with it, as the knowledge table says, they fill the top \(top) and \(identifier) decides only when Vision "
            + "breaks ties in its favour; map an ancestor or raise top"
    }

    static func top1Message(_ identifier: String, ancestors: [String]) -> String {
        let count = ancestors.count == 1 ? "an unmapped ancestor" : "\(ancestors.count) unmapped ancestors"
        return "\"\(identifier)\" has \(count) (\(RunTimeModel.list(ancestors))) that Vision reports with it at least as "
            + "confidently, as the knowledge table says; top1 takes the most confident observation, so \(identifier) decides only "
            + "when Vision breaks ties in its favour; map an ancestor, or choose first-match with top above \(ancestors.count) or most-specific"
    }
}
