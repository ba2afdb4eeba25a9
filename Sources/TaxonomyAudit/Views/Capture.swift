import CategoryMapping
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One recorded classifier output: the observations of one photo as published, with the category the
/// photo should get when the file says (`"expected"`).
struct Capture: Equatable {
    let path: String
    /// The line of a JSON Lines file; nil for a file holding one capture.
    let line: Int?
    /// In the order recorded.
    let observations: [Observation]
    /// The expected categories (one for a string, several for a list), or nil when not given.
    let expected: [String]?
    /// Whether `expected` was written as a list.
    let expectedIsList: Bool

    /// The captures of the file at `path`: one JSON object (`Tests/Captures/*.json`), or JSON Lines, one
    /// capture a line (blank lines skipped). A malformed capture is an input error naming file and line.
    static func load(path: String) throws -> [Capture] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(path: path, line: nil, message: FileType(path) == .directory ? "is a directory, not a capture file" : "no such file")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw InputError(path: path, line: nil, message: "not UTF-8 text") }
        let isLines = path.hasSuffix(".jsonl") || path.hasSuffix(".ndjson")
        if !isLines, let object = try? JSONReader.read(data, containerOnly: true) {
            return [try capture(object, path: path, line: nil)]
        }
        var captures: [Capture] = []
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let trimmed = line.trimmingWhitespaceAndNewlines()
            guard !trimmed.isEmpty else { continue }
            guard let object = try? JSONReader.read(trimmed.utf8, containerOnly: true) else {
                throw InputError(path: path, line: number, message: isLines || number > 1 || captures.count > 0
                                 ? "not a JSON object" : "not valid JSON (one capture object, or JSON Lines)")
            }
            captures.append(try capture(object, path: path, line: number))
        }
        guard !captures.isEmpty else { throw InputError(path: path, line: nil, message: "holds no capture") }
        return captures
    }

    private static func capture(_ object: JSONInput, path: String, line: Int?) throws -> Capture {
        func problem(_ message: String) -> InputError { InputError(path: path, line: line, message: message) }
        guard let object = object.object else { throw problem("a capture must be a JSON object") }
        guard let list = object["observations"]?.array else {
            throw problem("a capture needs `observations`: a list of {\"identifier\", \"confidence\"}")
        }
        var observations: [Observation] = []
        for (index, item) in list.enumerated() {
            guard let item = item.object, let identifier = item["identifier"]?.string, let confidence = item["confidence"]?.number else {
                throw problem("observation \(index + 1) needs a string `identifier` and a number `confidence`")
            }
            observations.append(Observation(identifier: identifier, confidence: Float(confidence)))
        }
        var expected: [String]?
        var isList = false
        switch object["expected"] {
        case nil, .null: break
        case .string(let category): expected = [category]
        case .array(let categories):
            let strings = categories.compactMap(\.string)
            guard strings.count == categories.count else { throw problem("`expected` must be a category or a list of categories") }
            expected = strings.sorted()
            isList = true
        default: throw problem("`expected` must be a category or a list of categories")
        }
        return Capture(path: path, line: line, observations: observations, expected: expected, expectedIsList: isList)
    }
}
