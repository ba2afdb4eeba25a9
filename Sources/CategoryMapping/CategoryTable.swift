/// Which categories each identifier is mapped to, as the mapping lists say.
public struct CategoryTable: Sendable {
    private let categoriesByIdentifier: [String: [String]]
    /// The category names, sorted.
    public let categoryNames: [String]

    /// A table from `categories` (category → its identifiers). Exclusions are not entries: they are
    /// decisions for the linter, and have no effect at run time.
    public init(categories: [String: [String]]) {
        var table: [String: [String]] = [:]
        for (category, identifiers) in categories {
            for identifier in identifiers where !(table[identifier]?.contains(category) ?? false) {
                table[identifier, default: []].append(category)
            }
        }
        categoriesByIdentifier = table.mapValues { $0.sorted() }
        categoryNames = categories.keys.sorted()
    }

    /// The categories `identifier` is mapped to, sorted; empty when unmapped.
    public func categories(of identifier: String) -> [String] {
        categoriesByIdentifier[identifier] ?? []
    }

    public func isMapped(_ identifier: String) -> Bool {
        categoriesByIdentifier[identifier] != nil
    }
}
