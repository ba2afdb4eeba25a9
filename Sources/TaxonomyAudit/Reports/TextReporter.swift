/// One line per finding, `path:line:column: severity: [rule] message`, then a summary line. With `--base`
/// it reads like a pull-request comment: the entries added and removed, then introduced and resolved findings.
/// Every value from the inputs is shown through `TerminalText`, so none can act on the terminal or start a
/// workflow command in a CI log.
struct TextReporter: Reporter {
    init() {}

    func write(_ report: AuditReport, context: ReportContext, to out: inout BufferedOutput) {
        if let changes = report.changes {
            out.write(changeList(changes))
            if let verdictChanges = report.verdictChanges {
                out.write("\n" + VerdictRendering.changesText(verdictChanges, base: changes.base))
            }
            let introduced = report.markedFindings.filter { $0.mark.status == .introduced }
            out.write(section("introduced finding", introduced.map { line(for: $0.finding, color: context.color) + Self.suffix($0.mark) }))
            out.write(section("resolved finding", changes.resolved.map { line(for: $0, color: context.color) },
                              note: " (lines as at \(TerminalText.escaped(changes.base)))"))
            out.write("\n")
        } else {
            let lines = NoteGrouping.lines(report.findings, marks: report.marks)
            let marks = report.marks, findings = report.findings
            var shownPath = ShownPath(TerminalText.lineStart)
            for index in findings.indices {
                if !lines.groups.isEmpty {
                    if lines.joined.contains(index) { continue }
                    if let indices = lines.groups[index] {
                        let notes = indices.map { findings[$0] }
                        write(notes[0], path: shownPath(notes[0].path), message: NoteGrouping.message(notes), color: context.color, to: &out)
                        out.write("\n")
                        continue
                    }
                }
                write(findings[index], path: shownPath(findings[index].path), color: context.color, to: &out)
                out.write(Self.suffix(marks[index]) + "\n")
            }
        }
        if let baseline = report.baseline {
            for entry in baseline.stale {
                out.write("\(TerminalText.lineStart(baseline.path)): baseline lists [\(entry.key.rule.rawValue)] "
                    + TerminalText.escaped("\"\(entry.key.identifier)\" in \(entry.key.category) (\(entry.path))")
                    + ", which no longer occurs; write the baseline again\n")
            }
        }
        out.write(ReportText.summary(report))
        out.write("\n")
    }

    /// The entries added and removed per category and the files added, removed or renamed.
    func changeList(_ changes: ChangeSet) -> String {
        var out = "Changes since \(TerminalText.escaped(changes.base)):\n"
        if changes.categories.isEmpty && changes.addedFiles.isEmpty && changes.removedFiles.isEmpty {
            out += "  no entry changed\n"
        }
        for change in changes.categories {
            var parts = change.added.map { "+" + $0 } + change.removed.map { "-" + $0 }
            if parts.isEmpty { parts = ["no entry changed"] }
            let name = change.renamedFrom.map { "\(change.category) (was \($0))" } ?? change.category
            out += "  " + TerminalText.escaped("\(name): \(parts.joined(separator: ", "))") + "\n"
        }
        for path in changes.addedFiles { out += "  added \(TerminalText.escaped(path))\n" }
        for path in changes.removedFiles { out += "  removed \(TerminalText.escaped(path))\n" }
        for rename in changes.renamedFiles { out += "  renamed \(TerminalText.escaped(rename.from)) to \(TerminalText.escaped(rename.to))\n" }
        return out
    }

    /// A blank line, then "N things:" and `lines` indented, or "No thing.".
    private func section(_ noun: String, _ lines: [String], note: String = "") -> String {
        guard !lines.isEmpty else { return "\nNo \(noun).\n" }
        return "\n\(ReportText.plural(lines.count, noun))\(note):\n" + lines.map { "  \($0)\n" }.joined()
    }

    /// What the marks say of a finding that does not count, after its line.
    static func suffix(_ mark: FindingMark) -> String {
        mark.baselined == true ? " (baselined)" : ""
    }

    /// The finding's line, without a newline; severities coloured with ANSI escapes when `color` is set.
    func line(for finding: Finding, color: Bool = false) -> String {
        var out = ""
        write(finding, color: color, to: &out)
        return out
    }

    /// Writes the finding's line to `out`: its place (the path as `path` shows it), severity, rule and message.
    private func write(_ finding: Finding, path: String? = nil, message: String? = nil, color: Bool, to out: inout some TextOutputStream) {
        Self.paint("1", color, &out) { finding.location.write(to: &$0, path: path ?? TerminalText.lineStart(finding.path)) }
        out.write(": ")
        Self.paint(Self.code(finding.severity), color, &out) { $0.write(finding.severity.rawValue) }
        out.write(": ")
        Self.paint("2", color, &out) {
            $0.write("[")
            $0.write(finding.rule.rawValue)
            $0.write("]")
        }
        out.write(" ")
        out.write(TerminalText.escaped(message ?? finding.message))
    }

    private static func code(_ severity: Severity) -> String {
        switch severity {
        case .error: return "1;31"
        case .warning: return "1;33"
        case .note: return "1;36"
        }
    }

    /// Writes what `body` writes, between ANSI escapes for `code` when colouring.
    private static func paint<Out: TextOutputStream>(_ code: String, _ color: Bool, _ out: inout Out, _ body: (inout Out) -> Void) {
        if color { out.write("\u{1B}[" + code + "m") }
        body(&out)
        if color { out.write("\u{1B}[0m") }
    }
}
