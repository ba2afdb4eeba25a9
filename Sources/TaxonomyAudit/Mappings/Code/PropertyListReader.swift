/// Reads lists from an XML property list of the three shapes JSON files have (a dictionary of arrays,
/// an array, a dictionary of strings), with positions: the line and column of each `<string>`'s text.
/// A small XML reader of its own, since `PropertyListSerialization` gives no positions.
enum PropertyListReader {
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
            throw InputError(path: path, line: nil, message: "a binary property list: convert it to XML (plutil -convert xml1) to audit it")
        }
        let root = try parse(bytes, path: path, lines: document.lines)
        guard root.name == "plist", root.children.count == 1, let top = root.children.first else {
            throw InputError(path: path, line: document.lines.line(of: root.range.lowerBound), message: "not a property list: expected one value inside <plist>")
        }
        let shapeError = InputError(path: path, line: document.lines.line(of: top.range.lowerBound),
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
                throw InputError(path: path, line: lines.line(of: key.range.lowerBound), message: "not a property list: a <dict> needs <key> and value pairs")
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
                throw InputError(path: document.path, line: document.lines.line(of: child.range.lowerBound),
                                 message: "not a mapping: the list of \(category) holds a <\(child.name)>, not a <string>")
            }
            let value = try text(of: child, in: document.bytes, path: document.path, lines: document.lines)
            let (line, column) = document.position(child.content.lowerBound)
            entries.append(MappingEntry(text: value, isExclusion: false, line: line, column: column, suppressions: [],
                                        suppressionColumn: nil, comment: nil))
            slots.append(.element(run: run, element: elements.count))
            elements.append(ListElement(range: child.range, value: child.content, coding: .xml, separator: nil,
                                        ownLines: document.ownLines(of: child.range, separator: nil, comment: nil),
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
                                        ownLines: document.ownLines(of: range, separator: nil, comment: nil),
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

    /// The text of a `<key>` or `<string>`, its entities and character references decoded.
    static func text(of element: Element, in bytes: [UInt8], path: String, lines: LineIndex) throws -> String {
        guard element.children.isEmpty else {
            throw InputError(path: path, line: lines.line(of: element.range.lowerBound), message: "not a property list: <\(element.name)> holds elements")
        }
        var text = String(decoding: bytes[element.content], as: UTF8.self)
        if text.hasPrefix("<![CDATA[") && text.hasSuffix("]]>") { return String(text.dropFirst(9).dropLast(3)) }
        guard text.contains("&") else { return text }
        var result = ""
        while let ampersand = text.firstIndex(of: "&") {
            result += text[..<ampersand]
            guard let semicolon = text[ampersand...].firstIndex(of: ";") else {
                throw InputError(path: path, line: lines.line(of: element.content.lowerBound), message: "not a property list: `&` outside an entity")
            }
            let name = text[text.index(after: ampersand)..<semicolon]
            switch name {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let number = name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16) : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
                guard let number, let scalar = Unicode.Scalar(number) else {
                    throw InputError(path: path, line: lines.line(of: element.content.lowerBound), message: "not a property list: unknown entity &\(name);")
                }
                result.unicodeScalars.append(scalar)
            }
            text = String(text[text.index(after: semicolon)...])
        }
        return result + text
    }

    /// The document's root element, its comments, processing instructions and DOCTYPE skipped.
    static func parse(_ bytes: [UInt8], path: String, lines: LineIndex) throws -> Element {
        var position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var stack: [(name: String, start: Int, contentStart: Int, children: [Element])] = []
        var root: Element?
        func failure(_ message: String) -> InputError {
            InputError(path: path, line: lines.line(of: min(position, max(0, bytes.count - 1))), message: "not a property list: \(message)")
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
                stack.append((name, start, position, []))
            }
        }
        guard stack.isEmpty, let root else { throw failure(stack.isEmpty ? "no root element" : "<\(stack[stack.count - 1].name)> is not closed") }
        return root
    }
}
