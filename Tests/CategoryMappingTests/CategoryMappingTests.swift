import CategoryMapping
import Foundation
import TestSupport
import XCTest

/// Loading mapping files and lists, and the article's example.
final class CategoryMappingTests: XCTestCase {
    func loadError(_ files: [String: String]) throws -> String? {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(files, in: directory)
        do {
            _ = try CategoryMapping(directoryPath: directory.path, policy: .article)
            return nil
        } catch {
            return "\(error)".replacingOccurrences(of: directory.path + "/", with: "")
        }
    }

    func testTheArticlesSofaPhotoComesOutSoft() {
        // The seed article: "structure" and another label outrank "sofa", which is rank 3 at 0.28.
        let mapping = CategoryMapping(categories: ["soft": ["pillow", "sofa", "curtain"], "hard": ["brick", "table"]], policy: .article)
        let verdict = mapping.verdict(for: [("structure", 0.35), ("furniture", 0.30), ("sofa", 0.28), ("textile", 0.25)])
        XCTAssertEqual(verdict.categories, ["soft"])
        XCTAssertEqual(verdict.decidedBy, [Observation(identifier: "sofa", confidence: 0.28)])
        let none = mapping.verdict(for: [("structure", 0.9), ("sofa", 0.1)])
        XCTAssertEqual(none.categories, [])
        XCTAssertEqual(none.decidedBy.map(\.identifier), ["structure"], "the article's fallback: rank 1, which maps to nothing")
        XCTAssertEqual(mapping.verdict(for: [] as [Observation]), Verdict(categories: [], decidedBy: []))
    }

    func testObservationsAreRankedNotTakenInTheOrderGiven() {
        let mapping = CategoryMapping(categories: ["soft": ["sofa"], "hard": ["table"]], policy: .firstMatch(top: 2, threshold: 0.2))
        let unsorted = [("outdoor", Float(0.3)), ("sofa", 0.5), ("grass", 0.6), ("table", 0.9)]
        XCTAssertEqual(mapping.verdict(for: unsorted).categories, ["hard"])
        XCTAssertEqual(mapping.verdict(for: [("sofa", 0.5), ("table", 0.5)]).categories, ["soft"], "ties keep the order given")
    }

    func testDirectoryLoadingTakesTxtFilesOnlyAndNamesCategoriesByFile() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["soft.txt": "\u{FEFF}# soft\npillow\r\n  sofa  # upholstered\n!structure\n",
                           "hard surfaces.txt": "brick", ".draft.txt": "sofa\n", "notes.md": "brick\n"], in: directory)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("old.txt"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("gone.txt").path, withDestinationPath: "/nonexistent")
        let mapping = try CategoryMapping(directoryPath: directory.path + "/", policy: .article)
        XCTAssertEqual(mapping.categoryNames, ["hard surfaces", "soft"])
        XCTAssertEqual(mapping.engine.table.categories(of: "sofa"), ["soft"])
        XCTAssertEqual(mapping.engine.table.categories(of: "brick"), ["hard surfaces"])
        XCTAssertFalse(mapping.engine.table.isMapped("structure"))
    }

    func testFilePathsOfTheSameNameAddToOneCategory() throws {
        let first = try TestSupport.temporaryDirectory(self), second = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["soft.txt": "pillow\n"], in: first)
        try TestSupport.write(["soft.txt": "sofa\n", "hard.txt": "sofa\n"], in: second)
        let mapping = try CategoryMapping(filePaths: [first.appendingPathComponent("soft.txt").path,
                                                      second.appendingPathComponent("soft.txt").path,
                                                      second.appendingPathComponent("hard.txt").path], policy: .any(threshold: 0.2))
        XCTAssertEqual(mapping.categoryNames, ["hard", "soft"])
        XCTAssertEqual(mapping.verdict(for: [("pillow", 0.3), ("sofa", 0.4)]).categories, ["hard", "soft"])
    }

    func testBadFilesAreErrorsNamingFileAndLine() throws {
        XCTAssertEqual(try loadError(["soft.txt": "pillow\nso\0fa\n"]), "soft.txt:2: contains a NUL byte: not a text file")
        XCTAssertEqual(try loadError(["soft.txt": "pillow\rsofa\r"]), "soft.txt:1: lone CR line endings are not supported")
        XCTAssertEqual(try loadError(["hard.txt": "brick\n", "soft.txt": "pillow\n  !  \n"]), "soft.txt:2: expected an identifier after `!`")
        XCTAssertEqual(try loadError(["soft.txt": "sofa # audit:ignore\n"]), "soft.txt:1: `audit:ignore` needs a rule")
        XCTAssertEqual(try loadError(["notes.md": "sofa\n"])?.hasSuffix(": directory has no mapping files (*.txt)"), true)
        XCTAssertNil(try loadError(["soft.txt": "sofa # audit:ignore-me\nSofas # audit:ignore dead-entry # old\n"]))
    }

    func testInvalidUTF8AndMissingPathsAreErrors() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try Data([0x73, 0x6F, 0x66, 0x61, 0x0A, 0xC3, 0x28, 0x0A]).write(to: directory.appendingPathComponent("soft.txt"))
        XCTAssertThrowsError(try CategoryMapping(directoryPath: directory.path, policy: .article)) { error in
            XCTAssertEqual("\(error)", directory.path + "/soft.txt:2: line is not valid UTF-8")
        }
        XCTAssertThrowsError(try CategoryMapping(directoryPath: "/nonexistent/mappings", policy: .article)) { error in
            XCTAssertEqual("\(error)", "/nonexistent/mappings: no such file or directory")
        }
        let file = directory.appendingPathComponent("soft.txt").path
        XCTAssertThrowsError(try CategoryMapping(directoryPath: file, policy: .article)) { error in
            XCTAssertEqual("\(error)", file + ": is not a directory")
        }
        XCTAssertThrowsError(try CategoryMapping(filePaths: [directory.path], policy: .article)) { error in
            XCTAssertEqual("\(error)", directory.path + ": is a directory")
        }
        XCTAssertThrowsError(try CategoryMapping(filePaths: ["/dev/null"], policy: .article)) { error in
            XCTAssertEqual("\(error)", "/dev/null: cannot read file")
        }
    }

    func testMostSpecificUsesVisionsParentTableUnlessGivenOne() {
        // The knowledge table: armchair is a kind of chair, a kind of furniture.
        let categories = ["soft": ["armchair"], "hard": ["chair"]]
        let photo: [(identifier: String, confidence: Float)] = [("furniture", 0.9), ("chair", 0.8), ("armchair", 0.8)]
        XCTAssertEqual(CategoryMapping(categories: categories, policy: .article).verdict(for: photo).categories, ["hard"])
        XCTAssertEqual(CategoryMapping(categories: categories, policy: .mostSpecific(threshold: 0.2)).verdict(for: photo).categories, ["soft"])
        let flat = CategoryMapping(categories: categories, policy: .mostSpecific(threshold: 0.2), hierarchy: .flat)
        XCTAssertEqual(flat.verdict(for: photo).categories, ["hard", "soft"], "flat: every mapped observation is as deep")
    }

    func testExtremePoliciesAndConfidencesDoNotTrap() {
        let observations: [(identifier: String, confidence: Float)] = [("sofa", .infinity), ("pillow", -.infinity), ("bed", .nan),
                                                                       ("sofa", .greatestFiniteMagnitude), ("", 0.5)]
        let policies: [Policy] = [.firstMatch(top: .max, threshold: 0.2), .firstMatch(top: .min, threshold: 0.2),
                                  .firstMatch(top: 5, threshold: .nan), .top1(threshold: -.infinity), .any(threshold: .infinity),
                                  .mostSpecific(threshold: .nan)]
        for policy in policies {
            let mapping = CategoryMapping(categories: ["soft": ["sofa", "pillow", "bed", ""], "": ["sofa"]], policy: policy)
            let verdict = mapping.verdict(for: observations)
            XCTAssertEqual(verdict.categories, Array(Set(verdict.categories)).sorted(), "\(policy)")
            XCTAssertEqual(mapping.verdict(for: observations.map { Observation(identifier: $0.identifier, confidence: $0.confidence) })
                .categories, verdict.categories, "\(policy)")
        }
        let top = CategoryMapping(categories: ["soft": ["sofa"]], policy: .firstMatch(top: .max, threshold: 0.2))
        XCTAssertEqual(top.verdict(for: observations).categories, ["soft"])
        XCTAssertEqual(top.verdict(for: observations).decidedBy.first?.confidence, .infinity)
    }

    func testCategoryOfPath() {
        XCTAssertEqual(CategoryMapping.category(ofPath: "mappings/soft.txt"), "soft")
        XCTAssertEqual(CategoryMapping.category(ofPath: "/a/b/hard surfaces.txt"), "hard surfaces")
        XCTAssertEqual(CategoryMapping.category(ofPath: "soft"), "soft")
    }
}
