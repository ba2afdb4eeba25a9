/// A check over the mappings. Each rule lives in its own file with its description and messages.
protocol Rule: Sendable {
    /// The rule's id, default severity, rationale and examples.
    static var description: RuleDescription { get }
    /// The findings for the mappings in `context`, at the rule's default severity unless said otherwise.
    func findings(in context: AuditContext) -> [Finding]
}

/// What a rule is for, as documentation and `--help` show it.
package struct RuleDescription: Sendable {
    package let id: RuleID
    package let severity: Severity
    /// One line: when the rule fires.
    package let summary: String
    /// Why it matters.
    let rationale: String
    /// Mappings (category → file text) on which the rule fires; a key with an extension (`Labels.swift`) is
    /// the name of a source file, read in its format.
    let triggeringExamples: [[String: String]]
    /// Mappings on which it stays silent.
    let nonTriggeringExamples: [[String: String]]
    /// Mappings before and after the default fix of each of the rule's findings (SwiftLint's corrections);
    /// empty for a rule without fixes.
    var corrections: [Correction] = []
    /// The vocabulary the examples are written for.
    var vocabulary: BuiltinVocabulary = .appleVision
}

/// Mappings (category → file text) before and after a rule's default fixes.
struct Correction: Sendable {
    let before: [String: String]
    let after: [String: String]
}

extension EntryPosition {
    /// `" (line N)"`, as questions about the entry cite it.
    var lineClause: String { " (line \(line))" }
}

extension Placement {
    /// `" (line N)"`, as questions about the entry cite it.
    var lineClause: String { entry.position.lineClause }
}

extension AuditContext {
    /// The paths of the sources whose entries are elements of a list in a source file, JSON or property
    /// list (`EntryWord.element`), not lines of a text list.
    var elementListPaths: Set<String> { Set(sources.lazy.filter(\.entriesAreElements).map(\.path)) }
}

/// What messages and fix titles call an entry: a text list's entry is its line; an element of a list in
/// a source file, JSON or property list shares its line with others, so it is an entry.
enum EntryWord: String, Sendable {
    case line
    case element = "entry"

    init(_ path: String, elementListPaths: Set<String>) {
        self = elementListPaths.contains(path) ? .element : .line
    }
}

extension Rule {
    /// A finding of this rule about `placement`'s entry, at the rule's default severity unless said otherwise.
    func finding(_ placement: Placement, message: String, severity: Severity = Self.description.severity,
                 suggestions: [Suggestion] = [], related: [String] = [], relatedLocations: [RelatedLocation] = [],
                 fixes: [Fix] = []) -> Finding {
        finding(placement, .described(message: message, fixes: fixes), severity: severity, suggestions: suggestions,
                related: related, relatedLocations: relatedLocations)
    }

    /// A finding of this rule about `placement`'s entry, of what `violation` says.
    func finding(_ placement: Placement, _ violation: Finding.Violation, severity: Severity = Self.description.severity,
                 suggestions: [Suggestion] = [], related: [String] = [], relatedLocations: [RelatedLocation] = []) -> Finding {
        Finding(rule: Self.description.id, severity: severity, category: placement.category,
                subject: placement.entry.text, path: placement.path, line: placement.entry.line,
                column: placement.entry.column, violation: violation, suggestions: suggestions, related: related,
                relatedLocations: relatedLocations)
    }
}
