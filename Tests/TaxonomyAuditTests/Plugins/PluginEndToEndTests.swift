import Foundation
import TestSupport
import XCTest

/// The SwiftPM plugins in a real package: a sample app package, written here, depends on this one by path and
/// applies `AuditBuildToolPlugin` to its target; the real `swift build` and `swift package audit` run on it.
/// The sample and its build directory live under `.build/plugin-sample/`, so the tool is compiled once and
/// later runs only rebuild what changed.
final class PluginEndToEndTests: XCTestCase {
    private static let root = TestSupport.repository.appendingPathComponent(".build/plugin-sample")
    private static let package = root.appendingPathComponent("Package")
    private static let scratch = root.appendingPathComponent("build")
    private static let mapping = package.appendingPathComponent("Sources/App/mappings/soft.txt")

    private func swift() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw XCTSkip("swift is not on PATH")
    }

    /// Writes the sample package afresh (its build directory is kept), with `config` as its `.audit.json`.
    private func writeSample(mapping: String, config: String?) throws {
        try? FileManager.default.removeItem(at: Self.package)
        // SwiftPM names a path dependency after its directory.
        let identity = TestSupport.repository.lastPathComponent.lowercased()
        try TestSupport.write([
            "Package.swift": """
                // swift-tools-version:6.0
                import PackageDescription

                let package = Package(
                    name: "Sonar",
                    dependencies: [.package(path: \(String(reflecting: TestSupport.repository.path)))],
                    targets: [
                        .executableTarget(
                            name: "App", resources: [.copy("mappings")],
                            plugins: [.plugin(name: "AuditBuildToolPlugin", package: \(String(reflecting: identity)))]),
                    ]
                )

                """,
            "Sources/App/main.swift": "print(\"sonar\")\n",
        ].merging(config.map { [".audit.json": $0] } ?? [:]) { $1 }, in: Self.package)
        try write(mapping)
    }

    private func write(_ mapping: String) throws {
        try FileManager.default.createDirectory(at: Self.mapping.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(mapping.utf8).write(to: Self.mapping)
    }

    /// `swift SUBCOMMAND` on the sample, with its build directory, then `arguments`.
    private func run(_ subcommand: String, _ arguments: [String] = []) throws -> (status: Int32, log: String) {
        let result = try TestSupport.run(
            try swift(), [subcommand, "--package-path", Self.package.path, "--scratch-path", Self.scratch.path] + arguments, in: Self.package)
        return (result.status, result.output + result.error)
    }

    func testBuildToolPluginReportsFailsSkipsUnchangedInputsAndCommandPluginFixes() throws {
        _ = try swift()
        let path = Self.mapping.path
        // Without .audit.json the target's *.txt files are the mappings.
        try writeSample(mapping: "pillow\ncotton\n", config: nil)
        let unconfigured = try run("build")
        XCTAssertNotEqual(unconfigured.status, 0, unconfigured.log)
        XCTAssertTrue(unconfigured.log.contains("\(path):2:1: error: [dead-entry] \"cotton\""), unconfigured.log)

        try writeSample(mapping: "pillow\ncotton\nsofa\npillow\n", config: "{ \"paths\": [\"Sources/App/mappings\"] }\n")

        // A dead entry: the build fails and shows it where it is, with the rule; the warning is shown too.
        let failed = try run("build")
        XCTAssertNotEqual(failed.status, 0, failed.log)
        XCTAssertTrue(failed.log.contains("\(path):2:1: error: [dead-entry] \"cotton\" is not an identifier of apple-vision-rev1"), failed.log)
        XCTAssertTrue(failed.log.contains("\(path):4:1: warning: [duplicate] \"pillow\" is already listed at line 1"), failed.log)
        XCTAssertFalse(failed.log.contains("Build complete!"), failed.log)

        // Fixed: the build passes and still shows the warning.
        try write("pillow\ntextile\nsofa\npillow\n")
        let passed = try run("build")
        XCTAssertEqual(passed.status, 0, passed.log)
        XCTAssertTrue(passed.log.contains("Auditing the mapping files of App"), passed.log)
        XCTAssertTrue(passed.log.contains("\(path):4:1: warning: [duplicate] \"pillow\" is already listed at line 1"), passed.log)
        XCTAssertFalse(passed.log.contains("error: ["), passed.log)
        let stamp = try XCTUnwrap(stampFile(), "no AuditPassed.swift under \(Self.scratch.path)/plugins/outputs")
        let written = try modificationDate(stamp)

        // Nothing changed: the audit does not run again.
        let unchanged = try run("build")
        XCTAssertEqual(unchanged.status, 0, unchanged.log)
        XCTAssertFalse(unchanged.log.contains("Auditing the mapping files"), unchanged.log)
        XCTAssertFalse(unchanged.log.contains("[duplicate]"), unchanged.log)
        XCTAssertEqual(try modificationDate(stamp), written)

        // `failOn` in .audit.json: under `never` the dead entry is a warning and the build passes.
        try Data("{ \"paths\": [\"Sources/App/mappings\"], \"failOn\": \"never\" }\n".utf8)
            .write(to: Self.package.appendingPathComponent(".audit.json"))
        try write("pillow\ncotton\n")
        let lenient = try run("build")
        XCTAssertEqual(lenient.status, 0, lenient.log)
        XCTAssertTrue(lenient.log.contains("\(path):2:1: warning: [dead-entry] \"cotton\""), lenient.log)

        // The command plugin runs the audit on the package and writes its safe fixes.
        try write("pillow\nSofas\npillow\n")
        let fixed = try run("package", ["--allow-writing-to-package-directory", "audit", "--fix"])
        XCTAssertEqual(fixed.status, 0, fixed.log)
        XCTAssertTrue(fixed.log.contains("replaced \"Sofas\" with \"sofa\""), fixed.log)
        XCTAssertEqual(try String(contentsOf: Self.mapping, encoding: .utf8), "pillow\nsofa\n")
    }

    /// The empty file the audit writes when it passes: the build command's declared output.
    private func stampFile() -> URL? {
        let outputs = Self.scratch.appendingPathComponent("plugins/outputs")
        let enumerator = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent == "AuditPassed.swift" { return url }
        }
        return nil
    }

    private func modificationDate(_ url: URL) throws -> Date {
        try XCTUnwrap(FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
    }
}
