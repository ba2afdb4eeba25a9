/// Report text gathered as UTF-8 bytes, for reports that write a million findings: keys, markup and punctuation
/// are appended as literal bytes, numbers without a string, and text whole unless it holds a character to escape
/// (`appendQuoted` for JSON, `appendXML` for XML). Also a `TextOutputStream`, so a `JSONValue` or any string
/// writes into it as into any stream.
struct ReportBytes: TextOutputStream {
    /// Gathered bytes past which `flush(to:)` hands them on.
    static let chunkBytes = 1 << 16

    private(set) var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(Self.chunkBytes + 4096)
    }

    mutating func write(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
    }

    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    mutating func append(_ utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: utf8)
    }

    /// Appends ASCII text written in the source (a key, punctuation).
    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends `count` spaces: up to 64 copied at once from a literal, as a report indents every line.
    mutating func appendSpaces(_ count: Int) {
        let spaces: StaticString = "                                                                "
        guard count <= spaces.utf8CodeUnitCount else { return bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count)) }
        spaces.withUTF8Buffer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<max(0, count)])) }
    }

    /// Appends `number` in decimal.
    mutating func append(_ number: Int) {
        guard number != 0 else { return bytes.append(UInt8(ascii: "0")) }
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for the 20 digits of any Int
        var count = 0
        var rest = number.magnitude
        withUnsafeMutableBytes(of: &digits) { buffer in
            while rest > 0 {
                buffer[23 - count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            }
            bytes.append(contentsOf: buffer[(24 - count)...])
        }
    }

    /// Appends `number`, or `null` for none.
    mutating func append(_ number: Int?) {
        guard let number else { return append("null") }
        append(number)
    }

    /// Empties the bytes, keeping their room for more.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// Hands the bytes gathered to `out` once they reach `chunkBytes` (or always, with `force`), and starts again.
    mutating func flush(to out: inout some TextOutputStream, force: Bool = false) {
        guard force ? !bytes.isEmpty : bytes.count >= Self.chunkBytes else { return }
        out.write(String(decoding: bytes, as: UTF8.self))
        bytes.removeAll(keepingCapacity: true)
    }
}
