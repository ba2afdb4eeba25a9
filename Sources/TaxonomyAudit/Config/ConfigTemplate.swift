import CategoryMapping
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension AuditConfig {
    /// The starting configuration `audit init` writes: the defaults of every key.
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
}
