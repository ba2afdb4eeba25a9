import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// The real `audit` binary on the source, JSON and property-list fixtures: findings at the entry's file,
/// line and column; `--fix` edits the list in place and the result still compiles with the language's
/// tool; `--diff` shows that edit among the default answers and writes nothing; a directory scan reads marked sources only.
final class CodeEndToEndTests: XCTestCase {
    /// Each fixture, its misspelled entry's finding, the text `--fix` writes in its place, and its checker.
    private let cases: [(name: String, finding: String, fixed: String, compiler: SourceCompilers.Check?)] = [
        ("SurfaceLookup.swift", #"SurfaceLookup.swift:14:9: error: [dead-entry] "pilow""#, #""pillow": .soft,"#, SourceCompilers.swift),
        ("LabelSwitch.swift", #"LabelSwitch.swift:9:20: error: [dead-entry] "curtian""#, #"case "pillow", "curtain", "sofa":"#, SourceCompilers.swift),
        ("SoftSurfaces.kt", #"SoftSurfaces.kt:10:9: error: [dead-entry] "curtian""#, #""curtain", // hung"#, SourceCompilers.kotlin),
        ("hardLabels.ts", #"hardLabels.ts:6:3: error: [dead-entry] "windw""#, "  'window',\n", SourceCompilers.typescript),
        ("soft_labels.py", #"soft_labels.py:8:5: error: [dead-entry] "pilow""#, "    'pillow',\n", SourceCompilers.python),
        ("echo.rs", #"echo.rs:26:56: error: [dead-entry] "chiar""#, ##"r#"table"#, "chair"]"##, SourceCompilers.rust),
        ("hard_labels.go", #"hard_labels.go:9:2: error: [dead-entry] "windw""#, "\t\"window\", // one letter short", SourceCompilers.go),
        ("SoftLabels.java", #"SoftLabels.java:12:9: error: [dead-entry] "curtian""#, "        \"curtain\",\n", SourceCompilers.java),
        ("soft_labels.dart", #"soft_labels.dart:7:3: error: [dead-entry] "pilow""#, "  'pillow',\n", nil),
        ("hard.json", #"hard.json:1:33: error: [dead-entry] "windw""#, #", "window"]"#, SourceCompilers.json),
        ("labels.json", #"labels.json:3:3: error: [dead-entry] "pilow""#, #""pillow": "soft","#, SourceCompilers.json),
    ]

    func testFindingsPointAtTheLiteralAndFixesKeepEachFixtureCompiling() throws {
        for item in cases {
            let directory = try TestSupport.temporaryDirectory(self)
            let file = directory.appendingPathComponent(item.name)
            let original = try Data(contentsOf: URL(fileURLWithPath: CodeFixtures.path(item.name)))
            try original.write(to: file)
            let audit = try TestSupport.runAudit([item.name], in: directory)
            XCTAssertEqual(audit.status, 1, "\(item.name): \(audit.error)")
            XCTAssertTrue(audit.output.contains(item.finding), "\(item.name):\n\(audit.output)")

            let diff = try TestSupport.runAudit(["--diff", item.name], in: directory)
            let added = diff.output.components(separatedBy: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }
            XCTAssertTrue(added.contains { $0.contains(item.fixed.trimmingCharacters(in: .whitespacesAndNewlines)) }, "\(item.name):\n\(diff.output)")
            XCTAssertEqual(try Data(contentsOf: file), original, "--diff writes nothing")

            let fix = try TestSupport.runAudit(["--fix", item.name], in: directory)
            XCTAssertNotEqual(fix.status, 2, "\(item.name): \(fix.error)")
            let fixed = try String(contentsOf: file, encoding: .utf8)
            XCTAssertTrue(fixed.contains(item.fixed), "\(item.name):\n\(fixed)")
            XCTAssertFalse(try TestSupport.runAudit([item.name], in: directory).output.contains(item.finding), "\(item.name) is fixed")
            // Apart from the fixed entry, every line is as it was.
            let before = String(decoding: original, as: UTF8.self).components(separatedBy: "\n")
            let after = fixed.components(separatedBy: "\n")
            XCTAssertEqual(before.count, after.count, item.name)
            XCTAssertEqual(zip(before, after).filter { $0 != $1 }.count, 1, "\(item.name): one line changes")
            guard let compiler = item.compiler else { continue }
            let scratch = directory.appendingPathComponent("out")
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            let result = try SourceCompilers.run(compiler, on: file, scratch: scratch)
            XCTAssertEqual(result.status, 0, "\(compiler.tool) refused the fixed \(item.name):\n\(result.error)")
        }
    }

    func testSkippedStringsOfAMarkedSetAreNotesAtTheirQuotes() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let name = "SkippedLabels.swift"
        try Data(contentsOf: URL(fileURLWithPath: CodeFixtures.path(name))).write(to: directory.appendingPathComponent(name))
        let audit = try TestSupport.runAudit([name], in: directory)
        XCTAssertEqual(audit.status, 0, audit.error)
        let notes = audit.output.components(separatedBy: "\n").filter { $0.contains("[skipped-entry]") }
        XCTAssertEqual(notes, [
            "SkippedLabels.swift:11:13: note: [skipped-entry] this string holds an interpolation, so it is not an entry",
            "SkippedLabels.swift:12:13: note: [skipped-entry] this element is not a plain string literal (a concatenation or an expression), so it is not an entry",
        ], audit.output)
    }

    func testPropertyListAndJSONObjectOfArraysWhenNamed() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        for name in ["Surfaces.plist", "surfaces.json"] {
            try Data(contentsOf: URL(fileURLWithPath: CodeFixtures.path(name))).write(to: directory.appendingPathComponent(name))
        }
        let plist = try TestSupport.runAudit(["Surfaces.plist"], in: directory)
        XCTAssertTrue(plist.output.contains(#"Surfaces.plist:9:11: error: [dead-entry] "cotton""#), plist.output)
        let json = try TestSupport.runAudit(["surfaces.json", "--rule", "missing-label=off"], in: directory)
        XCTAssertTrue(json.output.contains(#"surfaces.json:7:29: error: [dead-entry] "windw""#), json.output)
        XCTAssertTrue(try TestSupport.runAudit(["--fix", "surfaces.json"], in: directory).status != 2)
        XCTAssertTrue(try String(contentsOf: directory.appendingPathComponent("surfaces.json"), encoding: .utf8)
            .contains(#""hard": ["brick", "door", "window"]"#))
        // A directory scan never reads JSON or property lists.
        let scan = try TestSupport.runAudit(["."], in: directory)
        XCTAssertEqual(scan.status, 2)
        XCTAssertTrue(scan.error.contains("directory has no mapping files"), scan.error)
    }

    func testADirectoryScanReadsMarkedSourcesAtAnyDepth() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write([
            "App/Sources/Lookup/SurfaceLookup.swift": String(decoding: try CodeFixtures.bytes("SurfaceLookup.swift"), as: UTF8.self),
            "App/Sources/Plain.swift": "let greeting = \"hello\"\n",
            "node_modules/dep/labels.ts": "// audit:category hard\nexport const h = ['windw'];\n",
            "package.json": "[\"windw\"]\n",
            "App/Info.plist": "<plist><array><string>windw</string></array></plist>\n",
        ], in: directory)
        let result = try TestSupport.runAudit([".", "--rule", "missing-label=off"], in: directory)
        XCTAssertEqual(result.status, 1, result.error)
        XCTAssertTrue(result.output.contains(#"App/Sources/Lookup/SurfaceLookup.swift:14:9: error: [dead-entry] "pilow""#), result.output)
        XCTAssertFalse(result.output.contains("windw"), result.output)
    }

    func testBadInputIsExitTwoNamingFileAndLine() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write([
            "open.swift": "// audit:category soft\nlet s = [\n    \"sofa,\n]\n",
            "stray.kt": "val x = 1\n// audit:end\n",
            "shape.json": "{\"soft\": [\"sofa\"], \"hard\": \"brick\"}\n",
        ], in: directory)
        for (name, message) in [("open.swift", "open.swift:3: unterminated string literal"), ("stray.kt", "stray.kt:2: audit:end without audit:begin"),
                                ("shape.json", "shape.json:1: not a mapping")] {
            let result = try TestSupport.runAudit([name], in: directory)
            XCTAssertEqual(result.status, 2, name)
            XCTAssertTrue(result.error.contains(message), "\(name): \(result.error)")
        }
    }
}
