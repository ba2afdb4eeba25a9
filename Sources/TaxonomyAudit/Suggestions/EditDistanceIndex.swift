/// Finds the words of a fixed list within a small edit distance of a query without comparing the query
/// with every word.
///
/// Symmetric deletion (as in SymSpell): variants of each word with up to `maximumDistance` characters
/// deleted are stored as hashes in one sorted array, and a query within `k` edits of a word shares at least
/// one variant with it once up to `k` characters are deleted from the query too. Only the words met through
/// the query's variants are compared in full (bit-parallel, a few word operations a character: `BitPattern`).
///
/// A word of at most `wholeWordLength` characters is stored whole, so its variants tell it apart wherever its
/// characters differ: numbered words (`class_00000`, `class_00001`…) do not all meet each other. A longer
/// word is stored by its first and by its last `endLength` characters; a look-up counts the words each end
/// would meet (a binary search per variant) and compares only those of the end that meets fewer, so
/// words sharing a long prefix are told apart by their suffixes, and the other way round. (Long words that
/// differ only in a few characters at one end, queried with an edit at the other, are told apart only by
/// those few, and meet more words.) Building costs 60 to 80 variants a word.
struct EditDistanceIndex {
    static let maximumDistance = 2
    /// Words up to this many characters are stored whole (at most 79 variants each).
    static let wholeWordLength = 12
    /// The characters of each end of a longer word that are stored.
    static let endLength = 7

    /// Every word's characters, one word after another: word `n` is `scalars[starts[n]..<starts[n + 1]]`.
    private let scalars: [Unicode.Scalar]
    private let starts: [Int]
    /// Variant hash (high bits) and word number (low `ownerBits`), sorted.
    private let keys: [UInt64]
    /// How many keys the index holds.
    var keyCount: Int { keys.count }
    private static let ownerBits: UInt64 = 24
    private static let ownerMask: UInt64 = (1 << ownerBits) - 1
    /// Where the keys whose top `bucketBits` bits read `b` start: `keys[bucketStarts[b]..<bucketStarts[b + 1]]`.
    /// A lookup searches those few keys, not the whole array (whose halvings miss the cache).
    private let bucketStarts: [Int]
    /// 16 bits, or more for a large vocabulary, so that a bucket holds about eight keys.
    private let bucketBits: UInt64
    /// Whether any word is stored by its ends, which queries of its length then look up.
    private let hasLongWords: Bool
    /// The variant hashes the keys hold, as bits by their top bits: a look-up's variant whose bit is clear has
    /// no keys, and is answered without searching for them (most variants of a misspelling meet nothing, and a
    /// search of a large index misses the cache twice).
    private let stored: HashFilter

    /// What a variant is taken from; each part hashes from its own seed, so variants of different parts never meet.
    enum Part {
        case whole, start, end

        var seed: UInt64 {
            switch self {
            case .whole: return 0xcbf2_9ce4_8422_2325  // FNV-1a's offset basis
            case .start: return 0x8422_2325_cbf2_9ce4
            case .end: return 0x9ce4_cbf2_2325_8422
            }
        }
    }

    /// The index of `words`; with `queries`, only of what look-ups of those queries can meet (the keys a
    /// query's variants share, and a few others): a few thousand queries against a large vocabulary then
    /// sort a fraction of its keys, with the same results for those queries.
    init(words: [String], queries: [String]? = nil) {
        var scalars: [Unicode.Scalar] = [], starts = [0]
        starts.reserveCapacity(words.count + 1)
        for word in words {
            Self.appendScalars(of: word, to: &scalars)
            starts.append(scalars.count)
        }
        self.scalars = scalars
        self.starts = starts
        let indexed = min(words.count, Int(Self.ownerMask))
        let lengths = (0..<indexed).map { starts[$0 + 1] - starts[$0] }
        hasLongWords = lengths.contains { $0 > Self.wholeWordLength }
        /// How many variants `forEachVariantHash` makes of `count` characters.
        func variants(_ count: Int) -> Int { 1 + count + count * (count - 1) / 2 }
        let total = lengths.reduce(0) { $0 + ($1 <= Self.wholeWordLength ? variants($1) : 2 * variants(min($1, Self.endLength))) }
        let filter = queries.map { HashFilter(Self.lookUpHashes(of: $0), bitsPerHash: 16) }
        // Written in place, in an array of the size they can take: millions of them for a large vocabulary.
        let keys = [UInt64](unsafeUninitializedCapacity: total) { keys, written in
            scalars.withUnsafeBufferPointer { all in
                for number in 0..<indexed {
                    let word = UnsafeBufferPointer(rebasing: all[starts[number]..<starts[number + 1]])
                    let owner = UInt64(number)
                    func store(_ part: Part) {
                        Self.forEachVariantHash(word, deletions: Self.maximumDistance, part: part) { hash in
                            guard filter?.mayMeet(hash) ?? true else { return }
                            keys[written] = hash | owner
                            written += 1
                        }
                    }
                    if word.count <= Self.wholeWordLength {
                        store(.whole)
                    } else {
                        store(.start)
                        store(.end)
                    }
                }
            }
        }
        let sorted = Self.sortedWithoutRepeats(consume keys)
        // The lookup table: about eight keys a bucket.
        var bits: UInt64 = 16
        while bits < 24 && (1 << (bits + 3)) < sorted.count { bits += 1 }
        bucketBits = bits
        var bucketStarts = [Int](repeating: 0, count: (1 << bits) + 1)
        for key in sorted { bucketStarts[Int(key >> (64 - bits)) + 1] += 1 }
        for bucket in 1..<bucketStarts.count { bucketStarts[bucket] += bucketStarts[bucket - 1] }
        self.keys = sorted
        self.bucketStarts = bucketStarts
        stored = HashFilter(sorted.lazy.map { $0 & ~Self.ownerMask }, bitsPerHash: 8)
    }

    /// Every variant hash a look-up of each of `queries` makes, of every part: the whole query only when a word
    /// stored whole can be within reach of it, as `candidates(of:limit:)` looks it up (a long entry's variants
    /// of its whole would be cubic in its length).
    static func lookUpHashes(of queries: [String]) -> [UInt64] {
        var hashes: [UInt64] = []
        for query in queries {
            Array(query.unicodeScalars).withUnsafeBufferPointer { query in
                let parts: [Part] = query.count - maximumDistance <= wholeWordLength ? [.whole, .start, .end] : [.start, .end]
                for part in parts {
                    forEachVariantHash(query, deletions: maximumDistance, part: part) { hashes.append($0) }
                }
            }
        }
        return hashes
    }

    /// Appends the scalars of `word`: for ASCII, read from its bytes (a large vocabulary has many words).
    private static func appendScalars(of word: String, to scalars: inout [Unicode.Scalar]) {
        let ascii = word.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
            scalars.append(contentsOf: bytes.lazy.map { Unicode.Scalar($0) })
            return true
        }
        if ascii != true { scalars.append(contentsOf: word.unicodeScalars) }
    }

    /// `keys` in ascending order, each once (a word's variants that coincide are one key).
    ///
    /// A radix sort on the top bits, in two steps: a counting pass places each key in one of 2,048 coarse
    /// buckets (so its writes go to few places at a time), then each bucket, a few thousand keys, is spread
    /// over about as many finer buckets by the next bits where it stays in cache; the few keys of a fine
    /// bucket are put in order by insertion (a crowded one by a comparison sort). Far faster than a
    /// comparison sort of millions of keys.
    static func sortedWithoutRepeats(_ keys: consuming [UInt64]) -> [UInt64] {
        let bits: UInt64 = 11
        var coarse = [Int](repeating: 0, count: (1 << bits) + 1)
        var sorted = [UInt64](repeating: 0, count: keys.count)
        keys.withUnsafeBufferPointer { keys in
            for key in keys { coarse[Int(key >> (64 - bits)) + 1] += 1 }
            for bucket in 1..<coarse.count { coarse[bucket] += coarse[bucket - 1] }
            var next = coarse
            sorted.withUnsafeMutableBufferPointer { sorted in
                for key in keys {
                    let bucket = Int(key >> (64 - bits))
                    sorted[next[bucket]] = key
                    next[bucket] += 1
                }
            }
        }
        keys = []
        let largest = zip(coarse.dropFirst(), coarse).map { $0 - $1 }.max() ?? 0
        // About a quarter as many fine buckets as the largest coarse bucket has keys, at most 2,048: each
        // fine bucket costs a few steps whether it holds keys or not, and a few keys are put in order quickly.
        var fineBits: UInt64 = 1
        while fineBits < bits && (1 << fineBits) < largest / 4 { fineBits += 1 }
        let fineShift = 64 - bits - fineBits, mask: UInt64 = (1 << fineBits) - 1
        var scratch = [UInt64](repeating: 0, count: largest)
        var fine = [Int](repeating: 0, count: (1 << fineBits) + 1)
        var kept = 0
        sorted.withUnsafeMutableBufferPointer { buffer in
            scratch.withUnsafeMutableBufferPointer { scratch in
                fine.withUnsafeMutableBufferPointer { fine in
                    for bucket in 0..<(coarse.count - 1) {
                        let (low, high) = (coarse[bucket], coarse[bucket + 1])
                        guard low < high else { continue }
                        // Counting sort of the bucket into `scratch` by the next `fineBits` bits.
                        for index in fine.indices { fine[index] = 0 }
                        for index in low..<high { fine[Int((buffer[index] >> fineShift) & mask) + 1] += 1 }
                        for index in 1..<fine.count { fine[index] += fine[index - 1] }
                        for index in low..<high {
                            let slot = Int((buffer[index] >> fineShift) & mask)
                            scratch[fine[slot]] = buffer[index]
                            fine[slot] += 1
                        }
                        // Each fine bucket now ends where the next began: order it, then keep what differs
                        // from the last key kept.
                        var start = 0
                        for slot in 0..<(fine.count - 1) {
                            let end = fine[slot]
                            if end - start > 32 {
                                // Keys crowded into one fine bucket (hashes are spread, so hardly ever).
                                scratch[start..<end].sort()
                            } else if end - start > 1 {
                                for index in (start + 1)..<end {
                                    let key = scratch[index]
                                    var place = index
                                    while place > start && scratch[place - 1] > key {
                                        scratch[place] = scratch[place - 1]
                                        place -= 1
                                    }
                                    scratch[place] = key
                                }
                            }
                            for index in start..<end where kept == 0 || buffer[kept - 1] != scratch[index] {
                                buffer[kept] = scratch[index]
                                kept += 1
                            }
                            start = end
                        }
                    }
                }
            }
        }
        sorted.removeLast(sorted.count - kept)
        return sorted
    }

    /// The numbers of the words within `limit` edits of `query` (insertions, deletions, substitutions and
    /// swaps of neighbours), each with its distance, nearest first, then in word order.
    func matches(_ query: String, limit: Int) -> [(word: Int, distance: Int)] {
        let limit = min(limit, Self.maximumDistance)
        let query = Array(query.unicodeScalars)
        let pattern = BitPattern(query)
        var rows: [Int] = []
        var found: [(word: Int, distance: Int)] = []
        scalars.withUnsafeBufferPointer { all in
            query.withUnsafeBufferPointer { query in
                for word in candidates(of: query, limit: limit) {
                    let text = UnsafeBufferPointer(rebasing: all[starts[word]..<starts[word + 1]])
                    guard abs(text.count - query.count) <= limit else { continue }
                    if let pattern {
                        let distance = pattern.distance(to: text)
                        if distance <= limit { found.append((word, distance)) }
                    } else if let distance = Self.distance(query, text, limit: limit, rows: &rows) {
                        found.append((word, distance))
                    }
                }
            }
        }
        return found.sorted { ($0.distance, $0.word) < ($1.distance, $1.word) }
    }

    /// The numbers of the words a look-up compares in full with `query`, without repeats, in word order: those
    /// stored whole that it meets (when a word that short can be within `limit` edits), and those of the
    /// longer words met through whichever end of the query meets fewer.
    func candidates(_ query: String, limit: Int) -> [Int] {
        Array(query.unicodeScalars).withUnsafeBufferPointer { candidates(of: $0, limit: min(limit, Self.maximumDistance)) }
    }

    private func candidates(of query: UnsafeBufferPointer<Unicode.Scalar>, limit: Int) -> [Int] {
        var ranges: [Range<Int>] = []
        if query.count - limit <= Self.wholeWordLength {
            ranges += keyRanges(query, deletions: limit, part: .whole)
        }
        if hasLongWords && query.count + limit > Self.wholeWordLength {
            let ends = [keyRanges(query, deletions: limit, part: .start), keyRanges(query, deletions: limit, part: .end)]
            let sizes = ends.map { $0.reduce(0) { $0 + $1.count } }
            ranges += ends[sizes[0] <= sizes[1] ? 0 : 1]
        }
        var candidates: [Int] = []
        candidates.reserveCapacity(ranges.reduce(0) { $0 + $1.count })
        for range in ranges {
            for index in range { candidates.append(Int(keys[index] & Self.ownerMask)) }
        }
        candidates.sort()
        var previous: Int?
        return candidates.filter { word in
            defer { previous = word }
            return word != previous
        }
    }

    /// Where the keys of each distinct variant hash of `word` are (as `forEachVariantHash` makes them), in key
    /// order; a hash without keys has no range.
    ///
    /// Each step is taken for every variant before the next step (all hashes, then the filter, then where
    /// their buckets start, then the searches): the loads of one variant then do not wait for another's, and a
    /// large index misses the cache at each of them.
    private func keyRanges(_ word: UnsafeBufferPointer<Unicode.Scalar>, deletions: Int, part: Part) -> [Range<Int>] {
        let length = part == .whole ? word.count : min(word.count, Self.endLength)
        let variants = 1 + (deletions >= 1 ? length : 0) + (deletions >= 2 ? length * (length - 1) / 2 : 0)
        var ranges: [Range<Int>] = []
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: variants) { hashes in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: variants) { lows in
                var made = 0
                Self.forEachVariantHash(word, deletions: deletions, part: part) { hash in
                    hashes[made] = hash
                    made += 1
                }
                var kept = 0
                for index in 0..<made {
                    let hash = hashes[index]
                    hashes[kept] = hash
                    kept += stored.mayMeet(hash) ? 1 : 0
                }
                bucketStarts.withUnsafeBufferPointer { bucketStarts in
                    for index in 0..<kept { lows[index] = bucketStarts[Int(hashes[index] >> (64 - bucketBits))] }
                }
                keys.withUnsafeBufferPointer { keys in
                    for index in 0..<kept {
                        // Owner bits are cleared in `hash`: its keys, few of them, follow its lower bound.
                        let hash = hashes[index]
                        let low = lowerBound(hash, from: lows[index], in: keys)
                        var high = low
                        while high < keys.count && keys[high] & ~Self.ownerMask == hash { high += 1 }
                        if low < high { ranges.append(low..<high) }
                    }
                }
            }
        }
        // Variants that coincide (`aab` without either `a`) have one range, kept once.
        ranges.sort { $0.lowerBound < $1.lowerBound }
        var previous = -1
        return ranges.filter { range in
            defer { previous = range.lowerBound }
            return range.lowerBound != previous
        }
    }

    /// The first of `keys` not below `hash`, searched from `low`, where the bucket of `hash` starts.
    @inline(__always)
    private func lowerBound(_ hash: UInt64, from low: Int, in keys: UnsafeBufferPointer<UInt64>) -> Int {
        let bucket = Int(hash >> (64 - bucketBits))
        var low = low, high = bucketStarts[bucket + 1]
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < hash { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The hashes (owner bits cleared) of the word, or of its first or last `endLength` characters, with every
    /// choice of up to `deletions` (at most 2) of their characters removed, each passed to `body` as it is made
    /// (building an index makes millions of them): the whole, then for each first deletion the variant without
    /// it, followed by those without a second.
    @inline(__always)
    static func forEachVariantHash(_ word: UnsafeBufferPointer<Unicode.Scalar>, deletions: Int, part: Part, _ body: (UInt64) -> Void) {
        let scalars: UnsafeBufferPointer<Unicode.Scalar>
        switch part {
        case .whole: scalars = word
        case .start: scalars = UnsafeBufferPointer(rebasing: word.prefix(endLength))
        case .end: scalars = UnsafeBufferPointer(rebasing: word.suffix(endLength))
        }
        let count = scalars.count
        func step(_ hash: UInt64, _ position: Int) -> UInt64 {
            (hash ^ UInt64(scalars[position].value)) &* 0x100_0000_01b3  // FNV-1a
        }
        /// `hash` continued over the characters from `position` to the end, then mixed (MurmurHash3's
        /// finalizer): FNV-1a leaves the top bits of short words' hashes crowded, and the index sorts and
        /// looks up by the top bits.
        func finish(_ hash: UInt64, from position: Int) -> UInt64 {
            var hash = hash
            for index in position..<count { hash = step(hash, index) }
            hash = (hash ^ (hash >> 33)) &* 0xff51_afd7_ed55_8ccd
            hash = (hash ^ (hash >> 33)) &* 0xc4ce_b9fe_1a85_ec53
            return (hash ^ (hash >> 33)) & ~ownerMask
        }
        body(finish(part.seed, from: 0))
        guard deletions >= 1 else { return }
        // The hash of the characters before `first` is carried along, and so is that of those between the
        // two deleted ones, so a variant costs only the characters after its last deletion.
        var before = part.seed
        for first in 0..<count {
            body(finish(before, from: first + 1))
            if deletions >= 2 {
                var between = before
                for second in (first + 1)..<count {
                    body(finish(between, from: second + 1))
                    between = step(between, second)
                }
            }
            before = step(before, first)
        }
    }

    /// The optimal string alignment distance between `a` and `b`, or nil when it exceeds `limit`.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        var rows: [Int] = []
        return a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in distance(a, b, limit: limit, rows: &rows) } }
    }

    /// The same, with `rows` as scratch space (grown as needed), so a search allocates once.
    ///
    /// Only the band of cells within `limit` of the diagonal is computed: a cell outside it is worth more
    /// than `limit`, so it can stand as `limit + 1` without changing any value up to `limit`.
    static func distance(_ a: UnsafeBufferPointer<Unicode.Scalar>, _ b: UnsafeBufferPointer<Unicode.Scalar>, limit: Int,
                         rows: inout [Int]) -> Int? {
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

/// Some hashes, as bits by their top bits: a hash whose bit is clear is none of them (a set bit may be
/// another hash's).
struct HashFilter {
    private var bits: [UInt64]
    private let shift: UInt64

    /// With about `bitsPerHash` bits a hash (a power of two, 2^16 to 2^30 in all), so that few others share a set bit.
    init(_ hashes: some Collection<UInt64>, bitsPerHash: UInt64) {
        var count: UInt64 = 1 << 16
        while count < bitsPerHash * UInt64(hashes.count) && count < 1 << 30 { count <<= 1 }
        shift = 64 - UInt64(count.trailingZeroBitCount)
        var bits = [UInt64](repeating: 0, count: Int(count / 64))
        for hash in hashes {
            let bit = hash >> shift
            bits[Int(bit >> 6)] |= 1 << (bit & 63)
        }
        self.bits = bits
    }

    @inline(__always)
    func mayMeet(_ hash: UInt64) -> Bool {
        let bit = hash >> shift
        return bits.withUnsafeBufferPointer { $0[Int(bit >> 6)] } & (1 << (bit & 63)) != 0
    }
}

/// A query of at most 64 characters made ready to be compared with many words: for each of its characters,
/// the positions where the query holds it, as bits. The optimal string alignment distance to a word then
/// costs a few word operations per character of the word (Hyyrö's bit-parallel algorithm, 2003).
struct BitPattern {
    let count: Int
    /// The position bits of each ASCII character, by its value.
    private var ascii = [UInt64](repeating: 0, count: 128)
    /// The position bits of the other characters.
    private var others: [(scalar: Unicode.Scalar, bits: UInt64)] = []

    /// Nil for a query of more than 64 characters.
    init?(_ query: [Unicode.Scalar]) {
        guard query.count <= 64 else { return nil }
        count = query.count
        for (position, scalar) in query.enumerated() {
            let bit: UInt64 = 1 << UInt64(position)
            if scalar.value < 128 {
                ascii[Int(scalar.value)] |= bit
            } else if let index = others.firstIndex(where: { $0.scalar == scalar }) {
                others[index].bits |= bit
            } else {
                others.append((scalar, bit))
            }
        }
    }

    private func bits(_ scalar: Unicode.Scalar) -> UInt64 {
        if scalar.value < 128 { return ascii[Int(scalar.value)] }
        return others.first { $0.scalar == scalar }?.bits ?? 0
    }

    /// The optimal string alignment distance between the query and `text` (insertions, deletions,
    /// substitutions, and swaps of neighbours that are not edited again).
    ///
    /// One column of the distance table is kept as bits: `positive` and `negative` mark the rows where the
    /// value rises or falls by one from the row above; `matches` the diagonal steps taken at no cost, which a
    /// swap needs from the column before.
    func distance(to text: UnsafeBufferPointer<Unicode.Scalar>) -> Int {
        guard count > 0 else { return text.count }
        var positive = UInt64.max, negative: UInt64 = 0, matches: UInt64 = 0, previousBits: UInt64 = 0
        var distance = count
        let last: UInt64 = 1 << UInt64(count - 1)
        for scalar in text {
            let here = bits(scalar)
            let swapped = ((~matches & here) << 1) & previousBits
            matches = (((here & positive) &+ positive) ^ positive) | here | negative | swapped
            var horizontalPositive = negative | ~(matches | positive)
            var horizontalNegative = matches & positive
            if horizontalPositive & last != 0 { distance += 1 }
            if horizontalNegative & last != 0 { distance -= 1 }
            horizontalPositive = (horizontalPositive << 1) | 1
            horizontalNegative <<= 1
            positive = horizontalNegative | ~(matches | horizontalPositive)
            negative = horizontalPositive & matches
            previousBits = here
        }
        return distance
    }
}
