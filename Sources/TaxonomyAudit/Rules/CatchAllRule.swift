import CategoryMapping

/// `catch-all`: a mapped identifier that, under the policy, decides photos of kinds mapped to another
/// category; or a generic identifier mapped where nothing shows what it does (a note).
struct CatchAllRule: Rule {
    static let description = RuleDescription(
        id: .catchAll,
        severity: .warning,
        summary: """
            A mapped identifier decides, under the policy, photos of kinds mapped to another category (a note \
            under `any`); a generic identifier mapped with no consequence shown is a note.
            """,
        rationale: """
            Vision reports a photo's identifier together with its ancestors, each at least as confidently. Under \
            `first-match` or `top1` the ancestor comes first, so when "chair" is hard and "armchair" soft, an armchair \
            photo comes out hard: the umbrella takes its kinds over. Under `any` the photo lands in both categories \
            (a note); under `most-specific` the kind decides and nothing is reported. The ancestors are the knowledge \
            table's reconstruction of Apple's private hierarchy. Unmap the umbrella and map its kinds one by one, or \
            map the kinds with it. A generic identifier ("structure", "outdoor") that takes nothing over is only a \
            note, and nothing when the category is named for it (`beach` in `beach.txt`). The default answer removes \
            the entry, unless it is the only one its list maps: then no default answer empties the list, and the \
            finding says to map the kinds instead (`--suggest` still offers the removal).
            """,
        triggeringExamples: [["soft": "armchair\n", "hard": "chair\n"], ["soft": "structure\n", "hard": "building\n"],
                             ["soft": "structure\n"]],
        nonTriggeringExamples: [["soft": "sofa\npillow\n", "hard": "table\n"], ["beach": "beach\n"]],
        corrections: [Correction(before: ["soft": "armchair\n", "hard": "chair\ntable\n"], after: ["soft": "armchair\n", "hard": "table\n"])]
    )

    init() {}

    func findings(in context: AuditContext) -> [Finding] {
        let kind = context.policy.kind
        // Kinds whose photos a mapped ancestor can decide for another category: by ancestor, then category.
        var takeovers: [String: [String: [Placement]]] = [:]
        if kind != .mostSpecific && context.isHierarchical {
            for (identifier, placements) in context.mapped {
                guard let verdict = context.verdicts[identifier], verdict.chain.count > 1 else { continue }
                var own: [String] = []
                for placement in placements where !own.contains(placement.category) { own.append(placement.category) }
                // The possible categories are those of every mapped member of the chain: when the identifier's own
                // hold them all, no ancestor decides for another category.
                guard verdict.possible.contains(where: { !own.contains($0) }) else { continue }
                for ancestor in verdict.chain.dropLast() {
                    for category in context.engine.table.categories(of: ancestor) where !own.contains(category) {
                        takeovers[ancestor, default: [:]][category, default: []].append(placements[0])
                    }
                }
            }
        }
        // At most one finding per placement of an identifier that takes kinds over or is generic.
        var findings: [Finding] = []
        // By list number, whether the list maps one identifier alone (however many times it writes it): worked out
        // once per list that holds a finding, not once per entry.
        var mapsOneIdentifier: [Int: Bool] = [:]
        func isOnlyEntry(_ placement: Placement) -> Bool {
            if let known = mapsOneIdentifier[placement.list] { return known }
            let answer = Self.mapsOnly(placement.entry.text, context.lists[placement.list])
            mapsOneIdentifier[placement.list] = answer
            return answer
        }
        findings.reserveCapacity(context.mapped.reduce(0) { count, mapped in
            takeovers[mapped.key] != nil || context.vocabulary.isGeneric(mapped.key) ? count + mapped.value.count : count
        })
        for (identifier, placements) in context.mapped {
            // Looked up once per identifier and category, not per entry: a long list repeats them.
            let reason = context.vocabulary.isGeneric(identifier) ? context.vocabulary.info(identifier)?.genericReason : nil
            // By category: the note's message, or nil when the category is named for the identifier.
            var genericNotes: [String: String?] = [:]
            for placement in placements {
                if !takeovers.isEmpty, let kinds = takeovers[identifier]?[placement.category] {
                    let sorted = kinds.sorted { $0.entry.text < $1.entry.text }
                    let message = Self.takeoverMessage(identifier, category: placement.category, kinds: sorted, policy: context.policy)
                    findings.append(finding(placement, .catchAll(message: message, isOnlyEntry: isOnlyEntry(placement)),
                                            severity: kind == .any ? .note : .warning,
                                            related: sorted.map(\.entry.text),
                                            relatedLocations: sorted.map {
                                                RelatedLocation(identifier: $0.entry.text, path: $0.path, line: $0.entry.line)
                                            }))
                } else if let reason {
                    let category = placement.category
                    let message = genericNotes[category] ?? (RunTimeModel.isNamed(category, for: identifier)
                        ? nil : Self.genericMessage(identifier, reason: reason, category: category))
                    genericNotes[category] = message
                    if let message {
                        findings.append(finding(placement, .catchAll(message: message, isOnlyEntry: isOnlyEntry(placement)), severity: .note))
                    }
                }
            }
        }
        return findings
    }

    /// Unmapping the umbrella: removing the finding's entry from its category. The default answer (`--diff`,
    /// `y`) unless it is the only identifier its list maps: removing it would leave the category without an
    /// entry there, so `--fix` and `--diff` keep it and `--suggest` offers the removal as a choice alone.
    static func fixes(_ finding: Finding, isOnlyEntry: Bool) -> [Fix] {
        guard let position = finding.position else { return [] }
        return [Fix(title: "remove the entry", question: "Remove \"\(finding.subject)\"\(position.lineClause) from \(finding.category)?",
                    applicability: isOnlyEntry ? .alternative : .suggested, edits: [.delete(entryOf: finding, at: position, kind: "catch-all")])]
    }

    /// Whether `list` maps `identifier` and nothing else (exclusions aside).
    static func mapsOnly(_ identifier: String, _ list: MappingList) -> Bool {
        list.entries.allSatisfy { $0.isExclusion || $0.text == identifier }
    }

    /// The finding's message; for the only identifier of its list, what to do instead of removing it.
    static func message(_ message: String, isOnlyEntry: Bool) -> String {
        isOnlyEntry ? message + "; it is its list's only entry, so no default answer removes it: map its kinds there instead" : message
    }

    static func takeoverMessage(_ umbrella: String, category: String, kinds: [Placement], policy: Policy) -> String {
        let names = kinds.map(\.entry.text)
        let listed = RunTimeModel.list(kinds.map { "\($0.entry.text) (\($0.category), \($0.location))" })
        let them = names.count == 1 ? names[0] : "them"
        if policy.kind == .any {
            return "\"\(umbrella)\" is mapped \(category) and its kinds elsewhere: \(listed); if Vision reports \(umbrella) with "
                + "\(them), as the knowledge table says, their photos land in \(category) too under any"
        }
        let photos = names.count == 1 ? "\(names[0]) photos" : "photos of \(RunTimeModel.list(names))"
        return "\"\(umbrella)\" is mapped \(category) but decides photos of kinds mapped elsewhere: \(listed); if Vision reports "
            + "\(umbrella) with \(them), as the knowledge table says, \(RunTimeModel.name(policy)) takes \(umbrella) first and "
            + "\(photos) can come out \(category); unmap \(umbrella) and map its \(category) kinds, or map the kinds the same way"
    }

    static func genericMessage(_ identifier: String, reason: String, category: String) -> String {
        "\"\(identifier)\" is generic (\(reason)); nothing mapped shows what it takes over, but the \(category) verdict "
            + "it gives says little: keep it only if \(category) means that"
    }
}
