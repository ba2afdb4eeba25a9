/// Reads lists from a JSON file of one of three shapes: an object of arrays (category → entries), an
/// array (the category is the file name) or an object of strings (identifier → category). Positions are
/// those of the string values; any other shape is an input error naming the line.
enum JSONListReader {
    static func read(path: String, bytes: [UInt8]) throws -> EmbeddedListDocument {
        var document = EmbeddedListDocument(path: path, bytes: bytes, lineComment: nil)
        let root: JSONNode
        do {
            root = try JSONReader.node(bytes)
        } catch {
            throw AuditError(path: path, line: document.lines.line(of: min(error.offset, max(0, bytes.count - 1))),
                             message: "invalid JSON: \(error.problem)")
        }
        let fileCategory = category(ofPath: path)
        switch root {
        case .array(let items, let range):
            try addList(items, category: fileCategory, line: document.lines.line(of: range.lowerBound), open: range.lowerBound, to: &document)
        case .object(let members, _):
            // The first value decides the shape; a value of another kind is an error at its line.
            if let first = members.first, case .array = first.value {
                var keys: [(list: Int, line: Int, column: Int)] = []
                for member in members {
                    guard case .array(let items, let range) = member.value else {
                        throw AuditError(path: path, line: document.lines.line(of: member.value.range.lowerBound),
                                         message: "not a mapping: an object's values must be all arrays (category → entries) or all strings (identifier → category)")
                    }
                    try addList(items, category: member.key, line: document.lines.line(of: member.keyRange.lowerBound), open: range.lowerBound,
                                to: &document)
                    let (line, column) = document.position(member.keyRange.lowerBound)
                    keys.append((document.lists.count - 1, line, column))
                }
                document.keepLastOfRepeatedCategories(keys)
            } else {
                try addDictionary(members, to: &document)
            }
        default:
            throw AuditError(path: path, line: document.lines.line(of: root.range.lowerBound),
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

    private static func addList(_ items: [JSONNode.Element], category: String, line: Int, open: Int,
                                to document: inout EmbeddedListDocument) throws {
        var elements: [ListElement] = []
        var entries: [MappingEntry] = []
        var slots: [EntrySlot] = []
        let run = document.runs.count
        for item in items {
            guard case .string(let value, let range) = item.node else {
                throw AuditError(path: document.path, line: document.lines.line(of: item.node.range.lowerBound),
                                 message: "not a mapping: the list of \(category) holds something other than a string")
            }
            let (line, column) = document.position(range.lowerBound)
            entries.append(MappingEntry(text: value, isExclusion: false, line: line, column: column, suppressions: [],
                                        suppressionColumn: nil, comment: nil))
            slots.append(.element(run: run, element: elements.count))
            elements.append(ListElement(range: range, value: (range.lowerBound + 1)..<(range.upperBound - 1), coding: .json, separator: item.comma,
                                        ownLines: document.ownLines(of: range, line: line, separator: item.comma, comment: nil),
                                        identifier: value, category: category))
        }
        document.runs.append(ListRun(elements: elements, separator: ",", isEditable: true, isKeyed: false,
                                     emptyInsertion: open + 1, emptyCoding: .json))
        document.lists.append(EmbeddedList(category: category, line: line, entries: entries, slots: slots, insertionRun: run,
                                           exclusionInsertion: nil))
    }

    private static func addDictionary(_ members: [JSONNode.Member], to document: inout EmbeddedListDocument) throws {
        var elements: [ListElement] = []
        var lists: [String: (entries: [MappingEntry], slots: [EntrySlot])] = [:]
        var order: [String] = []
        let run = document.runs.count
        for member in members {
            guard case .string(let category, _) = member.value else {
                throw AuditError(path: document.path, line: document.lines.line(of: member.value.range.lowerBound),
                                 message: "not a mapping: an object's values must be all arrays (category → entries) or all strings (identifier → category)")
            }
            let identifier = member.key, keyRange = member.keyRange
            let content = (keyRange.lowerBound + 1)..<(keyRange.upperBound - 1)
            let (line, column) = document.position(keyRange.lowerBound)
            if lists[category] == nil { order.append(category); lists[category] = ([], []) }
            lists[category]?.entries.append(MappingEntry(text: identifier, isExclusion: false, line: line, column: column,
                                                         suppressions: [], suppressionColumn: nil, comment: nil))
            lists[category]?.slots.append(.element(run: run, element: elements.count))
            let range = keyRange.lowerBound..<member.value.range.upperBound
            elements.append(ListElement(range: range, value: content, coding: .json, separator: member.comma,
                                        ownLines: document.ownLines(of: range, line: line, separator: member.comma, comment: nil),
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
}
