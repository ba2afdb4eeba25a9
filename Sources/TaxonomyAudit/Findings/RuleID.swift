/// The kinds of finding, one per rule. The raw value is the rule's kebab-case id.
package enum RuleID: String, CaseIterable, Sendable, Comparable, Codable {
    case deadEntry = "dead-entry"
    case matchMode = "match-mode"
    case silentLabel = "silent-label"
    case missingLabel = "missing-label"
    case catchAll = "catch-all"
    case unreachable = "unreachable"
    case ineffectiveExclusion = "ineffective-exclusion"
    case conflict = "conflict"
    case duplicate = "duplicate"
    case repeatedKey = "repeated-key"
    case skippedEntry = "skipped-entry"
    case unreadableSource = "unreadable-source"
    case unusedSuppression = "unused-suppression"

    package static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}
