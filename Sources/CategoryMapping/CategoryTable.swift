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
            // One look-up an entry: the list is changed in place.
            for identifier in identifiers { Self.add(category, to: &table[identifier, default: []]) }
        }
        categoriesByIdentifier = table.mapValues { $0.count > 1 ? $0.sorted() : $0 }
        categoryNames = categories.keys.sorted()
    }

    /// The categories `identifier` is mapped to, sorted; empty when unmapped.
    public func categories(of identifier: String) -> [String] {
        categoriesByIdentifier[identifier] ?? []
    }

    /// Calls `body` with each mapped identifier and its categories (sorted), in no particular order.
    package func forEach(_ body: (_ identifier: String, _ categories: [String]) -> Void) {
        for (identifier, categories) in categoriesByIdentifier { body(identifier, categories) }
    }

    private static func add(_ category: String, to list: inout [String]) {
        if !list.contains(category) { list.append(category) }
    }

    public func isMapped(_ identifier: String) -> Bool {
        categoriesByIdentifier[identifier] != nil
    }
}
