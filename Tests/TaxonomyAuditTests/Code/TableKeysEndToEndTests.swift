import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// Label → value tables in each language (`Fixtures/Code/Tables/`), marked with `audit:keys` or
/// `audit:begin NAME keys`, through the real `audit` binary: the keys are the entries, with the findings
/// the same keys get in `.txt` lists; `--diff` (applied with `git apply`) and `--fix` keep each file
/// compiling with its real tool, every remaining value beside its own key, and add no element.
final class TableKeysEndToEndTests: XCTestCase {
    private struct Table {
        let name: String
        let compiler: SourceCompilers.Check?
        /// Each list read, as `category: key, key`.
        let lists: [String]
        /// Patterns whose two groups are a key and the value that stands beside it.
        let pairs: [String]
    }

    private static let quotedPair = #"["']([^"']+)["']\s*:\s*["']([^"']*)["']"#

    private let tables: [Table] = [
        Table(name: "Emoji.swift", compiler: SourceCompilers.swift,
              lists: ["animals: cat, kitten, qqpuma, dog, hamstr", "food: pizza, qqburger, bread", "animals: cat, qqtabby, qqhound"],
              pairs: [quotedPair, #"case "([^"]+)"(?:, "[^"]+")*:\s*return "([^"]*)""#]),
        Table(name: "Names.kt", compiler: SourceCompilers.kotlin,
              lists: ["toys: toy, Plush, Lego, teddy_bear", "animals: cat, qqpuma, dog", "animals: cat, qqtabby, qqhamster"],
              pairs: [#""([^"]+)" to "([^"]*)""#, #""([^"]+)"(?:, "[^"]+")* -> (\w+)"#]),
        Table(name: "weather.rs", compiler: SourceCompilers.rust,
              lists: ["weather: cloudy, qqcloud, qqatm, sunset_sunrise, qqdusk, rainbow, snow, qqhail, fog", "wet: snow, qqdrizzle, fog"],
              pairs: [#""([^"]+)"\s*(?:\|[^=]*)?=>\s*\{?\s*"([^"]*)""#, #"\("([^"]+)", (\d+)\)"#]),
        Table(name: "rules.go", compiler: SourceCompilers.go,
              lists: ["hard: brick, bricks, qqslab, table, door", "hard: brick, qqstone, qqanvil"],
              pairs: [#""([^"]+)":\s*\{(?:Name: )?"([^"]*)""#, #"case "([^"]+)"(?:, "[^"]+")*:\s*return (\d+)"#]),
        Table(name: "Labels.java", compiler: SourceCompilers.java,
              lists: ["soft: sofa, qqcushion, pillow", "toys: toy, qqyoyo, teddy_bear", "hard: brick, qqslab, door, qqgate"],
              pairs: [#""([^"]+)", "([^"]*)"[,)]"#, #"entry\("([^"]+)", (\d+)\)"#, #"case "([^"]+)"(?:, "[^"]+")* -> "([^"]*)""#]),
        Table(name: "labels.ts", compiler: SourceCompilers.typescript,
              lists: ["animals: cat, qqpuma, dog", "food: pizza, qqburger, bread", "animals: dog, qqwolf, qqlion"],
              pairs: [quotedPair, #"\["([^"]+)", "([^"]*)"\]"#, #"case "([^"]+)":\s*return "([^"]*)""#]),
        Table(name: "labels.py", compiler: SourceCompilers.python,
              lists: ["animals: cat, qqpuma, dog", "food: pizza, qqburger, qqtoast"],
              pairs: [quotedPair, #"case "([^"]+)"[^:\n]*:\s*return "([^"]*)""#]),
        // Dart: no compiler is installed; the file is read back and its pairs compared.
        Table(name: "labels.dart", compiler: nil, lists: ["animals: cat, qqpuma, dog"], pairs: [quotedPair]),
    ]

    private func copy(_ table: Table, into directory: URL) throws -> URL {
        let file = directory.appendingPathComponent(table.name)
        try Data(contentsOf: URL(fileURLWithPath: CodeFixtures.path("Tables/" + table.name))).write(to: file)
        return file
    }

    func testTheKeysAreTheEntriesAndTheValuesAreNot() throws {
        for table in tables {
            let document = try CodeFixtures.document("Tables/" + table.name)
            let lists = document.lists.map { "\($0.category): " + $0.entries.map(\.text).joined(separator: ", ") }
            XCTAssertEqual(lists, table.lists, table.name)
        }
    }

    /// The table's findings, each as its rule and the entry it quotes first, equal those of the same keys
    /// written one per line in `.txt` lists.
    func testFindingsEqualThoseOfTheKeysAsTextLists() throws {
        for table in tables {
            let tableDirectory = try TestSupport.temporaryDirectory(self)
            _ = try copy(table, into: tableDirectory)
            let textDirectory = try TestSupport.temporaryDirectory(self)
            // List N in folder N, so that two lists of one category are two files of that name.
            var paths: [String] = []
            for (number, list) in table.lists.enumerated() {
                let parts = list.components(separatedBy: ": ")
                let keys = parts[1].components(separatedBy: ", ").joined(separator: "\n") + "\n"
                paths.append("\(number)/\(parts[0]).txt")
                try TestSupport.write([paths[number]: keys], in: textDirectory)
            }
            let fromTable = try TestSupport.runAudit([table.name, "--fail-on", "never"], in: tableDirectory)
            let fromText = try TestSupport.runAudit(["--fail-on", "never"] + paths, in: textDirectory)
            XCTAssertEqual(fromTable.status, 0, "\(table.name): \(fromTable.error)")
            XCTAssertEqual(Self.ruleAndEntry(fromTable.output), Self.ruleAndEntry(fromText.output), table.name)
            XCTAssertFalse(Self.ruleAndEntry(fromTable.output).isEmpty, table.name)
        }
    }

    func testDiffAppliedKeepsEachTableCompilingWithEveryValueBesideItsKey() throws {
        for table in tables {
            let repository = try GitRepository(self)
            let file = try copy(table, into: repository.root)
            let before = try String(contentsOf: file, encoding: .utf8)
            let dead = try deadEntries(table, in: repository.root)
            let patch = try TestSupport.runAudit(["--diff", table.name], in: repository.root)
            XCTAssertEqual(patch.status, 1, "\(table.name): \(patch.error)")
            try repository.git("apply", "--whitespace=nowarn", input: patch.output)
            try assertKept(table, file: file, before: before, dead: dead)
        }
    }

    func testFixKeepsEachTableCompilingWithEveryValueBesideItsKey() throws {
        for table in tables {
            let directory = try TestSupport.temporaryDirectory(self)
            let file = try copy(table, into: directory)
            let before = try String(contentsOf: file, encoding: .utf8)
            let dead = try deadEntries(table, in: directory)
            let fix = try TestSupport.runAudit(["--fix", table.name], in: directory)
            XCTAssertNotEqual(fix.status, 2, "\(table.name): \(fix.error)")
            try assertKept(table, file: file, before: before, dead: dead, changed: false)
        }
    }

    /// A finding that would add a key says what to add; no patch adds an element to a table, where the same
    /// key in a `.txt` list gets its addition.
    func testNoPatchAddsAnElementToATable() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try Data("clothing\nbathrobe\nsofa\n".utf8).write(to: directory.appendingPathComponent("vocabulary.txt"))
        try Data("clothing\n".utf8).write(to: directory.appendingPathComponent("soft.txt"))
        let source = """
            // audit:keys soft
            let emoji: [String: String] = [
                "clothing": "👕",
            ]

            """
        try Data(source.utf8).write(to: directory.appendingPathComponent("Kinds.swift"))
        let audit = try TestSupport.runAudit(["Kinds.swift", "--vocabulary", "vocabulary.txt"], in: directory)
        XCTAssertTrue(audit.output.contains(#"warning: [missing-label] "bathrobe" is not mapped but belongs in soft"#), audit.output)
        let text = try TestSupport.runAudit(["soft.txt", "--vocabulary", "vocabulary.txt", "--diff"], in: directory)
        XCTAssertTrue(text.output.contains("\n+bathrobe\n"), text.output)
        let table = try TestSupport.runAudit(["Kinds.swift", "--vocabulary", "vocabulary.txt", "--diff"], in: directory)
        XCTAssertEqual(table.output, "", table.output)
    }

    // MARK: - Helpers

    /// Each finding of a text report as `rule "entry"` (its first quoted word), sorted.
    private static func ruleAndEntry(_ report: String) -> [String] {
        report.components(separatedBy: "\n").compactMap { line -> String? in
            guard let open = line.range(of: "] \""), let rule = line.range(of: "[") else { return nil }
            let rest = line[open.upperBound...]
            guard let close = rest.firstIndex(of: "\"") else { return nil }
            return line[rule.lowerBound..<open.upperBound] + rest[..<close] + "\""
        }.sorted()
    }

    /// The dead entries the audit reports in the table.
    private func deadEntries(_ table: Table, in directory: URL) throws -> Set<String> {
        let audit = try TestSupport.runAudit([table.name, "--fail-on", "never"], in: directory)
        return Set(Self.ruleAndEntry(audit.output).filter { $0.hasPrefix("[dead-entry]") }.map {
            String($0.dropFirst("[dead-entry] \"".count).dropLast())
        })
    }

    /// The table at `file` compiles; its pairs are those of `before` in order, less some removed, each value
    /// beside its own key or beside the replacement of a dead one; with `changed`, something was removed or replaced.
    private func assertKept(_ table: Table, file: URL, before: String, dead: Set<String>, changed: Bool = true,
                            line: UInt = #line) throws {
        let after = try String(contentsOf: file, encoding: .utf8)
        let (old, new) = (pairs(table, before), pairs(table, after))
        XCTAssertFalse(old.isEmpty, table.name, line: line)
        var remaining = old[...]
        for pair in new {
            guard let match = remaining.firstIndex(where: { $0.value == pair.value && ($0.key == pair.key || dead.contains($0.key)) }) else {
                XCTFail("\(table.name): \(pair.key) → \(pair.value) is no pair of the original:\n\(after)", line: line)
                break
            }
            remaining = remaining[(match + 1)...]
        }
        if changed { XCTAssertNotEqual(new.map(\.key), old.map(\.key), "\(table.name) is edited", line: line) }
        XCTAssertNotNil(try? CodeFixtures.document(named: table.name, after), "\(table.name) reads back:\n\(after)", line: line)
        guard let compiler = table.compiler else { return }
        let scratch = file.deletingLastPathComponent().appendingPathComponent("out")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let result = try SourceCompilers.run(compiler, on: file, scratch: scratch)
        XCTAssertEqual(result.status, 0, "\(compiler.tool) refused the edited \(table.name):\n\(result.error)\(result.output)\n\(after)", line: line)
    }

    /// The key → value pairs `table`'s patterns find in `text`, in the order they stand.
    private func pairs(_ table: Table, _ text: String) -> [(key: String, value: String)] {
        let whole = NSRange(text.startIndex..., in: text)
        var found: [(offset: Int, key: String, value: String)] = []
        for pattern in table.pairs {
            guard let expression = try? NSRegularExpression(pattern: pattern) else {
                XCTFail("bad pattern \(pattern)")
                continue
            }
            for match in expression.matches(in: text, range: whole) {
                guard let key = Range(match.range(at: 1), in: text), let value = Range(match.range(at: 2), in: text) else { continue }
                found.append((match.range.location, String(text[key]), String(text[value])))
            }
        }
        return found.sorted { $0.offset < $1.offset }.map { ($0.key, $0.value) }
    }
}
