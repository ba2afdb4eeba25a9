/// GitHub-flavoured Markdown for a pull-request comment: a summary table and a findings table. With `--base`
/// it shows the entries added and removed per category, then the introduced and resolved findings. Every value
/// goes through `Markdown.text` or `Markdown.code`, so none can break out of its cell or code span.
struct MarkdownReporter: Reporter {
    init() {}

    func write(_ report: AuditReport, context: ReportContext, to out: inout BufferedOutput) {
        if let changes = report.changes {
            let introduced = report.findings.indices.filter { report.marks[$0].status == .introduced }
            out.write("## audit: \(ReportText.plural(introduced.count, "introduced finding")) since \(Markdown.code(changes.base))\n\n")
            out.write(changeTables(changes))
            if let verdictChanges = report.verdictChanges {
                out.write("\n### Verdicts\n\n" + VerdictRendering.changesMarkdown(verdictChanges, base: changes.base))
            }
            out.write("\n### Introduced (\(introduced.count))\n\n")
            writeFindingTable(introduced.count, marked: report.baseline != nil, to: &out) {
                (report.findings[introduced[$0]], report.marks[introduced[$0]])
            }
            out.write("\n### Resolved (\(changes.resolved.count), lines as at \(Markdown.code(changes.base)))\n\n")
            writeFindingTable(changes.resolved.count, marked: report.baseline != nil, to: &out) { (changes.resolved[$0], FindingMark()) }
            out.write("\n\(ReportText.plural(report.count(.existing), "existing finding")) (present at \(Markdown.code(changes.base))) not counted.\n")
        } else {
            out.write("## audit: " + (report.findings.isEmpty ? "no findings"
                : ReportText.plural(report.findings.count, "finding") + " (\(ReportText.severityCounts(report)))") + "\n\n")
            writeFileTable(report, to: &out)
            out.write("\n")
            writeFindingTable(report.findings.count, marked: report.baseline != nil, to: &out) { (report.findings[$0], report.marks[$0]) }
        }
        if let baseline = report.baseline, !baseline.stale.isEmpty {
            out.write("\n### Stale baseline entries (\(baseline.stale.count)\(baseline.strict ? ", counted" : ""))\n\n")
            out.write("| rule | category | entry | path |\n| --- | --- | --- | --- |\n")
            for entry in baseline.stale {
                out.write("| \(entry.key.rule.rawValue) | \(Markdown.text(entry.key.category)) | \(Markdown.code(entry.key.identifier)) | \(Markdown.text(entry.path)) |\n")
            }
        }
        out.write("\n<sub>\(Markdown.text(ReportText.summary(report)))</sub>\n")
    }

    private func writeFileTable(_ report: AuditReport, to out: inout some TextOutputStream) {
        var counts: [String: [Severity: Int]] = [:]
        for finding in report.findings { counts[finding.path, default: [:]][finding.severity, default: 0] += 1 }
        out.write("| file | category | entries | errors | warnings | notes |\n| --- | --- | ---: | ---: | ---: | ---: |\n")
        for mapping in report.mappings {
            let cells = [Severity.error, .warning, .note].map { String(counts[mapping.path]?[$0] ?? 0) }
            out.write("| \(Markdown.text(mapping.path)) | \(Markdown.text(mapping.category)) | \(mapping.entries) | \(cells.joined(separator: " | ")) |\n")
        }
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

    /// The table of `count` findings, each with its mark from `item(index)`; with a `marked` (baseline) column.
    private func writeFindingTable(_ count: Int, marked: Bool, to out: inout some TextOutputStream,
                                   item: (Int) -> (finding: Finding, mark: FindingMark)) {
        guard count > 0 else { return out.write("None.\n") }
        out.write("| severity | location | rule | entry | message |" + (marked ? " status |" : "") + "\n")
        out.write("| --- | --- | --- | --- | --- |" + (marked ? " --- |" : "") + "\n")
        for index in 0..<count {
            let (finding, mark) = item(index)
            // Piece by piece: a report writes a million rows.
            out.write("| ")
            out.write(finding.severity.rawValue)
            out.write(" | ")
            out.write(Markdown.text(finding.location.description))
            out.write(" | ")
            out.write(finding.rule.rawValue)
            out.write(" | ")
            if !finding.subject.isEmpty { out.write(Markdown.code(finding.subject)) }
            out.write(" | ")
            out.write(Markdown.text(finding.message))
            out.write(" |")
            if marked { out.write(mark.baselined == true ? " baselined |" : " |") }
            out.write("\n")
        }
    }
}
