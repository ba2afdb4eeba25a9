/// How a finding stands against the base revision (`--base`).
enum FindingStatus: String, Sendable {
    /// Not present at the base revision: the edit brought it.
    case introduced
    /// Already present at the base revision.
    case existing
    /// Present at the base revision, gone now.
    case resolved
}

/// What `--base` and `--baseline` say of one finding.
struct FindingMark: Sendable, Equatable {
    /// Nil without `--base`.
    var status: FindingStatus?
    /// Nil without `--baseline`.
    var baselined: Bool?

    init(status: FindingStatus? = nil, baselined: Bool? = nil) {
        self.status = status
        self.baselined = baselined
    }

    /// Whether the finding counts toward `--fail-on`: neither existing at the base revision nor baselined.
    var counts: Bool { status != .existing && baselined != true }
}
