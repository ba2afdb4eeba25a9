/// The pieces of report text several formats share: the summary line and counted nouns.
enum ReportText {
    /// `1 file`, `2 files`; `plural` when the noun does not just take an `s`.
    static func plural(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) \(noun(count, singular, plural))"
    }

    /// The noun for `count` things: `singular` for one, else `plural` (or `singular` with an `s`).
    static func noun(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        count == 1 ? singular : plural ?? singular + "s"
    }

    /// The report's last line: what was checked (files read, each once however many lists it holds; the lists
    /// too when a file holds more than one, `1 file, 24 lists, 46 entries`) and what was found, and with `--base`
    /// or `--baseline` what counts.
    static func summary(_ report: AuditReport) -> String {
        let entries = report.mappings.reduce(0) { $0 + $1.entries }
        // A source marked but holding no list yet (an empty dictionary) is read all the same.
        let files = Set(report.mappings.map(\.path)).union(report.sources.keys).count
        let lists = report.mappings.count
        let inputs = "\(plural(files, "file")), \(lists == files ? "" : plural(lists, "list") + ", ")\(plural(entries, "entry", "entries")) "
            + "checked against \(TerminalText.escaped(report.vocabularyName)) (\(report.vocabularyCount) identifiers)"
        var out: String
        if report.findings.isEmpty {
            out = "No findings: \(inputs)."
        } else {
            out = "\(plural(report.findings.count, "finding")) (\(severityCounts(report))): \(inputs)."
        }
        if let changes = report.changes {
            out += " Since \(TerminalText.escaped(changes.base)): \(report.count(.introduced)) introduced, \(report.count(.existing)) existing "
                + "(not counted), \(report.count(.resolved)) resolved."
        }
        if let baseline = report.baseline {
            out += " Baseline \(TerminalText.escaped(baseline.path)): \(report.baselinedCount) baselined (not counted), \(baseline.stale.count) "
                + (baseline.strict ? "stale (counted)." : "stale.")
        }
        return out
    }

    /// `2 errors, 1 warning, 0 notes`.
    static func severityCounts(_ report: AuditReport) -> String {
        [plural(report.count(.error), "error"), plural(report.count(.warning), "warning"), plural(report.count(.note), "note")]
            .joined(separator: ", ")
    }
}
