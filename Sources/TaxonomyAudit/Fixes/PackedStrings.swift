/// Strings kept end to end in one buffer: the descriptions of a million edits cost their bytes and an offset
/// each, not an allocation each.
struct PackedStrings: Sendable, Equatable, RandomAccessCollection {
    private var bytes: [UInt8] = []
    /// Where each string ends in `bytes`.
    private var ends: [Int] = []

    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { ends.count }

    subscript(index: Int) -> String {
        String(decoding: bytes[(index == 0 ? 0 : ends[index - 1])..<ends[index]], as: UTF8.self)
    }

    mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil { bytes.append(contentsOf: text.utf8) }
        ends.append(bytes.count)
    }

    mutating func append(contentsOf other: PackedStrings) {
        guard !isEmpty else { return self = other }
        let base = bytes.count
        bytes += other.bytes
        ends += other.ends.map { $0 + base }
    }
}
