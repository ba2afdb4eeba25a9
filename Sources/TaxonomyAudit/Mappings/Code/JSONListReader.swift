/// Reads lists from a JSON file of one of three shapes: an object of arrays (category → entries), an
/// array (the category is the file name) or an object of strings (identifier → category). Positions are
/// those of the string values; any other shape is an input error naming the line.
enum JSONListReader {
    indirect enum Node {
        /// `range` includes the quotes; `content` is between them.
        case string(range: Range<Int>, content: Range<Int>, value: String)
        case array(range: Range<Int>, items: [(node: Node, comma: Range<Int>?)])
        case object(range: Range<Int>, members: [(key: Node, value: Node, comma: Range<Int>?)])
        case other(range: Range<Int>)

        var range: Range<Int> {
            switch self {
            case .string(let range, _, _), .array(let range, _), .object(let range, _), .other(let range): return range
            }
        }
    }

    static func read(path: String, bytes: [UInt8]) throws -> EmbeddedListDocument {
        var document = EmbeddedListDocument(path: path, bytes: bytes, lineComment: nil)
        var parser = Parser(bytes: bytes, path: path, lines: document.lines)
        let root = try parser.document()
        let fileCategory = category(ofPath: path)
        switch root {
        case .array(let range, let items):
            try addList(items, category: fileCategory, line: document.lines.line(of: range.lowerBound), open: range.lowerBound, to: &document)
        case .object(_, let members):
            // The first value decides the shape; a value of another kind is an error at its line.
            if let first = members.first, case .array = first.value {
                var keys: [(list: Int, line: Int, column: Int)] = []
                for member in members {
                    guard case .string(_, _, let category) = member.key, case .array(let range, let items) = member.value else {
                        throw InputError(path: path, line: document.lines.line(of: member.value.range.lowerBound),
                                         message: "not a mapping: an object's values must be all arrays (category → entries) or all strings (identifier → category)")
                    }
                    try addList(items, category: category, line: document.lines.line(of: member.key.range.lowerBound), open: range.lowerBound,
                                to: &document)
                    let (line, column) = document.position(member.key.range.lowerBound)
                    keys.append((document.lists.count - 1, line, column))
                }
                document.keepLastOfRepeatedCategories(keys)
            } else {
                try addDictionary(members, to: &document)
            }
        default:
            throw InputError(path: path, line: document.lines.line(of: root.range.lowerBound),
                             message: "not a mapping: expected an object of arrays, an array of strings, or an object of strings")
        }
        return document
    }

    /// The category a file stands for: its name without the extension.
    static func category(ofPath path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { return name }
        return String(name[..<dot])
    }

    private static func addList(_ items: [(node: Node, comma: Range<Int>?)], category: String, line: Int, open: Int,
                                to document: inout EmbeddedListDocument) throws {
        var elements: [ListElement] = []
        var entries: [MappingEntry] = []
        var slots: [EntrySlot] = []
        let run = document.runs.count
        for item in items {
            guard case .string(let range, let content, let value) = item.node else {
                throw InputError(path: document.path, line: document.lines.line(of: item.node.range.lowerBound),
                                 message: "not a mapping: the list of \(category) holds something other than a string")
            }
            let (line, column) = document.position(range.lowerBound)
            entries.append(MappingEntry(text: value, isExclusion: false, line: line, column: column, suppressions: [],
                                        suppressionColumn: nil, comment: nil))
            slots.append(.element(run: run, element: elements.count))
            elements.append(ListElement(range: range, value: content, coding: .json, separator: item.comma,
                                        ownLines: document.ownLines(of: range, separator: item.comma, comment: nil),
                                        identifier: value, category: category))
        }
        document.runs.append(ListRun(elements: elements, separator: ",", isEditable: true, isKeyed: false,
                                     emptyInsertion: open + 1, emptyCoding: .json))
        document.lists.append(EmbeddedList(category: category, line: line, entries: entries, slots: slots, insertionRun: run,
                                           exclusionInsertion: nil))
    }

    private static func addDictionary(_ members: [(key: Node, value: Node, comma: Range<Int>?)], to document: inout EmbeddedListDocument) throws {
        var elements: [ListElement] = []
        var lists: [String: (entries: [MappingEntry], slots: [EntrySlot])] = [:]
        var order: [String] = []
        let run = document.runs.count
        for member in members {
            guard case .string(let keyRange, let content, let identifier) = member.key, case .string(_, _, let category) = member.value else {
                throw InputError(path: document.path, line: document.lines.line(of: member.value.range.lowerBound),
                                 message: "not a mapping: an object's values must be all arrays (category → entries) or all strings (identifier → category)")
            }
            let (line, column) = document.position(keyRange.lowerBound)
            if lists[category] == nil { order.append(category); lists[category] = ([], []) }
            lists[category]?.entries.append(MappingEntry(text: identifier, isExclusion: false, line: line, column: column,
                                                         suppressions: [], suppressionColumn: nil, comment: nil))
            lists[category]?.slots.append(.element(run: run, element: elements.count))
            let range = keyRange.lowerBound..<member.value.range.upperBound
            elements.append(ListElement(range: range, value: content, coding: .json, separator: member.comma,
                                        ownLines: document.ownLines(of: range, separator: member.comma, comment: nil),
                                        identifier: identifier, category: category))
        }
        document.runs.append(ListRun(elements: elements, separator: ",", isEditable: true, isKeyed: true, emptyInsertion: nil, emptyCoding: nil))
        for category in order {
            guard let list = lists[category], let first = list.entries.first else { continue }
            document.lists.append(EmbeddedList(category: category, line: first.line, entries: list.entries, slots: list.slots,
                                               insertionRun: run, exclusionInsertion: nil))
        }
        document.keepLastOfRepeatedKeys(inRun: run)
    }

    /// A strict JSON parser that keeps every value's byte range.
    private struct Parser {
        let bytes: [UInt8]
        let path: String
        let lines: LineIndex
        var position = 0

        init(bytes: [UInt8], path: String, lines: LineIndex) {
            self.bytes = bytes
            self.path = path
            self.lines = lines
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        }

        private func failure(_ message: String) -> InputError {
            InputError(path: path, line: lines.line(of: min(position, max(0, bytes.count - 1))), message: "invalid JSON: \(message)")
        }

        private mutating func skipSpace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        mutating func document() throws -> Node {
            let node = try value(depth: 0)
            skipSpace()
            guard position == bytes.count else { throw failure("unexpected text after the value") }
            return node
        }

        private mutating func expect(_ byte: UInt8) throws {
            guard position < bytes.count, bytes[position] == byte else { throw failure("expected `\(Character(UnicodeScalar(byte)))`") }
            position += 1
        }

        private mutating func value(depth: Int) throws -> Node {
            guard depth < 512 else { throw failure("nested too deeply") }
            skipSpace()
            guard position < bytes.count else { throw failure("unexpected end of file") }
            let start = position
            switch bytes[position] {
            case UInt8(ascii: "\""):
                return try string()
            case UInt8(ascii: "["):
                position += 1
                var items: [(Node, Range<Int>?)] = []
                skipSpace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "]") { position += 1; return .array(range: start..<position, items: []) }
                while true {
                    let item = try value(depth: depth + 1)
                    skipSpace()
                    if position < bytes.count, bytes[position] == UInt8(ascii: ",") {
                        items.append((item, position..<(position + 1)))
                        position += 1
                        continue
                    }
                    items.append((item, nil))
                    try expect(UInt8(ascii: "]"))
                    return .array(range: start..<position, items: items)
                }
            case UInt8(ascii: "{"):
                position += 1
                var members: [(Node, Node, Range<Int>?)] = []
                skipSpace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "}") { position += 1; return .object(range: start..<position, members: []) }
                while true {
                    skipSpace()
                    guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw failure("expected a string key") }
                    let key = try string()
                    skipSpace()
                    try expect(UInt8(ascii: ":"))
                    let item = try value(depth: depth + 1)
                    skipSpace()
                    if position < bytes.count, bytes[position] == UInt8(ascii: ",") {
                        members.append((key, item, position..<(position + 1)))
                        position += 1
                        continue
                    }
                    members.append((key, item, nil))
                    try expect(UInt8(ascii: "}"))
                    return .object(range: start..<position, members: members)
                }
            default:
                for literal in ["true", "false", "null"] where bytes[position...].starts(with: literal.utf8) {
                    position += literal.utf8.count
                    return .other(range: start..<position)
                }
                let numberBytes = Set("+-0123456789.eE".utf8)
                while position < bytes.count, numberBytes.contains(bytes[position]) { position += 1 }
                guard position > start else { throw failure("unexpected character") }
                return .other(range: start..<position)
            }
        }

        private mutating func string() throws -> Node {
            let start = position
            position += 1
            var scalars = String.UnicodeScalarView()
            var run = position
            func flush(_ end: Int) { scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars) }
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    flush(position)
                    position += 1
                    return .string(range: start..<position, content: (start + 1)..<(position - 1), value: String(scalars))
                }
                if byte < 0x20 { throw failure("a control character or line break inside a string") }
                if byte == UInt8(ascii: "\\") {
                    flush(position)
                    guard position + 1 < bytes.count else { break }
                    let escape = bytes[position + 1]
                    position += 2
                    switch escape {
                    case UInt8(ascii: "\""): scalars.append("\"")
                    case UInt8(ascii: "\\"): scalars.append("\\")
                    case UInt8(ascii: "/"): scalars.append("/")
                    case UInt8(ascii: "b"): scalars.append("\u{8}")
                    case UInt8(ascii: "f"): scalars.append("\u{C}")
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "u"):
                        var code = try hex4()
                        if (0xD800..<0xDC00).contains(code), bytes[position...].starts(with: "\\u".utf8) {
                            position += 2
                            let low = try hex4()
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        }
                        scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                    default: throw failure("unknown escape")
                    }
                    run = position
                    continue
                }
                position += 1
            }
            throw failure("unterminated string")
        }

        private mutating func hex4() throws -> UInt32 {
            guard position + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[position..<(position + 4)], as: UTF8.self), radix: 16) else {
                throw failure("bad \\u escape")
            }
            position += 4
            return code
        }
    }
}
