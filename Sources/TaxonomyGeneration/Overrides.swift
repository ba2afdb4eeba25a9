import TaxonomyAudit

/// The human decisions that the taxonomy generator applies on top of WordNet (`taxonomy/overrides.tsv`).
///
/// One decision a line, `identifier directive [value]`, fields separated by white space, `#` lines are
/// comments:
///
///     cushion          sense    cushion#3        # WordNet's first sense is a shock absorber
///     stuffed_animals  sense    teddy#1
///     hoodie           kindof   sweatshirt#1     # not in WordNet: a kind of this sense; give a gloss
///     bellydance       sense    none             # no noun sense fits: give gloss and parents
///     bedding          parent   textile
///     helmet           unparent clothing
///     structure        generic  Vision reports it for buildings, furniture and upholstery alike
///     bellydance       gloss    a dance performed by women with sinuous movements of the belly
///     light            also     source_of_illumination#1   # lamps and lanterns hang from this sibling sense
///     berry            evidence fruit  Apple's own child → parent row, quoted by orth.uk
///     car              same     automobile       # one sense, two identifiers: their kinds get both
///     sun              root     nothing in the vocabulary is a kind above it
package struct Overrides: Sendable, Equatable {
    /// The sense chosen for an identifier: a WordNet `lemma#n`, a kind of one, or none.
    package enum SenseChoice: Sendable, Equatable {
        case wordNet(lemma: String, number: Int)
        /// WordNet lacks the identifier's sense; it is a kind of `lemma#n` (parents are found from there up).
        case kindOf(lemma: String, number: Int)
        case none
    }

    package private(set) var senses: [String: SenseChoice] = [:]
    package private(set) var addedParents: [String: [String]] = [:]
    package private(set) var removedParents: [String: Set<String>] = [:]
    package private(set) var genericReasons: [String: String] = [:]
    package private(set) var glosses: [String: String] = [:]
    /// Further WordNet senses an identifier stands for: the kinds below each of them get it as a parent.
    package private(set) var alsoSenses: [String: [SenseName]] = [:]
    /// Parent links that published Vision output shows, with where it was published; they outrank WordNet.
    package private(set) var evidence: [String: [Evidence]] = [:]
    /// Identifiers reviewed as synonyms of one sense (both directions).
    package private(set) var synonyms: [String: Set<String>] = [:]
    /// Why an identifier deliberately has no parent.
    package private(set) var rootReasons: [String: String] = [:]
    /// Every decision in file order, for the report of decisions that no longer change anything.
    package private(set) var decisions: [Decision] = []
    /// Where each identifier's decisions are, for error messages.
    package private(set) var lines: [String: Int] = [:]

    package init() {}

    /// How a line's fields are separated.
    package enum Separator: Sendable {
        /// Runs of spaces or tabs (`taxonomy/overrides.tsv`: Vision's identifiers hold no spaces).
        case whiteSpace
        /// Runs of tabs, for vocabularies whose identifiers hold spaces (`Cookware and bakeware`).
        case tab
    }

    /// Parses the overrides text; `path` names it in errors.
    package init(text: String, path: String, separator: Separator = .whiteSpace) throws {
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(maxSplits: 2, whereSeparator: { $0 == "\t" || (separator == .whiteSpace && $0 == " ") })
                .map { $0.trimmingCharacters(in: .whitespaces) }
            func fail(_ message: String) -> OverridesError { OverridesError(path: path, line: number, message: message) }
            guard fields.count == 3 else { throw fail("expected `identifier directive value`") }
            let (identifier, directive) = (fields[0], fields[1])
            let freeText = ["gloss", "generic", "evidence", "root"].contains(directive)
            let value = Self.stripComment(fields[2], keepHashes: freeText)
            lines[identifier] = lines[identifier] ?? number
            decisions.append(Decision(identifier: identifier, directive: directive, value: value, line: number))
            switch directive {
            case "sense" where value == "none":
                senses[identifier] = SenseChoice.none
            case "sense", "kindof":
                let parts = value.split(separator: "#")
                guard parts.count == 2, let sense = Int(parts[1]), sense >= 1 else {
                    throw fail("\(directive) must be `lemma#n`\(directive == "sense" ? " or `none`" : ""), not `\(value)`")
                }
                let lemma = String(parts[0])
                senses[identifier] = directive == "sense" ? .wordNet(lemma: lemma, number: sense) : .kindOf(lemma: lemma, number: sense)
            case "parent": addedParents[identifier, default: []].append(value)
            case "unparent": removedParents[identifier, default: []].insert(value)
            case "generic": genericReasons[identifier] = value
            case "gloss": glosses[identifier] = value
            case "also":
                guard let sense = SenseName(value) else { throw fail("also must be `lemma#n`, not `\(value)`") }
                alsoSenses[identifier, default: []].append(sense)
            case "evidence":
                let parts = value.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                guard parts.count == 2 else { throw fail("evidence must be `parent source`, naming where it was published") }
                evidence[identifier, default: []].append(Evidence(parent: parts[0], source: parts[1].trimmingCharacters(in: .whitespaces)))
            case "same":
                synonyms[identifier, default: []].insert(value)
                synonyms[value, default: []].insert(identifier)
            case "root": rootReasons[identifier] = value
            default:
                throw fail("unknown directive `\(directive)` (sense, kindof, parent, unparent, generic, gloss, also, evidence, same, root)")
            }
        }
    }

    /// Drops a trailing `# comment`: a `#` after a tab or a space (after two spaces in free-text values), so
    /// that the `#` of `lemma#n` is kept.
    private static func stripComment(_ value: String, keepHashes: Bool) -> String {
        let ranges = [keepHashes ? "  #" : " #", "\t#"].compactMap { value.range(of: $0) }
        guard let range = ranges.min(by: { $0.lowerBound < $1.lowerBound }) else { return value.trimmingCharacters(in: .whitespaces) }
        return value[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
    }

    /// Every identifier some decision names.
    package var identifiers: Set<String> {
        Set(lines.keys)
    }

    /// A WordNet noun sense named `lemma#n`.
    package struct SenseName: Sendable, Equatable, CustomStringConvertible {
        package let lemma: String
        package let number: Int

        init?(_ text: String) {
            let parts = text.split(separator: "#")
            guard parts.count == 2, let number = Int(parts[1]), number >= 1 else { return nil }
            (lemma, self.number) = (String(parts[0]), number)
        }

        package var description: String { "\(lemma)#\(number)" }
    }

    /// A parent link shown by published Vision output.
    package struct Evidence: Sendable, Equatable {
        package let parent: String
        /// Where the output or the hierarchy row was published.
        package let source: String
    }

    /// One line of the file.
    package struct Decision: Sendable, Equatable {
        package let identifier: String
        package let directive: String
        package let value: String
        package let line: Int
    }
}

/// A malformed line of the overrides file, or a decision that names something that does not exist.
package struct OverridesError: Error, CustomStringConvertible {
    package let path: String
    package let line: Int
    package let message: String
    package var description: String { "\(path):\(line): \(message)" }
}
