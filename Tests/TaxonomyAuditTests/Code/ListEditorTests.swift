import XCTest
@testable import TaxonomyAudit

/// Edits change the literal where it stands and nothing else: the text between the quotes, an element
/// with its separator and own comment, a new element in its neighbours' layout.
final class ListEditorTests: XCTestCase {
    private func render(_ name: String, _ text: String, _ edits: [MappingEdit]) throws -> String {
        try CodeFixtures.document(named: name, text).rendering(edits)
    }

    func testReplaceKeepsQuotingAndEscaping() throws {
        let swift = "// audit:category soft\nlet s = [\"pilow\", #\"sofa\"#, \"a\\u{62}\"]\n"
        XCTAssertEqual(try render("a.swift", swift, [.replace(EntryPosition(line: 2, column: 10), identifier: "pillow"),
                                                    .replace(EntryPosition(line: 2, column: 20), identifier: "say \"hi\""),
                                                    .replace(EntryPosition(line: 2, column: 29), identifier: "b\\c")]),
                       "// audit:category soft\nlet s = [\"pillow\", #\"say \"hi\"\"#, \"b\\\\c\"]\n")
        let python = "# audit:category soft\nS = {'pilow', \"sofa\"}\n"
        XCTAssertEqual(try render("a.py", python, [.replace(EntryPosition(line: 2, column: 6), identifier: "it's")]),
                       "# audit:category soft\nS = {'it\\'s', \"sofa\"}\n")
    }

    func testDeleteOwnLineWithItsCommentAndInlineWithItsSeparator() throws {
        let text = """
        // audit:category soft
        val s = setOf(
            "sofa", // a comment of its own
            "pillow", "curtain",
            "bathrobe"
        )

        """
        // The last element goes with the comma before it: Kotlin 1.3 takes no trailing comma.
        XCTAssertEqual(try render("a.kt", text, [.delete(EntryPosition(line: 5, column: 5))]), """
        // audit:category soft
        val s = setOf(
            "sofa", // a comment of its own
            "pillow", "curtain"
        )

        """)
        XCTAssertEqual(try render("a.kt", text, [.delete(EntryPosition(line: 3, column: 5)), .delete(EntryPosition(line: 4, column: 15))]), """
        // audit:category soft
        val s = setOf(
            "pillow",
            "bathrobe"
        )

        """)
        XCTAssertEqual(try render("a.kt", text, [.delete(EntryPosition(line: 4, column: 5))]), """
        // audit:category soft
        val s = setOf(
            "sofa", // a comment of its own
            "curtain",
            "bathrobe"
        )

        """)
    }

    func testDeletingEveryInlineElement() throws {
        let text = "// audit:category soft\nlet s: Set<String> = [\"a\", \"b\"]\n"
        XCTAssertEqual(try render("a.swift", text, [.delete(EntryPosition(line: 2, column: 23)), .delete(EntryPosition(line: 2, column: 28))]),
                       "// audit:category soft\nlet s: Set<String> = []\n")
    }

    func testAddInSortedPositionCopyingTheCommonestQuoting() throws {
        let text = """
        # audit:category soft
        SOFT = {
            "bathrobe",
            r"pillow",
            "sofa",
        }

        """
        XCTAssertEqual(try render("a.py", text, [.add(category: "soft", identifier: "curtain", isExclusion: false),
                                                .add(category: "soft", identifier: "textile", isExclusion: false)]), """
        # audit:category soft
        SOFT = {
            "bathrobe",
            "curtain",
            r"pillow",
            "sofa",
            "textile",
        }

        """)
    }

    func testAddAfterTheLastWhenUnsortedKeepingNoTrailingComma() throws {
        let text = "{\n  \"soft\": [\n    \"sofa\",\n    \"pillow\"\n  ],\n  \"hard\": [\"door\", \"brick\"]\n}\n"
        XCTAssertEqual(try render("m.json", text, [.add(category: "soft", identifier: "curtain", isExclusion: false),
                                                  .add(category: "hard", identifier: "fence", isExclusion: false)]),
                       "{\n  \"soft\": [\n    \"sofa\",\n    \"pillow\",\n    \"curtain\"\n  ],\n  \"hard\": [\"door\", \"brick\", \"fence\"]\n}\n")
    }

    func testAddIntoAnEmptyLiteral() throws {
        XCTAssertEqual(try render("a.ts", "const s = new Set<string>([]); // audit:category soft\n",
                                  [.add(category: "soft", identifier: "sofa", isExclusion: false), .add(category: "soft", identifier: "bed", isExclusion: false)]),
                       "const s = new Set<string>([\"sofa\", \"bed\"]); // audit:category soft\n")
    }

    func testDictionaryKeysStayUnique() throws {
        let text = "// audit:categories\nvar m = map[string]string{\n\t\"sofa\": \"soft\",\n\t\"pilow\": \"soft\",\n}\n"
        let document = try CodeFixtures.document(named: "a.go", text)
        XCTAssertNotNil(document.refusal(of: .replace(EntryPosition(line: 4, column: 2), identifier: "sofa")), "a duplicate key does not compile in Go")
        XCTAssertNotNil(document.refusal(of: .add(category: "soft", identifier: "sofa", isExclusion: false)))
        XCTAssertNotNil(document.refusal(of: .add(category: "hard", identifier: "door", isExclusion: false)), "no list of hard here")
        XCTAssertEqual(try document.rendering([.replace(EntryPosition(line: 4, column: 2), identifier: "pillow"), .add(category: "soft", identifier: "bed", isExclusion: false)]),
                       "// audit:categories\nvar m = map[string]string{\n\t\"sofa\": \"soft\",\n\t\"pillow\": \"soft\",\n\t\"bed\": \"soft\",\n}\n")
    }

    func testRegionDeletionsThatWouldBreakTheCodeAreNotOffered() throws {
        let swift = """
        switch label {
        // audit:begin soft
        case "sofa", "pillow":
            return true
        case "curtain":
            return true
        // audit:end
        default:
            return false
        }

        """
        let document = try CodeFixtures.document(named: "a.swift", swift)
        XCTAssertNotNil(document.refusal(of: .delete(EntryPosition(line: 5, column: 6))), "the only pattern of a case")
        XCTAssertNil(document.refusal(of: .replace(EntryPosition(line: 5, column: 6), identifier: "textile")), "a replacement is offered")
        XCTAssertEqual(try document.rendering([.delete(EntryPosition(line: 3, column: 6)), .add(category: "soft", identifier: "bed", isExclusion: false)]),
                       swift.replacingOccurrences(of: "case \"sofa\", \"pillow\":", with: "case \"pillow\", \"bed\":"))
        let javascript = "// audit:begin soft\nconst soft = (label) => label === 'sofa' || label === 'bed';\n// audit:end\n"
        let condition = try CodeFixtures.document(named: "a.js", javascript)
        XCTAssertNotNil(condition.refusal(of: .delete(EntryPosition(line: 2, column: 35))), "the whole condition of an if")
        XCTAssertNotNil(condition.refusal(of: .add(category: "soft", identifier: "pillow", isExclusion: false)))
        XCTAssertThrowsError(try condition.rendering([.delete(EntryPosition(line: 2, column: 35))]))
        let rust = "match l {\n    // audit:begin soft\n    \"sofa\" | \"bed\" => 1,\n    // audit:end\n    _ => 0,\n}\n"
        XCTAssertEqual(try CodeFixtures.document(named: "a.rs", rust).rendering([.delete(EntryPosition(line: 3, column: 5))]),
                       rust.replacingOccurrences(of: "\"sofa\" | \"bed\"", with: "\"bed\""))
        XCTAssertEqual(try CodeFixtures.document(named: "a.rs", rust).rendering([.add(category: "soft", identifier: "pillow", isExclusion: false)]),
                       rust.replacingOccurrences(of: "\"sofa\" | \"bed\"", with: "\"sofa\" | \"bed\" | \"pillow\""))
    }

    func testExclusionsAreWrittenAndRemovedAsComments() throws {
        let text = """
        // audit:category soft
        let soft = [
            "sofa", // audit:exclude structure,material generic
        ]

        """
        let document = try CodeFixtures.document(named: "a.swift", text)
        XCTAssertEqual(CodeFixtures.summary(document), ["soft: sofa@3:5, !structure@3:30, !material@3:40"])
        XCTAssertEqual(try document.rendering([.delete(EntryPosition(line: 3, column: 30))]),
                       text.replacingOccurrences(of: "structure,material", with: "material"))
        XCTAssertEqual(try document.rendering([.delete(EntryPosition(line: 3, column: 40)), .delete(EntryPosition(line: 3, column: 30))]),
                       text.replacingOccurrences(of: " // audit:exclude structure,material generic", with: ""))
        XCTAssertEqual(try document.rendering([.add(category: "soft", identifier: "bathrobe", isExclusion: true)]),
                       text.replacingOccurrences(of: "generic\n]", with: "generic\n    // audit:exclude bathrobe\n]"))
        XCTAssertEqual(try document.rendering([.replace(EntryPosition(line: 3, column: 40), identifier: "textile")]),
                       text.replacingOccurrences(of: ",material", with: ",textile"))
        // An inline literal takes the new line above it, where the reader finds it again.
        let inline = try CodeFixtures.document(named: "a.py", "SOFT = {\"sofa\"}  # audit:category soft\n").rendering(
            [.add(category: "soft", identifier: "structure", isExclusion: true)])
        XCTAssertEqual(inline, "# audit:exclude structure\nSOFT = {\"sofa\"}  # audit:category soft\n")
        XCTAssertEqual(CodeFixtures.summary(try CodeFixtures.document(named: "a.py", inline)), ["soft: sofa@2:9, !structure@1:17"])
        XCTAssertNotNil(try CodeFixtures.document("labels.json").refusal(of: .add(category: "soft", identifier: "structure", isExclusion: true)),
                        "JSON has no comments to hold an exclusion")
    }

    func testAnExclusionBesideARemovedElementStays() throws {
        let document = try CodeFixtures.document("SurfaceLookup.swift")
        let edited = try document.rendering([.delete(EntryPosition(line: 28, column: 9))])
        XCTAssertTrue(edited.contains("        \"\\(prefix)fix\",\n        // audit:exclude structure generic"), edited)
        XCTAssertEqual(CodeFixtures.summary(try CodeFixtures.document(named: "SurfaceLookup.swift", edited)).last,
                       "soft: bathrobe@25:9, textile@26:10, !structure@28:26")
    }

    func testCRLFAndPropertyListLayout() throws {
        let text = "// audit:category soft\r\nlet s = [\r\n    \"sofa\",\r\n]\r\n"
        XCTAssertEqual(try render("a.swift", text, [.add(category: "soft", identifier: "textile", isExclusion: false)]),
                       "// audit:category soft\r\nlet s = [\r\n    \"sofa\",\r\n    \"textile\",\r\n]\r\n")
        let plist = try CodeFixtures.document("Surfaces.plist")
        let edited = try plist.rendering([.delete(EntryPosition(line: 8, column: 11)), .add(category: "hard", identifier: "a<b", isExclusion: false)])
        XCTAssertEqual(edited, String(decoding: try CodeFixtures.bytes("Surfaces.plist"), as: UTF8.self)
            .replacingOccurrences(of: "\t\t<string>sofa</string>\n", with: "")
            .replacingOccurrences(of: "\t\t<string>brick", with: "\t\t<string>a&lt;b</string>\n\t\t<string>brick"))
    }

    /// Every entry's position, in list order.
    private func deletions(_ document: EmbeddedListDocument, where wanted: (String) -> Bool = { _ in true }) -> [MappingEdit] {
        document.lists.flatMap(\.entries).filter { wanted($0.text) }.map { .delete(EntryPosition(line: $0.line, column: $0.column)) }
    }

    /// Whether removing every entry of the lone list in `text` (a file named `name`) is refused.
    private func emptyingIsRefused(_ name: String, _ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Bool {
        let document = try CodeFixtures.document(named: name, text)
        let edits = deletions(document)
        XCTAssertFalse(edits.isEmpty, file: file, line: line)
        return document.refusals(edits).last! != nil
    }

    func testTheLastElementGoesOnlyWhereTheEmptyLiteralKeepsItsType() throws {
        // Refused: nothing names the type, a Swift dictionary, `{}` that would be a dictionary.
        for (name, text) in [
            ("a.swift", "// audit:category soft\nlet soft = [\"Sofas\"]\n"),
            ("a.swift", "// audit:category soft\nlet soft = Set([\"Sofas\"])\n"),
            ("a.swift", "// audit:category soft\nlet soft: [String: Int] = [\"Sofas\": 1]\n"),
            ("a.swift", "enum S { case soft }\n// audit:categories\nlet m: [String: S] = [\n    \"Sofas\": .soft,\n]\n"),
            ("a.kt", "// audit:category soft\nval soft = setOf(\"Sofas\")\n"),
            ("a.ts", "// audit:category soft\nconst soft = new Set([\"Sofas\"]);\n"),
            ("a.rs", "fn f() {\n    // audit:category soft\n    let soft = vec![\"Sofas\"];\n}\n"),
            ("a.py", "SOFT = {\"Sofas\"}  # audit:category soft\n"),
            ("a.py", "SOFT = frozenset({\"Sofas\"})  # audit:category soft\n"),
            ("a.dart", "// audit:category soft\nfinal soft = {'Sofas'};\n"),
        ] {
            XCTAssertTrue(try emptyingIsRefused(name, text), text)
        }
        // Allowed: the declaration or the call names the type, or the empty literal has one anyway.
        for (name, text, expected) in [
            ("a.swift", "// audit:category soft\nlet soft: Set<String> = [\"Sofas\"]\n", "let soft: Set<String> = []"),
            ("a.swift", "// audit:category soft\nlet soft = Set<String>([\"Sofas\"])\n", "let soft = Set<String>([])"),
            ("a.kt", "// audit:category soft\nval soft = setOf<String>(\"Sofas\")\n", "val soft = setOf<String>()"),
            ("a.kt", "// audit:category soft\nval soft: Set<String> = setOf(\"Sofas\")\n", "val soft: Set<String> = setOf()"),
            ("a.ts", "// audit:category soft\nconst soft = new Set<string>([\"Sofas\"]);\n", "const soft = new Set<string>([]);"),
            ("a.ts", "// audit:category soft\nconst soft: string[] = [\"Sofas\"];\n", "const soft: string[] = [];"),
            ("a.rs", "// audit:category soft\nconst SOFT: &[&str] = &[\"Sofas\"];\n", "const SOFT: &[&str] = &[];"),
            ("a.js", "// audit:category soft\nconst soft = new Set([\"Sofas\"]);\n", "const soft = new Set([]);"),
            ("a.py", "SOFT = [\"Sofas\"]  # audit:category soft\n", "SOFT = []"),
            ("a.dart", "// audit:category soft\nfinal soft = <String>{'Sofas'};\n", "final soft = <String>{};"),
            ("a.go", "package a\n\n// audit:category soft\nvar soft = []string{\"Sofas\"}\n", "var soft = []string{}"),
        ] {
            let document = try CodeFixtures.document(named: name, text)
            XCTAssertTrue(try document.rendering(deletions(document)).contains(expected), text)
        }
    }

    func testEveryElementRemovedTogetherKeepsTheFirstWhenTheLiteralCannotBeEmpty() throws {
        let document = try CodeFixtures.document(named: "a.swift", "// audit:category soft\nlet soft = [\"a\", \"b\"]\n")
        let edits = deletions(document)
        XCTAssertEqual(edits.map { document.refusal(of: $0) == nil }, [true, true], "each alone leaves an element")
        XCTAssertEqual(document.refusals(edits).map { $0 == nil }, [true, false])
        XCTAssertThrowsError(try document.rendering(edits))
        XCTAssertEqual(try document.rendering(Array(edits.prefix(1))), "// audit:category soft\nlet soft = [\"b\"]\n")
        // An addition to the same literal keeps it from being empty.
        XCTAssertEqual(try document.rendering(edits + [.add(category: "soft", identifier: "sofa", isExclusion: false)]),
                       "// audit:category soft\nlet soft = [\"sofa\"]\n")
        // A region's patterns: the last one stays, refused rather than kept silently.
        let region = try CodeFixtures.document(named: "a.swift", "switch l {\n// audit:begin soft\ncase \"a\", \"b\":\n    break\n// audit:end\ndefault:\n    break\n}\n")
        XCTAssertEqual(region.refusals(deletions(region)).map { $0 == nil }, [true, false])
    }

    func testAPythonTupleOfOneKeepsItsComma() throws {
        let text = "SOFT = (\"sofa\", \"Sofas\")  # audit:category soft\ndef f(label):\n    return label in (\"door\", \"Doors\")  # audit:category hard\n"
        let document = try CodeFixtures.document(named: "a.py", text)
        XCTAssertEqual(try document.rendering(deletions(document) { $0.hasSuffix("s") }),
                       "SOFT = (\"sofa\",)  # audit:category soft\ndef f(label):\n    return label in (\"door\",)  # audit:category hard\n")
        // A list, a set and a call's arguments take no comma; a tuple of two survivors keeps its layout.
        let list = "SOFT = [\"sofa\", \"Sofas\"]  # audit:category soft\n"
        XCTAssertEqual(try render("a.py", list, [.delete(EntryPosition(line: 1, column: 17))]), "SOFT = [\"sofa\"]  # audit:category soft\n")
        let three = "SOFT = (\"sofa\", \"bed\", \"Sofas\")  # audit:category soft\n"
        XCTAssertEqual(try render("a.py", three, [.delete(EntryPosition(line: 1, column: 24))]), "SOFT = (\"sofa\", \"bed\")  # audit:category soft\n")
    }

    func testGoKeepsALineBreakOnlyAfterAComma() throws {
        for (text, expected) in [
            ("var soft = []string{\n\t\"pillow\",\n\t\"Sofas\"}\n", "var soft = []string{\n\t\"pillow\"}\n"),
            ("var soft = []string{\"pillow\",\n\t\"Sofas\" /* s */}\n", "var soft = []string{\"pillow\" /* s */}\n"),
            ("var soft = []string{\n\t\"pillow\",\n\t\"Sofas\",\n}\n", "var soft = []string{\n\t\"pillow\",\n}\n"),
        ] {
            let source = "package a\n\n// audit:category soft\n" + text
            let document = try CodeFixtures.document(named: "a.go", source)
            XCTAssertEqual(try document.rendering(deletions(document) { $0 == "Sofas" }), "package a\n\n// audit:category soft\n" + expected)
        }
        let region = "package a\n\nfunc f(x string) bool {\n\tswitch x {\n\t// audit:begin soft\n\tcase \"pillow\",\n\t\t\"Sofas\":\n\t\treturn true\n\t// audit:end\n\t}\n\treturn false\n}\n"
        let document = try CodeFixtures.document(named: "a.go", region)
        XCTAssertEqual(try document.rendering(deletions(document) { $0 == "Sofas" }),
                       region.replacingOccurrences(of: "\"pillow\",\n\t\t\"Sofas\":", with: "\"pillow\":"))
    }

    func testARustArrayOfDeclaredLengthKeepsItsLength() throws {
        let document = try CodeFixtures.document(named: "a.rs", "// audit:category hard\nconst HARD: [&str; 2] = [\"door\", \"Doors\"];\n")
        XCTAssertEqual(document.refusal(of: .delete(EntryPosition(line: 2, column: 34))), "the array's length is part of its declared type")
        XCTAssertNotNil(document.refusal(of: .add(category: "hard", identifier: "brick", isExclusion: false)))
        XCTAssertNil(document.refusal(of: .replace(EntryPosition(line: 2, column: 34), identifier: "brick")))
        let slice = try CodeFixtures.document(named: "a.rs", "// audit:category hard\nconst HARD: &[&str] = &[\"door\", \"Doors\"];\n")
        XCTAssertNil(slice.refusal(of: .delete(EntryPosition(line: 2, column: 33))))
    }
}
