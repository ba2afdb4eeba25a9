/// Compares the mappings an app keeps for two classifiers (its iOS list for Vision, its Android list for ML
/// Kit), concept by concept: every mapped entry of each side is carried to the other side's vocabulary as
/// `Porter` carries it, and what the other side does with the counterparts is checked.
struct PortComparison {
    /// One mapping file set and its vocabulary's concepts.
    struct Side {
        /// The path as given (`ios/mappings`), for messages.
        let path: String
        let files: [MappingList]
        let concepts: ConceptTable
    }

    /// Where an entry stands.
    struct Placement: Hashable {
        let path: String
        let category: String
        let line: Int
        let column: Int
        let entry: String
        let isExclusion: Bool

        init(_ file: MappingList, _ entry: MappingEntry) {
            path = file.path
            category = file.category
            line = entry.line
            column = entry.column
            self.entry = entry.text
            isExclusion = entry.isExclusion
        }

        var location: String { "\(path):\(line):\(column)" }
    }

    /// A concept one side maps and the other misses, excludes, or maps to another category.
    struct Difference {
        enum Kind: Equatable {
            /// The other side maps the counterpart to another category.
            case otherCategory
            /// The other side excludes the counterpart from the same category.
            case excluded
            /// The other side maps no counterpart anywhere.
            case missing
        }

        let kind: Kind
        let here: Placement
        /// The counterparts on the other side and how the entry reaches them (the one at fault first).
        let counterparts: [(identifier: String, relation: PortRelation)]
        /// The other side's entry, except for `missing`.
        let there: Placement?
        /// The other side's path and vocabulary, for `missing`.
        let otherPath: String
        let otherVocabulary: String
    }

    let first: Side
    let second: Side

    /// Every difference, those found from the first side first, each in file and line order; a pair of
    /// entries found from both sides is reported once.
    func differences() -> [Difference] {
        let forward = Self.differences(from: first, to: second)
        var pairs = Set(forward.compactMap { difference in difference.there.map { [difference.here, $0] } })
        var result = forward
        for difference in Self.differences(from: second, to: first) {
            if let there = difference.there, !pairs.insert([there, difference.here]).inserted { continue }
            result.append(difference)
        }
        return result
    }

    private static func differences(from here: Side, to there: Side) -> [Difference] {
        let porter = Porter(source: here.concepts, target: there.concepts)
        var placements: [String: [Placement]] = [:]
        for file in there.files {
            for entry in file.entries { placements[entry.text, default: []].append(Placement(file, entry)) }
        }
        var result: [Difference] = []
        for file in here.files {
            for entry in file.entries where !entry.isExclusion {
                let counterparts = porter.counterparts(of: entry.text)
                guard !counterparts.isEmpty else { continue }
                let place = Placement(file, entry)
                var mappedAnywhere = false
                for counterpart in counterparts {
                    for other in placements[counterpart.identifier] ?? [] {
                        if !other.isExclusion { mappedAnywhere = true }
                        let kind: Difference.Kind?
                        switch (other.isExclusion, other.category == place.category) {
                        case (false, false): kind = .otherCategory
                        case (true, true): kind = .excluded
                        default: kind = nil
                        }
                        if let kind {
                            result.append(Difference(kind: kind, here: place, counterparts: [counterpart], there: other,
                                                     otherPath: there.path, otherVocabulary: there.concepts.name))
                        }
                    }
                }
                let excludedHere = counterparts.contains { counterpart in
                    (placements[counterpart.identifier] ?? []).contains { $0.isExclusion && $0.category == place.category }
                }
                if !mappedAnywhere && !excludedHere {
                    result.append(Difference(kind: .missing, here: place, counterparts: counterparts, there: nil,
                                             otherPath: there.path, otherVocabulary: there.concepts.name))
                }
            }
        }
        return result
    }

    /// The report: one line per difference, then a summary line.
    func report() -> (text: String, differences: Int) {
        let found = differences()
        var out = found.map { Self.line($0) + "\n" }.joined()
        let between = "between \(first.path) (\(first.concepts.name)) and \(second.path) (\(second.concepts.name))"
        out += found.isEmpty ? "No differences \(between).\n"
            : "\(found.count) difference\(found.count == 1 ? "" : "s") \(between).\n"
        return (out, found.count)
    }

    static func line(_ difference: Difference) -> String {
        let here = difference.here
        let start = "\(TerminalText.escaped(here.location)): \(TerminalText.escaped(here.entry)) is mapped \(TerminalText.escaped(here.category)), but "
        guard let there = difference.there, let counterpart = difference.counterparts.first else {
            if difference.counterparts.count == 1, let only = difference.counterparts.first {
                return start + "\(phrase(only)) is mapped nowhere in \(TerminalText.escaped(difference.otherPath))"
            }
            let names = difference.counterparts.prefix(3).map(\.identifier).joined(separator: ", ")
            return start + "none of its \(difference.counterparts.count) counterparts in \(difference.otherVocabulary) "
                + "(\(names)\(difference.counterparts.count > 3 ? ", …" : "")) is mapped in \(TerminalText.escaped(difference.otherPath))"
        }
        let what = difference.kind == .excluded ? "excluded from \(TerminalText.escaped(there.category))"
            : "mapped \(TerminalText.escaped(there.category))"
        return start + "\(phrase(counterpart)) is \(what) at \(TerminalText.escaped(there.location))"
    }

    /// `its synonym Couch`, `Chair, the nearest kind above it,`, `its kind Beagle`.
    private static func phrase(_ counterpart: (identifier: String, relation: PortRelation)) -> String {
        switch counterpart.relation {
        case .synonym: return "its synonym \(counterpart.identifier)"
        case .sameName: return "\(counterpart.identifier), of the same name,"
        case .namedAlike: return "\(counterpart.identifier), named alike,"
        case .kindOf: return "\(counterpart.identifier), the nearest kind above it,"
        case .narrower: return "its kind \(counterpart.identifier)"
        }
    }
}
