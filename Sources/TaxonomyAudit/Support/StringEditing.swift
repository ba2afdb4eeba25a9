// The few string edits the tool needs, written on the standard library so that the binary links
// FoundationEssentials only: full Foundation's `NSString` bridge brings in ICU and its 34 MB of data,
// which every start-up would pay for in page faults.

extension StringProtocol {
    /// The text with every occurrence of `target` replaced by `replacement`, left to right, matched byte for
    /// byte (as a `.literal` `replacingOccurrences`: `\n` is found inside `\r\n`).
    func replacingEvery(_ target: String, with replacement: String) -> String {
        guard var found = firstByteRange(of: target) else { return String(self) }
        var result = ""
        var rest = startIndex
        while true {
            result += self[rest..<found.lowerBound]
            result += replacement
            rest = found.upperBound
            guard let next = firstByteRange(of: target, from: rest) else { break }
            found = next
        }
        result += self[rest...]
        return result
    }

    /// The text padded with spaces, or cut, to `length` UTF-16 code units, as `NSString`'s
    /// `padding(toLength:withPad:" ",startingAt:0)`; a surrogate pair cut in half becomes U+FFFD.
    func padded(toUTF16Length length: Int) -> String {
        let units = utf16.count
        guard units <= length else { return String(decoding: Array(utf16.prefix(Swift.max(0, length))), as: UTF16.self) }
        return String(self) + String(repeating: " ", count: length - units)
    }

    /// The text without leading and trailing white space and line breaks, as `trimmingCharacters(in:
    /// .whitespacesAndNewlines)`: space separators, tab, U+000A–U+000D, U+0085, U+2028 and U+2029.
    func trimmingWhitespaceAndNewlines() -> String {
        trimming(where: Self.isSpaceOrNewline)
    }

    /// The text without the scalars at either end for which `isTrimmed` holds.
    func trimming(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
              let last = scalars.lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(self[first...last])
    }

    private static func isSpaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return scalar.properties.generalCategory == .spaceSeparator
        }
    }

    /// The first range where `target`'s UTF-8 bytes appear from `start` on (byte for byte, as a
    /// `.literal` search), or nil.
    func firstByteRange(of target: String, from start: Index? = nil) -> Range<Index>? {
        utf8.firstRange(ofBytes: target.utf8, from: start)
    }
}

extension Collection where Element == UInt8 {
    /// The first range from `start` on where `target`'s bytes stand in a row, or nil (always for an empty
    /// target); `firstRange(of:)` is not on every platform the package supports.
    func firstRange(ofBytes target: some Collection<UInt8>, from start: Index? = nil) -> Range<Index>? {
        guard let head = target.first else { return nil }
        var index = start ?? startIndex
        while let found = self[index...].firstIndex(of: head) {
            if self[found...].starts(with: target) { return found..<self.index(found, offsetBy: target.count) }
            index = self.index(after: found)
        }
        return nil
    }
}
