import XCTest
@testable import TaxonomyAudit

/// The article's original soft list, audited with the built-in vocabulary and knowledge table.
final class ArticleTests: XCTestCase {
    var findings: [Finding] = []

    override func setUpWithError() throws {
        let file = try MappingFile(path: TestSupport.fixture("Mappings/article/soft.txt"))
        findings = Auditor().audit(AuditContext(vocabulary: .builtin, files: [file]))
    }

    func testDeadEntriesAreExactlyTheMaterials() {
        let dead = findings.filter { $0.rule == .deadEntry }.map(\.identifier)
        XCTAssertEqual(dead, ["fabric", "cloth", "cushion", "blanket", "carpet", "rug", "fur", "wool", "cotton", "leather"])
    }

    func testMissingLabelsIncludeTheArticlesList() {
        let missing = Set(findings.filter { $0.rule == .missingLabel }.map(\.identifier))
        for identifier in ["bathrobe", "bedding", "cloak", "leotard", "mitten", "poncho", "swimsuit", "wetsuit"] {
            XCTAssertTrue(missing.contains(identifier), "\(identifier) should be proposed for soft")
        }
    }

    func testCatchAllsAndHardThingsAreNeverProposed() {
        let missing = Set(findings.filter { $0.rule == .missingLabel }.map(\.identifier))
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
            let ancestors = Set(vocabulary.ancestors(of: finding.identifier).map(\.identifier))
            for cited in finding.related {
                XCTAssertTrue(mapped.contains(cited), "\(finding.identifier) cites \(cited)")
                XCTAssertTrue(ancestors.contains(cited), "\(finding.identifier) is not a kind of \(cited)")
            }
        }
    }

    func testBathrobeSaysWhy() throws {
        let bathrobe = try XCTUnwrap(findings.first { $0.identifier == "bathrobe" })
        XCTAssertEqual(bathrobe.severity, .warning)
        XCTAssertEqual(bathrobe.related, ["clothing"])
        XCTAssertTrue(bathrobe.message.contains("kind of clothing, mapped soft at \(TestSupport.fixture("Mappings/article/soft.txt")):6"),
                      bathrobe.message)
    }
}

/// The shipped mappings are what `make audit` checks: they must stay clean.
final class ShippedMappingsTests: XCTestCase {
    func testShippedMappingsHaveNoFindings() throws {
        let files = try MappingLoader.load(paths: [TestSupport.repository.appendingPathComponent("mappings").path])
        XCTAssertEqual(files.map(\.category), ["hard", "soft"])
        for file in files {
            XCTAssertGreaterThanOrEqual(file.entries.filter { !$0.isExclusion }.count, 25, file.path)
            XCTAssertTrue(file.text.lines.first?.text.hasPrefix("# \(file.category):") == true, "\(file.path) opens with its meaning")
        }
        let findings = Auditor().audit(AuditContext(vocabulary: .builtin, files: files))
        XCTAssertEqual(findings.map { TextReporter().line(for: $0) }, [])
    }
}
