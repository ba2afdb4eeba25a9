import CategoryMapping
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `audit init`: writes a starting `.audit.json` in the working directory with every default spelled
/// out; an existing one is never overwritten.
enum InitCommand {
    /// The starting configuration: the defaults of every key.
    static var template: String {
        let rules = Auditor.descriptions.map { "    \"\($0.id.rawValue)\": \"\($0.severity.rawValue)\"" }.joined(separator: ",\n")
        return """
            {
              "vocabulary": "\(BuiltinTaxonomy.name)",
              "match": "\(MatchMode.exact.rawValue)",
              "paths": ["\(MappingLoader.defaultPath)"],
              "policy": {"kind": "\(Policy.Kind.firstMatch.rawValue)", "top": \(Policy.defaultTop), "threshold": \(Policy.defaultThreshold)},
              "thresholds": {},
              "failOn": "\(FailureThreshold.error.rawValue)",
              "rules": {
            \(rules)
              },
              "captures": []
            }

            """
    }

    /// Writes `template` to `.audit.json` in the working directory, the path every message names; returns it.
    static func run() throws -> String {
        let path = AuditConfig.fileName
        guard !FileManager.default.fileExists(atPath: path) else {
            throw InputError(path: path, line: nil, message: "already exists; not overwritten (edit it, or remove it first)")
        }
        try SafeWriter.write(template, to: path, expecting: nil)
        return path
    }
}
