import XCTest
@testable import TaxonomyAudit

/// A marker binds to exactly one literal, the one it names: a literal is read once, a line that opens two
/// literals must not leave the choice to the reader, and a call's arguments are no list.
final class MarkerBindingTests: XCTestCase {
    func testALiteralMarkedAboveAndOnItsOpeningLineIsAnErrorNamingBothLines() {
        CodeFixtures.assertInputError("same.py", "# audit:category soft\nSOFT = [\"pillow\", \"sofa\"]  # audit:category soft\n",
                                      line: 2, containing: "also marked at line 1")
        CodeFixtures.assertInputError("same.swift", "// audit:category soft\nlet soft: Set<String> = [ // audit:category soft\n    \"pillow\",\n    \"sofa\",\n]\n",
                                      line: 2, containing: "also marked at line 1")
        CodeFixtures.assertInputError("stack.py", "# audit:category soft\n# audit:category hard\nS = [\"pillow\", \"brick\"]\n",
                                      line: 2, containing: "also marked at line 1")
        CodeFixtures.assertInputError("cats.py", "# audit:categories\nS = {\"pillow\": \"soft\", \"sofa\": \"soft\"}  # audit:category soft\n",
                                      line: 2, containing: "also marked at line 1")
        CodeFixtures.assertInputError("inner.swift", "// audit:category soft\nlet soft = [ /* audit:category hard */ \"sofa\"]\n",
                                      line: 2, containing: "also marked at line 1")
    }

    func testALineThatOpensTwoListsIsAnErrorForEitherMarker() {
        CodeFixtures.assertInputError("two.py", "# audit:category soft\nSOFT = [\"pillow\", \"sofa\"]; HARD = [\"brick\", \"door\"]  # audit:category hard\n",
                                      line: 2, containing: "line 2 opens two lists, so audit:category (line 1)")
        CodeFixtures.assertInputError("two.py", "SOFT = [\"pillow\", \"sofa\"]; HARD = [\"brick\", \"door\"]  # audit:category hard\n",
                                      line: 1, containing: "opens two lists")
        CodeFixtures.assertInputError("two.swift", """
            // audit:category soft
            let soft: Set<String> = ["chair", "sofa"]; let hard: Set<String> = ["armchair"] // audit:category hard

            """, line: 2, containing: "opens two lists")
    }

    func testAListOnALineOfItsOwnAndNestedBracketsStillBind() throws {
        let document = try CodeFixtures.document(named: "ok.py", """
            # audit:category soft
            SOFT = frozenset({"pillow", "sofa"})
            HARD = ["brick", "door"]  # audit:category hard
            # audit:categories
            GROUPS = {"bed": ["pillow"], "wood": ["table"]}
            WET = [  # audit:category wet
                "towel",
            ]; DRY = ["sand"]

            """)
        XCTAssertEqual(CodeFixtures.summary(document), ["soft: pillow@2:19, sofa@2:29", "hard: brick@3:9, door@3:18",
                                                        "bed: pillow@5:19", "wood: table@5:39", "wet: towel@7:5"])
    }

    func testAMarkerAboveAFunctionCallIsAnError() {
        CodeFixtures.assertInputError("ll.py", "# audit:category soft\nSOFT = load_labels(\"soft.json\")\n", line: 1,
                                      containing: "followed by a call of `load_labels`, not a list literal")
        CodeFixtures.assertInputError("ll.py", "# audit:category soft\nSOFT = load_labels(\"Soft.json\", \"Sofas\")\n", line: 1,
                                      containing: "call of `load_labels`")
        CodeFixtures.assertInputError("ll.swift", "// audit:category soft\nlet soft = loadLabels()\n", line: 1, containing: "call of `loadLabels`")
        CodeFixtures.assertInputError("ll.kt", "val soft = labels(\"sofa\") // audit:category soft\n", line: 1, containing: "call of `labels`")
    }

    func testKnownCollectionConstructorsAreLiterals() throws {
        let cases: [(String, String)] = [
            ("a.kt", "val soft = setOf(\"sofa\") // audit:category soft\n"),
            ("b.kt", "val soft = mutableSetOf<String>(\"sofa\") // audit:category soft\n"),
            ("c.kt", "val soft = listOf(\"sofa\") // audit:category soft\n"),
            ("d.kt", "val soft = arrayOf(\"sofa\") // audit:category soft\n"),
            ("e.swift", "let soft = Set([\"sofa\"]) // audit:category soft\n"),
            ("f.py", "SOFT = frozenset({\"sofa\"})  # audit:category soft\n"),
            ("g.py", "SOFT = set([\"sofa\"])  # audit:category soft\n"),
            ("h.rs", "let soft = vec![\"sofa\"]; // audit:category soft\n"),
            ("i.java", "static final List<String> SOFT = List.of(\"sofa\"); // audit:category soft\n"),
            ("j.java", "static final Set<String> SOFT = Set.of(\"sofa\"); // audit:category soft\n"),
            ("k.ts", "const soft = new Set([\"sofa\"]); // audit:category soft\n"),
            ("l.rs", "let soft = HashSet::from([\"sofa\"]); // audit:category soft\n"),
            ("m.py", "if label in (\"sofa\", \"pillow\"):  # audit:category soft\n    pass\n"),
        ]
        for (name, text) in cases {
            let document = try CodeFixtures.document(named: name, text)
            XCTAssertEqual(document.lists.first?.entries.first?.text, "sofa", name)
        }
    }
}
