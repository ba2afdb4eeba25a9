/// Finds the words of a fixed list within a small edit distance of a query without comparing the query
/// with every word.
///
/// Symmetric deletion (as in SymSpell): each word's first `prefixLength` characters are stored with up to
/// `maximumDistance` of them deleted, as hashes in one sorted array. A query within `k` edits of a word
/// shares at least one such variant with it once `k` characters are deleted from the query's prefix, so
/// only the words met through the query's variants are compared in full. Building costs about
/// 30 variants a word; a query costs as many binary searches.
struct EditDistanceIndex {
    static let maximumDistance = 2
    static let prefixLength = 7

    private let words: [[Unicode.Scalar]]
    /// Variant hash (high bits) and word number (low `ownerBits`), sorted.
    private let keys: [UInt64]
    private static let ownerBits: UInt64 = 24
    private static let ownerMask: UInt64 = (1 << ownerBits) - 1
    /// Where the keys whose top `bucketBits` bits read `b` start: `keys[bucketStarts[b]..<bucketStarts[b + 1]]`.
    /// A lookup searches those few keys, not the whole array (whose halvings miss the cache).
    private let bucketStarts: [Int]
    private static let bucketBits: UInt64 = 16

    init(words: [String]) {
        self.words = words.map { Array($0.unicodeScalars) }
        var keys: [UInt64] = []
        keys.reserveCapacity(words.count * 29)
        for (number, word) in self.words.prefix(Int(Self.ownerMask)).enumerated() {
            var hashes = Self.variantHashes(word, deletions: Self.maximumDistance)
            hashes.sort()
            var previous: UInt64?
            for hash in hashes where hash != previous {
                keys.append(hash | UInt64(number))
                previous = hash
            }
        }
        keys.sort()
        self.keys = keys
        var starts = [Int](repeating: 0, count: (1 << Self.bucketBits) + 1)
        for key in keys { starts[Int(key >> (64 - Self.bucketBits)) + 1] += 1 }
        for bucket in 1..<starts.count { starts[bucket] += starts[bucket - 1] }
        bucketStarts = starts
    }

    /// The numbers of the words within `limit` edits of `query` (insertions, deletions, substitutions and
    /// swaps of neighbours), each with its distance, nearest first, then in word order.
    func matches(_ query: String, limit: Int) -> [(word: Int, distance: Int)] {
        let limit = min(limit, Self.maximumDistance)
        let query = Array(query.unicodeScalars)
        var candidates: [Int] = []
        var previous: UInt64?
        for hash in Self.variantHashes(query, deletions: limit).sorted() where hash != previous {
            previous = hash
            var index = lowerBound(hash)
            while index < keys.count && keys[index] & ~Self.ownerMask == hash {
                candidates.append(Int(keys[index] & Self.ownerMask))
                index += 1
            }
        }
        candidates.sort()
        var rows = [Int](repeating: 0, count: 3 * (query.count + 20))
        var found: [(word: Int, distance: Int)] = []
        for (position, word) in candidates.enumerated() where position == 0 || candidates[position - 1] != word {
            if let distance = Self.distance(query, words[word], limit: limit, rows: &rows) { found.append((word, distance)) }
        }
        return found.sorted { ($0.distance, $0.word) < ($1.distance, $1.word) }
    }

    private func lowerBound(_ hash: UInt64) -> Int {
        let bucket = Int(hash >> (64 - Self.bucketBits))
        var low = bucketStarts[bucket], high = bucketStarts[bucket + 1]
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < hash { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The hashes (owner bits cleared) of the word's prefix with every choice of up to `deletions` characters removed.
    static func variantHashes(_ word: [Unicode.Scalar], deletions: Int) -> [UInt64] {
        let prefix = word.prefix(prefixLength)
        var hashes: [UInt64] = []
        for mask in 0..<(1 << prefix.count) where mask.nonzeroBitCount <= deletions {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
            for (position, scalar) in prefix.enumerated() where mask & (1 << position) == 0 {
                hash = (hash ^ UInt64(scalar.value)) &* 0x100_0000_01b3
            }
            hashes.append(hash & ~ownerMask)
        }
        return hashes
    }

    /// The optimal string alignment distance between `a` and `b`, or nil when it exceeds `limit`.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        var rows: [Int] = []
        return distance(a, b, limit: limit, rows: &rows)
    }

    /// The same, with `rows` as scratch space (grown as needed), so a search allocates once.
    ///
    /// Only the band of cells within `limit` of the diagonal is computed: a cell outside it is worth more
    /// than `limit`, so it can stand as `limit + 1` without changing any value up to `limit`.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int, rows: inout [Int]) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let width = b.count + 1, beyond = limit + 1
        if rows.count < 3 * width { rows = [Int](repeating: 0, count: 3 * width) }
        // Rows i-2, i-1 and i of the table, at offsets `before`, `previous` and `current`.
        var (before, previous, current) = (0, width, 2 * width)
        for j in 0...b.count { rows[previous + j] = min(j, beyond) }
        for i in 1...a.count {
            let low = max(1, i - limit), high = min(b.count, i + limit)
            rows[current + low - 1] = low == 1 ? i : beyond
            if high < b.count { rows[current + high + 1] = beyond }
            var rowMinimum = low == 1 ? i : beyond
            for j in low...high {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    value = min(value, rows[before + j - 2] + 1)
                }
                rows[current + j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            (before, previous, current) = (previous, current, before)
        }
        let result = rows[previous + b.count]
        return result <= limit ? result : nil
    }
}
