/// Identifier → number, for the identifiers of a vocabulary or a hierarchy, without hashing strings with
/// SipHash: an open-addressing table of numbers keyed by an FNV-1a hash of the UTF-8 bytes, compared byte for
/// byte, the identifiers' bytes packed in one buffer.
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

    /// The storage. Changed only through an index that holds the one reference (`unshare`).
    private final class Table: @unchecked Sendable {
        /// The key bytes of every entry, packed: entry `n` is `bytes[ends[n]..<ends[n + 1]]` (no bytes for a
        /// repeat, or for one kept in `others`).
        var bytes: [UInt8] = []
        var ends: [Int32] = [0]
        /// Per entry, the high 32 bits of its mixed hash (0 for a repeat or one kept in `others`).
        var hashes: [UInt32] = []
        /// Per slot, the entry stored there, or -1; the count is a power of two, at most half full.
        var slots: [Int32]
        /// log2 of `slots.count`.
        var bits: Int
        /// The entries that hold a slot, to place again when the slots grow.
        var slotted: [Int32] = []
        /// The entries whose identifier is not canonically ASCII, by identifier.
        var others: [String: Int32] = [:]

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
            var ascii: [UInt8] = []
            switch Self.key(identifier, ascii: &ascii) {
            case .direct:
                return identifier.utf8.withContiguousStorageIfAvailable { slots[find($0, hash: Self.hash($0))] } ?? -1
            case .rewritten:
                return ascii.withUnsafeBufferPointer { slots[find($0, hash: Self.hash($0))] }
            case .other:
                return others[identifier] ?? -1
            }
        }

        /// The first entry for `identifier`; a new one, number `hashes.count`, when it was not there before
        /// or when `always`.
        @discardableResult
        func insert(_ identifier: String, always: Bool) -> Int {
            let number = Int32(hashes.count)
            var ascii: [UInt8] = []
            let earlier: Int32?
            switch Self.key(identifier, ascii: &ascii) {
            case .direct:
                earlier = identifier.utf8.withContiguousStorageIfAvailable { place($0, number) } ?? nil
            case .rewritten:
                earlier = ascii.withUnsafeBufferPointer { place($0, number) }
            case .other:
                earlier = others[identifier]
                if earlier == nil { others[identifier] = number }
            }
            if let earlier, !always { return Int(earlier) }
            if hashes.count == Int(number) {
                // A repeat, or an identifier kept in `others`: an entry with no key keeps the numbering.
                hashes.append(0)
                ends.append(Int32(bytes.count))
            }
            if slotted.count * 2 > slots.count { grow() }
            return Int(earlier ?? number)
        }

        /// The entry already holding `key`, else nil after adding `key` as entry `number`.
        private func place(_ key: UnsafeBufferPointer<UInt8>, _ number: Int32) -> Int32? {
            let hash = Self.hash(key)
            let slot = find(key, hash: hash)
            if slots[slot] >= 0 { return slots[slot] }
            slots[slot] = number
            slotted.append(number)
            bytes.append(contentsOf: key)
            hashes.append(hash)
            ends.append(Int32(bytes.count))
            return nil
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

        /// Whether `bytes` hold `key` from `start` on (the caller checked there are that many).
        private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let stored = bytes.baseAddress, let wanted = key.baseAddress else { return key.isEmpty }
            var index = 0
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

        /// FNV-1a over `key`, mixed by a Fibonacci multiply; the high 32 bits, so that the top bits pick the slot.
        private static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt32 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in key { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            return UInt32(truncatingIfNeeded: (hash &* 0x9e37_79b9_7f4a_7c15) >> 32)
        }

        private enum Key { case direct, rewritten, other }

        /// How `identifier` is keyed: by its own UTF-8 when it is ASCII (nearly always), by the ASCII form in
        /// `ascii` when it is canonically equivalent to one, else in `others`.
        private static func key(_ identifier: String, ascii: inout [UInt8]) -> Key {
            let isASCII = identifier.utf8.withContiguousStorageIfAvailable { bytes in
                var all: UInt8 = 0
                for byte in bytes { all |= byte }
                return all < 0x80
            }
            if isASCII == true { return .direct }
            for scalar in identifier.unicodeScalars {
                if scalar.isASCII {
                    ascii.append(UInt8(scalar.value))
                } else if let replacement = asciiEquivalents[scalar] {
                    ascii.append(replacement)
                } else {
                    return .other
                }
            }
            return .rewritten
        }
    }
}
