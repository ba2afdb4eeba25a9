/// Reads lists from an XML property list of the three shapes JSON files have (a dictionary of arrays,
/// an array, a dictionary of strings), with positions: the line and column of each `<string>`'s text.
/// A small XML reader of its own, since `PropertyListSerialization` gives no positions.
enum PropertyListReader {
    /// How deep elements may nest: as deep as JSON may (a mapping needs three levels), so that no document can
    /// exhaust the stack when its tree is built or released.
    static let maximumDepth = JSONReader.maximumDepth

    /// An element of the XML tree: its name, its whole range, the range between its tags and its children.
    struct Element {
        let name: String
        let range: Range<Int>
        let content: Range<Int>
        var children: [Element]
    }

    static func read(path: String, bytes: [UInt8]) throws -> EmbeddedListDocument {
        var document = EmbeddedListDocument(path: path, bytes: bytes, lineComment: nil)
        if bytes.starts(with: Array("bplist".utf8)) {
            throw AuditError(path: path, line: nil, message: "a binary property list: convert it to XML (plutil -convert xml1) to audit it")
        }
        let root = try parse(bytes, path: path, lines: document.lines)
        guard root.name == "plist", root.children.count == 1, let top = root.children.first else {
            throw AuditError(path: path, line: document.lines.line(of: root.range.lowerBound), message: "not a property list: expected one value inside <plist>")
        }
        let shapeError = AuditError(path: path, line: document.lines.line(of: top.range.lowerBound),
                                    message: "not a mapping: expected a dictionary of arrays, an array of strings, or a dictionary of strings")
        switch top.name {
        case "array":
            try addList(top, category: JSONListReader.category(ofPath: path), line: document.lines.line(of: top.range.lowerBound), to: &document)
        case "dict":
            let pairs = try members(of: top, path: path, lines: document.lines)
            if pairs.allSatisfy({ $0.value.name == "array" }) {
                for pair in pairs {
                    try addList(pair.value, category: try text(of: pair.key, in: bytes, path: path, lines: document.lines),
                                line: document.lines.line(of: pair.key.range.lowerBound), to: &document)
                }
            } else if pairs.allSatisfy({ $0.value.name == "string" }) {
                try addDictionary(pairs, to: &document)
            } else {
                throw shapeError
            }
        default:
            throw shapeError
        }
        return document
    }

    private static func members(of dict: Element, path: String, lines: LineIndex) throws -> [(key: Element, value: Element)] {
        var pairs: [(Element, Element)] = []
        var index = 0
        while index < dict.children.count {
            let key = dict.children[index]
            guard key.name == "key", index + 1 < dict.children.count else {
                throw AuditError(path: path, line: lines.line(of: key.range.lowerBound), message: "not a property list: a <dict> needs <key> and value pairs")
            }
            pairs.append((key, dict.children[index + 1]))
            index += 2
        }
        return pairs
    }

    private static func addList(_ array: Element, category: String, line: Int, to document: inout EmbeddedListDocument) throws {
        var elements: [ListElement] = []
        var entries: [MappingEntry] = []
        var slots: [EntrySlot] = []
        let run = document.runs.count
        for child in array.children {
            guard child.name == "string" else {
                throw AuditError(path: document.path, line: document.lines.line(of: child.range.lowerBound),
                                 message: "not a mapping: the list of \(category) holds a <\(child.name)>, not a <string>")
            }
            let value = try text(of: child, in: document.bytes, path: document.path, lines: document.lines)
            let (line, column) = document.position(child.content.lowerBound)
            entries.append(MappingEntry(text: value, isExclusion: false, line: line, column: column, suppressions: [],
                                        suppressionColumn: nil, comment: nil))
            slots.append(.element(run: run, element: elements.count))
            elements.append(ListElement(range: child.range, value: child.content, coding: .xml, separator: nil,
                                        ownLines: document.ownLines(of: child.range, line: document.lines.line(of: child.range.lowerBound),
                                                                    separator: nil, comment: nil),
                                        identifier: value, category: category))
        }
        document.runs.append(ListRun(elements: elements, separator: nil, isEditable: true, isKeyed: false, emptyInsertion: nil, emptyCoding: nil))
        document.lists.append(EmbeddedList(category: category, line: line, entries: entries, slots: slots, insertionRun: run,
                                           exclusionInsertion: nil))
    }

    private static func addDictionary(_ pairs: [(key: Element, value: Element)], to document: inout EmbeddedListDocument) throws {
        var elements: [ListElement] = []
        var lists: [String: (entries: [MappingEntry], slots: [EntrySlot])] = [:]
        var order: [String] = []
        let run = document.runs.count
        for pair in pairs {
            let identifier = try text(of: pair.key, in: document.bytes, path: document.path, lines: document.lines)
            let category = try text(of: pair.value, in: document.bytes, path: document.path, lines: document.lines)
            let (line, column) = document.position(pair.key.content.lowerBound)
            if lists[category] == nil { order.append(category); lists[category] = ([], []) }
            lists[category]?.entries.append(MappingEntry(text: identifier, isExclusion: false, line: line, column: column,
                                                         suppressions: [], suppressionColumn: nil, comment: nil))
            lists[category]?.slots.append(.element(run: run, element: elements.count))
            let range = pair.key.range.lowerBound..<pair.value.range.upperBound
            elements.append(ListElement(range: range, value: pair.key.content, coding: .xml, separator: nil,
                                        ownLines: document.ownLines(of: range, line: document.lines.line(of: range.lowerBound), separator: nil, comment: nil),
                                        identifier: identifier, category: category))
        }
        document.runs.append(ListRun(elements: elements, separator: nil, isEditable: true, isKeyed: true, emptyInsertion: nil, emptyCoding: nil))
        for category in order {
            guard let list = lists[category], let first = list.entries.first else { continue }
            document.lists.append(EmbeddedList(category: category, line: first.line, entries: list.entries, slots: list.slots,
                                               insertionRun: run, exclusionInsertion: nil))
        }
        document.keepLastOfRepeatedKeys(inRun: run)
    }

    /// The text of a `<key>` or `<string>`, read in one pass as XML reads it: entities and character references
    /// decoded, CDATA sections taken as written, comments and processing instructions dropped.
    static func text(of element: Element, in bytes: [UInt8], path: String, lines: LineIndex) throws -> String {
        guard element.children.isEmpty else {
            throw AuditError(path: path, line: lines.line(of: element.range.lowerBound), message: "not a property list: <\(element.name)> holds elements")
        }
        func failure(_ message: String) -> AuditError {
            AuditError(path: path, line: lines.line(of: element.content.lowerBound), message: "not a property list: \(message)")
        }
        /// The offset just past `terminator` at or after `start`, within the element's content.
        func end(of terminator: String, from start: Int) throws -> Int {
            let needle = Array(terminator.utf8)
            var position = start
            while position + needle.count <= element.content.upperBound {
                if bytes[position..<(position + needle.count)].elementsEqual(needle) { return position + needle.count }
                position += 1
            }
            throw failure("unterminated markup")
        }
        var text: [UInt8] = []
        var position = element.content.lowerBound
        while position < element.content.upperBound {
            let rest = bytes[position..<element.content.upperBound]
            if rest.starts(with: "<!--".utf8) {
                position = try end(of: "-->", from: position + 4)
            } else if rest.starts(with: "<?".utf8) {
                position = try end(of: "?>", from: position + 2)
            } else if rest.starts(with: "<![CDATA[".utf8) {
                let close = try end(of: "]]>", from: position + 9)
                text += bytes[(position + 9)..<(close - 3)]
                position = close
            } else if bytes[position] == UInt8(ascii: "&") {
                guard let semicolon = rest.prefix(12).firstIndex(of: UInt8(ascii: ";")) else { throw failure("`&` outside an entity") }
                let name = String(decoding: bytes[(position + 1)..<semicolon], as: UTF8.self)
                guard let scalar = entity(name) else { throw failure("unknown entity &\(name);") }
                text += Array(String(scalar).utf8)
                position = semicolon + 1
            } else {
                text.append(bytes[position])
                position += 1
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The character an entity or character reference (`amp`, `#111`, `#x6F`) names.
    private static func entity(_ name: String) -> Unicode.Scalar? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            let number = name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16) : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
            return number.flatMap(Unicode.Scalar.init)
        }
    }

    /// The document's root element, its comments, processing instructions and DOCTYPE skipped; elements nest at
    /// most `maximumDepth` deep.
    static func parse(_ bytes: [UInt8], path: String, lines: LineIndex) throws -> Element {
        var position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var stack: [(name: String, start: Int, contentStart: Int, children: [Element])] = []
        var root: Element?
        func failure(_ message: String) -> AuditError {
            AuditError(path: path, line: lines.line(of: min(position, max(0, bytes.count - 1))), message: "not a property list: \(message)")
        }
        func skip(past terminator: String) throws {
            let needle = Array(terminator.utf8)
            while position < bytes.count {
                if bytes[position...].starts(with: needle) { position += needle.count; return }
                position += 1
            }
            throw failure("unterminated markup")
        }
        while position < bytes.count {
            guard bytes[position] == UInt8(ascii: "<") else {
                if stack.isEmpty && ![0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { throw failure("text outside the root element") }
                position += 1
                continue
            }
            let start = position
            if bytes[position...].starts(with: "<?".utf8) { try skip(past: "?>"); continue }
            if bytes[position...].starts(with: "<!--".utf8) { try skip(past: "-->"); continue }
            if bytes[position...].starts(with: "<![CDATA[".utf8) { try skip(past: "]]>"); continue }
            if bytes[position...].starts(with: "<!".utf8) {
                var depth = 0
                while position < bytes.count {
                    if bytes[position] == UInt8(ascii: "[") { depth += 1 }
                    if bytes[position] == UInt8(ascii: "]") { depth -= 1 }
                    position += 1
                    if bytes[position - 1] == UInt8(ascii: ">") && depth <= 0 { break }
                }
                continue
            }
            guard let close = bytes[position...].firstIndex(of: UInt8(ascii: ">")) else { throw failure("unterminated tag") }
            position = close + 1
            let isEnd = bytes[start + 1] == UInt8(ascii: "/")
            let isEmpty = bytes[close - 1] == UInt8(ascii: "/")
            var nameEnd = start + (isEnd ? 2 : 1)
            while nameEnd < close, ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/")].contains(bytes[nameEnd]) { nameEnd += 1 }
            let name = String(decoding: bytes[(start + (isEnd ? 2 : 1))..<nameEnd], as: UTF8.self)
            if isEnd {
                guard let open = stack.popLast(), open.name == name else { throw failure("</\(name)> closes nothing open") }
                let element = Element(name: name, range: open.start..<position, content: open.contentStart..<start, children: open.children)
                if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
            } else if isEmpty {
                let element = Element(name: name, range: start..<position, content: start..<start, children: [])
                if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
            } else {
                guard root == nil else { throw failure("a second root element") }
                guard stack.count < maximumDepth else { throw failure("elements nested deeper than \(maximumDepth) levels") }
                stack.append((name, start, position, []))
            }
        }
        guard stack.isEmpty, let root else { throw failure(stack.isEmpty ? "no root element" : "<\(stack[stack.count - 1].name)> is not closed") }
        return root
    }
}
