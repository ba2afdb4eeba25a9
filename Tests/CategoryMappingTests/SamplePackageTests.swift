import Foundation
import TestSupport
import XCTest

/// An app package that depends on this package by path, built and run with the real `swift`: it loads
/// the fixture mapping files and a published capture, prints the verdict and records the capture.
final class SamplePackageTests: XCTestCase {
    static let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "SofaApp",
            platforms: [.macOS(.v10_15)],
            dependencies: [.package(path: "REPOSITORY")],
            targets: [
                .executableTarget(name: "SofaApp", dependencies: [.product(name: "CategoryMapping", package: "IDENTITY")]),
            ]
        )

        """

    /// Usage: SofaApp MAPPINGS CAPTURE.json RECORDING.jsonl
    static let main = """
        import CategoryMapping
        import Foundation

        let arguments = CommandLine.arguments
        do {
            let mapping = try CategoryMapping(directoryPath: arguments[1], policy: .firstMatch(top: 5, threshold: 0.2))
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: arguments[2])))
            let list = ((json as? [String: Any])?["observations"] as? [[String: Any]]) ?? []
            let observations = list.compactMap { item -> (identifier: String, confidence: Float)? in
                guard let identifier = item["identifier"] as? String, let confidence = item["confidence"] as? Double else { return nil }
                return (identifier, Float(confidence))
            }
            let verdict = mapping.verdict(for: observations)
            let decider = verdict.decidedBy.map { "\\($0.identifier) \\($0.confidence)" }.joined(separator: ", ")
            print("verdict: \\(verdict.categories.joined(separator: ",")) decided by \\(decider)")
            let recorder = try CaptureRecorder(path: arguments[3])
            recorder.record(observations, expected: verdict.categories.first)
            recorder.flush()
        } catch {
            print("error: \\(error)")
            exit(2)
        }

        """

    func swiftExecutable() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `executable`: its status, and its standard output and error one after the other.
    func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let result = try TestSupport.run(URL(fileURLWithPath: executable), arguments, in: directory)
        return (result.status, result.output + result.error)
    }

    func testAnAppPackageBuildsAgainstTheLibraryAndPrintsTheVerdict() throws {
        guard let swift = swiftExecutable() else {
            throw XCTSkip("`swift` is not on PATH, so the sample app package cannot be built")
        }
        let package = try TestSupport.temporaryDirectory(self)
        let repository = TestSupport.repository.path
        let manifest = Self.manifest.replacingOccurrences(of: "REPOSITORY", with: repository)
            .replacingOccurrences(of: "IDENTITY", with: TestSupport.repository.lastPathComponent)
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/SofaApp"), withIntermediateDirectories: true)
        try Data(manifest.utf8).write(to: package.appendingPathComponent("Package.swift"))
        try Data(Self.main.utf8).write(to: package.appendingPathComponent("Sources/SofaApp/main.swift"))
        // One build directory for every run, so that only the app is rebuilt.
        let scratch = TestSupport.repository.appendingPathComponent(".build/category-mapping-sample").path
        let build = try run(swift, ["build", "--scratch-path", scratch, "--product", "SofaApp"], in: package)
        XCTAssertEqual(build.status, 0, build.output)
        guard build.status == 0 else { return }
        let binary = URL(fileURLWithPath: scratch).appendingPathComponent("debug/SofaApp").path

        let recording = package.appendingPathComponent("recorded.jsonl")
        let cat = Support.captures.appendingPathComponent("jp-vision-cat.json").path
        let result = try run(binary, [Support.fixtureMappings, cat, recording.path], in: package)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(result.output, "verdict: pets decided by cat 0.913\n")
        let recorded = try Support.captures(jsonLines: Data(contentsOf: recording))
        XCTAssertEqual(recorded.map(\.expected), ["pets"])
        XCTAssertEqual(recorded.first?.observations.map(\.identifier), ["cat", "feline", "adult_cat"])

        let broken = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["soft.txt": "sofa\r"], in: broken)
        let failure = try run(binary, [broken.path, cat, recording.path], in: package)
        XCTAssertEqual(failure.status, 2)
        XCTAssertEqual(failure.output, "error: \(broken.path)/soft.txt:1: lone CR line endings are not supported\n")
    }
}
