/// Strings, each with a list of numbers, for many keys that mostly hold one number: a key's only number
/// is kept in the dictionary itself, so a list is allocated only for a key with more (an index of
/// 100,000 identifiers allocates a few lists, not 200,000).
struct NumberLists: Sendable {
    /// A key's number, or `~n` for a key whose numbers are `lists[n]`.
    private var heads: [String: Int]
    private var lists: [[Int]] = []

    init(minimumCapacity: Int = 0) {
        heads = Dictionary(minimumCapacity: minimumCapacity)
    }

    /// Adds `number` at the end of the list of `key`.
    mutating func append(_ number: Int, to key: String) {
        guard let head = heads[key] else {
            heads[key] = number
            return
        }
        if head >= 0 {
            heads[key] = ~lists.count
            lists.append([head, number])
        } else {
            lists[~head].append(number)
        }
    }

    /// The numbers of `key` in the order they were added; none for a key never added.
    subscript(key: String) -> [Int] {
        guard let head = heads[key] else { return [] }
        return head >= 0 ? [head] : lists[~head]
    }
}
