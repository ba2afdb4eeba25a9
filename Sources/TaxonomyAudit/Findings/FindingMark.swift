/// How a finding stands against the base revision (`--base`).
public enum FindingStatus: String, Sendable {
    /// Not present at the base revision: the edit brought it.
    case introduced
    /// Already present at the base revision.
    case existing
    /// Present at the base revision, gone now.
    case resolved
}

/// What `--base` and `--baseline` say of one finding.
public struct FindingMark: Sendable, Equatable {
    /// Nil without `--base`.
    public var status: FindingStatus?
    /// Nil without `--baseline`.
    public var baselined: Bool?

    public init(status: FindingStatus? = nil, baselined: Bool? = nil) {
        self.status = status
        self.baselined = baselined
    }

    /// Whether the finding counts toward `--fail-on`: neither existing at the base revision nor baselined.
    public var counts: Bool { status != .existing && baselined != true }
}
