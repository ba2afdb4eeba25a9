import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// The built binary on mappings written for ML Kit, ImageNet and COCO, with the mistakes real lists carry:
/// case, separators, plurals, a typo, a synonym, an umbrella word.
final class VocabulariesEndToEndTests: XCTestCase {
    /// Runs `audit` on fixture mappings `directory` (under `Fixtures/Mappings/`) with `arguments`.
    private func audit(_ directory: String, _ arguments: [String]) throws -> TestSupport.RunResult {
        try TestSupport.runAudit([directory, "--no-config"] + arguments,
                                 in: TestSupport.fixtures.appendingPathComponent("Mappings"))
    }

    func testAnMLKitListGetsItsLabelsSpellingsSynonymAndSilentLabel() throws {
        let result = try audit("mlkit", ["--vocabulary", "google-mlkit", "--format", "json"])
        XCTAssertEqual(result.status, 1, result.error)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        func first(_ entry: String, _ rule: String) -> [String: Any]? {
            findings.first { $0["identifier"] as? String == entry && $0["rule"] as? String == rule }
        }
        func suggestion(_ entry: String) -> String? {
            (first(entry, "dead-entry")?["suggestions"] as? [String])?.first
        }
        XCTAssertEqual(suggestion("Gaden"), "Garden", "a typo")
        XCTAssertEqual(suggestion("sofa"), "Couch", "a synonym")
        XCTAssertEqual(suggestion("curtain"), "Curtain", "case")
        XCTAssertEqual(suggestion("Stuffed Toy"), "Stuffed toy", "case inside a label with a space")
        XCTAssertEqual(suggestion("Flowers"), "Flower", "a plural")
        XCTAssertEqual(suggestion("Wheels"), "Wheel")
        for label in ["Couch", "Loveseat", "Pillow", "Cushion", "Curtain", "Plush", "Wool", "Chair", "Desk", "Garden"] {
            XCTAssertNil(first(label, "dead-entry"), "\(label) is an ML Kit label")
        }
        let silent = try XCTUnwrap(first("Doll", "silent-label"))
        XCTAssertEqual(silent["severity"] as? String, "note")
        XCTAssertTrue((silent["message"] as? String ?? "").contains("no score-calibration curve"), "\(silent)")
        XCTAssertNil(first("Couch", "silent-label"))
        try TestSupport.assertSnapshot(try audit("mlkit", ["--vocabulary", "google-mlkit", "--fail-on", "never"]).output,
                                       named: "Vocabularies/mlkit-report.txt")
    }

    func testAnImageNetListGetsItsClassNamesAndTheUmbrellaWordIsDead() throws {
        let result = try audit("imagenet", ["--vocabulary", "imagenet-1k"])
        XCTAssertEqual(result.status, 1, result.error)
        let lines = result.output.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.contains("\"tiger_cat\"") && $0.contains("did you mean \"tiger cat\"") }, result.output)
        XCTAssertTrue(lines.contains { $0.contains("\"siamese cat\"") && $0.contains("did you mean \"Siamese cat\"") }, result.output)
        XCTAssertTrue(lines.contains { $0.contains("\"Labrador_retriever\"") && $0.contains("\"Labrador retriever\"") }, result.output)
        XCTAssertTrue(lines.contains { $0.contains("\"pugs\"") && $0.contains("did you mean \"pug\"") }, result.output)
        XCTAssertTrue(lines.contains { $0.hasPrefix("imagenet/pets.txt:13:1: error: [dead-entry] \"dog\" is not a class of imagenet-1k; "
                                                 + "it is an umbrella over 118 of its classes (") && $0.hasSuffix("); map those kinds") },
                      result.output)
        XCTAssertFalse(result.output.contains("hyena"), "a sister is no suggestion for an umbrella word")
        for name in ["tabby", "Persian cat", "beagle", "golden retriever", "German shepherd", "basset"] {
            XCTAssertFalse(result.output.contains("\"\(name)\" is not an identifier"), name)
        }
        try TestSupport.assertSnapshot(result.output, named: "Vocabularies/imagenet-report.txt")
    }

    func testACOCOListGetsItsClassNamesAndSynonyms() throws {
        let result = try audit("coco", ["--vocabulary", "coco"])
        XCTAssertEqual(result.status, 1, result.error)
        XCTAssertTrue(result.output.contains("\"motorbike\" is not an identifier of coco, so it can never match; did you mean \"motorcycle\"?"),
                      result.output)
        XCTAssertTrue(result.output.contains("\"sofa\" is not an identifier of coco, so it can never match; did you mean \"couch\"?"), result.output)
        XCTAssertTrue(result.output.contains("did you mean \"traffic light\"? (differs from traffic light only in separators)"), result.output)
        XCTAssertTrue(result.output.contains("did you mean \"bench\"? (differs from bench only in case)"), result.output)
        XCTAssertTrue(result.output.contains("did you mean \"potted plant\"? (singular/plural of potted plant)"), result.output)
        try TestSupport.assertSnapshot(result.output, named: "Vocabularies/coco-report.txt")
    }

    /// A flat classifier reports a beagle as `beagle` alone, so mapping only the umbrella catches nothing:
    /// its kinds are warnings, not notes.
    func testOnAFlatVocabularyTheKindsOfAMappedUmbrellaAreWarnings() throws {
        let findings = try TestSupport.audit([("pets", "Dog\n")], vocabulary: BuiltinVocabulary.googleMLKit.vocabulary)
        let missing = findings.filter { $0.rule == .missingLabel }
        XCTAssertEqual(Set(missing.map(\.subject)),
                       ["Basset hound", "Cairn terrier", "Cavalier", "Dalmatian", "Shetland sheepdog", "Shikoku"])
        XCTAssertTrue(missing.allSatisfy { $0.severity == .warning })
        XCTAssertTrue(try TestSupport.audit([("soft", "clothing\n")]).filter { $0.rule == .missingLabel }.allSatisfy { $0.severity == .note },
                      "on hierarchical Vision the kinds are covered through the mapped ancestor: notes")
    }

    func testVocabListIsTheGoldenListing() throws {
        let result = try TestSupport.runAudit(["vocab", "--list"])
        XCTAssertEqual(result.status, 0, result.error)
        try TestSupport.assertSnapshot(result.output, named: "Vocabularies/vocab-list.txt")
        let refused = try TestSupport.runAudit(["vocab", "--list", "--vocabulary", "coco"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.error.hasPrefix("audit: --list lists every built-in vocabulary"), refused.error)
        let coco = try TestSupport.runAudit(["vocab", "--vocabulary", "coco"])
        XCTAssertEqual(coco.output.split(separator: "\n").first, "person")
        XCTAssertEqual(coco.output.split(separator: "\n").count, 80)
    }

    /// `.audit.json` picks the vocabulary and says how the app compares; a bad `match` names the file and line.
    func testConfigVocabularyAndMatchModes() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["mappings/soft.txt": "Couch\ncouch\nPillow\ntiger_cat\n"], in: directory)
        func run(_ config: String) throws -> TestSupport.RunResult {
            try TestSupport.write([".audit.json": config], in: directory)
            return try TestSupport.runAudit(["mappings", "--format", "json"], in: directory)
        }
        func findings(_ result: TestSupport.RunResult) throws -> [(rule: String, identifier: String)] {
            let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any], result.error)
            return (report["findings"] as? [[String: Any]] ?? []).map { ($0["rule"] as? String ?? "", $0["identifier"] as? String ?? "") }
        }
        let exact = try findings(run(#"{"vocabulary": "google-mlkit"}"#))
        XCTAssertTrue(exact.contains { $0 == ("dead-entry", "couch") }, "\(exact)")
        XCTAssertTrue(exact.contains { $0 == ("dead-entry", "tiger_cat") })
        let folded = try findings(run(#"{"vocabulary": "google-mlkit", "match": "case-insensitive"}"#))
        XCTAssertFalse(folded.contains { $0.rule == "dead-entry" && $0.identifier.lowercased() == "couch" }, "\(folded)")
        XCTAssertTrue(folded.contains { $0 == ("duplicate", "Couch") }, "couch and Couch are one label to a case-insensitive app: \(folded)")
        XCTAssertTrue(folded.contains { $0 == ("dead-entry", "tiger_cat") })
        try TestSupport.write(["mappings/soft.txt": "tiger_cat\nTiger-Cat\nPersian_Cat\nbeagle\n"], in: directory)
        let caseOnly = try findings(run(#"{"vocabulary": "imagenet-1k", "match": "case-insensitive"}"#))
        XCTAssertEqual(caseOnly.filter { $0.rule == "dead-entry" }.map(\.identifier), ["tiger_cat", "Tiger-Cat", "Persian_Cat"])
        let normalized = try findings(run(#"{"vocabulary": "imagenet-1k", "match": "normalized"}"#))
        XCTAssertEqual(normalized.filter { $0.rule == "dead-entry" }.map(\.identifier), [])
        XCTAssertEqual(normalized.filter { $0.rule == "duplicate" }.map(\.identifier), ["tiger cat"])
        let bad = try run("{\n  \"vocabulary\": \"coco\",\n  \"match\": \"fuzzy\"\n}\n")
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.error, ".audit.json:3: `match` must be one of exact, case-insensitive, normalized, not `fuzzy`\n"
            .replacingOccurrences(of: ".audit.json", with: "audit: .audit.json"))
        let unknown = try run(#"{"vocabulary": "mlkit"}"#)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.error.contains("`vocabulary`: unknown vocabulary `mlkit`"), unknown.error)
    }
}
