import Foundation
import XCTest

/// What every test target needs: the repository, temporary directories, files written into them, and
/// running a program for its status and output. Each target extends it with its own fixtures
/// (`TaxonomyAuditTests`: fixture paths, in-memory audits, the built `audit`, snapshots).
public enum TestSupport {
    /// The repository root, read from the source tree (this file is `Tests/TestSupport/TestSupport.swift`).
    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A new empty directory, removed when the test ends.
    public static func temporaryDirectory(_ test: XCTestCase) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("audit-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// Writes `files` (relative path → contents) under `directory`, making the folders they need.
    public static func write(_ files: [String: String], in directory: URL) throws {
        for (path, contents) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
    }

    /// How a program ended, and what it wrote.
    public struct RunResult: Sendable {
        public let status: Int32
        public let output: String
        public let error: String
    }

    /// Runs `executable` with `arguments` (in `directory`; with `environment` over this process's and
    /// `NO_COLOR=1`; `input` on its standard input, then closed) and collects its status and output.
    public static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
                           input: String? = nil) throws -> RunResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        env.merge(environment) { $1 }
        process.environment = env
        let output = Pipe(), error = Pipe(), stdin = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        // Read both pipes before waiting, so a large output cannot block the child.
        final class Collected: @unchecked Sendable { var data = Data() }
        let errors = Collected()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async { errors.data = error.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let errData = errors.data
        process.waitUntilExit()
        return RunResult(status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
                         error: String(decoding: errData, as: UTF8.self))
    }
}
