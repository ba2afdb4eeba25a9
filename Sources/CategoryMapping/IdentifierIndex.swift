/// Identifier → number, for the identifiers of a vocabulary or a hierarchy, without hashing strings with
/// SipHash: an open-addressing table of numbers keyed by an FNV-1a-style hash of the UTF-8 bytes (taken eight
/// bytes at a time), compared byte for byte, the identifiers' bytes packed in one buffer.
///
/// It answers as `[String: Int]` would, under String's equality (canonical equivalence): an identifier is
/// stored under its bytes when it is ASCII or canonically equivalent to ASCII (the three scalars whose
/// decomposition is ASCII are rewritten, `K` KELVIN SIGN as `K`); any other identifier is kept in a
/// dictionary of its own, which start-up and the large cases, all ASCII, never touch.
///
/// A value type over one shared table (copied before a change when shared), so that copying a vocabulary
/// or a hierarchy that holds one costs one reference count.
package struct IdentifierIndex: Sendable {
    private var table: Table

    /// An empty index, with room for `capacity` identifiers before it grows.
    package init(capacity: Int = 0) {
        table = Table(capacity: capacity)
    }

    /// Entries `0..<identifiers.count` for `identifiers`; an identifier that repeats gets an entry of its
    /// own, and `number(of:)` answers its first one.
    package init(_ identifiers: [String]) {
        self.init(capacity: identifiers.count)
        for identifier in identifiers { table.insert(identifier, always: true) }
    }

    /// Entries `0..<identifiers.count` for `identifiers`, as `init(_:)` makes them, where `hashes[n]` is what
    /// `hash(ofASCII:)` gives identifier `n` when it is ASCII and not a repeat (a generated layout's), else nil:
    /// those are placed by their hash without being hashed or compared, the others the ordinary way.
    package init(_ identifiers: [String], hashes: [UInt32?]) {
        self.init(capacity: identifiers.count)
        let given = hashes.compactMap { $0 }
        if given.count == identifiers.count {
            table.placeAllNew(identifiers, hashes: given)
            return
        }
        for (identifier, hash) in zip(identifiers, hashes) {
            if let hash {
                table.placeNew(identifier, hash: hash)
            } else {
                table.insert(identifier, always: true)
            }
        }
    }

    /// The hash an ASCII identifier is placed by; nil when it is not ASCII.
    package static func hash(ofASCII identifier: String) -> UInt32? {
        var identifier = identifier
        return identifier.withUTF8 { bytes in
            let (hash, isASCII) = Table.hash(bytes)
            return isASCII ? hash : nil
        }
    }

    /// How many entries there are.
    package var count: Int { table.hashes.count }

    /// How many different identifiers there are (entries less repeats).
    package var distinctCount: Int { table.slotted.count + table.others.count }

    /// The first entry for `identifier`, or nil.
    package func number(of identifier: String) -> Int? {
        let found = table.number(of: identifier)
        return found < 0 ? nil : Int(found)
    }

    /// Adds an entry for `identifier` (number `count`); the first entry for it, which is the new one when
    /// it was not there before.
    @discardableResult
    package mutating func append(_ identifier: String) -> Int {
        unshare()
        return table.insert(identifier, always: true)
    }

    /// The first entry for `identifier`, adding one (number `count`) only when it was not there before.
    package mutating func insert(_ identifier: String) -> Int {
        unshare()
        return table.insert(identifier, always: false)
    }

    private mutating func unshare() {
        if !isKnownUniquelyReferenced(&table) { table = table.copy() }
    }

    /// The scalars whose canonical decomposition is ASCII: GREEK QUESTION MARK, GREEK VARIA, KELVIN SIGN
    /// (`IdentifierIndexTests` checks the list against the library's own equality over every scalar).
    package static let asciiEquivalents: [Unicode.Scalar: UInt8] = [
        "\u{037E}": UInt8(ascii: ";"), "\u{1FEF}": UInt8(ascii: "`"), "\u{212A}": UInt8(ascii: "K"),
    ]

    /// The storage. Changed only through an index that holds the one reference (`unshare`), and never while
    /// a look-up reads it: no access overlaps another, so the run-time exclusivity checks, which would cost more
    /// than a look-up, are left out.
    private final class Table: @unchecked Sendable {
        /// The key bytes of every entry, packed: entry `n` is `bytes[ends[n]..<ends[n + 1]]` (no bytes for a
        /// repeat, or for one kept in `others`).
        @exclusivity(unchecked) var bytes: [UInt8] = []
        @exclusivity(unchecked) var ends: [Int32] = [0]
        /// Per entry, the high 32 bits of its mixed hash (0 for a repeat or one kept in `others`).
        @exclusivity(unchecked) var hashes: [UInt32] = []
        /// Per slot, the entry stored there, or -1; the count is a power of two, at most half full.
        @exclusivity(unchecked) var slots: [Int32]
        /// log2 of `slots.count`.
        @exclusivity(unchecked) var bits: Int
        /// The entries that hold a slot, to place again when the slots grow.
        @exclusivity(unchecked) var slotted: [Int32] = []
        /// The entries whose identifier is not canonically ASCII, by identifier.
        @exclusivity(unchecked) var others: [String: Int32] = [:]

        init(capacity: Int) {
            var bits = 4
            while (1 << bits) < capacity * 2 { bits += 1 }
            self.bits = bits
            slots = [Int32](repeating: -1, count: 1 << bits)
            bytes.reserveCapacity(capacity * 12)
            ends.reserveCapacity(capacity + 1)
            hashes.reserveCapacity(capacity)
            slotted.reserveCapacity(capacity)
        }

        func copy() -> Table {
            let copy = Table(capacity: 0)
            (copy.bytes, copy.ends, copy.hashes, copy.slots) = (bytes, ends, hashes, slots)
            (copy.bits, copy.slotted, copy.others) = (bits, slotted, others)
            return copy
        }

        /// The first entry for `identifier`, or -1.
        func number(of identifier: String) -> Int32 {
            // Nearly every identifier is native ASCII: its bytes are the key as they are.
            let direct = identifier.utf8.withContiguousStorageIfAvailable { bytes -> Int32 in
                let (hash, isASCII) = Self.hash(bytes)
                return isASCII ? slots[find(bytes, hash: hash)] : Self.notASCII
            }
            if let direct, direct != Self.notASCII { return direct }
            var ascii: [UInt8] = []
            guard Self.asciiForm(of: identifier, into: &ascii) else { return others[identifier] ?? -1 }
            return ascii.withUnsafeBufferPointer { slots[find($0, hash: Self.hash($0).hash)] }
        }

        /// The first entry for `identifier`; a new one, number `hashes.count`, when it was not there before
        /// or when `always`.
        @discardableResult
        func insert(_ identifier: String, always: Bool) -> Int {
            let number = Int32(hashes.count)
            // The first entry for the identifier, or -1 when it is new (and then placed as `number`).
            var earlier = identifier.utf8.withContiguousStorageIfAvailable { bytes -> Int32 in
                let (hash, isASCII) = Self.hash(bytes)
                return isASCII ? place(bytes, hash, number) : Self.notASCII
            } ?? Self.notASCII
            if earlier == Self.notASCII {
                var ascii: [UInt8] = []
                if Self.asciiForm(of: identifier, into: &ascii) {
                    earlier = ascii.withUnsafeBufferPointer { place($0, Self.hash($0).hash, number) }
                } else {
                    earlier = others[identifier] ?? -1
                    if earlier < 0 { others[identifier] = number }
                }
            }
            if earlier >= 0 && !always { return Int(earlier) }
            if hashes.count == Int(number) {
                // A repeat, or an identifier kept in `others`: an entry with no key keeps the numbering.
                hashes.append(0)
                ends.append(Int32(bytes.count))
            }
            if slotted.count * 2 > slots.count { grow() }
            return Int(earlier >= 0 ? earlier : number)
        }

        /// Adds `identifier`, ASCII, not there before and of hash `hash`, as entry `hashes.count`, without
        /// hashing it or comparing it with the others.
        func placeNew(_ identifier: String, hash: UInt32) {
            var identifier = identifier
            let number = Int32(hashes.count)
            let mask = slots.count - 1
            var slot = Int(hash >> UInt32(32 - bits))
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = number
            slotted.append(number)
            identifier.withUTF8 { bytes.append(contentsOf: $0) }
            hashes.append(hash)
            ends.append(Int32(bytes.count))
            if slotted.count * 2 > slots.count { grow() }
        }

        /// Fills an empty table with `identifiers`, ASCII and all different, of hashes `hashes`, as `placeNew`
        /// would one by one, in one pass over arrays of its own.
        func placeAllNew(_ identifiers: [String], hashes: [UInt32]) {
            var slots: [Int32] = [], bytes: [UInt8] = [], ends: [Int32] = [0]
            swap(&slots, &self.slots)
            bytes.reserveCapacity(identifiers.count * 12)
            ends.reserveCapacity(identifiers.count + 1)
            let mask = slots.count - 1, shift = UInt32(32 - bits)
            slots.withUnsafeMutableBufferPointer { slots in
                for (number, identifier) in identifiers.enumerated() {
                    var slot = Int(hashes[number] >> shift)
                    while slots[slot] >= 0 { slot = (slot + 1) & mask }
                    slots[slot] = Int32(number)
                    var identifier = identifier
                    identifier.withUTF8 { bytes.append(contentsOf: $0) }
                    ends.append(Int32(bytes.count))
                }
            }
            (self.slots, self.bytes, self.ends, self.hashes) = (slots, bytes, ends, hashes)
            slotted = Array(0..<Int32(identifiers.count))
            if slotted.count * 2 > slots.count { grow() }
        }

        /// What the direct look-up answers for an identifier that is not ASCII.
        private static let notASCII: Int32 = -2

        /// The entry already holding `key`, else -1 after adding `key`, whose hash is `hash`, as entry `number`.
        private func place(_ key: UnsafeBufferPointer<UInt8>, _ hash: UInt32, _ number: Int32) -> Int32 {
            let slot = find(key, hash: hash)
            if slots[slot] >= 0 { return slots[slot] }
            slots[slot] = number
            slotted.append(number)
            bytes.append(contentsOf: key)
            hashes.append(hash)
            ends.append(Int32(bytes.count))
            return -1
        }

        /// The slot holding the entry whose key is `key`, else the empty slot where it would go.
        private func find(_ key: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Int {
            slots.withUnsafeBufferPointer { slots in
                hashes.withUnsafeBufferPointer { hashes in
                    ends.withUnsafeBufferPointer { ends in
                        bytes.withUnsafeBufferPointer { bytes in
                            let mask = slots.count - 1
                            var slot = Int(hash >> UInt32(32 - bits))
                            while true {
                                let entry = Int(slots[slot])
                                if entry < 0 { return slot }
                                if hashes[entry] == hash {
                                    let start = Int(ends[entry])
                                    if Int(ends[entry + 1]) - start == key.count, Self.equal(bytes, start, key) { return slot }
                                }
                                slot = (slot + 1) & mask
                            }
                        }
                    }
                }
            }
        }

        /// Whether `bytes` hold `key` from `start` on (the caller checked there are that many), eight bytes at a time.
        private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let stored = bytes.baseAddress, let wanted = key.baseAddress else { return key.isEmpty }
            let left = UnsafeRawPointer(stored + start), right = UnsafeRawPointer(wanted)
            var index = 0
            while index + 8 <= key.count {
                if left.loadUnaligned(fromByteOffset: index, as: UInt64.self) != right.loadUnaligned(fromByteOffset: index, as: UInt64.self) {
                    return false
                }
                index += 8
            }
            while index < key.count {
                if stored[start + index] != wanted[index] { return false }
                index += 1
            }
            return true
        }

        /// Doubles the slots, placing each entry that held one again by its kept hash.
        private func grow() {
            bits += 1
            slots = [Int32](repeating: -1, count: 1 << bits)
            let mask = slots.count - 1
            for entry in slotted {
                var slot = Int(hashes[Int(entry)] >> UInt32(32 - bits))
                while slots[slot] >= 0 { slot = (slot + 1) & mask }
                slots[slot] = entry
            }
        }

        /// The hash of `key`, and whether it is ASCII, in one pass: FNV-1a's step (xor, multiply by its prime)
        /// taken eight bytes at a time, each step folded by a shift, the length mixed in first; then a Fibonacci
        /// multiply, whose high 32 bits are kept, so that the top bits pick the slot.
        static func hash(_ key: UnsafeBufferPointer<UInt8>) -> (hash: UInt32, isASCII: Bool) {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(key.count)
            var all: UInt64 = 0
            var index = 0
            if let base = key.baseAddress {
                let raw = UnsafeRawPointer(base)
                while index + 8 <= key.count {
                    let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    all |= word
                    hash = (hash ^ word) &* 0x0000_0100_0000_01b3
                    hash ^= hash >> 29
                    index += 8
                }
            }
            var tail: UInt64 = 0, shift: UInt64 = 0
            while index < key.count {
                tail |= UInt64(key[index]) << shift
                shift += 8
                index += 1
            }
            all |= tail
            hash = (hash ^ tail) &* 0x0000_0100_0000_01b3
            hash ^= hash >> 29
            return (UInt32(truncatingIfNeeded: (hash &* 0x9e37_79b9_7f4a_7c15) >> 32), all & 0x8080_8080_8080_8080 == 0)
        }

        /// Writes into `ascii` the ASCII form of `identifier` when it is canonically equivalent to one (the
        /// scalars of `asciiEquivalents` rewritten); false when it is not.
        private static func asciiForm(of identifier: String, into ascii: inout [UInt8]) -> Bool {
            for scalar in identifier.unicodeScalars {
                if scalar.isASCII {
                    ascii.append(UInt8(scalar.value))
                } else if let replacement = asciiEquivalents[scalar] {
                    ascii.append(replacement)
                } else {
                    return false
                }
            }
            return true
        }
    }
}
