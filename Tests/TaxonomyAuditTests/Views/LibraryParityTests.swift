import CategoryMapping
import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// `audit replay` and the `CategoryMapping` library an app ships give the same verdict on every real capture
/// under every policy: both run the one policy engine, and nothing between them may differ.
final class LibraryParityTests: XCTestCase {
    func testReplayAndTheLibraryAgreeOnEveryCaptureUnderEveryPolicy() throws {
        let root = TestSupport.repository
        let captures = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Tests/Captures").path)
            .filter { $0.hasSuffix(".json") }.sorted().map { "Tests/Captures/" + $0 }
        XCTAssertGreaterThanOrEqual(captures.count, 14)
        var compared = 0
        for kind in Policy.Kind.allCases {
            let policy = Policy(kind: kind)
            let run = try TestSupport.runAudit(["replay"] + captures + ["--mappings", "mappings", "--policy", kind.rawValue,
                                                                        "--no-config", "--format", "json"], in: root)
            XCTAssertEqual(run.status, 0, run.error)
            let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            let replayed = try XCTUnwrap(report["captures"] as? [[String: Any]])
            XCTAssertEqual(replayed.count, captures.count)
            let library = try CategoryMapping(directoryPath: root.appendingPathComponent("mappings").path, policy: policy)
            for (path, outcome) in zip(captures, replayed) {
                XCTAssertEqual(outcome["path"] as? String, path)
                let capture = try XCTUnwrap(Capture.load(path: root.appendingPathComponent(path).path).captures.first)
                let verdict = library.verdict(for: capture.observations.map { ($0.identifier, $0.confidence) })
                XCTAssertEqual(outcome["verdict"] as? [String], verdict.categories, "\(path) under \(kind.rawValue)")
                XCTAssertEqual(outcome["decidedBy"] as? [String], verdict.decidedBy.map(\.identifier), "\(path) under \(kind.rawValue)")
                compared += 1
            }
        }
        XCTAssertEqual(compared, captures.count * Policy.Kind.allCases.count)
    }
}
