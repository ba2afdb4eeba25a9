/// What identifies a finding across edits: its rule, category and identifier, never its line, so moving
/// lines or adding comments keeps the key. `--base` and baselines both match findings by it.
struct FindingKey: Hashable, Comparable, Sendable {
    let rule: RuleID
    let category: String
    let identifier: String

    /// `rule/category/identifier`, as fingerprints and people read it.
    var text: String { "\(rule.rawValue)/\(category)/\(identifier)" }

    static func < (lhs: FindingKey, rhs: FindingKey) -> Bool {
        (lhs.rule, lhs.category, lhs.identifier) < (rhs.rule, rhs.category, rhs.identifier)
    }

    /// Pairs equal keys of `current` and `previous` one to one, in order (a key found twice now and once
    /// before matches once). Returns which current keys found a partner and the indexes of the previous
    /// keys left without one.
    static func match(_ current: [FindingKey], against previous: [FindingKey]) -> (matched: [Bool], unmatched: [Int]) {
        var available: [FindingKey: [Int]] = [:]
        for (index, key) in previous.enumerated().reversed() { available[key, default: []].append(index) }
        let matched = current.map { key -> Bool in
            guard available[key]?.popLast() != nil else { return false }
            return true
        }
        return (matched, available.values.flatMap { $0 }.sorted())
    }
}

extension FindingKey {
    init(_ finding: Finding) {
        self.init(rule: finding.rule, category: finding.category, identifier: finding.subject)
    }
}
