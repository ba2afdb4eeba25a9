import Foundation

/// SARIF 2.1.0 for code-scanning tools: one run of `audit`, its rules (with their documentation) and one
/// result per finding. With `--base` each result has a `baselineState` (`new` or `unchanged`); a finding
/// a baseline accepts carries an external suppression.
struct SARIFReporter: Reporter {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    static let version = "2.1.0"
    /// The `partialFingerprints` key under which each result carries its `FindingKey`.
    static let fingerprintKey = "findingKey/v1"

    init() {}

    /// The document member by member; the results one at a time, so the report is never one value.
    func write(_ report: AuditReport, context: ReportContext, to out: inout BufferedOutput) {
        let descriptions = Auditor.descriptions
        let ruleIndex = Dictionary(uniqueKeysWithValues: descriptions.enumerated().map { ($1.id, $0) })
        let tool: JSONValue = .object([("driver", .object([
            ("name", .string(ToolInfo.name)),
            ("version", .string(context.toolVersion)),
            ("rules", .array(descriptions.map { rule($0, documentationBase: context.documentationBase) })),
        ]))])
        let run: [(String, JSONValue?)] = [("tool", tool), ("columnKind", .string("unicodeCodePoints")), ("results", nil)]
        let document: [(String, JSONValue?)] = [("$schema", .string(Self.schema)), ("version", .string(Self.version)), ("runs", nil)]
        JSONValue.writeMembers(document.count, to: &out, indent: "") { index, out, indent in
            JSONValue.writeString(document[index].0, to: &out)
            out.write(": ")
            if let value = document[index].1 { return value.write(to: &out, indent: indent) }
            JSONValue.writeItems(1, to: &out, indent: indent) { _, out, indent in
                JSONValue.writeMembers(run.count, to: &out, indent: indent) { index, out, indent in
                    JSONValue.writeString(run[index].0, to: &out)
                    out.write(": ")
                    if let value = run[index].1 { return value.write(to: &out, indent: indent) }
                    var uri = ShownPath(Self.uri)
                    JSONValue.writeItems(report.findings.count, to: &out, indent: indent) {
                        result(report.findings[$0], mark: report.marks[$0], ruleIndex: ruleIndex, report: report,
                               uri: uri(report.findings[$0].path)).write(to: &$1, indent: $2)
                    }
                }
            }
        }
        out.write("\n")
    }

    func rule(_ description: RuleDescription, documentationBase: String?) -> JSONValue {
        .object([
            ("id", .string(description.id.rawValue)),
            ("name", .string(description.id.rawValue)),
            ("shortDescription", .object([("text", .string(description.summary))])),
            ("fullDescription", .object([("text", .string(description.rationale))])),
            ("helpUri", .string(RuleDocumentation.link(description.id, base: documentationBase))),
            ("defaultConfiguration", .object([("level", .string(Self.level(description.severity)))])),
        ])
    }

    private func result(_ finding: Finding, mark: FindingMark, ruleIndex: [RuleID: Int], report: AuditReport, uri: String) -> JSONValue {
        var region: [(String, JSONValue)] = []
        if let line = finding.location.line {
            region.append(("startLine", .int(line)))
            // `columnKind` is `unicodeCodePoints`, not the characters other formats count.
            if let column = report.codePointColumn(of: finding.location) { region.append(("startColumn", .int(column))) }
        }
        var physical: [(String, JSONValue)] = [
            ("artifactLocation", .object([("uri", .string(uri)), ("uriBaseId", .string("%SRCROOT%"))])),
        ]
        if !region.isEmpty { physical.append(("region", .object(region))) }
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(finding.rule.rawValue)),
            ("ruleIndex", .int(ruleIndex[finding.rule] ?? 0)),
            ("level", .string(Self.level(finding.severity))),
            ("message", .object([("text", .string(finding.message))])),
            ("locations", .array([.object([("physicalLocation", .object(physical))])])),
            ("partialFingerprints", .object([(Self.fingerprintKey, .string(FindingKey(finding).text))])),
            ("properties", .object([("category", .string(finding.category)), ("identifier", .string(finding.subject))])),
        ]
        if let status = mark.status {
            members.append(("baselineState", .string(status == .existing ? "unchanged" : "new")))
        }
        if mark.baselined == true, let baseline = report.baseline {
            members.append(("suppressions", .array([.object([
                ("kind", .string("external")), ("justification", .string("accepted in baseline \(baseline.path)")),
            ])])))
        }
        return .object(members)
    }

    /// SARIF's levels are named as the severities are.
    static func level(_ severity: Severity) -> String { severity.rawValue }

    /// A relative URI reference for `path` (percent-encoded), or a `file:` URI when it lies outside the
    /// working directory.
    static func uri(_ path: String) -> String {
        let relative = RelativePath.fromWorkingDirectory(path)
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ";")
        let encoded = relative.addingPercentEncoding(withAllowedCharacters: allowed) ?? relative
        return relative.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
