import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// This target's helpers beside the shared ones (the repository, temporary directories, running a program):
/// fixture paths, in-memory audits, running the real `audit` binary, and snapshots.
extension TestSupport {
    /// `Tests/TaxonomyAuditTests/Fixtures`, read from the source tree so snapshots can be recorded in place.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The built products directory (where `audit` is), next to the test bundle.
    static var productsDirectory: URL {
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL
    }

    static func fixture(_ relativePath: String) -> String {
        fixtures.appendingPathComponent(relativePath).path
    }

    /// A mapping file parsed from text, named `category.txt` (as reports show it) under `directory`.
    static func mapping(_ category: String, _ text: String, directory: String = "mappings") throws -> MappingFile {
        try MappingFile(text: TextLines(path: "\(directory)/\(category).txt", data: Data(text.utf8)))
    }

    /// Audits in-memory mappings (category → text; a name with an extension, `Labels.swift`, is a source file
    /// under `mappings/` read in its own format) against `vocabulary` (default: the built-in one).
    static func audit(_ mappings: [(String, String)], vocabulary: Vocabulary = .builtin) throws -> [Finding] {
        let files: [any MappingSource] = try mappings.map { name, text in
            guard name.contains(".") else { return try mapping(name, text) }
            let path = "mappings/\(name)"
            // A source file is read as a scan of `mappings/` finds it; a JSON or property list, as named.
            let listed = SourceLanguage(path: path) != nil
            guard let source = try MappingFormat.named(path).read(path: path, data: Data(text.utf8), listed: listed) else {
                throw AuditError.input(path: path, line: nil, message: "no list is read here")
            }
            return source
        }
        return Array(Auditor().audit(AuditContext(vocabulary: vocabulary, sources: files)))
    }

    /// Runs the built `audit` binary with `arguments` in `directory`.
    static func runAudit(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
                         input: String? = nil) throws -> RunResult {
        try run(productsDirectory.appendingPathComponent("audit"), arguments, in: directory, environment: environment, input: input)
    }

    /// Whether this run records snapshots (`UPDATE_SNAPSHOTS=1`): it writes them, then fails, so that a
    /// re-record is always followed by a run that verifies.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1" }

    /// Compares `actual` with the snapshot `Fixtures/Golden/<name>`; when recording, writes it and fails.
    static func assertSnapshot(_ actual: String, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = fixtures.appendingPathComponent("Golden").appendingPathComponent(name)
        if isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            XCTFail("recorded snapshot \(name); run the tests again without UPDATE_SNAPSHOTS to verify it", file: file, line: line)
            return
        }
        guard let expected = FileManager.default.contents(atPath: url.path) else {
            XCTFail("missing snapshot \(name); record it with UPDATE_SNAPSHOTS=1", file: file, line: line)
            return
        }
        XCTAssertEqual(actual, String(decoding: expected, as: UTF8.self), "snapshot \(name) differs", file: file, line: line)
    }
}
