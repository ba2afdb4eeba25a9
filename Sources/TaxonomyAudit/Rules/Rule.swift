/// A check over the mappings. Each rule lives in its own file with its description and messages.
public protocol Rule: Sendable {
    /// The rule's id, default severity, rationale and examples.
    static var description: RuleDescription { get }
    /// The findings for the mappings in `context`, at the rule's default severity unless said otherwise.
    func check(_ context: AuditContext) -> [Finding]
}

/// What a rule is for, as documentation and `--help` show it.
public struct RuleDescription: Sendable {
    public let id: RuleID
    public let severity: Severity
    /// One line: when the rule fires.
    public let summary: String
    /// Why it matters.
    public let rationale: String
    /// Mappings (category → file text) on which the rule fires; a key with an extension (`Labels.swift`) is
    /// the name of a source file, read in its format.
    public let triggeringExamples: [[String: String]]
    /// Mappings on which it stays silent.
    public let nonTriggeringExamples: [[String: String]]
    /// Mappings before and after the default fix of each of the rule's findings (SwiftLint's corrections);
    /// empty for a rule without fixes.
    public var corrections: [Correction] = []
    /// The vocabulary the examples are written for.
    public var vocabulary: BuiltinVocabulary = .appleVision
}

/// Mappings (category → file text) before and after a rule's default fixes.
public struct Correction: Sendable {
    public let before: [String: String]
    public let after: [String: String]
}

extension Placement {
    /// `" (line N)"`, as questions about the entry cite it.
    var lineClause: String { " (line \(entry.line))" }
}

extension AuditContext {
    /// The paths of the sources whose entries are elements of a list in a source file, JSON or property
    /// list (`EntryWord.element`), not lines of a text list.
    var elementListPaths: Set<String> { Set(sources.lazy.filter { $0 is EmbeddedSource }.map(\.path)) }
}

/// What messages and fix titles call an entry: a text list's entry is its line; an element of a list in
/// a source file, JSON or property list shares its line with others, so it is an entry.
enum EntryWord: String {
    case line
    case element = "entry"

    init(_ path: String, elementListPaths: Set<String>) {
        self = elementListPaths.contains(path) ? .element : .line
    }
}

extension Rule {
    /// A finding of this rule at its default severity.
    func finding(_ placement: Placement, message: String, severity: Severity = Self.description.severity,
                 suggestions: [Suggestion] = [], related: [String] = [], relatedLocations: [RelatedLocation] = [],
                 fixes: @autoclosure @escaping @Sendable () -> [Fix] = []) -> Finding {
        Finding(rule: Self.description.id, severity: severity, category: placement.category,
                identifier: placement.entry.text, path: placement.path, line: placement.entry.line,
                column: placement.entry.column, message: message, suggestions: suggestions, related: related,
                relatedLocations: relatedLocations, fixes: fixes())
    }
}
