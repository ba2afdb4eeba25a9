import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// Mapping sources made up by a seeded generator, on which a rule is compared with a plain version of it:
/// text lists (comments, blank lines, indentation, `!x` exclusions) in several folders, and Swift files whose
/// marked lists stand in the arms of `#if` conditionals (nested too) or after them, several on one line or
/// one element a line. Words come from a small pool, so texts repeat within lists, across lists and across
/// categories.
enum GeneratedMappings {
    static let categories = ["soft", "hard", "pets", "food", "misc"]
    private static let folders = ["mappings", "android", "ios", "web"]

    /// About `entries` entries in 1 to 6 sources of up to `categoryCount` categories, written with `words`.
    static func sources(_ random: inout SplitMix64, words: [String], entries: Int,
                        categoryCount: Int = categories.count) throws -> [any MappingSource] {
        let categories = Array(Self.categories.prefix(max(1, categoryCount)))
        let sourceCount = Int.random(in: 1...6, using: &random)
        var sources: [any MappingSource] = []
        var paths = Set<String>()
        for number in 0..<sourceCount {
            let size = sourceCount == 1 ? entries : Int.random(in: 0...max(0, 2 * entries / sourceCount), using: &random)
            let category = categories.randomElement(using: &random)!
            let folder = folders.randomElement(using: &random)!
            if Int.random(in: 0..<10, using: &random) < 7, paths.insert("\(folder)/\(category).txt").inserted {
                sources.append(try TestSupport.mapping(category, textList(&random, words: words, entries: size), directory: folder))
            } else {
                let path = "\(folder)/Labels\(number).swift"
                paths.insert(path)
                let (text, lists, count) = swiftFile(&random, words: words, categories: categories, entries: max(1, size))
                guard let source = try EmbeddedSource(path: path, data: Data(text.utf8), listed: true) else {
                    throw AuditError.input(path: path, line: nil, message: "the generated file is not read as a source")
                }
                // The generator's own check: the file reads as the lists and entries it was written with.
                guard source.lists.count == lists, source.entries.count == count else {
                    throw AuditError.input(path: path, line: nil, message: "read \(source.lists.count) lists of \(source.entries.count) entries, "
                                           + "written \(lists) of \(count):\n\(text)")
                }
                sources.append(source)
            }
        }
        return sources
    }

    /// A text list of `entries` entries, a sixth of them exclusions.
    static func textList(_ random: inout SplitMix64, words: [String], entries: Int) -> String {
        var text = Bool.random(using: &random) ? "# generated\n" : ""
        for _ in 0..<entries {
            if Int.random(in: 0..<12, using: &random) == 0 { text += "\n" }
            if Int.random(in: 0..<20, using: &random) == 0 { text += "# a comment\n" }
            let indent = Int.random(in: 0..<8, using: &random) == 0 ? "  " : ""
            let bang = Int.random(in: 0..<6, using: &random) == 0 ? "!" : ""
            let note = Int.random(in: 0..<10, using: &random) == 0 ? "   # why" : ""
            text += indent + bang + words.randomElement(using: &random)! + note + "\n"
        }
        return text
    }

    /// A Swift file of marked lists, some in arms of conditionals: its text, and how many lists and entries it holds.
    static func swiftFile(_ random: inout SplitMix64, words: [String], categories: [String],
                          entries: Int) -> (text: String, lists: Int, entries: Int) {
        var text = "import Foundation\n\n", lists = 0, written = 0
        var open: [Bool] = []  // for each open conditional, innermost last: whether its `#else` is written
        func list(_ count: Int, _ random: inout SplitMix64) {
            let category = categories.randomElement(using: &random)!
            let elements = (0..<count).map { _ in "\"" + words.randomElement(using: &random)! + "\"" }
            text += "// audit:category \(category)\n"
            if Bool.random(using: &random) {
                text += "let list\(lists): Set<String> = [\(elements.joined(separator: ", "))]\n"
            } else {
                text += "let list\(lists): [String] = [\n" + elements.map { "    \($0),\n" }.joined() + "]\n"
            }
            lists += 1
            written += count
        }
        while written < entries || !open.isEmpty {
            switch Int.random(in: 0..<6, using: &random) {
            case 0 where written < entries && open.count < 2:
                text += "#if os(iOS)\n"
                open.append(false)
            case 1 where open.last == false:
                let isElse = Bool.random(using: &random)
                text += isElse ? "#else\n" : "#elseif os(macOS)\n"
                open[open.count - 1] = isElse
            case 2 where !open.isEmpty && (written >= entries || Bool.random(using: &random)):
                text += "#endif\n"
                open.removeLast()
            default:
                guard written < entries else { continue }
                list(min(entries - written, Int.random(in: 1...12, using: &random)), &random)
            }
        }
        return (text, lists, written)
    }
}

/// What a comparison of a rule with a plain version of it looks at in a finding: everything a report shows
/// of it, and its fixes.
struct ComparedFinding: Equatable, CustomStringConvertible {
    let rule: RuleID, severity: Severity, category: String, subject: String, location: String, message: String
    let fixes: [Fix]

    init(_ finding: Finding) {
        self.init(rule: finding.rule, severity: finding.severity, category: finding.category, subject: finding.subject,
                  location: finding.location.description, message: finding.message, fixes: finding.fixes)
    }

    init(rule: RuleID, severity: Severity, category: String, subject: String, location: String, message: String, fixes: [Fix]) {
        (self.rule, self.severity, self.category, self.subject, self.location, self.message, self.fixes)
            = (rule, severity, category, subject, location, message, fixes)
    }

    var description: String { "\(location) \(message) [\(fixes.map { "\($0.title): \($0.edits.map(\.description.text))" })]" }

    /// Fails at the first finding `actual` (the rule's) and `expected` (the reference's) differ in.
    static func assertEqual(_ actual: [ComparedFinding], _ expected: [ComparedFinding], _ note: String, file: StaticString, line: UInt) {
        guard let index = (0..<max(actual.count, expected.count)).first(where: {
            $0 >= actual.count || $0 >= expected.count || actual[$0] != expected[$0]
        }) else { return }
        XCTFail("\(note): \(actual.count) findings, the reference \(expected.count); first difference at \(index):\n"
                + "rule:      \(index < actual.count ? actual[index].description : "none")\n"
                + "reference: \(index < expected.count ? expected[index].description : "none")", file: file, line: line)
    }
}
