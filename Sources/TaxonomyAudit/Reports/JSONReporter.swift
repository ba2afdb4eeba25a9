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
        if let changes = report.changes { members.append(("changes", Self.changes(changes))) }
        if let verdictChanges = report.verdictChanges { members.append(("verdictChanges", VerdictRendering.changesJSON(verdictChanges))) }
        if let baseline = report.baseline { members.append(("baseline", Self.baseline(baseline))) }
        JSONValue.writeMembers(members.count, to: &out, indent: "") { index, out, indent in
            JSONValue.writeString(members[index].0, to: &out)
            out.write(": ")
            if let value = members[index].1 {
                value.write(to: &out, indent: indent)
            } else {
                JSONValue.writeItems(report.findings.count, to: &out, indent: indent) {
                    Self.finding(report.findings[$0], mark: report.marks[$0]).write(to: &$1, indent: $2)
                }
            }
        }
        out.write("\n")
    }

    static func changes(_ changes: ChangeSet) -> JSONValue {
        .object([
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
            ("resolved", .array(changes.resolved.map { finding($0, mark: FindingMark(status: .resolved)) })),
        ])
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

    static func finding(_ finding: Finding, mark: FindingMark = FindingMark()) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("rule", .string(finding.rule.rawValue)),
            ("severity", .string(finding.severity.rawValue)),
            ("category", .string(finding.category)),
            ("identifier", .string(finding.identifier)),
            ("path", .string(finding.path)),
            ("line", finding.line.map(JSONValue.int) ?? .null),
            ("column", finding.column.map(JSONValue.int) ?? .null),
            ("message", .string(finding.message)),
            ("suggestions", .array(finding.suggestions.map { .string($0.identifier) })),
            ("suggestionDetails", .array(finding.suggestions.map {
                .object([("identifier", .string($0.identifier)), ("kind", .string($0.kind.rawValue)), ("reason", .string($0.reason))])
            })),
            ("related", .array(finding.related.map(JSONValue.string))),
        ]
        if finding.rule == .catchAll || finding.rule == .ineffectiveExclusion {
            members.append(("relatedLocations", .array(finding.relatedLocations.map {
                .object([("identifier", .string($0.identifier)), ("path", .string($0.path)), ("line", .int($0.line))])
            })))
        }
        if let status = mark.status { members.append(("status", .string(status.rawValue))) }
        if let baselined = mark.baselined { members.append(("baselined", .bool(baselined))) }
        return .object(members)
    }
}
