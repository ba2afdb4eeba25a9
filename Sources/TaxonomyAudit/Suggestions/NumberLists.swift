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

    /// Adds `number` at the end of the list of `key`, hashing the key once.
    mutating func append(_ number: Int, to key: String) {
        let head = Self.claim(&heads[key, default: Self.absent], for: number, list: lists.count)
        if head == Self.absent { return }
        if head >= 0 {
            lists.append([head, number])
        } else {
            lists[~head].append(number)
        }
    }

    /// The value of a new key's slot while it is being claimed; no number or list has it.
    private static let absent = Int.min

    /// Writes into a key's `slot` what it holds after `number` is added: the number for a new key, `~list` for
    /// a key that had one number (whose list is to be `lists[list]`); the slot's value before.
    private static func claim(_ slot: inout Int, for number: Int, list: Int) -> Int {
        let head = slot
        if head == absent { slot = number } else if head >= 0 { slot = ~list }
        return head
    }

    /// The numbers of `key` in the order they were added; none for a key never added.
    subscript(key: String) -> [Int] {
        guard let head = heads[key] else { return [] }
        return head >= 0 ? [head] : lists[~head]
    }
}
