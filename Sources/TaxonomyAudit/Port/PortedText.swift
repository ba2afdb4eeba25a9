/// The text of ported mapping files and the words for what was not carried over.
enum PortedText {
    /// The mapping file of `category`: a header, one line per identifier with where it comes from, then
    /// the source entries not carried over, as comments.
    static func file(_ category: PortedCategory, from source: ConceptTable, to target: ConceptTable) -> String {
        var out = header(category.category) + " from \(source.name) to \(target.name) through WordNet 3.0 senses.\n"
        let entries = category.lines.map { ($0.isExclusion ? "!" : "") + $0.identifier }
        let width = (entries.map(\.count).max() ?? 0) + 2
        for (line, entry) in zip(category.lines, entries) {
            let origins = line.origins.map { origin in
                (origin.entry.isExclusion ? "!" : "") + origin.entry.text + ": " + origin.relation.describe(target: line.identifier)
            }
            out += entry.padded(toUTF16Length: width) + "# from " + origins.joined(separator: "; ") + "\n"
        }
        if !category.leftOut.isEmpty {
            out += "\n# Not carried over:\n"
            for left in category.leftOut {
                out += "# \(entryText(left.entry)): \(reason(left.reason, from: source, to: target))\n"
            }
        }
        return out
    }

    /// How a ported file of `category` starts, whatever the vocabularies: what tells a file `audit port` wrote
    /// from one written by hand, which `--output` never replaces.
    static func header(_ category: String) -> String {
        "# \(TerminalText.escaped(category)): ported by `audit port`"
    }

    /// `path:line:column: entry: not carried over: reason`, for standard error.
    static func message(_ left: LeftOutEntry, from source: ConceptTable, to target: ConceptTable) -> String {
        "\(TerminalText.escaped(left.path)):\(left.entry.line):\(left.entry.column): \(entryText(left.entry)): not carried over: "
            + reason(left.reason, from: source, to: target)
    }

    static func entryText(_ entry: MappingEntry) -> String {
        (entry.isExclusion ? "!" : "") + TerminalText.escaped(entry.text)
    }

    static func reason(_ reason: LeftOutEntry.Reason, from source: ConceptTable, to target: ConceptTable) -> String {
        switch reason {
        case .notAnIdentifier:
            return "not an identifier of \(source.name)"
        case .noSense:
            return "the knowledge table of \(source.name) gives it no WordNet sense"
        case .noCounterpart:
            return "no identifier of \(target.name) has its WordNet sense, one above it or one below it"
        case let .otherSense(identifier):
            return "\(identifier) has its name, but the knowledge tables give the two different WordNet senses"
        case let .exclusionNotCarried(nearest, relation):
            let place = relation < .narrower(distance: 0) ? "a kind above it" : "one of its kinds"
            return "an exclusion carries over only to an identifier with its WordNet sense; the nearest, \(nearest), is \(place)"
        case let .ambiguous(identifier, categories):
            return "\(identifier) is reached as closely from \(categories.joined(separator: " and ")): left out, decide by hand"
        case let .outranked(identifier, category):
            return "\(identifier) goes to \(category), whose entries reach it more closely"
        case let .excluded(identifier, entry):
            return "\(identifier) is excluded here by !\(TerminalText.escaped(entry)), which is at least as close"
        }
    }
}
