import CategoryMapping

/// What a command runs with: the command line over `.audit.json` over the defaults.
struct AuditSettings {
    var vocabulary: Vocabulary
    var paths: [String]
    var policy: Policy
    var thresholds: [String: Float]
    var failOn: FailureThreshold
    var overrides: [RuleID: Severity?]
    var captures: [String]
    /// The files besides the mappings that the settings come from (the configuration, a vocabulary file),
    /// with what each is: no output of the run may replace one (`RunInputs`).
    var readFiles: [(path: String, kind: String)] = []

    var auditor: Auditor { Auditor(overrides: overrides) }
}
