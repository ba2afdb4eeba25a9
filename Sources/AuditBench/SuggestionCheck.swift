import Foundation

/// Checks a JSON report against the misspellings a generated mapping holds: each misspelt entry's
/// dead-entry finding should suggest the identifier it misspells.
public struct SuggestionCheck: Sendable {
    public let findingCount: Int
    public let misspellingCount: Int
    /// Misspellings whose finding does not suggest their identifier (or that have no finding).
    public let missed: [GeneratedMapping.Misspelling]

    /// `report` is `audit --format json`'s output.
    public init(report: Data, misspellings: [GeneratedMapping.Misspelling]) throws {
        guard let document = try JSONSerialization.jsonObject(with: report) as? [String: Any],
              let findings = document["findings"] as? [[String: Any]]
        else { throw ProcessMeasurement.Failure(description: "the report is not audit's JSON") }
        var suggested: [String: Set<String>] = [:]
        for finding in findings where finding["rule"] as? String == "dead-entry" {
            guard let entry = finding["identifier"] as? String else { continue }
            suggested[entry, default: []].formUnion(finding["suggestions"] as? [String] ?? [])
        }
        findingCount = findings.count
        misspellingCount = misspellings.count
        missed = misspellings.filter { suggested[$0.entry]?.contains($0.identifier) != true }
    }
}
