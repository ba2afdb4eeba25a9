import Foundation
import TaxonomyAudit

/// Checks a JSON report against the misspellings a generated mapping holds: each misspelt entry's
/// dead-entry finding should suggest the identifier it misspells.
package struct SuggestionCheck: Sendable {
    /// Why a misspelling's finding does not suggest its identifier.
    package enum Reason: String, Sendable, CaseIterable {
        /// The edit made an English noun, for which suggestions go by meaning, not spelling.
        case englishNoun = "the edit made an English noun (WordNet), which gets suggestions by meaning, not by spelling"
        /// The list is full of identifiers as near or nearer.
        case crowded = "the list is full of other identifiers as near"
        case other = "other"
    }

    /// A misspelling without its identifier among the suggestions.
    package struct Miss: Sendable {
        package let misspelling: GeneratedMapping.Misspelling
        package let reason: Reason
        package let suggestions: [String]
    }

    package let findingCount: Int
    package let misspellingCount: Int
    package let missed: [Miss]

    /// `report` is `audit --format json`'s output.
    package init(report: Data, misspellings: [GeneratedMapping.Misspelling]) throws {
        guard let document = try JSONSerialization.jsonObject(with: report) as? [String: Any],
              let findings = document["findings"] as? [[String: Any]]
        else { throw ProcessMeasurement.Failure(description: "the report is not audit's JSON") }
        var suggested: [String: [String]] = [:]
        for finding in findings where finding["rule"] as? String == "dead-entry" {
            guard let entry = finding["identifier"] as? String else { continue }
            suggested[entry] = finding["suggestions"] as? [String] ?? []
        }
        findingCount = findings.count
        misspellingCount = misspellings.count
        missed = misspellings.compactMap { misspelling in
            let suggestions = suggested[misspelling.entry] ?? []
            guard !suggestions.contains(misspelling.identifier) else { return nil }
            let reason: Reason = !MeaningIndex.builtin.baseForms(of: misspelling.entry.lowercased()).isEmpty ? .englishNoun
                : suggestions.count >= Suggester.maximumSuggestions ? .crowded : .other
            return Miss(misspelling: misspelling, reason: reason, suggestions: suggestions)
        }
    }

    /// "2,486 of 2,500 (9: the edit made an English noun; 5: the list is full)".
    package var summary: String {
        var text = "\(misspellingCount - missed.count) of \(misspellingCount)"
        let counts = Reason.allCases.compactMap { reason -> String? in
            let count = missed.filter { $0.reason == reason }.count
            return count == 0 ? nil : "\(count) missed: \(reason == .other ? "other" : reason == .crowded ? "list full" : "English noun")"
        }
        if !counts.isEmpty { text += " (" + counts.joined(separator: ", ") + ")" }
        return text
    }
}
