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
        // Gathered as bytes and handed to `out` a chunk at a time.
        var json = ReportBytes()
        JSONValue.writeMembers(members.count, to: &json, indent: "") { index, json, indent in
            JSONValue.writeString(members[index].0, to: &json)
            json.append(": ")
            if let value = members[index].1 {
                value.write(to: &json, indent: indent)
            } else if let changes = report.changes, members[index].0 == "changes" {
                Self.write(changes, to: &json, indent: indent, flushingTo: &out)
            } else {
                let marks = report.marks, findings = report.findings
                // Read in place, never copied.
                Self.writeItems(findings.count, to: &json, indent: indent, flushingTo: &out) { item, json, indent in
                    Self.write(findings[item], mark: marks[item], to: &json, indent: indent)
                }
            }
        }
        json.append("\n")
        json.flush(to: &out, force: true)
    }

    /// The `changes` member's value; the resolved findings written as the findings are.
    static func write(_ changes: ChangeSet, to json: inout ReportBytes, indent: String, flushingTo out: inout BufferedOutput) {
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
        JSONValue.writeMembers(members.count, to: &json, indent: indent) { index, json, indent in
            JSONValue.writeString(members[index].0, to: &json)
            json.append(": ")
            if let value = members[index].1 { return value.write(to: &json, indent: indent) }
            writeItems(changes.resolved.count, to: &json, indent: indent, flushingTo: &out) { item, json, indent in
                write(changes.resolved[item], mark: FindingMark(status: .resolved), to: &json, indent: indent)
            }
        }
    }

    /// Writes an array of `count` objects as `JSONValue.writeItems` lays it out, each written by `item(index, bytes,
    /// indent)` (`indent`: the spaces before its closing brace): what `json` holds goes to `out` first, then the
    /// items, handed on whenever `json` holds a chunk (`ReportBytes.flush(to:force:)`).
    static func writeItems(_ count: Int, to json: inout ReportBytes, indent: String, flushingTo out: inout BufferedOutput,
                           item: (Int, inout ReportBytes, Int) -> Void) {
        guard count > 0 else { return json.append("[]") }
        json.append("[\n")
        json.flush(to: &out, force: true)
        let inner = indent.utf8.count + 2
        for index in 0..<count {
            json.appendSpaces(inner)
            item(index, &json, inner)
            if index < count - 1 { json.append(byte: UInt8(ascii: ",")) }
            json.append(byte: UInt8(ascii: "\n"))
            json.flush(to: &out)
        }
        json.write(indent)
        json.append("]")
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

    /// Writes one finding's object as `JSONValue` lays an object out (`indent`: the spaces before its closing
    /// brace), straight into the bytes: a report writes a million of them. Members that most findings leave
    /// empty are built as values only when they are not.
    static func write(_ finding: Finding, mark: FindingMark = FindingMark(), to json: inout ReportBytes, indent: Int) {
        let inner = indent + 2
        func member(_ key: StaticString) {
            json.append(",\n")
            json.appendSpaces(inner)
            json.append(key)
        }
        json.append("{\n")
        json.appendSpaces(inner)
        json.append("\"rule\": ")
        json.appendQuoted(finding.rule.rawValue)
        member("\"severity\": ")
        json.appendQuoted(finding.severity.rawValue)
        member("\"category\": ")
        json.appendQuoted(finding.category)
        member("\"identifier\": ")
        json.appendQuoted(finding.subject)
        member("\"path\": ")
        json.appendQuoted(finding.path)
        member("\"line\": ")
        json.append(finding.line)
        member("\"column\": ")
        json.append(finding.column)
        member("\"message\": ")
        json.appendQuoted(finding.message)
        let suggestions = finding.suggestions
        member("\"suggestions\": ")
        if suggestions.isEmpty {
            json.append("[]")
        } else {
            JSONValue.array(suggestions.map { .string($0.identifier) }).write(to: &json, indent: String(repeating: " ", count: inner))
        }
        member("\"suggestionDetails\": ")
        if suggestions.isEmpty {
            json.append("[]")
        } else {
            JSONValue.array(suggestions.map {
                .object([("identifier", .string($0.identifier)), ("kind", .string($0.kind.rawValue)), ("reason", .string($0.reason))])
            }).write(to: &json, indent: String(repeating: " ", count: inner))
        }
        let related = finding.related
        member("\"related\": ")
        if related.isEmpty {
            json.append("[]")
        } else {
            JSONValue.array(related.map(JSONValue.string)).write(to: &json, indent: String(repeating: " ", count: inner))
        }
        if finding.rule == .catchAll || finding.rule == .ineffectiveExclusion {
            let locations = finding.relatedLocations
            member("\"relatedLocations\": ")
            if locations.isEmpty {
                json.append("[]")
            } else {
                JSONValue.array(locations.map {
                    .object([("identifier", .string($0.identifier)), ("path", .string($0.path)), ("line", .int($0.line))])
                }).write(to: &json, indent: String(repeating: " ", count: inner))
            }
        }
        if let status = mark.status {
            member("\"status\": ")
            json.appendQuoted(status.rawValue)
        }
        if let baselined = mark.baselined {
            member("\"baselined\": ")
            json.append(baselined ? "true" : "false")
        }
        json.append("\n")
        json.appendSpaces(indent)
        json.append("}")
    }
}
