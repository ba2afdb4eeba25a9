#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
        let tool: JSONValue = .object([("driver", .object([
            ("name", .string(ToolInfo.name)),
            ("version", .string(context.toolVersion)),
            ("rules", .array(descriptions.map { rule($0, documentationBase: context.documentationBase) })),
        ]))])
        let run: [(String, JSONValue?)] = [("tool", tool), ("columnKind", .string("unicodeCodePoints")), ("results", nil)]
        let document: [(String, JSONValue?)] = [("$schema", .string(Self.schema)), ("version", .string(Self.version)), ("runs", nil)]
        // Gathered as bytes and handed to `out` a chunk at a time.
        var json = ReportBytes()
        JSONValue.writeMembers(document.count, to: &json, indent: "") { index, json, indent in
            JSONValue.writeString(document[index].0, to: &json)
            json.append(": ")
            if let value = document[index].1 { return value.write(to: &json, indent: indent) }
            JSONValue.writeItems(1, to: &json, indent: indent) { _, json, indent in
                JSONValue.writeMembers(run.count, to: &json, indent: indent) { index, json, indent in
                    JSONValue.writeString(run[index].0, to: &json)
                    json.append(": ")
                    if let value = run[index].1 { return value.write(to: &json, indent: indent) }
                    var uri = ShownPath(Self.uri)
                    let suppression = report.baseline.map { "accepted in baseline \($0.path)" }
                    JSONValue.writeItems(report.findings.count, to: &json, indent: indent) { item, json, indent in
                        Self.writeResult(report.findings[item], mark: report.marks[item],
                                         column: report.codePointColumn(of: report.findings[item].location),
                                         uri: uri(report.findings[item].path), suppression: suppression, to: &json, indent: indent.utf8.count)
                        json.flush(to: &out)
                    }
                }
            }
        }
        json.append("\n")
        json.flush(to: &out, force: true)
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

    /// Writes one result object straight into the bytes, laid out as `JSONValue` lays an object out (`indent`:
    /// the spaces before its closing brace). `column` is counted in code points; `suppression` is the
    /// justification a baselined result carries.
    static func writeResult(_ finding: Finding, mark: FindingMark, column: Int?, uri: String,
                            suppression: String?, to json: inout ReportBytes, indent: Int) {
        func line(_ depth: Int, _ text: StaticString) {
            json.append("\n")
            json.appendSpaces(indent + depth)
            json.append(text)
        }
        json.append("{")
        line(2, "\"ruleId\": ")
        json.appendQuoted(finding.rule.rawValue)
        json.append(",")
        line(2, "\"level\": ")
        json.appendQuoted(level(finding.severity))
        json.append(",")
        line(2, "\"message\": {")
        line(4, "\"text\": ")
        json.appendQuoted(finding.message)
        line(2, "},")
        line(2, "\"locations\": [")
        line(4, "{")
        line(6, "\"physicalLocation\": {")
        line(8, "\"artifactLocation\": {")
        line(10, "\"uri\": ")
        json.appendQuoted(uri)
        json.append(",")
        line(10, "\"uriBaseId\": \"%SRCROOT%\"")
        line(8, "}")
        if let startLine = finding.location.line {
            json.append(",")
            line(8, "\"region\": {")
            line(10, "\"startLine\": ")
            json.append(startLine)
            // `columnKind` is `unicodeCodePoints`, not the characters other formats count.
            if let column {
                json.append(",")
                line(10, "\"startColumn\": ")
                json.append(column)
            }
            line(8, "}")
        }
        line(6, "}")
        line(4, "}")
        line(2, "],")
        line(2, "\"partialFingerprints\": {")
        line(4, "")
        JSONValue.writeString(fingerprintKey, to: &json)
        json.append(": \"")
        json.appendEscaped(finding.rule.rawValue)
        json.append("/")
        json.appendEscaped(finding.category)
        json.append("/")
        json.appendEscaped(finding.subject)
        json.append("\"")
        line(2, "},")
        line(2, "\"properties\": {")
        line(4, "\"category\": ")
        json.appendQuoted(finding.category)
        json.append(",")
        line(4, "\"identifier\": ")
        json.appendQuoted(finding.subject)
        line(2, "}")
        if let status = mark.status {
            json.append(",")
            line(2, "\"baselineState\": ")
            json.appendQuoted(status == .existing ? "unchanged" : "new")
        }
        if mark.baselined == true, let suppression {
            json.append(",")
            line(2, "\"suppressions\": ")
            JSONValue.array([.object([("kind", .string("external")), ("justification", .string(suppression))])])
                .write(to: &json, indent: String(repeating: " ", count: indent + 2))
        }
        line(0, "}")
    }

    /// SARIF's levels are named as the severities are.
    static func level(_ severity: Severity) -> String { severity.rawValue }

    /// A relative URI reference for `path` (percent-encoded), or a `file:` URI when it lies outside the
    /// working directory.
    static func uri(_ path: String) -> String {
        let relative = RelativePath.fromWorkingDirectory(path)
        let encoded = percentEncoded(relative)
        return relative.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// `path` with every UTF-8 byte outside a URI path's unreserved and sub-delimiter characters (`;`
    /// excepted), `:`, `@` and `/` written `%XX`.
    static func percentEncoded(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            if byte < 0x80, pathAllowed[Int(byte)] {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let pathAllowed: [Bool] = (0..<128).map { byte in
        let scalar = Unicode.Scalar(UInt8(byte))
        return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            || "-._~!$&'()*+,=:@/".unicodeScalars.contains(scalar)
    }
}
