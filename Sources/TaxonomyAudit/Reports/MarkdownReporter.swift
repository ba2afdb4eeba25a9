/// GitHub-flavoured Markdown for a pull-request comment: a summary table and a findings table. With `--base`
/// it shows the entries added and removed per category, then the introduced and resolved findings. Every value
/// goes through `Markdown.text` or `Markdown.code`, so none can break out of its cell or code span.
public struct MarkdownReporter: Sendable {
    public init() {}

    public func render(_ report: AuditReport) -> String {
        var out: String
        if let changes = report.changes {
            let introduced = report.markedFindings.filter { $0.mark.status == .introduced }
            out = "## audit: \(TextReporter.plural(introduced.count, "introduced finding")) since \(Markdown.code(changes.base))\n\n"
            out += changeTables(changes)
            if let verdictChanges = report.verdictChanges {
                out += "\n### Verdicts\n\n" + VerdictRendering.changesMarkdown(verdictChanges, base: changes.base)
            }
            out += "\n### Introduced (\(introduced.count))\n\n" + findingTable(introduced, report: report)
            out += "\n### Resolved (\(changes.resolved.count), lines as at \(Markdown.code(changes.base)))\n\n"
            out += findingTable(changes.resolved.map { ($0, FindingMark()) }, report: report)
            out += "\n\(TextReporter.plural(report.count(.existing), "existing finding")) (present at \(Markdown.code(changes.base))) not counted.\n"
        } else {
            out = "## audit: " + (report.findings.isEmpty ? "no findings" : TextReporter.plural(report.findings.count, "finding")
                + " (\(TextReporter.plural(report.count(.error), "error")), \(TextReporter.plural(report.count(.warning), "warning")), "
                + "\(TextReporter.plural(report.count(.note), "note")))") + "\n\n"
            out += fileTable(report) + "\n" + findingTable(report.markedFindings, report: report)
        }
        if let baseline = report.baseline, !baseline.stale.isEmpty {
            out += "\n### Stale baseline entries (\(baseline.stale.count)\(baseline.strict ? ", counted" : ""))\n\n"
            out += "| rule | category | entry | path |\n| --- | --- | --- | --- |\n"
            for entry in baseline.stale {
                out += "| \(entry.key.rule.rawValue) | \(Markdown.text(entry.key.category)) | \(Markdown.code(entry.key.identifier)) | \(Markdown.text(entry.path)) |\n"
            }
        }
        return out + "\n<sub>\(Markdown.text(TextReporter().summary(report)))</sub>\n"
    }

    private func fileTable(_ report: AuditReport) -> String {
        var out = "| file | category | entries | errors | warnings | notes |\n| --- | --- | ---: | ---: | ---: | ---: |\n"
        for mapping in report.mappings {
            let findings = report.findings.filter { $0.path == mapping.path }
            let counts = [Severity.error, .warning, .note].map { severity in String(findings.filter { $0.severity == severity }.count) }
            out += "| \(Markdown.text(mapping.path)) | \(Markdown.text(mapping.category)) | \(mapping.entries) | \(counts.joined(separator: " | ")) |\n"
        }
        return out
    }

    private func changeTables(_ changes: ChangeSet) -> String {
        var out = ""
        if changes.categories.isEmpty {
            out += "No entry changed.\n"
        } else {
            out += "| category | added | removed |\n| --- | --- | --- |\n"
            for change in changes.categories {
                let name = Markdown.text(change.category) + (change.renamedFrom.map { " (was \(Markdown.text($0)))" } ?? "")
                out += "| \(name) | \(change.added.map(Markdown.code).joined(separator: ", ")) | "
                    + "\(change.removed.map(Markdown.code).joined(separator: ", ")) |\n"
            }
        }
        let files = changes.addedFiles.map { "added \(Markdown.code($0))" } + changes.removedFiles.map { "removed \(Markdown.code($0))" }
            + changes.renamedFiles.map { "renamed \(Markdown.code($0.from)) to \(Markdown.code($0.to))" }
        if !files.isEmpty { out += "\nFiles: \(files.joined(separator: "; ")).\n" }
        return out
    }

    private func findingTable(_ findings: [(finding: Finding, mark: FindingMark)], report: AuditReport) -> String {
        guard !findings.isEmpty else { return "None.\n" }
        let marked = report.baseline != nil
        var out = "| severity | location | rule | entry | message |" + (marked ? " status |" : "") + "\n"
        out += "| --- | --- | --- | --- | --- |" + (marked ? " --- |" : "") + "\n"
        for (finding, mark) in findings {
            let location = [finding.path, finding.line.map(String.init), finding.column.map(String.init)]
                .compactMap { $0 }.joined(separator: ":")
            out += "| \(finding.severity.rawValue) | \(Markdown.text(location)) | \(finding.rule.rawValue) | "
                + "\(finding.identifier.isEmpty ? "" : Markdown.code(finding.identifier)) | \(Markdown.text(finding.message)) |"
            if marked { out += mark.baselined == true ? " baselined |" : " |" }
            out += "\n"
        }
        return out
    }

}
