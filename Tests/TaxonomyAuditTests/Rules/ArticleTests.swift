import TestSupport
import XCTest
@testable import TaxonomyAudit

/// The article's original soft list, audited with the built-in vocabulary and knowledge table.
final class ArticleTests: XCTestCase {
    var findings: [Finding] = []

    override func setUpWithError() throws {
        let file = try MappingFile(path: TestSupport.fixture("Mappings/article/soft.txt"))
        findings = Array(Auditor().audit(AuditContext(vocabulary: .builtin, sources: [file])))
    }

    func testDeadEntriesAreExactlyTheMaterials() {
        let dead = findings.filter { $0.rule == .deadEntry }.map(\.subject)
        XCTAssertEqual(dead, ["fabric", "cloth", "cushion", "blanket", "carpet", "rug", "fur", "wool", "cotton", "leather"])
    }

    func testMissingLabelsIncludeTheArticlesList() {
        let missing = Set(findings.filter { $0.rule == .missingLabel }.map(\.subject))
        for identifier in ["bathrobe", "bedding", "cloak", "leotard", "mitten", "poncho", "swimsuit", "wetsuit"] {
            XCTAssertTrue(missing.contains(identifier), "\(identifier) should be proposed for soft")
        }
    }

    func testCatchAllsAndHardThingsAreNeverProposed() {
        let missing = Set(findings.filter { $0.rule == .missingLabel }.map(\.subject))
        let never = ["material", "structure", "brick", "table", "door", "window", "rocks", "chair", "desk", "bench",
                     "bookshelf", "cabinet", "refrigerator", "oven", "bottle", "jar", "building", "bridge", "fence",
                     "stairs", "car", "computer", "piano", "raw_glass", "wood_processed", "lamp", "bed", "toy"]
        XCTAssertEqual(missing.intersection(never), [])
        for identifier in missing {
            XCTAssertFalse(Vocabulary.builtin.isGeneric(identifier), "\(identifier) is generic")
        }
    }

    func testEveryProposalIsAKindOfWhatItCites() {
        let vocabulary = Vocabulary.builtin
        let mapped: Set = ["pillow", "sofa", "curtain", "hoodie", "clothing", "textile", "stuffed_animals"]
        for finding in findings where finding.rule == .missingLabel {
            XCTAssertEqual(finding.category, "soft")
            XCTAssertFalse(finding.related.isEmpty)
            let ancestors = Set(vocabulary.ancestors(of: finding.subject).map(\.identifier))
            for cited in finding.related {
                XCTAssertTrue(mapped.contains(cited), "\(finding.subject) cites \(cited)")
                XCTAssertTrue(ancestors.contains(cited), "\(finding.subject) is not a kind of \(cited)")
            }
        }
    }

    /// Vision reports clothing with a bathrobe, so the article's list already covers it: a note that says so.
    func testBathrobeSaysWhy() throws {
        let bathrobe = try XCTUnwrap(findings.first { $0.subject == "bathrobe" })
        XCTAssertEqual(bathrobe.severity, .note)
        XCTAssertEqual(bathrobe.related, ["clothing"])
        XCTAssertTrue(bathrobe.message.contains("covered through clothing, mapped soft at \(TestSupport.fixture("Mappings/article/soft.txt")):6"),
                      bathrobe.message)
        XCTAssertTrue(bathrobe.message.contains("map it to depend on no hidden link"), bathrobe.message)
    }

    /// Read as a flat classifier (no ancestors reported), the same list misses the eight: warnings.
    func testAFlatReadingMakesTheArticlesLabelsWarnings() throws {
        let builtin = Vocabulary.builtin
        let flat = Vocabulary(name: builtin.name, identifiers: builtin.identifiers,
                              knowledge: builtin.identifiers.compactMap(builtin.info), reporting: .flat)
        let file = try MappingFile(path: TestSupport.fixture("Mappings/article/soft.txt"))
        let flatFindings = Auditor().audit(AuditContext(vocabulary: flat, sources: [file]))
        for identifier in ["bathrobe", "bedding", "cloak", "leotard", "mitten", "poncho", "swimsuit", "wetsuit"] {
            XCTAssertEqual(flatFindings.first { $0.rule == .missingLabel && $0.subject == identifier }?.severity, .warning, identifier)
        }
    }

    /// Text output says the clothing notes once, with their count; JSON keeps one finding each.
    func testTextGroupsTheNotesOfOneCause() throws {
        let report = AuditReport(vocabularyName: "v", vocabularyCount: 1, mappings: [], findings: findings)
        let text = TextReporter().render(report)
        let clothing = findings.filter { $0.rule == .missingLabel && $0.related == ["clothing"] }
        XCTAssertGreaterThan(clothing.count, 40)
        XCTAssertTrue(text.contains("note: [missing-label] \(clothing.count) kinds of clothing are covered only through clothing, mapped soft at "),
                      text)
        XCTAssertFalse(text.contains("\"bathrobe\" is not mapped"), "bathrobe is inside the grouped line")
        XCTAssertEqual(text.split(separator: "\n").filter { $0.contains("[missing-label]") }.count, 2, "clothing and textile")
    }
}

/// The shipped mappings are what `make audit` checks: they must stay clean.
final class ShippedMappingsTests: XCTestCase {
    func testShippedMappingsHaveNoFindings() throws {
        let files = try MappingLoader.load(paths: [TestSupport.repository.appendingPathComponent("mappings").path])
        XCTAssertEqual(files.flatMap(\.lists).map(\.category), ["hard", "soft"])
        for file in files {
            XCTAssertGreaterThanOrEqual(file.entries.filter { !$0.isExclusion }.count, 25, file.path)
            XCTAssertTrue(file.text.lines.first?.text.hasPrefix("# \(file.lists[0].category):") == true, "\(file.path) opens with its meaning")
        }
        let findings = Auditor().audit(AuditContext(vocabulary: .builtin, sources: files))
        XCTAssertEqual(findings.map { TextReporter().line(for: $0) }, [])
    }
}

/// The decisions the shipped mappings record hold at run time under the article's policy.
final class ShippedDecisionsTests: XCTestCase {
    func testTheDecidedIdentifiersGetTheirCategory() throws {
        let files = try MappingLoader.load(paths: [TestSupport.repository.appendingPathComponent("mappings").path])
        let context = AuditContext(vocabulary: .builtin, sources: files, policy: .article)
        let expected = ["armchair": ["soft"], "chaise": ["soft"], "sofa": ["soft"], "crib": ["soft"], "bed": ["soft"],
                        "helmet": ["hard"], "hardhat": ["hard"], "folding_chair": ["hard"], "table": ["hard"],
                        "bathrobe": ["soft"], "tiara": [], "chair": [], "clothing": []]
        for (identifier, categories) in expected {
            let verdict = context.verdict(for: identifier)
            XCTAssertEqual(verdict.categories, categories, identifier)
            XCTAssertFalse(verdict.isAmbiguous, identifier)
        }
        let ambiguous = Vocabulary.builtin.identifiers.filter { context.verdict(for: $0).isAmbiguous }
        XCTAssertEqual(ambiguous, [], "no tie can flip a shipped verdict")
    }
}
