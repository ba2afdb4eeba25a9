import XCTest
@testable import TaxonomyAudit

/// Edits change the literal where it stands and nothing else: the text between the quotes, an element
/// with its separator and own comment, a new element in its neighbours' layout.
final class ListEditorTests: XCTestCase {
    private func render(_ name: String, _ text: String, _ edits: [ListEdit]) throws -> String {
        try CodeFixtures.document(named: name, text).rendering(edits)
    }

    func testReplaceKeepsQuotingAndEscaping() throws {
        let swift = "// audit:category soft\nlet s = [\"pilow\", #\"sofa\"#, \"a\\u{62}\"]\n"
        XCTAssertEqual(try render("a.swift", swift, [.replace(line: 2, column: 10, identifier: "pillow"),
                                                    .replace(line: 2, column: 20, identifier: "say \"hi\""),
                                                    .replace(line: 2, column: 29, identifier: "b\\c")]),
                       "// audit:category soft\nlet s = [\"pillow\", #\"say \"hi\"\"#, \"b\\\\c\"]\n")
        let python = "# audit:category soft\nS = {'pilow', \"sofa\"}\n"
        XCTAssertEqual(try render("a.py", python, [.replace(line: 2, column: 6, identifier: "it's")]),
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
        XCTAssertEqual(try render("a.kt", text, [.delete(line: 5, column: 5)]), """
        // audit:category soft
        val s = setOf(
            "sofa", // a comment of its own
            "pillow", "curtain"
        )

        """)
        XCTAssertEqual(try render("a.kt", text, [.delete(line: 3, column: 5), .delete(line: 4, column: 15)]), """
        // audit:category soft
        val s = setOf(
            "pillow",
            "bathrobe"
        )

        """)
        XCTAssertEqual(try render("a.kt", text, [.delete(line: 4, column: 5)]), """
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
        XCTAssertEqual(try render("a.swift", text, [.delete(line: 2, column: 23), .delete(line: 2, column: 28)]),
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
        XCTAssertNotNil(document.refusal(of: .replace(line: 4, column: 2, identifier: "sofa")), "a duplicate key does not compile in Go")
        XCTAssertNotNil(document.refusal(of: .add(category: "soft", identifier: "sofa", isExclusion: false)))
        XCTAssertNotNil(document.refusal(of: .add(category: "hard", identifier: "door", isExclusion: false)), "no list of hard here")
        XCTAssertEqual(try document.rendering([.replace(line: 4, column: 2, identifier: "pillow"), .add(category: "soft", identifier: "bed", isExclusion: false)]),
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
        XCTAssertNotNil(document.refusal(of: .delete(line: 5, column: 6)), "the only pattern of a case")
        XCTAssertNil(document.refusal(of: .replace(line: 5, column: 6, identifier: "textile")), "a replacement is offered")
        XCTAssertEqual(try document.rendering([.delete(line: 3, column: 6), .add(category: "soft", identifier: "bed", isExclusion: false)]),
                       swift.replacingOccurrences(of: "case \"sofa\", \"pillow\":", with: "case \"pillow\", \"bed\":"))
        let javascript = "// audit:begin soft\nconst soft = (label) => label === 'sofa' || label === 'bed';\n// audit:end\n"
        let condition = try CodeFixtures.document(named: "a.js", javascript)
        XCTAssertNotNil(condition.refusal(of: .delete(line: 2, column: 35)), "the whole condition of an if")
        XCTAssertNotNil(condition.refusal(of: .add(category: "soft", identifier: "pillow", isExclusion: false)))
        XCTAssertThrowsError(try condition.rendering([.delete(line: 2, column: 35)]))
        let rust = "match l {\n    // audit:begin soft\n    \"sofa\" | \"bed\" => 1,\n    // audit:end\n    _ => 0,\n}\n"
        XCTAssertEqual(try CodeFixtures.document(named: "a.rs", rust).rendering([.delete(line: 3, column: 5)]),
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
        XCTAssertEqual(try document.rendering([.delete(line: 3, column: 30)]),
                       text.replacingOccurrences(of: "structure,material", with: "material"))
        XCTAssertEqual(try document.rendering([.delete(line: 3, column: 40), .delete(line: 3, column: 30)]),
                       text.replacingOccurrences(of: " // audit:exclude structure,material generic", with: ""))
        XCTAssertEqual(try document.rendering([.add(category: "soft", identifier: "bathrobe", isExclusion: true)]),
                       text.replacingOccurrences(of: "generic\n]", with: "generic\n    // audit:exclude bathrobe\n]"))
        XCTAssertEqual(try document.rendering([.replace(line: 3, column: 40, identifier: "textile")]),
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
        let edited = try document.rendering([.delete(line: 28, column: 9)])
        XCTAssertTrue(edited.contains("        \"\\(prefix)fix\",\n        // audit:exclude structure generic"), edited)
        XCTAssertEqual(CodeFixtures.summary(try CodeFixtures.document(named: "SurfaceLookup.swift", edited)).last,
                       "soft: bathrobe@25:9, textile@26:10, !structure@28:26")
    }

    func testCRLFAndPropertyListLayout() throws {
        let text = "// audit:category soft\r\nlet s = [\r\n    \"sofa\",\r\n]\r\n"
        XCTAssertEqual(try render("a.swift", text, [.add(category: "soft", identifier: "textile", isExclusion: false)]),
                       "// audit:category soft\r\nlet s = [\r\n    \"sofa\",\r\n    \"textile\",\r\n]\r\n")
        let plist = try CodeFixtures.document("Surfaces.plist")
        let edited = try plist.rendering([.delete(line: 8, column: 11), .add(category: "hard", identifier: "a<b", isExclusion: false)])
        XCTAssertEqual(edited, String(decoding: try CodeFixtures.bytes("Surfaces.plist"), as: UTF8.self)
            .replacingOccurrences(of: "\t\t<string>sofa</string>\n", with: "")
            .replacingOccurrences(of: "\t\t<string>brick", with: "\t\t<string>a&lt;b</string>\n\t\t<string>brick"))
    }
}
