import Foundation

/// SARIF 2.1.0 for code-scanning tools: one run of `audit`, its rules (with their documentation) and one
/// result per finding. With `--base` each result has a `baselineState` (`new` or `unchanged`); a finding
/// a baseline accepts carries an external suppression.
public struct SarifReporter: Sendable {
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    public static let version = "2.1.0"
    /// The `partialFingerprints` key under which each result carries its `FindingKey`.
    public static let fingerprintKey = "findingKey/v1"

    /// Absolute URL the rules' documentation links start with; nil leaves them relative to the repository.
    public let documentationBase: String?

    public init(documentationBase: String? = nil) {
        self.documentationBase = documentationBase
    }

    public func render(_ report: AuditReport) -> String {
        document(report).rendered()
    }

    public func document(_ report: AuditReport) -> JSONValue {
        let descriptions = Auditor.descriptions
        let ruleIndex = Dictionary(uniqueKeysWithValues: descriptions.enumerated().map { ($1.id, $0) })
        let run: JSONValue = .object([
            ("tool", .object([("driver", .object([
                ("name", .string("audit")),
                ("version", .string(AuditCommand.version)),
                ("rules", .array(descriptions.map(rule))),
            ]))])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(report.markedFindings.map { result($0.finding, mark: $0.mark, ruleIndex: ruleIndex, report: report) })),
        ])
        return .object([("$schema", .string(Self.schema)), ("version", .string(Self.version)), ("runs", .array([run]))])
    }

    func rule(_ description: RuleDescription) -> JSONValue {
        .object([
            ("id", .string(description.id.rawValue)),
            ("name", .string(description.id.rawValue)),
            ("shortDescription", .object([("text", .string(description.summary))])),
            ("fullDescription", .object([("text", .string(description.rationale))])),
            ("helpUri", .string(RuleDocumentation.link(description.id, base: documentationBase))),
            ("defaultConfiguration", .object([("level", .string(Self.level(description.severity)))])),
        ])
    }

    private func result(_ finding: Finding, mark: FindingMark, ruleIndex: [RuleID: Int], report: AuditReport) -> JSONValue {
        var region: [(String, JSONValue)] = []
        if let line = finding.line {
            region.append(("startLine", .int(line)))
            // `columnKind` is `unicodeCodePoints`, not the characters other formats count.
            if let column = report.codePointColumn(of: finding) { region.append(("startColumn", .int(column))) }
        }
        var physical: [(String, JSONValue)] = [
            ("artifactLocation", .object([("uri", .string(Self.uri(finding.path))), ("uriBaseId", .string("%SRCROOT%"))])),
        ]
        if !region.isEmpty { physical.append(("region", .object(region))) }
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(finding.rule.rawValue)),
            ("ruleIndex", .int(ruleIndex[finding.rule] ?? 0)),
            ("level", .string(Self.level(finding.severity))),
            ("message", .object([("text", .string(finding.message))])),
            ("locations", .array([.object([("physicalLocation", .object(physical))])])),
            ("partialFingerprints", .object([(Self.fingerprintKey, .string(FindingKey(finding).text))])),
            ("properties", .object([("category", .string(finding.category)), ("identifier", .string(finding.identifier))])),
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

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

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
