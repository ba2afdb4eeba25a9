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
///
/// A report can hold a million findings, so a finding keeps what most findings leave empty (suggestions,
/// related entries, a group) behind one reference, builds its fixes only when asked, and may build its
/// message only when shown.
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
    var message: String {
        switch text {
        case .written(let message): return message
        case .fromFinding(let make, let number):
            var message = ""
            make(self, number) { piece, _ in message += piece }
            return message
        }
    }

    /// Hands the message to `write` piece by piece, each with whether it comes from the inputs (an entry as
    /// written), which a report escapes: a message built when shown is never a string of its own.
    func writeMessage(_ write: (_ piece: String, _ fromInput: Bool) -> Void) {
        switch text {
        case .written(let message): write(message, true)
        case .fromFinding(let make, let number): make(self, number, write)
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
    /// Ways to resolve it, best first; the first is the default answer. Empty when the finding has no fix.
    /// Built when asked for: a report of a million findings never builds the fixes it does not show.
    var fixes: [Fix] {
        switch makeFixes {
        case .later(let make): return make()
        case .fromFinding(let make): return make(self)
        }
    }
    /// Nil when every field it holds is empty.
    private let details: Details?
    private let text: MessageText
    private var makeFixes: FixMaker

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

    /// How a finding's message is had.
    enum MessageText: Sendable {
        case written(String)
        /// Written when shown, from the finding and a number the message cites (the line of the entry a duplicate
        /// repeats), by a closure that captures nothing and hands the message on piece by piece, each with
        /// whether it comes from the inputs (`writeMessage`): a million findings hold no message string of their own.
        case fromFinding(@Sendable (Finding, Int, (_ piece: String, _ fromInput: Bool) -> Void) -> Void, Int)
    }

    /// How a finding's fixes are built when asked for.
    enum FixMaker: Sendable {
        /// From what the closure captured.
        case later(@Sendable () -> [Fix])
        /// From the finding alone: a closure that captures nothing, so the finding holds no storage for it.
        case fromFinding(@Sendable (Finding) -> [Fix])
    }

    init(rule: RuleID, severity: Severity, category: String, subject: String, path: String,
                line: Int?, column: Int?, message: String, suggestions: [Suggestion] = [], related: [String] = [],
                relatedLocations: [RelatedLocation] = [], group: FindingGroup? = nil,
                fixes: @autoclosure @escaping @Sendable () -> [Fix] = []) {
        self.init(rule: rule, severity: severity, category: category, subject: subject, path: path, line: line,
                  column: column, text: .written(message), suggestions: suggestions, related: related,
                  relatedLocations: relatedLocations, group: group, makeFixes: .later(fixes))
    }

    init(rule: RuleID, severity: Severity, category: String, subject: String, path: String,
         line: Int?, column: Int?, text: MessageText, suggestions: [Suggestion] = [], related: [String] = [],
         relatedLocations: [RelatedLocation] = [], group: FindingGroup? = nil, makeFixes: FixMaker) {
        self.rule = rule
        self.severity = severity
        self.category = category
        self.subject = subject
        self.location = Location(path: path, line: line, column: column)
        self.text = text
        self.details = Details(suggestions: suggestions, related: related, relatedLocations: relatedLocations, group: group)
        self.makeFixes = makeFixes
    }

    private init(_ finding: Finding, severity: Severity) {
        rule = finding.rule
        self.severity = severity
        category = finding.category
        subject = finding.subject
        location = finding.location
        text = finding.text
        details = finding.details
        makeFixes = finding.makeFixes
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

    /// A copy whose fixes are those of `self` that `keep` accepts, still built only when asked for.
    func keepingFixes(_ keep: @escaping @Sendable (Fix) -> Bool) -> Finding {
        var copy = Finding(self, severity: severity)
        copy.makeFixes = .later { self.fixes.filter(keep) }
        return copy
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
