import CategoryMapping
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
        var exclusions: [ExclusionKey: [Placement]]?
        var messages = OwnerMessages()
        for (identifier, placements) in context.mapped {
            let owner = placements[0]
            // Keeping it in one category removes it from the others: one list of edits per category, built when
            // a fix first asks and shared by the findings there, so an identifier copied many times costs no
            // more than its copies; so is what builds the fixes, from each finding's own entry.
            var keepHere: [String: FixBuilder] = [:]
            for placement in placements.dropFirst() where placement.category != owner.category {
                let category = placement.category
                let fixes: FixBuilder
                if let known = keepHere[category] {
                    fixes = known
                } else {
                    let edits = KeepingEdits(identifier: identifier, category: category, placements: placements)
                    fixes = FixBuilder { Spot($0).map { Self.betweenFixes($0, owner: owner, keepingHere: edits.edits) } ?? [] }
                    keepHere[category] = fixes
                }
                findings.append(finding(placement, text: messages.text(other: owner), makeFixes: .fromFinding(fixes.make)))
            }
        }
        // Mapped and excluded in one category: looked up from the exclusions, which mappings hold few of.
        for (category, excluded) in context.exclusions {
            for identifier in excluded {
                guard let placements = context.mapped[identifier] else { continue }
                for placement in placements where placement.category == category {
                    // Built on the first conflict of this kind: most mappings have none.
                    let index = exclusions ?? Dictionary(grouping: context.placements.filter(\.entry.isExclusion)) {
                        ExclusionKey(category: $0.category, identifier: $0.entry.text)
                    }
                    exclusions = index
                    let excluding = index[ExclusionKey(category: category, identifier: identifier)] ?? []
                    findings.append(finding(placement, message: Self.excludedMessage(identifier, category: category),
                                            fixes: Self.excludedFixes(Spot(placement), exclusions: excluding)))
                }
            }
        }
        return findings
    }

    private struct ExclusionKey: Hashable {
        let category: String
        let identifier: String
    }

    /// What builds the fixes of the findings of one identifier in one category. Closures are kept in
    /// collections inside a struct: a closure stored as a collection's element is wrapped anew each time it
    /// goes in or out.
    private struct FixBuilder {
        let make: @Sendable (Finding) -> [Fix]
    }

    /// The removals of `identifier` from every category but `category`, built once, when first asked for.
    private final class KeepingEdits: @unchecked Sendable {
        private let identifier: String
        private let category: String
        private let placements: PlacementList
        private let lock = Lock()
        private var built: [FixEdit]?

        init(identifier: String, category: String, placements: PlacementList) {
            self.identifier = identifier
            self.category = category
            self.placements = placements
        }

        var edits: [FixEdit] {
            lock.locked {
                if let built { return built }
                let edits = placements.filter { $0.category != category }.map {
                    FixEdit.delete($0, "\($0.location): removed \"\(identifier)\" to keep it in \(category)")
                }
                built = edits
                return edits
            }
        }
    }

    /// The messages of conflicts with an entry in another category, `"sofa" is mapped to both hard and soft
    /// (soft.txt:3); keep it in one category`, written when shown from the finding and the other entry's line:
    /// one closure per file and category of the other entry, shared by the findings that cite it, so a
    /// million conflicts hold no message string of their own.
    private struct OwnerMessages {
        /// One file and category's writer, in a struct as `FixBuilder` is.
        private struct Writer {
            let write: @Sendable (Finding, Int, (_ piece: String, _ fromInput: Bool) -> Void) -> Void
        }
        private var writers: [Key: Writer] = [:]
        /// The last one asked for: the other entry is the first copy of each identifier, mostly in one file.
        private var last: (path: String, category: String, writer: Writer)?

        mutating func text(other: Placement) -> Finding.MessageText {
            if let last, last.path == other.path, last.category == other.category { return .fromFinding(last.writer.write, other.entry.line) }
            let key = Key(path: other.path, category: other.category)
            let writer: Writer
            if let known = writers[key] {
                writer = known
            } else {
                writer = Writer(write: Self.writer(path: other.path, category: other.category))
                writers[key] = writer
            }
            last = (other.path, other.category, writer)
            return .fromFinding(writer.write, other.entry.line)
        }

        private struct Key: Hashable {
            let path: String
            let category: String
        }

        private static func writer(path: String, category: String) -> @Sendable (Finding, Int, (_ piece: String, _ fromInput: Bool) -> Void) -> Void {
            { finding, line, write in
                write("\"", false)
                write(finding.subject, true)
                write("\" is mapped to both ", false)
                write(finding.category, true)
                write(" and ", false)
                write(category, true)
                write(" (", false)
                write(path, true)
                write(":", false)
                write(String(line), false)
                write("); keep it in one category", false)
            }
        }
    }

    /// The entry a conflict is found at, as its fixes name and remove it.
    private struct Spot {
        let path: String
        let category: String
        let text: String
        let position: EntryPosition

        init(_ placement: Placement) {
            path = placement.path
            category = placement.category
            text = placement.entry.text
            position = placement.entry.position
        }

        /// The entry of a finding at one (nil for a finding at no line and column).
        init?(_ finding: Finding) {
            guard let position = finding.position else { return nil }
            path = finding.path
            category = finding.category
            text = finding.subject
            self.position = position
        }

        /// `" (line N)"`, as `Placement.lineClause`.
        var lineClause: String { position.lineClause }
        /// `path:line`, as `Placement.location`.
        var location: String { Finding.Location(path: path, line: position.line).description }
    }

    /// Mapped in two categories: keep it in the first (remove this entry), or keep it here (remove the others).
    private static func betweenFixes(_ spot: Spot, owner: Placement, keepingHere: [FixEdit]) -> [Fix] {
        let identifier = spot.text, category = spot.category, line = spot.lineClause
        return answers(spot, remove: (title: "keep it in \(owner.category), remove it from \(category)",
                                      question: "Keep \"\(identifier)\" in \(owner.category) and remove it from \(category)\(line)?",
                                      option: "keep it in \(owner.category) (\(owner.location))"),
                       keep: (title: "keep it in \(category), remove it from the other categories", option: "keep it in \(category)\(line)"),
                       keeping: keepingHere)
    }

    /// Mapped and excluded in one category: keep the exclusion (remove this entry), or keep it mapped.
    private static func excludedFixes(_ spot: Spot, exclusions: [Placement]) -> [Fix] {
        let identifier = spot.text, category = spot.category, line = spot.lineClause
        let removals = exclusions.map { FixEdit.delete($0, "\($0.location): removed \"!\(identifier)\" to keep it in \(category)") }
        return answers(spot, remove: (title: "remove \"\(identifier)\"\(line), keep !\(identifier)", question: "Keep !\(identifier) and remove \"\(identifier)\"\(line)?",
                                      option: "keep !\(identifier): \(identifier) stays out of \(category)"),
                       keep: (title: "keep \"\(identifier)\"\(line), remove !\(identifier)", option: "keep \(identifier) in \(category): remove !\(identifier)"),
                       keeping: removals)
    }

    /// The two answers to either conflict: remove this entry (suggested), or keep it and make `keeping` (an
    /// alternative).
    private static func answers(_ spot: Spot, remove: (title: String, question: String, option: String),
                                keep: (title: String, option: String), keeping: [FixEdit]) -> [Fix] {
        [
            Fix(title: remove.title, question: remove.question, option: remove.option, applicability: .suggested,
                edits: [FixEdit(path: spot.path, category: spot.category, change: .delete(spot.position),
                                description: "\(spot.location): removed \"\(spot.text)\" from \(spot.category), which it conflicts with")]),
            Fix(title: keep.title, question: "", option: keep.option, applicability: .alternative, edits: keeping),
        ]
    }

    static func excludedMessage(_ identifier: String, category: String) -> String {
        "\"\(identifier)\" is both mapped to \(category) and excluded from it (!\(identifier)); keep one of the two"
    }
}
