#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `conflict`: one identifier mapped in two categories, or both mapped and excluded in one.
struct ConflictRule: Rule {
    static let description = RuleDescription(
        id: .conflict,
        severity: .error,
        summary: "An identifier is mapped in two categories, or mapped and excluded in the same one.",
        rationale: """
            The app turns each identifier into one category; which one wins then depends on lookup order, not on \
            a decision. Keep the identifier in the category it belongs to and remove it from the other.
            """,
        triggeringExamples: [["soft": "sofa\n", "hard": "sofa\n"], ["soft": "sofa\n!sofa\n"]],
        nonTriggeringExamples: [["soft": "sofa\n", "hard": "!sofa\ntable\n"]],
        corrections: [Correction(before: ["soft": "sofa\n", "hard": "sofa\n"], after: ["soft": "", "hard": "sofa\n"]),
                      Correction(before: ["soft": "sofa\n!sofa\n"], after: ["soft": "!sofa\n"])]
    )

    init() {}

    func findings(in context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        for (_, placements) in context.mapped {
            let owner = placements[0]
            // Keeping it in one category removes it from the others: the removals for each category, made once
            // and shared by the findings there.
            var keepingHere: [String: [FixEdit]] = [:]
            for placement in placements.dropFirst() where placement.category != owner.category {
                let category = placement.category
                let removals = keepingHere[category] ?? placements.filter { $0.category != category }.map {
                    FixEdit.delete($0, detail: " to keep it in \(category)")
                }
                keepingHere[category] = removals
                findings.append(finding(placement, .mappedTwice(other: owner, keepingHere: removals)))
            }
        }
        // Mapped and excluded in one category: looked up from the exclusions, which mappings hold few of.
        let exclusions = Dictionary(grouping: context.placements.filter(\.entry.isExclusion)) {
            ExclusionKey(category: $0.category, identifier: $0.entry.text)
        }
        for (category, excluded) in context.exclusions {
            for identifier in excluded {
                guard let placements = context.mapped[identifier] else { continue }
                for placement in placements where placement.category == category {
                    let excluding = exclusions[ExclusionKey(category: category, identifier: identifier)] ?? []
                    findings.append(finding(placement, message: Self.excludedMessage(identifier, category: category),
                                            fixes: Self.excludedFixes(placement, exclusions: excluding)))
                }
            }
        }
        return findings
    }

    private struct ExclusionKey: Hashable {
        let category: String
        let identifier: String
    }

    /// `"sofa" is mapped to both hard and soft (soft.txt:3); keep it in one category`.
    static func message(_ finding: Finding, other: Placement) -> String {
        "\"\(finding.subject)\" is mapped to both \(finding.category) and \(other.category) (\(other.path):\(other.entry.line)); "
            + "keep it in one category"
    }

    /// Mapped in two categories: keep it in the other (remove this entry), or keep it here (remove the others).
    static func fixes(_ finding: Finding, other: Placement, keepingHere: [FixEdit]) -> [Fix] {
        guard let position = finding.position else { return [] }
        let identifier = finding.subject, category = finding.category, line = position.lineClause
        return answers(.delete(entryOf: finding, at: position, detail: " from \(category), which it conflicts with"),
                       remove: (title: "keep it in \(other.category), remove it from \(category)",
                                question: "Keep \"\(identifier)\" in \(other.category) and remove it from \(category)\(line)?",
                                option: "keep it in \(other.category) (\(other.location))"),
                       keep: (title: "keep it in \(category), remove it from the other categories", option: "keep it in \(category)\(line)"),
                       keeping: keepingHere)
    }

    /// Mapped and excluded in one category: keep the exclusion (remove this entry), or keep it mapped.
    private static func excludedFixes(_ placement: Placement, exclusions: [Placement]) -> [Fix] {
        let identifier = placement.entry.text, category = placement.category, line = placement.lineClause
        let removals = exclusions.map { FixEdit.delete($0, entry: "!" + identifier, detail: " to keep it in \(category)") }
        return answers(.delete(placement, detail: " from \(category), which it conflicts with"),
                       remove: (title: "remove \"\(identifier)\"\(line), keep !\(identifier)", question: "Keep !\(identifier) and remove \"\(identifier)\"\(line)?",
                                      option: "keep !\(identifier): \(identifier) stays out of \(category)"),
                       keep: (title: "keep \"\(identifier)\"\(line), remove !\(identifier)", option: "keep \(identifier) in \(category): remove !\(identifier)"),
                       keeping: removals)
    }

    /// The two answers to either conflict: remove this entry (`removal`, suggested), or keep it and make
    /// `keeping` (an alternative).
    private static func answers(_ removal: FixEdit, remove: (title: String, question: String, option: String),
                                keep: (title: String, option: String), keeping: [FixEdit]) -> [Fix] {
        [
            Fix(title: remove.title, question: remove.question, option: remove.option, applicability: .suggested,
                edits: [removal]),
            Fix(title: keep.title, question: "", option: keep.option, applicability: .alternative, edits: keeping),
        ]
    }

    static func excludedMessage(_ identifier: String, category: String) -> String {
        "\"\(identifier)\" is both mapped to \(category) and excluded from it (!\(identifier)); keep one of the two"
    }
}
