/// An identifier proposed in place of a dead entry, with where the proposal comes from.
struct Suggestion: Sendable, Equatable, Hashable {
    enum Kind: String, Sendable {
        /// Case, separators, plural or a small edit explain the entry.
        case spelling
        /// The entry means the identifier (a synonym, a nearby sense).
        case meaning
    }

    let identifier: String
    let kind: Kind
    /// Why, in a short clause: `"couch is a synonym of sofa"`.
    let reason: String
}

/// One problem found in the mappings.
struct Finding: Sendable {
    let rule: RuleID
    let severity: Severity
    /// The category the finding concerns.
    let category: String
    /// The entry exactly as written (trimmed, without `!`), or the identifier a finding proposes.
    let identifier: String
    /// Where it is: the file, and the entry's line and column; no line for findings about a whole file
    /// (`missing-label`).
    let location: Location
    let message: String
    /// Best first.
    let suggestions: [Suggestion]
    /// The mapped identifiers that justify the finding.
    let related: [String]
    /// Where the related identifiers are mapped, when the finding cites their entries (`catch-all`).
    let relatedLocations: [RelatedLocation]
    /// What the finding shares with others of the same cause, so text output can say it once.
    let group: FindingGroup?
    /// Ways to resolve it, best first; the first is the default answer. Empty when the finding has no fix.
    /// Built when asked for: a report of a million findings never builds the fixes it does not show.
    var fixes: [Fix] { makeFixes() }
    private let makeFixes: @Sendable () -> [Fix]

    init(rule: RuleID, severity: Severity, category: String, identifier: String, path: String,
                line: Int?, column: Int?, message: String, suggestions: [Suggestion] = [], related: [String] = [],
                relatedLocations: [RelatedLocation] = [], group: FindingGroup? = nil,
                fixes: @autoclosure @escaping @Sendable () -> [Fix] = []) {
        self.rule = rule
        self.severity = severity
        self.category = category
        self.identifier = identifier
        self.location = Location(path: path, line: line, column: column)
        self.message = message
        self.suggestions = suggestions
        self.related = related
        self.relatedLocations = relatedLocations
        self.group = group
        self.makeFixes = fixes
    }

    var path: String { location.path }
    /// 1-based line of the entry; nil for findings about a whole file.
    var line: Int? { location.line }
    /// 1-based column, in characters, of the entry; nil with no line.
    var column: Int? { location.column }

    /// A copy at `severity`, as `.audit.json`'s `rules` or `--rule` set it.
    func with(severity: Severity) -> Finding {
        Finding(rule: rule, severity: severity, category: category, identifier: identifier, path: path, line: line,
                column: column, message: message, suggestions: suggestions, related: related,
                relatedLocations: relatedLocations, group: group, fixes: makeFixes())
    }

    /// Report order: by file, then line (file-level findings last), column, rule and identifier.
    static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        let (l, r) = (lhs.line ?? Int.max, rhs.line ?? Int.max)
        if l != r { return l < r }
        if (lhs.column ?? 0) != (rhs.column ?? 0) { return (lhs.column ?? 0) < (rhs.column ?? 0) }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        return lhs.identifier < rhs.identifier
    }
}

extension Finding: Equatable {
    static func == (lhs: Finding, rhs: Finding) -> Bool {
        lhs.rule == rhs.rule && lhs.severity == rhs.severity && lhs.category == rhs.category && lhs.identifier == rhs.identifier
            && lhs.location == rhs.location && lhs.message == rhs.message && lhs.suggestions == rhs.suggestions
            && lhs.related == rhs.related && lhs.relatedLocations == rhs.relatedLocations && lhs.group == rhs.group
            && lhs.fixes == rhs.fixes
    }
}

/// An entry a finding cites: the identifier and where it is written.
struct RelatedLocation: Sendable, Equatable {
    let identifier: String
    let path: String
    let line: Int
}

/// The cause several findings share (`clothing` covering its unmapped kinds): text output says it once,
/// with a count, as "`count` \(headline): identifiers; \(advice)".
struct FindingGroup: Sendable, Equatable, Hashable {
    /// What findings of one cause have in common; findings group only when their keys are equal.
    let key: String
    /// The plural clause after the count: "kinds of clothing are covered only through clothing, …".
    let headline: String
    /// What to do about them all.
    let advice: String
}
