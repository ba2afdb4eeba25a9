/// SplitMix64: a small pseudo-random generator whose sequence depends on its seed alone, so generated
/// benchmark inputs are the same on every machine and toolchain (it does not go through the standard
/// library's `random(in:)`, whose algorithm may change).
package struct SeededGenerator: Sendable {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0).
    package mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// One element of `items` (not empty).
    package mutating func pick<C: RandomAccessCollection>(_ items: C) -> C.Element {
        items[items.index(items.startIndex, offsetBy: below(items.count))]
    }

    /// `items` in a random order (Fisher–Yates).
    package mutating func shuffled<T>(_ items: [T]) -> [T] {
        var items = items
        for index in stride(from: items.count - 1, to: 0, by: -1) {
            items.swapAt(index, below(index + 1))
        }
        return items
    }
}
