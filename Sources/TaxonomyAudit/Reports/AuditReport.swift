/// The result of an audit, as every output format renders it.
struct AuditReport: Sendable {
    /// One mapping list as the report lists it.
    struct MappingSummary: Sendable, Equatable {
        let category: String
        let path: String
        let entries: Int
    }

    let vocabularyName: String
    let vocabularyCount: Int
    let mappings: [MappingSummary]
    /// In report order.
    let findings: FindingList
    /// What `--base` and `--baseline` say of each finding, in the order of `findings`.
    private(set) var marks: [FindingMark]
    /// What changed since the base revision (`--base`).
    private(set) var changes: ChangeSet?
    /// The check against a baseline (`--baseline`).
    private(set) var baseline: BaselineComparison?
    /// The identifiers whose verdict the edit changes (`--base`), in vocabulary order.
    private(set) var verdictChanges: [VerdictChange]?
    /// The text of each mapping source read, by path, for formats that count columns differently (SARIF).
    let sources: [String: TextLines]

    init(vocabularyName: String, vocabularyCount: Int, mappings: [MappingSummary], findings: [Finding]) {
        self.init(vocabularyName: vocabularyName, vocabularyCount: vocabularyCount, mappings: mappings, findings: FindingList(findings),
                  sources: [:])
    }

    private init(vocabularyName: String, vocabularyCount: Int, mappings: [MappingSummary], findings: FindingList,
                 sources: [String: TextLines]) {
        self.vocabularyName = vocabularyName
        self.vocabularyCount = vocabularyCount
        self.mappings = mappings
        self.findings = findings
        self.marks = Array(repeating: FindingMark(), count: findings.count)
        self.sources = sources
    }

    /// The report of `findings` over the inputs of `context`: one mapping summary per list.
    init(context: AuditContext, findings: FindingList) {
        self.init(vocabularyName: context.vocabulary.name, vocabularyCount: context.vocabulary.count,
                  mappings: context.lists.map { MappingSummary(category: $0.category, path: $0.path, entries: $0.entries.count) },
                  findings: findings,
                  sources: Dictionary(context.sources.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first }))
    }

    /// The finding's column counted in Unicode code points rather than in characters (`👨‍👩‍👧 #`: the `#` is
    /// character 3 but code point 7); the column as is when the file's text is not known.
    func codePointColumn(of location: Finding.Location) -> Int? {
        guard let column = location.column, column >= 1 else { return location.column }
        guard let line = location.line, let lines = sources[location.path]?.lines, line >= 1, line <= lines.count else { return column }
        let text = lines[line - 1].text
        guard let index = text.index(text.startIndex, offsetBy: column - 1, limitedBy: text.endIndex) else { return column }
        return text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: index) + 1
    }

    func count(_ severity: Severity) -> Int {
        var count = 0
        for index in findings.indices where findings[index].severity == severity { count += 1 }
        return count
    }

    /// Findings of `status` (resolved ones from `changes`); 0 without `--base`.
    func count(_ status: FindingStatus) -> Int {
        status == .resolved ? changes?.resolved.count ?? 0 : marks.filter { $0.status == status }.count
    }

    /// Findings the baseline accepts.
    var baselinedCount: Int { marks.filter { $0.baselined == true }.count }

    /// The findings with their marks, in report order.
    var markedFindings: [(finding: Finding, mark: FindingMark)] { Array(zip(findings, marks)) }

    /// Whether any finding that counts (not existing at the base, not baselined) reaches `threshold`, or
    /// a strict baseline lists findings that no longer occur.
    func fails(_ threshold: FailureThreshold) -> Bool {
        guard threshold != .never else { return false }
        // By index: a report of a million findings copies none of them to ask.
        return findings.indices.contains { marks[$0].counts && threshold.fails(findings[$0].severity) }
            || baseline?.fails == true
    }

    /// Marks each finding `introduced` or `existing`, by `statuses` in the order of `findings`.
    mutating func compare(_ changes: ChangeSet, statuses: [FindingStatus]) {
        precondition(statuses.count == findings.count, "one status per finding")
        self.changes = changes
        for index in marks.indices { marks[index].status = statuses[index] }
    }

    /// Records what the edit does to the verdicts (`--base`).
    mutating func record(verdictChanges: [VerdictChange]) {
        self.verdictChanges = verdictChanges
    }

    /// Marks the findings `baseline` lists as baselined and records its stale entries.
    mutating func mark(against baseline: Baseline, path: String, strict: Bool) {
        let (baselined, stale) = baseline.match(findings)
        self.baseline = BaselineComparison(path: path, stale: stale, strict: strict)
        for index in marks.indices { marks[index].baselined = baselined[index] }
    }
}
