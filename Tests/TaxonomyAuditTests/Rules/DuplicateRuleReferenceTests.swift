import TestSupport
import XCTest
@testable import TaxonomyAudit

/// `DuplicateRule` packs an entry's category, text number and exclusion into one integer and keeps per key only
/// where its copies were last met; here it is compared with the plain reading of its description, on
/// generated mappings.
final class DuplicateRuleReferenceTests: XCTestCase {
    /// The plain version: walking the entries list by list, a copy repeats the first copy in its own list
    /// (removable), else the first copy anywhere in the category, unless the two lists are arms of one
    /// conditional (reported without a fix).
    static func reference(_ context: AuditContext) -> [ComparedFinding] {
        struct Key: Hashable { let category: String, text: String, isExclusion: Bool }
        struct InList: Hashable { let key: Key, list: Int }
        var first: [Key: Placement] = [:], firstInList: [InList: Placement] = [:]
        var found: [ComparedFinding] = []
        for placement in context.placements {
            let entry = placement.entry
            let key = Key(category: placement.category, text: entry.text, isExclusion: entry.isExclusion)
            let inList = InList(key: key, list: placement.list)
            var message: String?, fixes: [Fix] = []
            if let earlier = firstInList[inList] {
                let word = placement.path.hasSuffix(".txt") ? "line" : "entry"
                message = "\"\(entry.written)\" is already listed at line \(earlier.entry.line); remove this \(word)"
                fixes = [Fix(title: "remove this \(word)", question: "Remove the repeated \"\(entry.text)\" (line \(entry.line))?",
                             applicability: .safe,
                             edits: [FixEdit(path: placement.path, category: placement.category, change: .delete(entry.position),
                                             description: EditDescription(location: Finding.Location(path: placement.path, line: entry.line),
                                                                          action: .removed, kind: "duplicate", entry: entry.text))])]
            } else if let earlier = first[key], !context.lists[placement.list].isAlternative(to: context.lists[earlier.list]) {
                let at = earlier.path == placement.path ? "line \(earlier.entry.line)" : "\(earlier.path):\(earlier.entry.line)"
                message = "\"\(entry.written)\" is also listed at \(at), in another list of \(placement.category); "
                    + "each list is read on its own, so no copy is removed for you"
            }
            if let message {
                found.append(ComparedFinding(rule: .duplicate, severity: .warning, category: placement.category, subject: entry.text,
                                  location: "\(placement.path):\(entry.line):\(entry.column)", message: message, fixes: fixes))
            }
            first[key] = first[key] ?? placement
            firstInList[inList] = firstInList[inList] ?? placement
        }
        return found
    }

    /// Compares the rule with `reference` on `sources`; returns how many findings and how many without a fix.
    @discardableResult
    func assertMatchesReference(_ sources: [any MappingSource], _ note: String, file: StaticString = #filePath,
                                line: UInt = #line) -> (findings: Int, withoutFix: Int) {
        let context = AuditContext(vocabulary: FixtureVocabulary.vocabulary, sources: sources)
        let actual = DuplicateRule().findings(in: context).map(ComparedFinding.init)
        let expected = Self.reference(context)
        ComparedFinding.assertEqual(actual, expected, note, file: file, line: line)
        return (expected.count, expected.filter(\.fixes.isEmpty).count)
    }

    func testTheRuleFindsWhatThePlainVersionFindsOnGeneratedMappings() throws {
        var random = SplitMix64(seed: 0xD0B1E)
        var total = (findings: 0, withoutFix: 0, alternatives: 0)
        for round in 0..<150 {
            // Mostly small mappings, some of a few thousand entries; few words, so texts repeat.
            let entries = round % 25 == 0 ? Int.random(in: 1_000...3_000, using: &random) : Int.random(in: 0...120, using: &random)
            let pool = Array(Self.words.shuffled(using: &random).prefix(Int.random(in: 1...Self.words.count, using: &random)))
            let sources = try GeneratedMappings.sources(&random, words: pool, entries: entries,
                                                        categoryCount: Int.random(in: 1...4, using: &random))
            let counts = assertMatchesReference(sources, "round \(round)")
            total.findings += counts.findings
            total.withoutFix += counts.withoutFix
            let lists = sources.flatMap(\.lists)
            total.alternatives += lists.indices.filter { i in lists.indices.contains { lists[i].isAlternative(to: lists[$0]) } }.count
        }
        // The generated mappings reach each path of the rule: repeats in a list, across lists, and across arms.
        XCTAssertGreaterThan(total.findings - total.withoutFix, 1_000)
        XCTAssertGreaterThan(total.withoutFix, 500)
        XCTAssertGreaterThan(total.alternatives, 100)
    }

    /// The cases the rule's bookkeeping singles out, each small enough to read.
    func testTheEdgeCasesMatchThePlainVersion() throws {
        func swift(_ text: String, _ path: String = "mappings/Labels.swift") throws -> any MappingSource {
            try XCTUnwrap(try EmbeddedSource(path: path, data: Data(text.utf8), listed: true))
        }
        let cases: [(String, [any MappingSource])] = [
            ("no entries", []),
            ("an entry and its exclusion are different keys", [try TestSupport.mapping("soft", "sofa\n!sofa\nsofa\n!sofa\n")]),
            ("a third copy repeats the first of its list", [try TestSupport.mapping("soft", "sofa\nsofa\nsofa\n")]),
            ("one text in two categories is no duplicate",
             [try TestSupport.mapping("soft", "sofa\n"), try TestSupport.mapping("hard", "sofa\nsofa\n")]),
            ("copies in a later list repeat the first list's copy, then their own list's",
             [try TestSupport.mapping("soft", "pillow\nsofa\n"), try TestSupport.mapping("soft", "sofa\npillow\nsofa\n", directory: "ios"),
              try TestSupport.mapping("soft", "sofa\n", directory: "web")]),
            ("arms of one conditional repeat nothing of each other; a list after them does", [try swift("""
                #if os(iOS)
                // audit:category soft
                let a: Set<String> = ["sofa", "pillow"]
                #elseif os(macOS)
                // audit:category soft
                let b: Set<String> = ["sofa", "sofa"]
                #else
                // audit:category soft
                let c: Set<String> = ["pillow"]
                #endif
                // audit:category soft
                let d: Set<String> = ["sofa", "pillow"]

                """)]),
            ("a list in an arm after a list outside the conditional", [try swift("""
                // audit:category soft
                let a: Set<String> = ["sofa"]
                #if os(iOS)
                // audit:category soft
                let b: Set<String> = ["sofa"]
                #else
                // audit:category soft
                let c: Set<String> = ["sofa", "sofa"]
                #endif

                """)]),
            ("two lists of one file in one category, and a text list of it",
             [try TestSupport.mapping("soft", "sofa\n"), try swift("""
                // audit:category soft
                let a: Set<String> = ["sofa", "pillow"]
                // audit:category hard
                let b: Set<String> = ["sofa", "sofa"]
                // audit:category soft
                let c: Set<String> = ["pillow", "sofa"]

                """)]),
        ]
        for (note, sources) in cases { assertMatchesReference(sources, note) }
    }

    /// Identifiers of the fixture vocabulary and words outside it (dead entries repeat too), one differing only in case.
    static let words = ["sofa", "pillow", "table", "chair", "brick", "door", "futon", "structure", "cotton", "Sofa",
                        "stuffed_animals", "tiger cat", "wet-suit"]
}
