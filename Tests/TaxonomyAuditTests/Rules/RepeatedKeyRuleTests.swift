import TestSupport
import XCTest
@testable import TaxonomyAudit

/// A key repeated in one dictionary literal or JSON object is one `repeated-key` error, read as its last copy
/// only (never two mappings), and no patch writes a key twice.
final class RepeatedKeyRuleTests: XCTestCase {
    private func findings(_ name: String, _ text: String) throws -> [Finding] {
        try TestSupport.audit([(name, text)], vocabulary: FixtureVocabulary.vocabulary).filter { $0.rule != .missingLabel }
    }

    func testAKeyRepeatedInAPythonDictionaryIsAnErrorAndOnlyTheLastIsRead() throws {
        let found = try findings("p.py", "# audit:categories\nSURF = {\"sofa\": \"soft\", \"brick\": \"hard\", \"sofa\": \"hard\"}\n")
        XCTAssertEqual(found.map { "\($0.rule.rawValue) \($0.line ?? 0):\($0.column ?? 0) \($0.message)" }, [
            "repeated-key 2:42 \"sofa\" is already a key of this dictionary at line 2; only the last one is read: keep one copy",
        ], "no conflict: a dictionary maps a key once")
        let source = try XCTUnwrap(try MappingFormat.named("p.py").read(path: "p.py", data: Data("# audit:categories\nSURF = {\"sofa\": \"soft\", \"brick\": \"hard\", \"sofa\": \"hard\"}\n".utf8), listed: false))
        XCTAssertEqual(source.lists.map { "\($0.category): \($0.entries.map(\.text))" }, ["soft: []", "hard: [\"brick\", \"sofa\"]"])
    }

    func testSwiftAndGoSayTheAppDoesNotRun() throws {
        let swift = try findings("s.swift", "// audit:categories\nlet surf: [String: String] = [\"sofa\": \"soft\", \"sofa\": \"soft\"]\n")
        XCTAssertEqual(swift.map(\.rule), [.repeatedKey], "an error, not a duplicate warning that --fail-on error passes")
        XCTAssertTrue(swift.first?.message.contains("Swift traps at launch") ?? false)
        let go = try findings("m.go", "package main\n\n// audit:category soft\nvar soft = map[string]bool{\n\t\"sofa\": true,\n\t\"sofa\": false,\n}\n")
        XCTAssertEqual(go.map { "\($0.rule.rawValue) \($0.line ?? 0)" }, ["repeated-key 6"])
        XCTAssertTrue(go.first?.message.contains("Go does not compile") ?? false)
    }

    func testAKeyRepeatedInAJSONObjectIsAnError() throws {
        let found = try findings("surface.json", "{\"sofa\": \"soft\", \"brick\": \"hard\", \"sofa\": \"hard\"}\n")
        XCTAssertEqual(found.map { "\($0.rule.rawValue) \($0.line ?? 0):\($0.column ?? 0)" }, ["repeated-key 1:35"])
    }

    /// A category written twice as a key: only its last list is read.
    func testACategoryKeyRepeatedInAnObjectOfListsIsAnError() throws {
        let json = try findings("lists.json", "{\"soft\": [\"pillow\"],\n \"hard\": [\"brick\"],\n \"soft\": [\"sofa\"]}\n")
        XCTAssertEqual(json.map { "\($0.rule.rawValue) \($0.line ?? 0):\($0.column ?? 0) \($0.subject)" }, ["repeated-key 3:2 soft"])
        let python = try findings("g.py", "# audit:categories\nGROUPS = {\"soft\": [\"pillow\", \"sofa\"], \"soft\": [\"sofa\"]}\n")
        XCTAssertEqual(python.map { "\($0.rule.rawValue) \($0.line ?? 0):\($0.column ?? 0) \($0.subject)" }, ["repeated-key 2:39 soft"],
                       "no duplicate: the first list is never read")
    }

    func testAPlainListRepeatIsStillADuplicate() throws {
        XCTAssertEqual(try findings("l.py", "# audit:category soft\nSOFT = [\"sofa\", \"sofa\"]\n").map(\.rule), [.duplicate])
    }

    /// Two dead keys whose one correction is the same identifier: the patch corrects one, never both.
    func testNoPatchWritesAKeyTwice() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let swift = "enum Surface { case soft, hard }\n// audit:categories\nlet surf: [String: Surface] = [\"Sofas\": .soft, \"sofas\": .hard, \"pillow\": .soft]\n"
        let go = "package main\n\n// audit:categories\nvar surf = map[string]string{\n\t\"Sofas\": \"soft\",\n\t\"sofas\": \"hard\",\n\t\"pillow\": \"soft\",\n}\n"
        try TestSupport.write(["d2.swift": swift, "mp.go": go], in: directory)
        let diff = try TestSupport.runAudit(["--diff", "d2.swift", "mp.go"], in: directory)
        XCTAssertEqual(diff.status, 1, diff.error)
        XCTAssertTrue(diff.output.contains("+let surf: [String: Surface] = [\"sofa\": .soft, \"sofas\": .hard, \"pillow\": .soft]\n"), diff.output)
        XCTAssertTrue(diff.output.contains("-\t\"Sofas\": \"soft\",\n+\t\"sofa\": \"soft\",\n \t\"sofas\": \"hard\",\n"), diff.output)
        _ = try TestSupport.runAudit(["--fix", "d2.swift", "mp.go"], in: directory)
        for name in ["d2.swift", "mp.go"] {
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            XCTAssertEqual(text.components(separatedBy: "\"sofa\"").count - 1, 1, "\(name): \(text)")
        }
    }
}
