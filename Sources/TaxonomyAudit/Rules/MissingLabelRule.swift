/// `missing-label`: an unmapped identifier that the knowledge table places in a category.
public struct MissingLabelRule: Rule {
    public static let description = RuleDescription(
        id: .missingLabel,
        severity: .warning,
        summary: """
            An identifier mapped nowhere belongs with a category: it is a kind of something the category maps \
            (warning), or a sibling of several of its members (note).
            """,
        rationale: """
            Vision names specific things: a bathrobe is reported as "bathrobe", not as "clothing". A category that \
            maps "clothing" but not "bathrobe" misses every photo Vision labels bathrobe. Add the identifier, or \
            record the decision with `!identifier` so it is never proposed again. Generic identifiers are never proposed.
            """,
        triggeringExamples: [["soft": "clothing\n"]],
        nonTriggeringExamples: [["soft": "textile\nbedding\nbib\ncurtain\n"], ["soft": "textile\ncurtain\n!bedding\n!bib\n"]]
    )

    /// Siblings a category must map before a sibling is proposed (weaker evidence, a note).
    static let minimumSiblings = 2
    /// How many siblings a message names before it says "and N more".
    static let listedSiblings = 4

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        let vocabulary = context.vocabulary
        guard !context.categories.isEmpty else { return [] }
        // Only mapped siblings count: listing them once per parent keeps the sibling search from visiting
        // every pair of children of a large family.
        var mappedChildren: [String: [String]] = [:]
        for identifier in context.mapped.keys {
            for parent in vocabulary.parents(of: identifier) { mappedChildren[parent, default: []].append(identifier) }
        }
        mappedChildren = mappedChildren.mapValues { $0.sorted() }
        // Only an identifier below a mapped specific one can be proposed as its kind, and only a kind of
        // a specific parent with mapped kinds as their sibling: the rest of the vocabulary is skipped.
        let belowMapped = vocabulary.descendants(ofAny: context.mapped.keys.filter { !vocabulary.isGeneric($0) })
        let candidates = belowMapped.union(
            vocabulary.descendants(ofAny: mappedChildren.keys.filter { !vocabulary.isGeneric($0) }, within: 1))
        var findings: [Finding] = []
        for identifier in vocabulary.identifiers
        where candidates.contains(identifier) && context.mapped[identifier] == nil && !vocabulary.isGeneric(identifier) {
            if belowMapped.contains(identifier), let proposal = kindProposal(identifier, context) {
                findings.append(proposal)
            } else if let proposal = siblingProposal(identifier, mappedChildren: mappedChildren, context) {
                findings.append(proposal)
            }
        }
        return findings
    }

    /// A warning when the nearest mapped ancestors all map to one category that does not exclude the
    /// identifier (nor, nearer than them, one of its ancestors).
    private func kindProposal(_ identifier: String, _ context: AuditContext) -> Finding? {
        let vocabulary = context.vocabulary
        var nearest: [(ancestor: String, placement: Placement)] = []
        var nearestDistance = Int.max
        var excludedCategories = Set<String>()
        for (ancestor, distance) in vocabulary.ancestors(of: identifier) where distance <= nearestDistance {
            for (category, names) in context.excluded where names.contains(ancestor) { excludedCategories.insert(category) }
            guard !vocabulary.isGeneric(ancestor), let placements = context.mapped[ancestor] else { continue }
            nearestDistance = distance
            // One citation per category: a duplicated entry is the duplicate rule's business.
            var cited = Set<String>()
            nearest += placements.filter { cited.insert($0.category).inserted }.map { (ancestor, $0) }
        }
        let categories = Set(nearest.map(\.placement.category))
        guard categories.count == 1, let category = categories.first else { return nil }
        for (name, names) in context.excluded where names.contains(identifier) { excludedCategories.insert(name) }
        guard !excludedCategories.contains(category) else { return nil }
        let reasons = nearest.map { "kind of \($0.ancestor), mapped \(category) at \($0.placement.location)" }
        return proposal(identifier, category: category, severity: .warning, because: reasons.joined(separator: "; "),
                        related: nearest.map(\.ancestor), context)
    }

    /// A note when the identifier's siblings (other kinds of its parents) are mapped to one category
    /// at least `minimumSiblings` times and at least twice as often as to all others together.
    /// `mappedChildren` lists, for each parent, its mapped kinds in sorted order.
    private func siblingProposal(_ identifier: String, mappedChildren: [String: [String]], _ context: AuditContext) -> Finding? {
        let vocabulary = context.vocabulary
        var siblingsByCategory: [String: [String]] = [:]
        var parentsCited: [String] = []
        for parent in vocabulary.parents(of: identifier) where !vocabulary.isGeneric(parent) {
            var cited = false
            for sibling in mappedChildren[parent] ?? [] where sibling != identifier {
                for category in context.categories(of: sibling) {
                    siblingsByCategory[category, default: []].append(sibling)
                    cited = true
                }
            }
            if cited { parentsCited.append(parent) }
        }
        let total = siblingsByCategory.values.reduce(0) { $0 + $1.count }
        guard let (category, siblings) = siblingsByCategory.max(by: { ($0.value.count, $1.key) < ($1.value.count, $0.key) }),
              siblings.count >= Self.minimumSiblings, siblings.count * 3 >= total * 2,
              context.excluded[category]?.contains(identifier) != true
        else { return nil }
        let names = Array(Set(siblings)).sorted()
        var listed = names.prefix(Self.listedSiblings).joined(separator: ", ")
        if names.count > Self.listedSiblings { listed += " and \(names.count - Self.listedSiblings) more" }
        let because = "like \(listed) (kinds of \(parentsCited.joined(separator: ", "))), mapped \(category)"
        return proposal(identifier, category: category, severity: .note, because: because, related: names, context)
    }

    private func proposal(_ identifier: String, category: String, severity: Severity, because: String,
                          related: [String], _ context: AuditContext) -> Finding {
        Finding(rule: .missingLabel, severity: severity, category: category, identifier: identifier,
                path: context.categoryPaths[category] ?? category, line: nil, column: nil,
                message: Self.message(identifier, category: category, because: because), related: related)
    }

    static func message(_ identifier: String, category: String, because: String) -> String {
        "\"\(identifier)\" is not mapped but belongs in \(category): \(because); add it, or write !\(identifier) to decide against it"
    }
}
