import CategoryMapping

/// A built-in vocabulary's layout: what loading its knowledge table works out (the rows, the numbering,
/// the generic flags and the parent links), generated with the table (`make taxonomy`) so that start-up
/// reads numbers instead of scanning the table and hashing every parent name.
///
/// Text, ASCII, one line per identifier in table order after a first line with their count:
/// `start length generic hash parent parent…`: where the identifier's row starts in the table's text, the
/// UTF-8 length of the identifier, `1` when the row gives a generic reason (else `0`), the identifier's hash
/// in the identifier index (`IdentifierIndex.hash(ofASCII:)`, eight hexadecimal digits; `-` for an identifier
/// that is not ASCII or repeats an earlier one, which the index then places the ordinary way), then the
/// numbers of its parents (0-based positions, in the table's order; parents outside the vocabulary left out).
extension Vocabulary {
    /// The layout of the knowledge table `tsv`, as embedded (`BuiltinVocabulary.knowledgeLayout`), without a
    /// newline at the end.
    package static func layout(knowledgeTSV tsv: String) throws -> String {
        let rows = try KnowledgeRows(text: tsv)
        let vocabulary = Vocabulary(origin: .appleVision, rows: rows)
        var out = "\(rows.count)"
        var seen = Set<String>()
        for number in rows.indices {
            let identifier = vocabulary.identifiers[number]
            out += "\n\(rows.start(number)) \(identifier.utf8.count) \(vocabulary.generic[number] ? 1 : 0) "
            if seen.insert(identifier).inserted, let hash = IdentifierIndex.hash(ofASCII: identifier) {
                let digits = String(hash, radix: 16)
                out += String(repeating: "0", count: 8 - digits.count) + digits
            } else {
                out += "-"
            }
            for parent in vocabulary.parentNumbers(number) { out += " \(parent)" }
        }
        return out
    }

    /// The built-in vocabulary `origin` of the table `tsv` as `layout` lays it out; nil when the layout is
    /// malformed or does not fit the table.
    init?(origin: BuiltinVocabulary, tsv: String, layout: String) {
        var layout = layout, tsv = tsv
        guard let parsed = layout.withUTF8({ Self.parse($0) }) else { return nil }
        let count = parsed.starts.count
        let identifiers: [String]? = tsv.withUTF8 { bytes in
            var identifiers: [String] = []
            identifiers.reserveCapacity(count)
            for number in 0..<count {
                let start = Int(parsed.starts[number]), end = start + Int(parsed.lengths[number])
                guard end < bytes.count, bytes[end] == UInt8(ascii: "\t") else { return nil }
                identifiers.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
            }
            return identifiers
        }
        guard let identifiers, parsed.parentList.allSatisfy({ Int($0) < count }) else { return nil }
        let index = IdentifierIndex(identifiers, hashes: parsed.hashes)
        self.init(name: origin.rawValue, identifiers: identifiers, index: index, reporting: origin.reporting,
                  generic: parsed.generic, details: (0..<count).map(Details.row), rows: KnowledgeRows(text: tsv, starts: parsed.starts),
                  origin: origin, parentStart: parsed.parentStart, parentList: parsed.parentList)
    }

    private struct ParsedLayout {
        var starts: [Int32] = [], lengths: [Int32] = [], generic: [Bool] = [], hashes: [UInt32?] = []
        var parentStart: [Int32] = [0], parentList: [Int32] = []
    }

    /// Reads the layout's numbers; nil when a line is not of its form.
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> ParsedLayout? {
        var position = 0
        // The number at `position` and whether a line ends after it; nil when there is none.
        func next() -> (value: Int32, endsLine: Bool)? {
            var value: Int32 = 0
            let start = position
            while position < bytes.count {
                let digit = bytes[position] &- UInt8(ascii: "0")
                guard digit < 10 else { break }
                value = value &* 10 &+ Int32(digit)
                position += 1
            }
            // Nine digits at most, so that the value cannot overflow.
            guard position > start, position - start <= 9 else { return nil }
            // The literal's last line has no newline of its own.
            if position == bytes.count { return (value, true) }
            let separator = bytes[position]
            position += 1
            guard separator == UInt8(ascii: " ") || separator == UInt8(ascii: "\n") else { return nil }
            return (value, separator == UInt8(ascii: "\n"))
        }
        // The hash at `position`, nil for `-`, and whether a line ends after it; nil when there is neither.
        func nextHash() -> (value: UInt32?, endsLine: Bool)? {
            var value: UInt32?
            if position < bytes.count && bytes[position] == UInt8(ascii: "-") {
                position += 1
            } else {
                guard position + 8 <= bytes.count else { return nil }
                var hash: UInt32 = 0
                for byte in bytes[position..<position + 8] {
                    let digit = byte &- UInt8(ascii: "0"), letter = byte &- UInt8(ascii: "a")
                    guard digit < 10 || letter < 6 else { return nil }
                    hash = hash << 4 | UInt32(digit < 10 ? digit : letter + 10)
                }
                position += 8
                value = hash
            }
            if position == bytes.count { return (value, true) }
            let separator = bytes[position]
            position += 1
            guard separator == UInt8(ascii: " ") || separator == UInt8(ascii: "\n") else { return nil }
            return (value, separator == UInt8(ascii: "\n"))
        }
        guard let count = next(), count.endsLine else { return nil }
        var parsed = ParsedLayout()
        parsed.starts.reserveCapacity(Int(count.value))
        parsed.lengths.reserveCapacity(Int(count.value))
        parsed.generic.reserveCapacity(Int(count.value))
        parsed.hashes.reserveCapacity(Int(count.value))
        parsed.parentStart.reserveCapacity(Int(count.value) + 1)
        for _ in 0..<count.value {
            guard let start = next(), !start.endsLine, let length = next(), !length.endsLine,
                  let generic = next(), generic.value <= 1, !generic.endsLine, let hash = nextHash() else { return nil }
            parsed.starts.append(start.value)
            parsed.lengths.append(length.value)
            parsed.generic.append(generic.value == 1)
            parsed.hashes.append(hash.value)
            var field = (value: Int32(0), endsLine: hash.endsLine)
            while !field.endsLine {
                guard let parent = next() else { return nil }
                parsed.parentList.append(parent.value)
                field = parent
            }
            parsed.parentStart.append(Int32(parsed.parentList.count))
        }
        return position == bytes.count ? parsed : nil
    }
}
