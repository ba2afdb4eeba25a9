/// What a report needs beyond the findings: who wrote it, where its rules are documented, how it is shown.
struct ReportContext: Sendable {
    /// The version of `audit` that wrote the report (SARIF names it).
    var toolVersion: String
    /// Absolute URL the rules' documentation links start with (see `RuleDocumentation.base`); nil leaves
    /// them relative to the repository.
    var documentationBase: String?
    /// Whether to colour text output with ANSI escapes (only on a terminal, never with `NO_COLOR`).
    var color: Bool
    /// The threshold of `--fail-on`, which decides what the xcode format calls errors.
    var failOn: FailureThreshold

    init(toolVersion: String = ToolInfo.version, documentationBase: String? = nil, color: Bool = false,
                failOn: FailureThreshold = .error) {
        self.toolVersion = toolVersion
        self.documentationBase = documentationBase
        self.color = color
        self.failOn = failOn
    }
}

/// One output format: writes a report piece by piece as it goes (to standard output, through `BufferedOutput`),
/// so that a report of a million findings is never held as one string. `OutputFormat.reporter` picks the
/// reporter of each `--format`.
protocol Reporter: Sendable {
    func write(_ report: AuditReport, context: ReportContext, to out: inout BufferedOutput)
}

extension Reporter {
    /// The whole report as one string.
    func render(_ report: AuditReport, context: ReportContext = ReportContext()) -> String {
        var text = ""
        var out = BufferedOutput { text += $0 }
        write(report, context: context, to: &out)
        out.flush()
        return text
    }
}

/// How a report shows a path (escaped, made relative, percent-encoded), worked out once per run of findings
/// in one file: findings come sorted by file, so a million findings in one file compute it once.
struct ShownPath {
    private let show: (String) -> String
    private var last: (path: String, shown: String)?

    init(_ show: @escaping (String) -> String) {
        self.show = show
    }

    /// `show(path)`, kept from the last call when the path is the same.
    mutating func callAsFunction(_ path: String) -> String {
        if let last, last.path == path { return last.shown }
        let shown = show(path)
        last = (path, shown)
        return shown
    }
}
