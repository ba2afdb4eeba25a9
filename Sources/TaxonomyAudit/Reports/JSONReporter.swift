/// The machine-readable report: `vocabulary`, `mappings`, `findings`, `summary`, keys in that order; with
/// `--base` also `changes`, with `--baseline` also `baseline`. The schema is documented in the README.
struct JSONReporter: Reporter {
    init() {}

    /// The document member by member; the findings one at a time, so the report is never one value.
    func write(_ report: AuditReport, context: ReportContext, to out: inout BufferedOutput) {
        var summary: [(String, JSONValue)] = [
            ("errors", .int(report.count(.error))), ("warnings", .int(report.count(.warning))), ("notes", .int(report.count(.note))),
        ]
        if report.changes != nil {
            summary += [FindingStatus.introduced, .existing, .resolved].map { ($0.rawValue, .int(report.count($0))) }
        }
        if let baseline = report.baseline {
            summary += [("baselined", .int(report.baselinedCount)), ("stale", .int(baseline.stale.count))]
        }
        var members: [(String, JSONValue?)] = [
            ("vocabulary", .object([("name", .string(report.vocabularyName)), ("count", .int(report.vocabularyCount))])),
            ("mappings", .array(report.mappings.map {
                .object([("category", .string($0.category)), ("path", .string($0.path)), ("entries", .int($0.entries))])
            })),
            ("findings", nil),
            ("summary", .object(summary)),
        ]
        if report.changes != nil { members.append(("changes", nil)) }
        if let verdictChanges = report.verdictChanges { members.append(("verdictChanges", VerdictRendering.changesJSON(verdictChanges))) }
        if let baseline = report.baseline { members.append(("baseline", Self.baseline(baseline))) }
        JSONValue.writeMembers(members.count, to: &out, indent: "") { index, out, indent in
            JSONValue.writeString(members[index].0, to: &out)
            out.write(": ")
            if let value = members[index].1 {
                value.write(to: &out, indent: indent)
            } else if let changes = report.changes, members[index].0 == "changes" {
                Self.write(changes, to: &out, indent: indent)
            } else {
                JSONValue.writeItems(report.findings.count, to: &out, indent: indent) {
                    Self.write(report.findings[$0], mark: report.marks[$0], to: &$1, indent: $2)
                }
            }
        }
        out.write("\n")
    }

    /// The `changes` member's value; the resolved findings written as the findings are.
    static func write(_ changes: ChangeSet, to out: inout some TextOutputStream, indent: String) {
        let members: [(String, JSONValue?)] = [
            ("base", .string(changes.base)),
            ("categories", .array(changes.categories.map {
                .object([("category", .string($0.category)), ("renamedFrom", $0.renamedFrom.map(JSONValue.string) ?? .null),
                         ("added", .array($0.added.map(JSONValue.string))), ("removed", .array($0.removed.map(JSONValue.string)))])
            })),
            ("files", .object([
                ("added", .array(changes.addedFiles.map(JSONValue.string))),
                ("removed", .array(changes.removedFiles.map(JSONValue.string))),
                ("renamed", .array(changes.renamedFiles.map { .object([("from", .string($0.from)), ("to", .string($0.to))]) })),
            ])),
            ("resolved", nil),
        ]
        JSONValue.writeMembers(members.count, to: &out, indent: indent) { index, out, indent in
            JSONValue.writeString(members[index].0, to: &out)
            out.write(": ")
            if let value = members[index].1 { return value.write(to: &out, indent: indent) }
            JSONValue.writeItems(changes.resolved.count, to: &out, indent: indent) {
                write(changes.resolved[$0], mark: FindingMark(status: .resolved), to: &$1, indent: $2)
            }
        }
    }

    static func baseline(_ check: BaselineComparison) -> JSONValue {
        .object([
            ("path", .string(check.path)),
            ("strict", .bool(check.strict)),
            ("stale", .array(check.stale.map {
                .object([("rule", .string($0.key.rule.rawValue)), ("category", .string($0.key.category)),
                         ("identifier", .string($0.key.identifier)), ("path", .string($0.path))])
            })),
        ])
    }

    /// Writes one finding's object, member by member as `JSONValue` lays an object out, without building it:
    /// a report writes a million of them.
    static func write(_ finding: Finding, mark: FindingMark = FindingMark(), to out: inout some TextOutputStream, indent: String) {
        let inner = indent + "  "
        var first = true
        func member(_ key: String) {
            out.write(first ? "{\n" : ",\n")
            first = false
            out.write(inner)
            JSONValue.writeString(key, to: &out)
            out.write(": ")
        }
        func string(_ key: String, _ value: String) {
            member(key)
            JSONValue.writeString(value, to: &out)
        }
        func value(_ key: String, _ value: JSONValue) {
            member(key)
            value.write(to: &out, indent: inner)
        }
        string("rule", finding.rule.rawValue)
        string("severity", finding.severity.rawValue)
        string("category", finding.category)
        string("identifier", finding.subject)
        string("path", finding.path)
        member("line")
        out.write(finding.line.map { String($0) } ?? "null")
        member("column")
        out.write(finding.column.map { String($0) } ?? "null")
        string("message", finding.message)
        value("suggestions", .array(finding.suggestions.map { .string($0.identifier) }))
        value("suggestionDetails", .array(finding.suggestions.map {
            .object([("identifier", .string($0.identifier)), ("kind", .string($0.kind.rawValue)), ("reason", .string($0.reason))])
        }))
        value("related", .array(finding.related.map(JSONValue.string)))
        if finding.rule == .catchAll || finding.rule == .ineffectiveExclusion {
            value("relatedLocations", .array(finding.relatedLocations.map {
                .object([("identifier", .string($0.identifier)), ("path", .string($0.path)), ("line", .int($0.line))])
            }))
        }
        if let status = mark.status { string("status", status.rawValue) }
        if let baselined = mark.baselined { value("baselined", .bool(baselined)) }
        out.write("\n")
        out.write(indent)
        out.write("}")
    }
}
