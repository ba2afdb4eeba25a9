/// How serious a finding is. Ordered: `note < warning < error`.
package enum Severity: String, CaseIterable, Sendable, Comparable, Codable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// The `--fail-on` threshold: findings at or above a severity fail the run, or none do.
enum FailureThreshold: String, CaseIterable, Sendable {
    case error, warning, note, never

    /// Whether a finding of `severity` fails the run.
    func fails(_ severity: Severity) -> Bool {
        switch self {
        case .error: return severity >= .error
        case .warning: return severity >= .warning
        case .note: return true
        case .never: return false
        }
    }
}
