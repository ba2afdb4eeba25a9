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
public struct Overrides: Sendable, Equatable {
    /// The sense chosen for an identifier: a WordNet `lemma#n`, a kind of one, or none.
    public enum SenseChoice: Sendable, Equatable {
        case wordNet(lemma: String, number: Int)
        /// WordNet lacks the identifier's sense; it is a kind of `lemma#n` (parents are found from there up).
        case kindOf(lemma: String, number: Int)
        case none
    }

    public private(set) var senses: [String: SenseChoice] = [:]
    public private(set) var addedParents: [String: [String]] = [:]
    public private(set) var removedParents: [String: Set<String>] = [:]
    public private(set) var genericReasons: [String: String] = [:]
    public private(set) var glosses: [String: String] = [:]
    /// Where each identifier's decisions are, for error messages.
    public private(set) var lines: [String: Int] = [:]

    public init() {}

    /// Parses the overrides text; `path` names it in errors.
    public init(text: String, path: String) throws {
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(maxSplits: 2, whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            func fail(_ message: String) -> OverridesError { OverridesError(path: path, line: number, message: message) }
            guard fields.count == 3 else { throw fail("expected `identifier directive value`") }
            let (identifier, directive) = (fields[0], fields[1])
            let value = Self.stripComment(fields[2], keepHashes: directive == "gloss" || directive == "generic")
            lines[identifier] = lines[identifier] ?? number
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
            default: throw fail("unknown directive `\(directive)` (sense, kindof, parent, unparent, generic, gloss)")
            }
        }
    }

    /// Drops a trailing `# comment`: a `#` after white space (after two spaces in free-text values), so
    /// that the `#` of `lemma#n` is kept.
    private static func stripComment(_ value: String, keepHashes: Bool) -> String {
        let marker = keepHashes ? "  #" : " #"
        guard let range = value.range(of: marker) else { return value.trimmingCharacters(in: .whitespaces) }
        return value[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
    }

    /// Every identifier some decision names.
    public var identifiers: Set<String> {
        Set(lines.keys)
    }
}

/// A malformed line of the overrides file, or a decision that names something that does not exist.
public struct OverridesError: Error, CustomStringConvertible {
    public let path: String
    public let line: Int
    public let message: String
    public var description: String { "\(path):\(line): \(message)" }
}
