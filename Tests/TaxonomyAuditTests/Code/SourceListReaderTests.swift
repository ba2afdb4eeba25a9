import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// Markers in comments turn literals and regions of real-looking source files into lists, with every
/// entry at the line and column of its opening quote.
final class SourceListReaderTests: XCTestCase {
    func testSwiftDictionaryToAnEnumAndASet() throws {
        let document = try CodeFixtures.assertLists("SurfaceLookup.swift", [
            "soft: sofa@13:9, pilow@14:9, curtain@15:9, cotton@18:9",
            "hard: brick@16:9, door@17:9",
            "soft: bathrobe@25:9, textile@26:10, couch@28:9, !structure@28:35",
        ])
        let door = try XCTUnwrap(document.lists[1].entries.last)
        XCTAssertEqual(door.suppressions, [.missingLabel])
        XCTAssertEqual(door.suppressionColumn, 24)
        XCTAssertEqual(document.lists[0].entries[1].comment, "the spelling Vision never reports")
        XCTAssertEqual(document.lists[2].entries.last?.comment, "generic: Vision reports it for walls and sofas alike")
        // The interpolated element is skipped with a note; the nested comment and the multi-line string hold no list.
        XCTAssertEqual(document.skipped, [SkippedEntry(line: 27, column: 9, text: #""\(prefix)fix""#,
                                                        reason: "this string holds an interpolation, so it is not an entry",
                                                        suppressions: [], suppressionColumn: nil)])
    }

    func testSwiftSwitchRegion() throws {
        try CodeFixtures.assertLists("LabelSwitch.swift", ["soft: pillow@9:10, curtian@9:20, sofa@9:31, stuffed_animals@11:10"])
    }

    func testKotlinSetAndMap() throws {
        try CodeFixtures.assertLists("SoftSurfaces.kt", [
            "soft: bathrobe@9:9, curtian@10:9, pillow@11:9, sofa@12:9",
            "HARD: brick@18:9, door@19:9",
            "SOFT: pilow@20:9",
        ])
    }

    func testTypeScriptNewSetWithTheMarkerOnItsOpeningLine() throws {
        try CodeFixtures.assertLists("hardLabels.ts", ["hard: brick@3:3, door@4:3, fence@5:3, windw@6:3, stairs@7:3"])
    }

    func testJavaScriptConditionRegionAndArray() throws {
        try CodeFixtures.assertLists("softLabels.js", ["soft: pillow@5:20, sofa@5:42", "hard: brick@10:15, door@10:24, fence@10:32"])
    }

    func testPythonFrozensetWithPrefixesConcatenationAndSuppression() throws {
        let document = try CodeFixtures.assertLists("soft_labels.py", ["soft: bathrobe@7:5, pilow@8:5, sofa@9:5, textile@10:6"])
        XCTAssertEqual(document.lists[0].entries[2].suppressions, [.duplicate])
        XCTAssertEqual(document.skipped.map(\.line), [11, 12], "the f-string and the implicit concatenation are skipped")
    }

    func testRustMatchArmsAndRawStrings() throws {
        try CodeFixtures.assertLists("echo.rs", [
            "hard: brick@14:9, door@14:19, rocks@14:28, stairs@15:9",
            "soft: sofa@18:9, couch@18:18",
            "hard: bench@26:35, table@26:46, chiar@26:56",
        ])
    }

    func testGoSliceAndMap() throws {
        let document = try CodeFixtures.assertLists("hard_labels.go", [
            "hard: brick@6:2, door@7:2, fence@8:2, windw@9:2",
            "soft: sofa@15:2, couch@16:2",
            "hard: table@17:2",
        ])
        XCTAssertEqual(document.lists[0].entries.last?.comment, "one letter short")
    }

    func testJavaListOf() throws {
        try CodeFixtures.assertLists("SoftLabels.java", ["soft: bathrobe@11:9, curtian@12:9, sofa@13:9"])
    }

    func testDartConstList() throws {
        let document = try CodeFixtures.assertLists("soft_labels.dart", ["soft: bathrobe@6:3, pilow@7:3, sofa@8:3, textile@9:4"])
        XCTAssertEqual(document.skipped.map(\.line), [10])
    }

    func testAFileWithoutMarkersHasNoLists() throws {
        let document = try CodeFixtures.document(named: "a.swift", "let labels = [\"sofa\"] // no marker\n// audit: is not a marker either\n")
        XCTAssertTrue(document.lists.isEmpty)
        XCTAssertTrue(SourceListReader.mayHoldMarkers(UnsafeRawBufferPointer(start: nil, count: 0)) == false)
        let bytes = Array("x // audit:category a".utf8)
        XCTAssertTrue(bytes.withUnsafeBytes { SourceListReader.mayHoldMarkers($0) })
    }

    func testCategoriesShapeCategoryToList() throws {
        let document = try CodeFixtures.document(named: "m.py", """
        # audit:categories
        SURFACES = {
            "soft": ["sofa", "pillow"],
            "hard": ("brick",),  # audit:exclude structure generic
        }

        """)
        XCTAssertEqual(CodeFixtures.summary(document), ["soft: sofa@3:14, pillow@3:22", "hard: brick@4:14, !structure@4:42"])
    }

    func testMarkerAtTheEndOfTheOpeningLineAndInlineLiterals() throws {
        let document = try CodeFixtures.document(named: "a.kt", """
        val soft = listOf("sofa", "pillow") // audit:category soft
        val hard = arrayOf( // audit:category hard
            "brick", "door")

        """)
        XCTAssertEqual(CodeFixtures.summary(document), ["soft: sofa@1:19, pillow@1:27", "hard: brick@3:5, door@3:14"])
    }

    func testSkipAndRustTuplesAndJavaMapEntries() throws {
        let rust = try CodeFixtures.document(named: "a.rs", """
        // audit:categories
        const SURFACES: [(&str, Surface); 2] = [("sofa", Surface::Soft), ("brick", Surface::Hard)];
        fn f(label: &str) -> bool {
            // audit:begin soft
            println!("{}", "checking"); // audit:skip
            label == "pillow"
            // audit:end
        }

        """)
        XCTAssertEqual(CodeFixtures.summary(rust), ["Soft: sofa@2:42", "Hard: brick@2:67", "soft: pillow@6:14"])
        let java = try CodeFixtures.document(named: "A.java", """
        // audit:categories
        static final Map<String, Surface> M = Map.ofEntries(Map.entry("sofa", Surface.SOFT), Map.entry("door", Surface.HARD));

        """)
        XCTAssertEqual(CodeFixtures.summary(java), ["SOFT: sofa@2:63", "HARD: door@2:96"])
    }

    // MARK: - Bad input

    func testAnUnterminatedLiteralInAMarkedListNamesItsLine() {
        CodeFixtures.assertInputError("a.swift", "// audit:category soft\nlet s = [\n  \"sofa\",\n  \"pillow,\n]\n", line: 4, containing: "unterminated string literal")
        CodeFixtures.assertInputError("a.py", "# audit:begin soft\nif x == \"sofa:\n    pass\n# audit:end\n", line: 2, containing: "unterminated string literal")
    }

    func testAMarkerWithoutALiteral() {
        CodeFixtures.assertInputError("a.swift", "// audit:category soft\nfunc f() {}\n", line: 1, containing: "is not followed by a list literal")
        CodeFixtures.assertInputError("a.swift", "let x = 1\n// audit:category soft\n", line: 2, containing: "is not followed by a list literal")
        CodeFixtures.assertInputError("a.kt", "// audit:category\nval s = setOf(\"a\")\n", line: 1, containing: "needs a category name")
    }

    func testUnbalancedRegionsAndUnknownMarkers() {
        CodeFixtures.assertInputError("a.go", "package a\n// audit:end\n", line: 2, containing: "audit:end without audit:begin")
        CodeFixtures.assertInputError("a.go", "package a\n// audit:begin soft\nvar x = \"a\"\n", line: 2, containing: "has no audit:end")
        CodeFixtures.assertInputError("a.rs", "// audit:categroy soft\n", line: 1, containing: "unknown marker audit:categroy")
        CodeFixtures.assertInputError("a.ts", "const a = ['x']; // audit:category a\nconst b = 'y'; // audit:ignore no-such-rule\n", line: 2,
                         containing: "unknown rule `no-such-rule`")
        CodeFixtures.assertInputError("a.ts", "// audit:exclude structure\nconst b = 'y';\n", line: 1, containing: "audit:exclude outside a marked list")
    }

    func testAStrayIgnoreIsKeptForTheUnusedSuppressionNote() throws {
        let document = try CodeFixtures.document(named: "a.swift", "// audit:category soft\nlet s = [\n  \"sofa\",\n  // audit:ignore dead-entry\n]\n")
        XCTAssertEqual(document.straySuppressions, [StraySuppression(line: 4, column: 3)])
    }

    // MARK: - Tables

    func testKeysOfADictionaryAMatchAndARegionButNeverTheirValues() throws {
        let swift = try CodeFixtures.document(named: "a.swift", """
            // audit:keys soft
            let emoji = ["sofa": "🛋", "pillow": "🛏"]
            let names = [
                // audit:begin hard keys
                "brick": "レンガ", "door": "ドア",
                "table": Name(text: "机", plural: "机"),
                // audit:end
            ]

            """)
        XCTAssertEqual(CodeFixtures.summary(swift), ["soft: sofa@2:14, pillow@2:27", "hard: brick@5:5, door@5:21, table@6:5"])
        let rust = try CodeFixtures.document(named: "a.rs", """
            fn f(label: &str) -> &str {
                // audit:keys weather
                match label {
                    "cloudy" | "fog" => "雲", "snow" => { "雪" }
                    _ => "",
                }
            }

            """)
        XCTAssertEqual(CodeFixtures.summary(rust), ["weather: cloudy@4:9, fog@4:20, snow@4:34"])
        let kotlin = try CodeFixtures.document(named: "a.kt", """
            fun f(label: String) = when (label) { // audit:keys soft
                "sofa", "pillow" -> "柔"
                else -> "硬"
            }
            // audit:keys hard
            val m = mapOf("brick" to "レンガ", "door" to "ドア")

            """)
        XCTAssertEqual(CodeFixtures.summary(kotlin), ["soft: sofa@2:5, pillow@2:13", "hard: brick@6:15, door@6:33"])
        let java = try CodeFixtures.document(named: "A.java", """
            class A {
                // audit:keys soft
                static final java.util.Map<String, String> M = java.util.Map.of("sofa", "ソファ", "pillow", "枕");
            }

            """)
        XCTAssertEqual(CodeFixtures.summary(java), ["soft: sofa@3:69, pillow@3:84"])
    }

    func testATableTakesNoAdditionButARemovalTakesTheKeyWithItsValue() throws {
        let document = try CodeFixtures.document(named: "a.kt", """
            val m = mapOf(
                // audit:begin toys keys
                "Plush" to "ぬいぐるみ", "Lego" to "レゴ",
                // audit:end
            )

            """)
        XCTAssertNotNil(document.refusal(of: .add(category: "toys", identifier: "toy", isExclusion: false)))
        XCTAssertEqual(try document.rendering([.delete(EntryPosition(line: 3, column: 5))]), """
            val m = mapOf(
                // audit:begin toys keys
                "Lego" to "レゴ",
                // audit:end
            )

            """)
    }

    func testTheOnlyPatternOfAnArmTakesItsArmUnlessAnotherArmFallsIntoIt() throws {
        let swift = try CodeFixtures.document(named: "a.swift", """
            func f(_ label: String) -> Int {
                // audit:keys soft
                switch label {
                case "sofa":
                    return 1
                case "pillow": fallthrough
                case "bed":
                    return 2
                default:
                    return 0
                }
            }

            """)
        XCTAssertEqual(try swift.rendering([.delete(EntryPosition(line: 4, column: 10))]), """
            func f(_ label: String) -> Int {
                // audit:keys soft
                switch label {
                case "pillow": fallthrough
                case "bed":
                    return 2
                default:
                    return 0
                }
            }

            """)
        XCTAssertEqual(swift.refusal(of: .delete(EntryPosition(line: 7, column: 10))),
                       "removing its only pattern would take its whole case, which the case above falls through into")
        let javascript = try CodeFixtures.document(named: "a.js", """
            function f(label) {
              // audit:keys soft
              switch (label) {
                case "sofa": return 1;
                default: return 0;
              }
            }

            """)
        XCTAssertEqual(javascript.refusal(of: .delete(EntryPosition(line: 4, column: 10))),
                       "removing its only pattern would take its whole case, which a case above may fall into")
    }

    /// In a plain region a value and the next key are no pattern list: removing the key would join the value
    /// to the next arm (`"夕焼け"\n => "ATM"`) or give a value to another key (`"Plush" to "Lego" to "レゴ"`).
    func testAPlainRegionNeverJoinsAValueToTheNextKey() throws {
        let rust = try CodeFixtures.document(named: "a.rs", """
            fn f(label: &str) -> &str {
                match label {
                    // audit:begin weather
                    "sunset" => "夕焼け",
                    "qqatm" => "ATM",
                    // audit:end
                    _ => "",
                }
            }

            """)
        XCTAssertNotNil(rust.refusal(of: .delete(EntryPosition(line: 5, column: 9))))
        let kotlin = try CodeFixtures.document(named: "a.kt", "val m = mapOf(\n    // audit:begin toys\n    \"Plush\" to \"ぬいぐるみ\", \"Lego\" to \"レゴ\"\n    // audit:end\n)\n")
        XCTAssertNotNil(kotlin.refusal(of: .delete(EntryPosition(line: 3, column: 25))))
        XCTAssertNotNil(kotlin.refusal(of: .delete(EntryPosition(line: 3, column: 16))))
    }

    /// A marked table that holds nothing yet is read, with no list and no note: not "no list is marked here".
    func testAnEmptyMarkedDictionaryIsReadAsNoListYet() throws {
        for (name, text) in [("a.py", "# audit:categories\nSURFACES = {}\n"), ("a.swift", "let s: [String: String] = [:] // audit:categories\n")] {
            let document = try CodeFixtures.document(named: name, text)
            XCTAssertEqual(document.lists.count, 0, name)
            XCTAssertTrue(document.skipped.isEmpty, name)
            XCTAssertNotNil(try EmbeddedSource(path: name, data: Data(text.utf8), listed: false), name)
        }
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["surfaces.py": "# audit:categories\nSURFACES = {}\n"], in: directory)
        let run = try TestSupport.runAudit(["surfaces.py"], in: directory)
        XCTAssertEqual(run.status, 0, run.error)
        XCTAssertTrue(run.output.hasPrefix("No findings: 1 file, 0 lists, 0 entries"), run.output)
    }

    func testMarkersThatDoNotFitATable() {
        CodeFixtures.assertInputError("a.swift", "// audit:categories\nlet e = [\"cat\": \"🐱\", \"dog\": \"🐶\"]\n", line: 1,
                                      containing: "values are not category names; mark the keys with audit:keys NAME")
        CodeFixtures.assertInputError("a.go", "package a\n// audit:categories\nvar m = map[string]R{\"cat\": {1}, \"dog\": {2}}\n", line: 2,
                                      containing: "values are not category names")
        CodeFixtures.assertInputError("a.swift", "let e = [\n  // audit:begin animals extra\n  \"cat\": 1,\n  // audit:end\n]\n", line: 2,
                                      containing: "the one word a region takes after its name is `keys`")
        CodeFixtures.assertInputError("a.py", "# audit:keys animals\nmatch label:\n    case \"cat\":\n        pass\n", line: 1,
                                      containing: "put audit:begin NAME keys … audit:end around its cases")
    }

    func testASmallDictionaryOfCategoriesIsStillRead() throws {
        let document = try CodeFixtures.document(named: "a.py", "# audit:categories\nS = {\"sofa\": \"soft\", \"brick\": \"hard\", \"pillow\": \"soft\"}\n")
        XCTAssertEqual(CodeFixtures.summary(document), ["soft: sofa@2:6, pillow@2:39", "hard: brick@2:22"])
    }
}
