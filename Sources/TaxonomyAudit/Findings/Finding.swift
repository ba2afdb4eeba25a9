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

/// One problem found in the mappings: where it is, and what its rule found there (`Violation`), from which
/// its message and fixes are read.
///
/// A report can hold a million findings, so a finding keeps what most findings leave empty (suggestions,
/// related entries, a group) behind one reference.
struct Finding: Sendable {
    let rule: RuleID
    let severity: Severity
    /// The category the finding concerns.
    let category: String
    /// What the finding is about: the entry as written (trimmed, without `!`), or the identifier the finding
    /// proposes (`missing-label`); empty when it is about no entry (a stray `# audit:ignore`, a skipped line).
    /// Reports call it `identifier`.
    let subject: String
    /// Where it is: the file, and the entry's line and column; no line for findings about a whole file
    /// (`missing-label`).
    let location: Location
    /// What the rule found, with what the message and fixes are written from.
    let violation: Violation
    /// What is wrong, and what to do about it.
    var message: String {
        switch violation {
        case .described(let message, _): return message
        case .catchAll(let message, let isOnlyEntry): return CatchAllRule.message(message, isOnlyEntry: isOnlyEntry)
        case .repeatedInList(let earlierLine, let word, let isExclusion):
            return DuplicateRule.message(self, earlierLine: Int(earlierLine), word: word, isExclusion: isExclusion)
        case .mappedTwice(let other, _): return ConflictRule.message(self, other: other)
        }
    }
    /// Ways to resolve it, best first; the first is the default answer. Empty when the finding has no fix.
    var fixes: [Fix] {
        switch violation {
        case .described(_, let fixes): return fixes
        case .catchAll(_, let isOnlyEntry): return CatchAllRule.fixes(self, isOnlyEntry: isOnlyEntry)
        case .repeatedInList(_, let word, _): return DuplicateRule.fixes(self, word: word)
        case .mappedTwice(let other, let keepingHere): return ConflictRule.fixes(self, other: other, keepingHere: keepingHere)
        }
    }
    /// Best first.
    var suggestions: [Suggestion] { details?.suggestions ?? [] }
    /// The mapped identifiers that justify the finding.
    var related: [String] { details?.related ?? [] }
    /// Where the related identifiers are mapped, when the finding cites their entries (`catch-all`).
    var relatedLocations: [RelatedLocation] { details?.relatedLocations ?? [] }
    /// What the finding shares with others of the same cause, so text output can say it once.
    var group: FindingGroup? { details?.group }
    /// Nil when every field it holds is empty.
    private let details: Details?

    /// What a rule found. Most rules write the message and fixes when they find the problem; the findings a
    /// long list can hold a million of (a repeat, a catch-all note, a conflict) keep what their message and fix are written
    /// from, and their rule writes them when read: a report of a million findings holds no million fixes
    /// (`make bench`'s vision cases miss their time and memory targets when it does).
    enum Violation: Sendable {
        case described(message: String, fixes: [Fix])
        /// `duplicate`: the entry (an exclusion or not) repeats the one at `earlierLine` of its own list, and is
        /// called a `word` (`DuplicateRule.message(_:earlierLine:word:isExclusion:)`, `DuplicateRule.fixes(_:word:)`).
        case repeatedInList(earlierLine: Int32, word: EntryWord, isExclusion: Bool)
        /// `catch-all`, with its message, and whether the entry is the only one its list maps; the fix removes the
        /// entry, the default answer only when others stay (`CatchAllRule.fixes(_:isOnlyEntry:)`).
        case catchAll(message: String, isOnlyEntry: Bool)
        /// `conflict`: the entry's identifier is mapped in `other`'s category too; keeping it here makes the
        /// removals `keepingHere` (`ConflictRule.message(_:other:)`, `ConflictRule.fixes(_:other:keepingHere:)`).
        case mappedTwice(other: Placement, keepingHere: [FixEdit])
    }

    /// The fields most findings leave empty.
    private final class Details: Sendable {
        let suggestions: [Suggestion]
        let related: [String]
        let relatedLocations: [RelatedLocation]
        let group: FindingGroup?

        init?(suggestions: [Suggestion], related: [String], relatedLocations: [RelatedLocation], group: FindingGroup?) {
            guard !suggestions.isEmpty || !related.isEmpty || !relatedLocations.isEmpty || group != nil else { return nil }
            self.suggestions = suggestions
            self.related = related
            self.relatedLocations = relatedLocations
            self.group = group
        }
    }

    init(rule: RuleID, severity: Severity, category: String, subject: String, path: String,
         line: Int?, column: Int?, message: String, suggestions: [Suggestion] = [], related: [String] = [],
         relatedLocations: [RelatedLocation] = [], group: FindingGroup? = nil, fixes: [Fix] = []) {
        self.init(rule: rule, severity: severity, category: category, subject: subject, path: path, line: line, column: column,
                  violation: .described(message: message, fixes: fixes), suggestions: suggestions, related: related,
                  relatedLocations: relatedLocations, group: group)
    }

    init(rule: RuleID, severity: Severity, category: String, subject: String, path: String, line: Int?, column: Int?,
         violation: Violation, suggestions: [Suggestion] = [], related: [String] = [], relatedLocations: [RelatedLocation] = [],
         group: FindingGroup? = nil) {
        self.rule = rule
        self.severity = severity
        self.category = category
        self.subject = subject
        self.location = Location(path: path, line: line, column: column)
        self.violation = violation
        self.details = Details(suggestions: suggestions, related: related, relatedLocations: relatedLocations, group: group)
    }

    private init(_ finding: Finding, severity: Severity) {
        rule = finding.rule
        self.severity = severity
        category = finding.category
        subject = finding.subject
        location = finding.location
        violation = finding.violation
        details = finding.details
    }

    var path: String { location.path }
    /// 1-based line of the entry; nil for findings about a whole file.
    var line: Int? { location.line }
    /// 1-based column, in characters, of the entry; nil with no line.
    var column: Int? { location.column }
    /// The line and column of the entry; nil for a finding about a whole file or category.
    var position: EntryPosition? {
        guard let line, let column else { return nil }
        return EntryPosition(line: line, column: column)
    }

    /// A copy at `severity`, as `.audit.json`'s `rules` or `--rule` set it.
    func with(severity: Severity) -> Finding {
        Finding(self, severity: severity)
    }

    /// Report order: by file, then line (file-level findings last), column, rule and subject.
    static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        let (l, r) = (lhs.line ?? Int.max, rhs.line ?? Int.max)
        if l != r { return l < r }
        if (lhs.column ?? 0) != (rhs.column ?? 0) { return (lhs.column ?? 0) < (rhs.column ?? 0) }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        return lhs.subject < rhs.subject
    }

    /// The indices of `findings` in report order (`reportOrder`), equal findings in the order given.
    static func reportOrderIndices(_ findings: [Finding]) -> [Int] {
        reportOrderPositions([findings]).map { Int($0.index) }
    }

    /// Where each finding of `lists` is, in report order (`reportOrder`), equal findings in the order given,
    /// list by list. Each finding's place is reduced to integers first (its path's rank, line, column, rule's
    /// rank), so sorting a million findings compares integers and reads a subject only when all of them tie.
    static func reportOrderPositions(_ lists: [[Finding]]) -> [FindingList.Position] {
        let ruleRank = Dictionary(uniqueKeysWithValues: RuleID.allCases.sorted().enumerated().map { ($1, $0) })
        // Findings are read field by field through their index: no finding is copied.
        var paths = Set<String>()
        for findings in lists {
            for index in findings.indices where index == 0 || findings[index].path != findings[index - 1].path {
                paths.insert(findings[index].path)
            }
        }
        let pathRank = Dictionary(uniqueKeysWithValues: paths.sorted().enumerated().map { ($1, $0) })
        var keys: [OrderKey] = []
        keys.reserveCapacity(lists.reduce(0) { $0 + $1.count })
        var positions: [FindingList.Position] = []
        positions.reserveCapacity(keys.capacity)
        for (list, findings) in lists.enumerated() {
            var rank = 0
            // A list is mostly one rule's findings: its rank is looked up when the rule changes.
            var rule = RuleID?.none, ruleRankHere = 0
            for index in findings.indices {
                let location = findings[index].location
                if index == 0 || location.path != findings[index - 1].path { rank = pathRank[location.path] ?? 0 }
                if findings[index].rule != rule {
                    rule = findings[index].rule
                    ruleRankHere = ruleRank[findings[index].rule] ?? 0
                }
                keys.append(OrderKey(path: Int32(rank), line: Int32(clamping: location.line ?? Int.max),
                                     column: Int32(clamping: location.column ?? 0), rule: Int32(ruleRankHere)))
                positions.append(FindingList.Position(list: Int32(list), index: Int32(index)))
            }
        }
        return keys.indices.sorted { lhs, rhs in
            let (l, r) = (keys[lhs], keys[rhs])
            if l != r { return l < r }
            let (a, b) = (positions[lhs], positions[rhs])
            return lists[Int(a.list)][Int(a.index)].subject < lists[Int(b.list)][Int(b.index)].subject
        }.map { positions[$0] }
    }

    /// A finding's place in report order but for its subject.
    private struct OrderKey: Equatable {
        let path: Int32
        let line: Int32
        let column: Int32
        let rule: Int32

        static func < (lhs: OrderKey, rhs: OrderKey) -> Bool {
            (lhs.path, lhs.line, lhs.column, lhs.rule) < (rhs.path, rhs.line, rhs.column, rhs.rule)
        }
    }
}

extension Finding: Equatable {
    static func == (lhs: Finding, rhs: Finding) -> Bool {
        lhs.rule == rhs.rule && lhs.severity == rhs.severity && lhs.category == rhs.category && lhs.subject == rhs.subject
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
