/// What to watch in a generated knowledge table (`taxonomy-gen --report`, summarised in `taxonomy/REPORT.md`):
/// roots, identifiers sharing one WordNet synset, children per umbrella, long chains, how the evidence
/// links are held, and decisions that no longer change anything.
package struct TaxonomyReport {
    /// Chains with more links than this are listed.
    package static let longChain = 5

    let builder: TaxonomyBuilder
    let result: TaxonomyBuilder.Result

    /// An identifier without parents, with the reason a `root` decision gives (nil when none).
    package struct Root: Equatable {
        package let identifier: String
        package let isGeneric: Bool
        package let reason: String?
    }

    /// Identifiers aligned to one synset, and whether a `same` decision declares them synonyms.
    package struct Collision: Equatable {
        package let identifiers: [String]
        package let isDeclared: Bool
    }

    /// An evidence link and how the table holds it: through WordNet and the other decisions, or only
    /// because the evidence added it.
    package struct EvidenceLink: Equatable {
        package let identifier: String
        package let parent: String
        package let source: String
        package let addedByEvidence: Bool
    }

    package let roots: [Root]
    package let collisions: [Collision]
    /// Every identifier with children: its direct children and all its descendants.
    package let umbrellas: [(identifier: String, children: [String], descendants: Int)]
    /// Identifiers whose longest chain to a root has more than `longChain` links, with that chain.
    package let longChains: [(identifier: String, chain: [String])]
    package let evidence: [EvidenceLink]
    /// Decisions that no longer change the table, each with why.
    package let idleDecisions: [(decision: Overrides.Decision, why: String)]

    init(builder: TaxonomyBuilder, result: TaxonomyBuilder.Result) {
        self.builder = builder
        self.result = result
        let overrides = builder.overrides
        let entries = result.table.entries
        let parents = Dictionary(uniqueKeysWithValues: entries.map { ($0.identifier, $0.parents) })
        var children: [String: [String]] = [:]
        for entry in entries {
            for parent in entry.parents { children[parent, default: []].append(entry.identifier) }
        }

        roots = entries.filter(\.parents.isEmpty).map {
            Root(identifier: $0.identifier, isGeneric: $0.isGeneric, reason: overrides.rootReasons[$0.identifier])
        }

        var bySynset: [Int: [String]] = [:]
        for (identifier, alignment) in result.alignments where !alignment.isKindOf {
            bySynset[alignment.synset, default: []].append(identifier)
        }
        collisions = bySynset.values.filter { $0.count > 1 }.map { group in
            let sorted = group.sorted()
            let declared = sorted.dropFirst().allSatisfy { overrides.synonyms[sorted[0]]?.contains($0) == true }
            return Collision(identifiers: sorted, isDeclared: declared)
        }.sorted { $0.identifiers[0] < $1.identifiers[0] }

        func descendants(_ identifier: String) -> Set<String> {
            var seen = Set<String>()
            var stack = children[identifier] ?? []
            while let next = stack.popLast() {
                if seen.insert(next).inserted { stack.append(contentsOf: children[next] ?? []) }
            }
            return seen
        }
        umbrellas = children.keys.sorted().map { ($0, children[$0]!.sorted(), descendants($0).count) }

        var longest: [String: [String]] = [:]
        func chain(_ identifier: String) -> [String] {
            if let known = longest[identifier] { return known }
            let best = (parents[identifier] ?? []).map(chain).max { $0.count < $1.count } ?? []
            longest[identifier] = best + [identifier]
            return best + [identifier]
        }
        longChains = entries.map { ($0.identifier, chain($0.identifier)) }.filter { $0.1.count - 1 > Self.longChain }

        var before: [String: [String]] = [:]
        for entry in entries {
            var set = result.derivedParents[entry.identifier] ?? []
            set.subtract(overrides.removedParents[entry.identifier] ?? [])
            set.formUnion(overrides.addedParents[entry.identifier] ?? [])
            before[entry.identifier] = Array(set)
        }
        evidence = entries.flatMap { entry in
            (overrides.evidence[entry.identifier] ?? []).map {
                EvidenceLink(identifier: entry.identifier, parent: $0.parent, source: $0.source,
                             addedByEvidence: !TaxonomyBuilder.reaches(entry.identifier, $0.parent, parents: before))
            }
        }

        var idle: [(Overrides.Decision, String)] = []
        let below = Set(result.alignments.values.flatMap { alignment -> [Int] in
            Array(builder.wordNet.ancestors(of: alignment.synset)) + (alignment.isKindOf ? [alignment.synset] : [])
        })
        for decision in overrides.decisions {
            let derived = result.derivedParents[decision.identifier] ?? []
            switch decision.directive {
            case "sense":
                if let automatic = builder.automaticSense(decision.identifier), automatic.name == decision.value {
                    idle.append((decision, "WordNet's automatic choice is the same sense"))
                }
            case "parent" where derived.contains(decision.value):
                idle.append((decision, "WordNet already gives this parent"))
            case "unparent" where !derived.contains(decision.value):
                idle.append((decision, "WordNet does not give this parent"))
            case "same":
                let mine = result.alignments[decision.identifier], theirs = result.alignments[decision.value]
                if mine == nil || mine != theirs || mine?.isKindOf == true {
                    idle.append((decision, "the two identifiers are not aligned to one synset"))
                }
            case "also":
                if let sense = Overrides.SenseName(decision.value),
                   let synset = builder.wordNet.synset(lemma: sense.lemma, sense: sense.number), !below.contains(synset.offset) {
                    idle.append((decision, "no identifier is aligned below this sense"))
                }
            default:
                break
            }
        }
        idleDecisions = idle
    }

    /// The summary committed as `taxonomy/REPORT.md`: counts, then every list to watch.
    package func summary() -> String {
        render(detailed: false)
    }

    /// The summary with each umbrella's children and each evidence link's source.
    package func detailed() -> String {
        render(detailed: true)
    }

    private func render(detailed: Bool) -> String {
        let entries = result.table.entries
        let specificRoots = roots.filter { !$0.isGeneric }
        let links = entries.reduce(0) { $0 + $1.parents.count }
        var out = """
            # Knowledge table report

            Generated by `make taxonomy` (`swift run taxonomy-gen --report` prints it with details); do not edit.
            CI fails when it is not what the generator produces from the table.

            | measure | count |
            | --- | ---: |
            | identifiers | \(entries.count) |
            | kind-of links | \(links) |
            | generic identifiers | \(entries.filter(\.isGeneric).count) |
            | roots | \(roots.count) |
            | non-generic roots | \(specificRoots.count) |
            | non-generic roots without a `root` reason | \(specificRoots.filter { $0.reason == nil }.count) |
            | synsets shared by several identifiers | \(collisions.count) |
            | shared synsets without a `same` decision | \(collisions.filter { !$0.isDeclared }.count) |
            | umbrellas (identifiers with children) | \(umbrellas.count) |
            | chains of more than \(Self.longChain) links | \(longChains.count) |
            | evidence links | \(evidence.count) |
            | evidence links WordNet and the other decisions do not give | \(evidence.filter(\.addedByEvidence).count) |
            | decisions that change nothing | \(idleDecisions.count) |


            """
        out += "## Non-generic roots\n\n"
        for root in specificRoots {
            out += "- `\(root.identifier)`: \(root.reason ?? "**no reason given**")\n"
        }
        out += "\n## Synsets shared by several identifiers\n\n"
        for collision in collisions {
            let names = collision.identifiers.map { "`\($0)`" }.joined(separator: ", ")
            out += "- \(names)\(collision.isDeclared ? " (synonyms)" : ": **no decision**")\n"
        }
        out += "\n## Chains of more than \(Self.longChain) links\n\n"
        for long in longChains {
            out += "- `\(long.identifier)`: \(long.chain.joined(separator: " → "))\n"
        }
        if longChains.isEmpty { out += "None.\n" }
        out += "\n## Evidence links\n\n"
        for link in evidence {
            out += "- `\(link.identifier)` → `\(link.parent)`\(link.addedByEvidence ? " (added by the evidence)" : "")"
            out += detailed ? ": \(link.source)\n" : "\n"
        }
        out += "\n## Decisions that change nothing\n\n"
        for (decision, why) in idleDecisions {
            out += "- line \(decision.line): `\(decision.identifier) \(decision.directive) \(decision.value)`: \(why)\n"
        }
        if idleDecisions.isEmpty { out += "None.\n" }
        out += "\n## Children per umbrella\n\n| umbrella | children | descendants |\n| --- | ---: | ---: |\n"
        for umbrella in umbrellas {
            let names = detailed ? " (" + umbrella.children.joined(separator: ", ") + ")" : ""
            out += "| `\(umbrella.identifier)` | \(umbrella.children.count)\(names) | \(umbrella.descendants) |\n"
        }
        return out
    }
}
