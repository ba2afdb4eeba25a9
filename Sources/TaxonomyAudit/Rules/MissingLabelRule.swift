import CategoryMapping

/// `missing-label`: an unmapped identifier that the knowledge table places in a category, graded by what
/// its photos get at run time.
struct MissingLabelRule: Rule {
    static let description = RuleDescription(
        id: .missingLabel,
        severity: .warning,
        summary: """
            An identifier mapped nowhere belongs with a category. Hierarchical vocabulary: a note when its photos \
            get the category through a mapped ancestor, a warning when they get nothing while its siblings are mapped. \
            Flat vocabulary: a warning for a kind of a mapped identifier, a note for a sibling.
            """,
        rationale: """
            A classifier that reports ancestors (Apple Vision) gives a bathrobe photo "clothing" too, so a category \
            mapping "clothing" already covers bathrobes, through a link that is the knowledge table's reconstruction \
            of Apple's hierarchy: a note, to map it and depend on no hidden link. An identifier none of whose ancestors \
            is mapped, while at least two of its siblings are mapped in one category, gets no verdict at all: a \
            warning. A flat classifier reports "bathrobe" alone, so a kind of a mapped identifier is a warning. Add \
            the identifier, or record the decision with `!identifier` so it is never proposed again. Generic \
            identifiers are never proposed.
            """,
        triggeringExamples: [["soft": "clothing\n"], ["soft": "beanie\nbaseball_hat\n"]],
        nonTriggeringExamples: [["soft": "textile\nbedding\nbib\ncurtain\n"], ["soft": "textile\ncurtain\n!bedding\n!bib\n"]],
        corrections: [Correction(before: ["soft": "beanie\nbaseball_hat\n"], after: ["soft": "beanie\nbaseball_hat\nearmuffs\nhat\nhelmet\ntiara\n"])]
    )

    /// Siblings a category must map before a sibling is proposed (weaker evidence, a note).
    static let minimumSiblings = 2
    /// How many siblings a message names before it says "and N more".
    static let listedSiblings = 4

    init() {}

    func findings(in context: AuditContext) -> [Finding] {
        let vocabulary = context.vocabulary
        guard !context.categories.isEmpty else { return [] }
        var findings: [Finding] = []
        // What each parent's kinds are mapped to, worked out once: the unmapped kinds of a large umbrella all
        // ask about the same parent, and an unmapped identifier adds nothing to its siblings' counts.
        let siblings = Siblings(context)
        if context.isHierarchical {
            // An unmapped identifier with a mapped ancestor is a kind of a mapped one, so it has a verdict, and
            // the verdict's possible categories (those of the chain's mapped members) are not empty.
            for (identifier, verdict) in context.verdicts
            where !verdict.possible.isEmpty && context.mapped[identifier] == nil && !vocabulary.isGeneric(identifier) {
                findings += coverageNotes(identifier, verdict: verdict, context)
            }
            // Only an identifier with a mapped sibling can be proposed for its siblings' category.
            for (identifier, number) in siblings.candidates
            where context.verdicts[identifier]?.possible.isEmpty ?? true && !vocabulary.generic[number] {
                if let proposal = siblingProposal(identifier, number: number, context, severity: .warning, siblings: siblings) {
                    findings.append(proposal)
                }
            }
        } else {
            for identifier in vocabulary.identifiers {
                guard let number = vocabulary.number(of: identifier), !siblings.isMapped(number), !vocabulary.generic[number] else { continue }
                if let proposal = kindProposal(identifier, context) ?? siblingProposal(identifier, number: number, context, severity: .note,
                                                                                         siblings: siblings) {
                    findings.append(proposal)
                }
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
            for (category, names) in context.exclusions where names.contains(ancestor) { excludedCategories.insert(category) }
            guard !vocabulary.isGeneric(ancestor), let placements = context.mapped[ancestor] else { continue }
            nearestDistance = distance
            // One citation per category: a duplicated entry is the duplicate rule's business.
            var cited = Set<String>()
            nearest += placements.filter { cited.insert($0.category).inserted }.map { (ancestor, $0) }
        }
        let categories = Set(nearest.map(\.placement.category))
        guard categories.count == 1, let category = categories.first else { return nil }
        for (name, names) in context.exclusions where names.contains(identifier) { excludedCategories.insert(name) }
        guard !excludedCategories.contains(category) else { return nil }
        let reasons = nearest.map { "kind of \($0.ancestor), mapped \(category) at \($0.placement.location)" }
        return proposal(identifier, category: category, severity: .warning, because: reasons.joined(separator: "; "),
                        related: nearest.map(\.ancestor), context)
    }

    /// The mapped kinds of one parent, by category, in no particular order: a proposal sorts the names it cites.
    private typealias MappedKinds = [(category: String, kinds: [String])]

    /// The mapped kinds of every parent of a mapped identifier (none for a generic parent, which proposes
    /// nothing), and the unmapped kinds of those parents, each once: the only identifiers with a mapped sibling.
    /// Worked out on the vocabulary's numbers, so that it hashes each mapped identifier once.
    private struct Siblings {
        /// Per number: the position in `kinds` of its mapped kinds, or -1 for a parent left out (no mapped kind).
        private var kindsOf: [Int32]
        private var kinds: [MappedKinds] = []
        /// Per number: whether the identifier is mapped.
        private var mapped: [Bool]
        /// The unmapped kinds of those parents, with their numbers, sorted by identifier.
        private(set) var candidates: [(identifier: String, number: Int)] = []

        init(_ context: AuditContext) {
            let vocabulary = context.vocabulary
            let identifiers = vocabulary.identifiers, generic = vocabulary.generic
            // Per number: the categories of a mapped identifier, or nil. Proposals sort what they cite, so the
            // order of the categories does not matter.
            var categories = [[String]?](repeating: nil, count: vocabulary.count)
            var mappedNumbers: [Int] = []
            mappedNumbers.reserveCapacity(context.mapped.count)
            for identifier in context.mapped.keys {
                guard let number = vocabulary.number(of: identifier) else { continue }
                categories[number] = context.engine.table.categories(of: identifier)
                mappedNumbers.append(number)
            }
            mapped = categories.map { $0 != nil }
            kindsOf = [Int32](repeating: -1, count: vocabulary.count)
            var isCandidate = [Bool](repeating: false, count: vocabulary.count)
            for number in mappedNumbers {
                for parent in vocabulary.parentNumbers(number) where kindsOf[Int(parent)] < 0 {
                    kindsOf[Int(parent)] = Int32(kinds.count)
                    guard !generic[Int(parent)] else {
                        kinds.append([])
                        continue
                    }
                    var byCategory: MappedKinds = []
                    for kind in vocabulary.childNumbers(Int(parent)) {
                        guard let kindCategories = categories[Int(kind)] else {
                            if !isCandidate[Int(kind)] {
                                isCandidate[Int(kind)] = true
                                candidates.append((identifiers[Int(kind)], Int(kind)))
                            }
                            continue
                        }
                        let name = identifiers[Int(kind)]
                        for category in kindCategories {
                            if let known = byCategory.firstIndex(where: { $0.category == category }) {
                                byCategory[known].kinds.append(name)
                            } else {
                                byCategory.append((category, [name]))
                            }
                        }
                    }
                    kinds.append(byCategory)
                }
            }
            candidates.sort { $0.identifier < $1.identifier }
        }

        /// The mapped kinds of parent number `parent`, by category; empty for a parent left out.
        func mappedKinds(of parent: Int) -> MappedKinds {
            kindsOf[parent] < 0 ? [] : kinds[Int(kindsOf[parent])]
        }

        func isMapped(_ number: Int) -> Bool { mapped[number] }
    }

    /// A note when the identifier's siblings (other kinds of its parents) are mapped to one category
    /// at least `minimumSiblings` times and at least twice as often as to all others together. The identifier
    /// itself is unmapped, so it is never among the mapped kinds it is compared with.
    private func siblingProposal(_ identifier: String, number: Int, _ context: AuditContext, severity: Severity,
                                 siblings: Siblings) -> Finding? {
        var counts: [(category: String, count: Int)] = []
        var parentsCited: [String] = []
        var cited: [MappedKinds] = []
        for parent in context.vocabulary.parentNumbers(number) {
            let kinds = siblings.mappedKinds(of: Int(parent))
            guard !kinds.isEmpty else { continue }
            for (category, siblings) in kinds {
                if let known = counts.firstIndex(where: { $0.category == category }) {
                    counts[known].count += siblings.count
                } else {
                    counts.append((category, siblings.count))
                }
            }
            parentsCited.append(context.vocabulary.identifiers[Int(parent)])
            cited.append(kinds)
        }
        // The most siblings, ties to the first category by name.
        guard let (category, count) = counts.max(by: { ($0.count, $1.category) < ($1.count, $0.category) }),
              count >= Self.minimumSiblings, count * 3 >= counts.reduce(0, { $0 + $1.count }) * 2,
              context.exclusions[category]?.contains(identifier) != true
        else { return nil }
        let siblings = cited.flatMap { kinds in kinds.first { $0.category == category }?.kinds ?? [] }
        let names = Array(Set(siblings)).sorted()
        var listed = names.prefix(Self.listedSiblings).joined(separator: ", ")
        if names.count > Self.listedSiblings { listed += " and \(names.count - Self.listedSiblings) more" }
        let because = "like \(listed) (kinds of \(parentsCited.joined(separator: ", "))), mapped \(category)"
        return proposal(identifier, category: category, severity: severity, because: because, related: names, context)
    }

    /// Notes for an identifier whose photos get a category through mapped ancestors (usual order), unless
    /// the category excludes it or one of its ancestors.
    private func coverageNotes(_ identifier: String, verdict: PhotoVerdict, _ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        for category in verdict.categories {
            let excluded = context.exclusions[category] ?? []
            guard !verdict.chain.contains(where: excluded.contains) else { continue }
            let through = verdict.decidedBy.filter { context.engine.table.categories(of: $0).contains(category) }
            guard let first = through.first, let placement = context.placement(of: first, in: category) else { continue }
            let cited = RunTimeModel.cite(through, in: category, context)
            let path = context.categoryPaths[category] ?? placement.path
            let message = "\"\(identifier)\" is not mapped but is covered through \(cited), if Vision reports \(first) with it "
                + "as the knowledge table says; map it to depend on no hidden link, " + ExclusionForm.advice(identifier, in: path)
            let group = FindingGroup(
                key: "missing-label covered \(category) \(through.joined(separator: ","))",
                headline: "kinds of \(first) are covered only through \(cited), if Vision reports \(first) with them as the "
                    + "knowledge table says",
                advice: "map them to depend on no hidden link, or exclude them" + (ExclusionForm.written("identifier", in: path).map { " with " + $0 } ?? ""))
            findings.append(Finding(rule: .missingLabel, severity: .note, category: category, subject: identifier,
                                    path: path, line: nil, column: nil, message: message, related: through, group: group,
                                    fixes: Self.fixes(identifier, category: category, path: path)))
        }
        return findings
    }

    private func proposal(_ identifier: String, category: String, severity: Severity, because: String,
                          related: [String], _ context: AuditContext) -> Finding {
        let path = context.categoryPaths[category] ?? category
        return Finding(rule: .missingLabel, severity: severity, category: category, subject: identifier,
                       path: path, line: nil, column: nil,
                       message: Self.message(identifier, category: category, because: because, path: path), related: related,
                       fixes: Self.fixes(identifier, category: category, path: path))
    }

    /// Adding the identifier to the category, or adding an exclusion, `!identifier`.
    static func fixes(_ identifier: String, category: String, path: String) -> [Fix] {
        [Fix(title: "add it", question: "Add \"\(identifier)\" to \(category)?", applicability: .suggested,
             edits: [FixEdit(path: path, category: category, change: .add(identifier: identifier, isExclusion: false),
                             description: EditDescription(location: Finding.Location(path: path), action: .added, entry: identifier,
                                                          detail: " to \(category)"))]),
         Fix(title: "exclude it: write \(ExclusionForm.written(identifier, in: path) ?? "!" + identifier), so it is never proposed again", question: "", key: "x", applicability: .alternative,
             edits: [FixEdit(path: path, category: category, change: .add(identifier: identifier, isExclusion: true),
                             description: EditDescription(location: Finding.Location(path: path), action: .added, entry: "!" + identifier,
                                                          detail: " to \(category)"))])]
    }

    static func message(_ identifier: String, category: String, because: String, path: String) -> String {
        "\"\(identifier)\" is not mapped but belongs in \(category): \(because); add it, " + ExclusionForm.advice(identifier, in: path)
    }
}
