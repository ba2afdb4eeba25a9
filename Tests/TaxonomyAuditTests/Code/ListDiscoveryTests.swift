import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// `audit discover`'s finding of unmarked lists (`ListDiscovery`, `ListDiscoveryReport`) on the fixtures of
/// `Fixtures/Code/Discover`: each candidate's line, shape, vocabulary, marker and name.
final class ListDiscoveryTests: XCTestCase {
    private func candidates(_ name: String, _ text: String? = nil) throws -> [ListCandidate] {
        let bytes = try text.map { Array($0.utf8) } ?? CodeFixtures.bytes("Discover/" + name)
        return try ListDiscovery.candidates(path: name, bytes: bytes, language: try XCTUnwrap(SourceLanguage(path: name)))
    }

    private func report() throws -> ListDiscoveryReport {
        try ListDiscoveryReport.discover(paths: [CodeFixtures.path("Discover")])
    }

    func testEachFixtureShapeIsFoundWithItsLineVocabularyAndMarker() throws {
        let report = try report()
        XCTAssertEqual(report.files, 6)
        let found = report.found.map { item in
            "\(PathText.lastComponent(item.path)):\(item.candidate.line) \(item.candidate.kind.rawValue) \(item.identifiers)/\(item.candidate.strings.count) "
                + "\(item.vocabulary.rawValue) \(item.marker)"
        }
        XCTAssertEqual(found, [
            "LabelEmoji.swift:4 table 7/8 apple-vision-rev1 // audit:begin animals keys, // audit:begin food keys (each section to its // audit:end)",
            "LabelEmoji.swift:17 table 6/6 apple-vision-rev1 // audit:categories",
            "MlKitLabels.java:4 list 6/6 google-mlkit // audit:category party",
            "ObjectCategories.swift:7 list 1/2 apple-vision-rev1 // audit:category dog",
            "ObjectCategories.swift:10 list 2/2 apple-vision-rev1 // audit:category cat",
            "ObjectCategories.swift:13 list 2/2 apple-vision-rev1 // audit:category bird",
            "ObjectCategories.swift:16 list 1/1 apple-vision-rev1 // audit:category horse",
            "ObjectCategories.swift:21 list 2/3 apple-vision-rev1 // audit:category fruit",
            "Translations.kt:2 table 6/6 apple-vision-rev1 // audit:keys german",
            "describe.rs:2 match 6/7 apple-vision-rev1 // audit:keys describe",
            "soft_labels.py:2 list 4/5 apple-vision-rev1 # audit:category soft2",
        ])
        XCTAssertEqual(report.unmarked.count, 11)
    }

    func testListsOfNonLabelStringsAreNoCandidates() throws {
        // Both fixtures hold `greetings`: five strings, none an identifier.
        XCTAssertFalse(try report().found.contains { $0.candidate.strings.contains("hello") })
        // A list of four labels is too short, a call's arguments are no literal.
        XCTAssertTrue(try candidates("a.swift", #"let few = ["cat", "dog", "bird", "horse"]"#).isEmpty)
        XCTAssertTrue(try candidates("a.swift", #"log("cat", "dog", "bird", "horse", "sofa")"#).isEmpty)
    }

    func testTheMarkerAboveTheLiteralReadsTheSameStrings() throws {
        // A table's keys, never its values; a match's patterns, never its arms' strings.
        let table = try XCTUnwrap(candidates("LabelEmoji.swift").first)
        XCTAssertEqual(table.strings, ["cat", "dog", "bird", "horse", "pizza", "cake", "banana", "not_a_label"])
        XCTAssertEqual(table.indentation, "    ")
        let match = try XCTUnwrap(candidates("describe.rs").first)
        XCTAssertEqual(match.strings, ["cat", "dog", "horse", "bird", "apple", "banana", "sunset"])
        // `Set([…])`: the inner literal, on the line of `Set(`.
        let set = try XCTUnwrap(candidates("a.swift", "let hardSet = Set([\n  \"chair\", \"table\", \"door\", \"window\", \"floor\",\n])\n").first)
        XCTAssertEqual(set.line, 1)
        XCTAssertEqual(set.suggestedName, "hard")
    }

    func testMarkedListsAreListedAsMarkedAndDoNotCount() throws {
        let text = """
            // audit:category soft
            let soft: Set<String> = ["sofa", "pillow", "curtain", "bed", "towel"]
            let hardLabels = ["chair", "table", "door", "window", "floor"] // audit:category hard

            """
        let found = try candidates("a.swift", text)
        XCTAssertEqual(found.map(\.existingMarker), ["// audit:category soft", "// audit:category hard"])
    }

    func testCommentSectionsOfATableAreMarkedEachAsACategory() throws {
        let text = """
            fn describe(label: &str) -> &str {
                match label {
                    // Pets
                    "cat" | "dog" => "a pet",
                    /* Farm animals */
                    "horse" => "farm",
                    "cow" => "farm",
                    // -
                    "sheep" => "farm",
                    _ => "other",
                }
            }

            """
        let sections = try XCTUnwrap(candidates("a.rs", text).first).sections
        XCTAssertEqual(sections.map(\.suggestedName), ["pets", "farm", ""])
        XCTAssertEqual(sections.map(\.keys), [2, 2, 1])
        let report = try ListDiscoveryReport.discover(paths: [try write(text, named: "a.rs")])
        XCTAssertEqual(report.found.first?.sectionNames, ["pets", "farm", "describe1"])
        let marked = try XCTUnwrap(report.markedFiles().first)
        XCTAssertEqual(String(decoding: marked.marked, as: UTF8.self), """
            fn describe(label: &str) -> &str {
                match label {
                    // Pets
                    // audit:begin pets keys
                    "cat" | "dog" => "a pet",
                    // audit:end
                    /* Farm animals */
                    // audit:begin farm keys
                    "horse" => "farm",
                    "cow" => "farm",
                    // audit:end
                    // -
                    // audit:begin describe1 keys
                    "sheep" => "farm",
                    _ => "other",
                    // audit:end
                }
            }

            """)
        // A key before the first comment, or one section only: the whole table is one list.
        XCTAssertEqual(try candidates("a.py", "T = {\n  'cat': 1,\n  # Dogs\n  'dog': 2,\n  # Birds\n  'bird': 3, 'horse': 4, 'cow': 5,\n}\n").first?.sections, [])
        XCTAssertEqual(try candidates("a.py", "T = {\n  # Pets\n  'cat': 1, 'dog': 2, 'bird': 3, 'horse': 4, 'cow': 5,\n}\n").first?.sections, [])
    }

    private func write(_ text: String, named name: String) throws -> String {
        let file = try TestSupport.temporaryDirectory(self).appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    func testListsPassedToAGroupOfCallsAreCandidatesTogether() throws {
        let found = try candidates("ObjectCategories.swift")
        XCTAssertEqual(found.map(\.line), [7, 10, 13, 16, 21])
        XCTAssertEqual(found.map(\.suggestedName), ["dog", "cat", "bird", "horse", "fruit"])
        XCTAssertEqual(found.map(\.isTrailing), [true, true, true, true, false])
        XCTAssertEqual(found.first?.group, ListCandidate.Group(id: 0, call: "ObjectCategory(identifiers:)", size: 6))
        // Four calls are no group; a group whose strings are no labels is none either.
        let four = (1...4).map { "Category(id: \"c\($0)\", labels: [\n  \"dog\",\n])," }.joined(separator: "\n")
        XCTAssertTrue(try candidates("a.swift", "let all = [\n" + four + "\n]\n").isEmpty)
        let words = (1...5).map { "Category(id: \"c\($0)\", labels: [\n  \"word\($0)\",\n])," }.joined(separator: "\n")
        let report = try ListDiscoveryReport.discover(paths: [try write("let all = [\n" + words + "\n]\n", named: "a.swift")])
        XCTAssertTrue(report.found.isEmpty)
    }

    func testNamesComeFromTheDeclaration() {
        XCTAssertEqual(ListDiscovery.categoryName("softLabels"), "soft")
        XCTAssertEqual(ListDiscovery.categoryName("SOFT_LABELS"), "soft")
        XCTAssertEqual(ListDiscovery.categoryName("emojiTable"), "emoji")
        XCTAssertEqual(ListDiscovery.categoryName("hardLabelSet"), "hard")
        XCTAssertEqual(ListDiscovery.categoryName("asset"), "asset")
        XCTAssertEqual(ListDiscovery.categoryName("labels"), "")
        XCTAssertEqual(ListDiscovery.categoryName("Labels"), "")
    }

    func testWritingInsertsOnlyTheMarkerLines() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let file = directory.appendingPathComponent("surfaces.py")
        try "x = 1\r\nif x:\r\n    LABELS = (\"sofa\", \"pillow\",\r\n      \"curtain\", \"bed\", \"towel\")\r\n".write(to: file, atomically: true, encoding: .utf8)
        let report = try ListDiscoveryReport.discover(paths: [file.path])
        let marked = try XCTUnwrap(report.markedFiles().first)
        XCTAssertEqual(String(decoding: marked.marked, as: UTF8.self),
                       "x = 1\r\nif x:\r\n    # audit:category surfaces\r\n    LABELS = (\"sofa\", \"pillow\",\r\n      \"curtain\", \"bed\", \"towel\")\r\n")
    }

    func testTheVocabularyIsSetInTheConfigurationKeepingEveryOtherByte() throws {
        let directory = try TestSupport.temporaryDirectory(self).path
        let created = try XCTUnwrap(ListDiscoveryReport.configuration(setting: .googleMLKit, from: directory))
        XCTAssertNil(created.original)
        XCTAssertEqual(String(decoding: created.contents, as: UTF8.self), "{\n  \"vocabulary\": \"google-mlkit\"\n}\n")

        let path = directory + "/.audit.json"
        let cases: [(String, String?)] = [
            ("{\n\t\"match\": \"case-insensitive\" ,\n\t\"paths\": [\"Sources\"]\n}\n",
             "{\n\t\"vocabulary\": \"google-mlkit\",\n\t\"match\": \"case-insensitive\" ,\n\t\"paths\": [\"Sources\"]\n}\n"),
            ("{\"paths\": [], \"vocabulary\" :  \"coco\"}", "{\"paths\": [], \"vocabulary\" :  \"google-mlkit\"}"),
            ("{ }", "{\n  \"vocabulary\": \"google-mlkit\"\n}"),
            ("{\"vocabulary\": \"google-mlkit\"}", nil),
        ]
        for (before, after) in cases {
            try before.write(toFile: path, atomically: true, encoding: .utf8)
            let edited = try ListDiscoveryReport.configuration(setting: .googleMLKit, from: directory)
            XCTAssertEqual(edited.map { String(decoding: $0.contents, as: UTF8.self) }, after, before)
            XCTAssertEqual(edited?.original.map { String(decoding: $0, as: UTF8.self) } ?? before, before)
        }
        try "[1]".write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try ListDiscoveryReport.configuration(setting: .googleMLKit, from: directory))
    }

    /// The look-up before lexing is a shortcut only: over every source fixture (lists, tables, code to discover),
    /// discovery finds what lexing every file finds.
    func testTheLookUpBeforeLexingFindsWhatLexingEveryFileFinds() throws {
        func found(_ report: ListDiscoveryReport) -> [String] {
            report.found.map { "\($0.path):\($0.candidate.line) \($0.vocabulary) \($0.identifiers)" }
        }
        let fixtures = TestSupport.fixture("Code")
        let quick = try ListDiscoveryReport.discover(paths: [fixtures])
        XCTAssertFalse(quick.found.isEmpty)
        XCTAssertEqual(found(quick), found(try ListDiscoveryReport.discover(paths: [fixtures], lexingEveryFile: true)))
    }

    func testTheQuickLookForIdentifiersBeforeLexingMissesNoList() throws {
        // An apostrophe in a comment, a backquote, a raw string: each quote is tried as an opening one.
        let python = "# don't mind the quotes' order\nL = [\n    'sofa', \"pillow\", r'curtain',\n    '''bed''', 'towel',\n]\n"
        XCTAssertEqual(try ListDiscoveryReport.discover(paths: [try write(python, named: "soft.py")]).found.map(\.identifiers), [4])
        let swift = "// it's `here`\nlet hard = [#\"chair\"#, \"Table\", \"door\", \"window\", \"floor\"]\n"
        XCTAssertEqual(try ListDiscoveryReport.discover(paths: [try write(swift, named: "hard.swift")]).found.map(\.identifiers), [4])
    }

    func testDamagedFixturesNeverTrap() throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: CodeFixtures.path("Discover")).sorted() {
            let bytes = try CodeFixtures.bytes("Discover/" + name)
            let language = try XCTUnwrap(SourceLanguage(path: name))
            for end in stride(from: 0, through: bytes.count, by: 2) {
                _ = try? ListDiscovery.candidates(path: name, bytes: Array(bytes[..<end]), language: language)
            }
        }
    }
}
