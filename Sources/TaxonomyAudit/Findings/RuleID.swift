/// The kinds of finding, one per rule. The raw value is the rule's kebab-case id.
public enum RuleID: String, CaseIterable, Sendable, Comparable, Codable {
    case deadEntry = "dead-entry"
    case silentLabel = "silent-label"
    case missingLabel = "missing-label"
    case catchAll = "catch-all"
    case unreachable = "unreachable"
    case ineffectiveExclusion = "ineffective-exclusion"
    case conflict = "conflict"
    case duplicate = "duplicate"
    case skippedEntry = "skipped-entry"
    case unusedSuppression = "unused-suppression"

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}
