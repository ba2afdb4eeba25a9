import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// Each fixture edited as `--fix` and `--suggest` would (a misspelling replaced, a dead entry removed,
/// an identifier added, an exclusion written where the format has comments) still compiles or parses with
/// the language's real tool, reads back to the lists the edits meant, and matches its snapshot byte for
/// byte (`Fixtures/Golden/Code/`). A broken copy is refused by the same tool, so the check can fail.
final class CodeCompileTests: XCTestCase {
    private func check(_ name: String, with compiler: SourceCompilers.Check?, _ edits: [MappingEdit], readsBack expected: [String],
                       file: StaticString = #filePath, line: UInt = #line) throws {
        let document = try CodeFixtures.document(name)
        for edit in edits {
            XCTAssertNil(document.refusal(of: edit), "\(edit)", file: file, line: line)
        }
        let edited = try document.rendering(edits)
        try TestSupport.assertSnapshot(edited, named: "Code/" + name, file: file, line: line)
        XCTAssertEqual(CodeFixtures.summary(try CodeFixtures.document(named: name, edited)), expected, file: file, line: line)
        guard let compiler else { return }
        let (target, scratch) = try assertCompiles(edited, named: name, with: compiler, file: file, line: line)
        // The same tool refuses the file with its list left open, so a pass above means something.
        guard compiler.tool != "kotlinc" else { return }
        let closing = try XCTUnwrap(edited.range(of: compiler.tool == "python3" && name.hasSuffix(".plist") ? "</array>" : lastClosing(of: name),
                                                 options: .backwards), file: file, line: line)
        try Data(edited.replacingCharacters(in: closing, with: "").utf8).write(to: target)
        XCTAssertNotEqual(try SourceCompilers.run(compiler, on: target, scratch: scratch).status, 0,
                          "\(compiler.tool) accepted a broken \(name)", file: file, line: line)
    }

    private func lastClosing(of name: String) -> String {
        name == "hard.json" ? "]" : name.hasSuffix(".json") ? "}" : name.hasSuffix(".py") ? "})" : name.hasSuffix(".go") ? "}" : name.hasSuffix(".rs") ? "]" : ")"
    }

    func testSwiftDictionaryAndSet() throws {
        try check("SurfaceLookup.swift", with: SourceCompilers.swift, [
            .replace(EntryPosition(line: 14, column: 9), identifier: "pillow"), .delete(EntryPosition(line: 18, column: 9)),
            .add(category: "soft", identifier: "stuffed_animals", isExclusion: false), .add(category: "soft", identifier: "clothing", isExclusion: true),
            .delete(EntryPosition(line: 28, column: 35)),
        ], readsBack: [
            "soft: sofa@13:9, pillow@14:9, curtain@15:9",
            "hard: brick@16:9, door@17:9",
            "soft: bathrobe@24:9, textile@25:10, couch@27:9, stuffed_animals@28:9, !clothing@29:26",
        ])
    }

    func testSwiftSwitch() throws {
        try check("LabelSwitch.swift", with: SourceCompilers.swift, [
            .replace(EntryPosition(line: 9, column: 20), identifier: "curtain"), .delete(EntryPosition(line: 9, column: 31)),
            .add(category: "soft", identifier: "bathrobe", isExclusion: false), .add(category: "soft", identifier: "structure", isExclusion: true),
        ], readsBack: ["soft: pillow@9:10, curtain@9:20, bathrobe@9:31, stuffed_animals@11:10, !structure@13:22"])
    }

    func testKotlinSetAndMap() throws {
        try check("SoftSurfaces.kt", with: SourceCompilers.kotlin, [
            .replace(EntryPosition(line: 10, column: 9), identifier: "curtain"), .delete(EntryPosition(line: 12, column: 9)),
            .add(category: "soft", identifier: "textile", isExclusion: false), .add(category: "HARD", identifier: "fence", isExclusion: false),
            .delete(EntryPosition(line: 20, column: 9)), .add(category: "soft", identifier: "structure", isExclusion: true),
        ], readsBack: [
            "soft: bathrobe@9:9, curtain@10:9, pillow@11:9, textile@12:9, !structure@13:26",
            "HARD: brick@19:9, door@20:9, fence@21:9",
        ])
    }

    func testTypeScriptSet() throws {
        try check("hardLabels.ts", with: SourceCompilers.typescript, [
            .delete(EntryPosition(line: 6, column: 3)), .add(category: "hard", identifier: "window", isExclusion: false),
            .add(category: "hard", identifier: "structure", isExclusion: true),
        ], readsBack: ["hard: brick@3:3, door@4:3, fence@5:3, stairs@6:3, window@7:3, !structure@8:20"])
    }

    func testJavaScriptRegionAndArray() throws {
        try check("softLabels.js", with: SourceCompilers.javascript, [
            .delete(EntryPosition(line: 10, column: 24)), .add(category: "hard", identifier: "stairs", isExclusion: false),
            .replace(EntryPosition(line: 5, column: 42), identifier: "pillow"),
        ], readsBack: ["soft: pillow@5:20, pillow@5:42", "hard: brick@10:15, fence@10:24, stairs@10:33"])
    }

    func testPythonFrozenset() throws {
        try check("soft_labels.py", with: SourceCompilers.python, [
            .replace(EntryPosition(line: 8, column: 5), identifier: "pillow"), .delete(EntryPosition(line: 10, column: 6)),
            .add(category: "soft", identifier: "curtain", isExclusion: false), .add(category: "soft", identifier: "structure", isExclusion: true),
        ], readsBack: ["soft: bathrobe@7:5, curtain@8:5, pillow@9:5, sofa@10:5, !structure@14:21"])
    }

    func testRustMatchArmsAndSlice() throws {
        try check("echo.rs", with: SourceCompilers.rust, [
            .delete(EntryPosition(line: 18, column: 18)), .replace(EntryPosition(line: 26, column: 56), identifier: "chair"),
            .add(category: "hard", identifier: "fence", isExclusion: false), .delete(EntryPosition(line: 14, column: 9)),
        ], readsBack: [
            "hard: door@14:9, rocks@14:18, stairs@15:9",
            "soft: sofa@18:9",
            "hard: bench@26:35, table@26:46, chair@26:56, fence@26:65",
        ])
    }

    func testGoSliceAndMap() throws {
        try check("hard_labels.go", with: SourceCompilers.go, [
            .replace(EntryPosition(line: 9, column: 2), identifier: "window"), .delete(EntryPosition(line: 7, column: 2)),
            .delete(EntryPosition(line: 16, column: 2)), .add(category: "soft", identifier: "pillow", isExclusion: false),
            .add(category: "hard", identifier: "structure", isExclusion: true),
        ], readsBack: ["hard: brick@6:2, fence@7:2, window@8:2, !structure@9:19", "soft: sofa@15:2, pillow@17:2", "hard: table@16:2"])
    }

    func testJavaListOf() throws {
        try check("SoftLabels.java", with: SourceCompilers.java, [
            .delete(EntryPosition(line: 13, column: 9)), .replace(EntryPosition(line: 12, column: 9), identifier: "curtain"),
            .add(category: "soft", identifier: "pillow", isExclusion: false),
        ], readsBack: ["soft: bathrobe@11:9, curtain@12:9, pillow@13:9"])
    }

    /// No Dart compiler can be installed here: the snapshot and the reading back stand in.
    func testDartConstList() throws {
        try check("soft_labels.dart", with: nil, [
            .replace(EntryPosition(line: 7, column: 3), identifier: "pillow"), .add(category: "soft", identifier: "curtain", isExclusion: false),
            .delete(EntryPosition(line: 9, column: 4)),
        ], readsBack: ["soft: bathrobe@6:3, curtain@7:3, pillow@8:3, sofa@9:3"])
    }

    func testJSONShapes() throws {
        try check("surfaces.json", with: SourceCompilers.json, [
            .delete(EntryPosition(line: 5, column: 5)), .add(category: "soft", identifier: "curtain", isExclusion: false),
            .replace(EntryPosition(line: 7, column: 29), identifier: "window"), .add(category: "hard", identifier: "fence", isExclusion: false),
        ], readsBack: ["soft: pillow@3:5, sofa@4:5, curtain@5:5", "hard: brick@7:12, door@7:21, fence@7:29, window@7:38"])
        try check("labels.json", with: SourceCompilers.json, [
            .replace(EntryPosition(line: 3, column: 3), identifier: "pillow"), .add(category: "hard", identifier: "door", isExclusion: false),
            .delete(EntryPosition(line: 2, column: 3)),
        ], readsBack: ["soft: pillow@2:3", "hard: brick@3:3, door@4:3"])
        try check("hard.json", with: SourceCompilers.json, [
            .delete(EntryPosition(line: 1, column: 33)), .add(category: "hard", identifier: "rocks", isExclusion: false),
        ], readsBack: ["hard: brick@1:2, door@1:11, fence@1:19, rocks@1:33"])
    }

    func testPropertyList() throws {
        try check("Surfaces.plist", with: SourceCompilers.plist, [
            .delete(EntryPosition(line: 9, column: 11)), .replace(EntryPosition(line: 14, column: 11), identifier: "window"),
            .add(category: "soft", identifier: "curtain", isExclusion: false), .add(category: "hard", identifier: "fence", isExclusion: false),
        ], readsBack: ["soft: pillow@7:11, sofa@8:11, curtain@9:11", "hard: window@14:11, door@15:11, fence@16:11"])
    }

    /// Writes `edited` as a file named `name` in a new directory and checks it with `compiler`: it must pass.
    /// Returns the file and the compiler's scratch directory, for checks of broken variants.
    private func assertCompiles(_ edited: String, named name: String, with compiler: SourceCompilers.Check,
                                file: StaticString, line: UInt) throws -> (target: URL, scratch: URL) {
        let directory = try TestSupport.temporaryDirectory(self)
        let scratch = directory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let target = directory.appendingPathComponent(name)
        try Data(edited.utf8).write(to: target)
        let result = try SourceCompilers.run(compiler, on: target, scratch: scratch)
        XCTAssertEqual(result.status, 0, "\(compiler.tool) refused the edited \(name):\n\(result.error)\(result.output)\n\(edited)", file: file, line: line)
        return (target, scratch)
    }

    // MARK: - Removals down to the last element

    /// Removes the entries `removing` from `source` (a file named `name`), as offered, and checks the result
    /// with `compiler`; `broken` turns the result into what a careless removal would write, which the same
    /// tool must refuse, so the removal kept something the code needs.
    private func checkRemoval(_ name: String, _ source: String, removing: Set<String>, with compiler: SourceCompilers.Check,
                              broken: [(String, String)] = [], file: StaticString = #filePath, line: UInt = #line) throws {
        let document = try CodeFixtures.document(named: name, source)
        let edits: [MappingEdit] = document.lists.flatMap(\.entries).filter { removing.contains($0.text) }.map { .delete(EntryPosition(line: $0.line, column: $0.column)) }
        XCTAssertEqual(edits.count, removing.count, file: file, line: line)
        XCTAssertEqual(document.refusals(edits).compactMap { $0 }, [], file: file, line: line)
        let edited = try document.rendering(edits)
        let (target, scratch) = try assertCompiles(edited, named: name, with: compiler, file: file, line: line)
        for (from, to) in broken {
            XCTAssertTrue(edited.contains(from), "\(from) in\n\(edited)", file: file, line: line)
            try Data(edited.replacingOccurrences(of: from, with: to).utf8).write(to: target)
            XCTAssertNotEqual(try SourceCompilers.run(compiler, on: target, scratch: scratch).status, 0,
                              "\(compiler.tool) accepted \(to)", file: file, line: line)
        }
    }

    func testSwiftTypedLiteralsEmptied() throws {
        try checkRemoval("Empty.swift", """
        // audit:category soft
        let soft: Set<String> = ["Sofas"]
        // audit:category hard
        let hard = Set<String>([
            "Doors",
        ])
        print(soft.contains("sofa"), hard.contains("door"))

        """, removing: ["Sofas", "Doors"], with: SourceCompilers.swift,
             broken: [("let soft: Set<String> = []", "let soft = []"), ("Set<String>([", "Set([")])
    }

    func testKotlinTypedSetOfEmptied() throws {
        try checkRemoval("Empty.kt", """
        fun main() {
            val soft: Set<String> = setOf( // audit:category soft
                "Sofas"
            )
            val hard = setOf<String>("Doors") // audit:category hard
            println(soft.contains("sofa") || hard.contains("door"))
        }

        """, removing: ["Sofas", "Doors"], with: SourceCompilers.kotlin, broken: [("setOf<String>()", "setOf()")])
    }

    func testPythonTupleSetAndListKeepTheirTypes() throws {
        let source = """
        SOFT = ("sofa", "Sofas")  # audit:category soft
        HARD = {"door", "Doors"}  # audit:category hard
        SEATS = ["Chairs"]  # audit:category seat


        def is_hard(label):
            return label in ("brick", "Bricks")  # audit:category wall

        """
        let condition = "type(SOFT) is tuple and 'of' not in SOFT and type(HARD) is set and SEATS == [] and not is_hard('ick')"
        try checkRemoval("empty.py", source, removing: ["Sofas", "Doors", "Chairs", "Bricks"], with: SourceCompilers.python(asserting: condition),
                         broken: [("(\"sofa\",)", "(\"sofa\")"), ("(\"brick\",)", "(\"brick\")")])
    }

    func testGoLastElementBesideTheClosingBrace() throws {
        try checkRemoval("empty.go", """
        package main

        // audit:category soft
        var soft = []string{
        \t"pillow",
        \t"Sofas"}

        // audit:category hard
        var hard = []string{"door",
        \t"Doors" /* d */}

        // audit:categories
        var surfaces = map[string]string{
        \t"brick": "wall",
        \t"Bricks": "wall"}

        func seat(x string) bool {
        \tswitch x {
        \t// audit:begin seat
        \tcase "chair",
        \t\t"Chairs":
        \t\treturn true
        \t// audit:end
        \t}
        \treturn false
        }

        """, removing: ["Sofas", "Doors", "Bricks", "Chairs"], with: SourceCompilers.go,
             broken: [("\"pillow\"}", "\"pillow\"\n}"), ("\"chair\":", "\"chair\"\n\t\t:")])
    }

    func testRustTypeScriptAndJavaEmptied() throws {
        try checkRemoval("empty.rs", """
        // audit:category soft
        pub const SOFT: &[&str] = &["Sofas"];

        pub fn hard() -> bool {
            // audit:category hard
            let hard: Vec<&str> = vec!["Doors"];
            hard.contains(&"door") || SOFT.contains(&"sofa")
        }

        """, removing: ["Sofas", "Doors"], with: SourceCompilers.rustc)
        try checkRemoval("empty.ts", """
        // audit:category soft
        const soft = new Set<string>(["Sofas"]);
        // audit:category hard
        const hard: string[] = ["Doors"];
        export const known = soft.has("sofa") || hard.indexOf("door") >= 0;

        """, removing: ["Sofas", "Doors"], with: SourceCompilers.typescript)
        try checkRemoval("Empty.java", """
        import java.util.List;
        import java.util.Set;

        class Empty {
            // audit:category soft
            static final Set<String> SOFT = Set.of("Sofas");
            // audit:category hard
            static final List<String> HARD = List.of(
                "Doors"
            );
        }

        """, removing: ["Sofas", "Doors"], with: SourceCompilers.java)
    }
}
