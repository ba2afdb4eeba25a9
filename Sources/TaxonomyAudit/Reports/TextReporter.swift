/// One line per finding, `path:line:column: severity: [rule] message`, then a summary line. With `--base`
/// it reads like a pull-request comment: the entries added and removed, then introduced and resolved findings.
/// Every value from the inputs is shown through `TerminalText`, so none can act on the terminal or start a
/// workflow command in a CI log.
public struct TextReporter: Sendable {
    /// Whether to colour severities with ANSI escapes (only on a terminal, never with `NO_COLOR`).
    public let color: Bool

    public init(color: Bool = false) {
        self.color = color
    }

    public func render(_ report: AuditReport) -> String {
        var out = ""
        if let changes = report.changes {
            out += changeList(changes)
            if let verdictChanges = report.verdictChanges {
                out += "\n" + VerdictRendering.changesText(verdictChanges, base: changes.base)
            }
            let introduced = report.markedFindings.filter { $0.mark.status == .introduced }
            out += section("introduced finding", introduced.map { line(for: $0.finding) + Self.suffix($0.mark) })
            out += section("resolved finding", changes.resolved.map { line(for: $0) }, note: " (lines as at \(TerminalText.escaped(changes.base)))")
            out += "\n"
        } else {
            // Sized once: a report of a million findings is not copied over and over as it grows.
            out.reserveCapacity(report.findings.indices.reduce(0) {
                $0 + report.findings[$1].path.utf8.count + report.findings[$1].message.utf8.count + 64
            })
            for item in NoteGrouping.items(report.findings, marks: report.marks) {
                switch item {
                case .single(let index):
                    write(report.findings[index], to: &out)
                    out += Self.suffix(report.marks[index]) + "\n"
                case .group(let indices):
                    let notes = indices.map { report.findings[$0] }
                    write(notes[0], message: NoteGrouping.message(notes), to: &out)
                    out += "\n"
                }
            }
        }
        if let baseline = report.baseline {
            for entry in baseline.stale {
                out += "\(TerminalText.lineStart(baseline.path)): baseline lists [\(entry.key.rule.rawValue)] "
                    + TerminalText.escaped("\"\(entry.key.identifier)\" in \(entry.key.category) (\(entry.path))")
                    + ", which no longer occurs; write the baseline again\n"
            }
        }
        out += summary(report) + "\n"
        return out
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
        return "\n\(Self.plural(lines.count, noun))\(note):\n" + lines.map { "  \($0)\n" }.joined()
    }

    /// What the marks say of a finding that does not count, after its line.
    static func suffix(_ mark: FindingMark) -> String {
        mark.baselined == true ? " (baselined)" : ""
    }

    /// The finding's line, without a newline.
    public func line(for finding: Finding) -> String {
        var out = ""
        write(finding, to: &out)
        return out
    }

    /// Appends the finding's line to `out`, piece by piece: large reports render without a string per part.
    private func write(_ finding: Finding, message: String? = nil, to out: inout String) {
        paint("1", &out) {
            $0 += TerminalText.lineStart(finding.path)
            if let line = finding.line {
                $0 += ":" + String(line)
                if let column = finding.column { $0 += ":" + String(column) }
            }
        }
        out += ": "
        paint(Self.code(finding.severity), &out) { $0 += finding.severity.rawValue }
        out += ": "
        paint("2", &out) { $0 += "[" + finding.rule.rawValue + "]" }
        out += " "
        out += TerminalText.escaped(message ?? finding.message)
    }

    func summary(_ report: AuditReport) -> String {
        let entries = report.mappings.reduce(0) { $0 + $1.entries }
        let inputs = "\(Self.plural(report.mappings.count, "file")), \(Self.plural(entries, "entry", "entries")) "
            + "checked against \(TerminalText.escaped(report.vocabularyName)) (\(report.vocabularyCount) identifiers)"
        var out: String
        if report.findings.isEmpty {
            out = "No findings: \(inputs)."
        } else {
            let counts = [Self.plural(report.count(.error), "error"), Self.plural(report.count(.warning), "warning"),
                          Self.plural(report.count(.note), "note")]
            out = "\(Self.plural(report.findings.count, "finding")) (\(counts.joined(separator: ", "))): \(inputs)."
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

    static func plural(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }

    private static func code(_ severity: Severity) -> String {
        switch severity {
        case .error: return "1;31"
        case .warning: return "1;33"
        case .note: return "1;36"
        }
    }

    /// Appends what `body` writes, between ANSI escapes for `code` when colouring.
    private func paint(_ code: String, _ out: inout String, _ body: (inout String) -> Void) {
        if color { out += "\u{1B}[" + code + "m" }
        body(&out)
        if color { out += "\u{1B}[0m" }
    }
}
