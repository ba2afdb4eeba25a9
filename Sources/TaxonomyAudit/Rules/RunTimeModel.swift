import CategoryMapping

/// What the rules that reason about run time share: how to name the policy, list identifiers, and
/// tell a category named for an identifier.
enum RunTimeModel {
    /// How many identifiers a message names before it says "and N more".
    static let listed = 4

    /// `a, b, c, d and 3 more`.
    static func list(_ items: [String], limit: Int = listed) -> String {
        var shown = items.prefix(limit).joined(separator: ", ")
        if items.count > limit { shown += " and \(items.count - limit) more" }
        return shown
    }

    /// The policy as messages name it: `first-match (top 5)`, `any`.
    static func name(_ policy: Policy) -> String {
        if case .firstMatch(let top, _) = policy { return "first-match (top \(top))" }
        return policy.kind.rawValue
    }

    /// Whether `category` is named for `identifier`: equal after lowercasing, with spaces and hyphens read
    /// as `_`, in the singular or the plural (`beach` in `beach.txt` or `beaches.txt`).
    static func isNamed(_ category: String, for identifier: String) -> Bool {
        let (a, b) = (normalized(category), normalized(identifier))
        return forms(a).contains(b) || forms(b).contains(a)
    }

    private static func normalized(_ name: String) -> String {
        String(name.lowercased().map { $0 == " " || $0 == "-" ? "_" : $0 })
    }

    /// The word and its regular plurals.
    private static func forms(_ word: String) -> Set<String> {
        var forms: Set = [word, word + "s", word + "es"]
        if word.hasSuffix("y") { forms.insert(String(word.dropLast()) + "ies") }
        return forms
    }

    /// The mapped ancestors of `identifier` on its chain (usual order) that are mapped to `category`.
    static func mappedAncestors(of verdict: PhotoVerdict, in category: String, _ context: AuditContext) -> [String] {
        verdict.chain.dropLast().filter { context.engine.table.categories(of: $0).contains(category) }
    }

    /// `clothing (mapped soft at mappings/soft.txt:6)` for each of `identifiers`.
    /// One identifier reads `clothing, mapped soft at mappings/soft.txt:6`; several
    /// `chair (mapped hard at …) and chair_other (mapped hard at …)`.
    static func cite(_ identifiers: [String], in category: String, _ context: AuditContext) -> String {
        let locations = identifiers.map { context.placement(of: $0, in: category)?.location ?? "" }
        if identifiers.count == 1 { return "\(identifiers[0]), mapped \(category) at \(locations[0])" }
        let each = zip(identifiers, locations).map { "\($0) (mapped \(category) at \($1))" }
        return each.dropLast().joined(separator: ", ") + " and " + each[each.count - 1]
    }
}
