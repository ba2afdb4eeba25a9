#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// Writes and output streams of the real binary: files under several spellings, closed and full streams,
/// signals during a write, and two concurrent `--fix` runs.
final class WritesAndOutputEndToEndTests: XCTestCase {
    private var audit: String { TestSupport.productsDirectory.appendingPathComponent("audit").path }

    // MARK: One file under several spellings (D1)

    func testFixOnTheMappingsUnderTwoSpellingsLeavesThemIntact() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try FileManager.default.copyItem(at: TestSupport.repository.appendingPathComponent("mappings"),
                                         to: directory.appendingPathComponent("mappings"))
        XCTAssertEqual(symlink("mappings", directory.appendingPathComponent("alias").path), 0)
        let before = try snapshot(directory.appendingPathComponent("mappings"))
        let absolute = directory.appendingPathComponent("mappings").path
        for spellings in [["mappings", absolute], ["mappings", "mappings/."], ["mappings", "alias"]] {
            let fix = try TestSupport.runAudit(["--fix"] + spellings, in: directory)
            XCTAssertEqual(fix.status, 0, fix.output + fix.error)
            XCTAssertTrue(fix.output.hasPrefix("No changes written.\n"), fix.output)
            XCTAssertFalse(fix.output.contains("duplicate"), fix.output)
            XCTAssertEqual(try snapshot(directory.appendingPathComponent("mappings")), before)
            let diff = try TestSupport.runAudit(["--diff"] + spellings, in: directory)
            XCTAssertEqual(diff.output, "", "no change is proposed")
        }
    }

    /// A link in a mapping directory that gives a list a second name stops every command that reads the
    /// directory with one line naming both paths; none of them writes.
    func testALinkThatRenamesAListIsAnInputError() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["z/soft.txt": "sofa\nSofas\n", "z/hard.txt": "brick\n"], in: directory)
        XCTAssertEqual(symlink("soft.txt", directory.appendingPathComponent("z/cushy.txt").path), 0)
        let before = try snapshot(directory.appendingPathComponent("z"))
        let error = "audit: z/soft.txt: is the same file as z/cushy.txt under another name, so its one list would be two categories, "
            + "cushy and soft; give each mapping file one name (remove the link)\n"
        for arguments in [["z", "--format", "json"], ["--fix", "z"], ["--diff", "z"], ["verdicts", "z"], ["docs", "z", "--check"]] {
            let run = try TestSupport.runAudit(arguments, in: directory)
            XCTAssertEqual(run.status, 2, arguments.joined(separator: " "))
            XCTAssertEqual(run.error, error, arguments.joined(separator: " "))
            XCTAssertEqual(run.output, "")
        }
        XCTAssertEqual(try snapshot(directory.appendingPathComponent("z")), before)
    }

    func testFixWritesAFileWithANameOfNameMaxBytes() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let name = String(repeating: "l", count: Int(NAME_MAX) - 4) + ".txt"
        try TestSupport.write([name: "sofa\nSofas\n"], in: directory)
        let fix = try TestSupport.runAudit(["--fix", name], in: directory)
        XCTAssertEqual(fix.status, 0, fix.error)
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8), "sofa\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [name])
    }

    // MARK: Output streams (D3)

    func testAClosedOrFullStandardOutputIsExitTwoWithOneLine() throws {
        let closed = try shell("exec \"$0\" rules >&-")
        XCTAssertEqual(closed.status, 2)
        XCTAssertEqual(closed.error, "audit: cannot write standard output: Bad file descriptor\n")
        let full = try shell("exec \"$0\" --version >/dev/full")
        XCTAssertEqual(full.status, 2)
        XCTAssertEqual(full.error, "audit: cannot write standard output: No space left on device\n")
    }

    func testAFullStandardErrorIsExitTwoWithoutATrap() throws {
        let result = try shell("exec \"$0\" no-such-file.txt 2>/dev/full")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.output, "")
    }

    func testAClosedPipeEndsTheOutputSilentlyWithExitTwo() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        // A megabyte of output, far more than a pipe holds, so the writer meets the closed pipe.
        try TestSupport.write(["big.txt": (0..<100_000).map { "identifier_\($0)\n" }.joined()], in: directory)
        let result = try shell("\"$0\" vocab --vocabulary big.txt | head -1; exit \"${PIPESTATUS[0]}\"", in: directory)
        XCTAssertEqual(result.output, "identifier_0\n")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.error, "", "EPIPE is not reported")
    }

    func testFixWithAClosedStandardOutputWritesItsFilesThenExitsTwo() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["c.txt": "sofa\nSofas\n"], in: directory)
        let result = try shell("exec \"$0\" --fix c.txt >&-", in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.error, "audit: cannot write standard output: Bad file descriptor\n")
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("c.txt"), encoding: .utf8), "sofa\n")
    }

    // MARK: Signals during a write (D21)

    func testSigtermOrSigintDuringAWriteLeavesNoTemporaryFileAndTheOriginal() throws {
        for signal in [SIGTERM, SIGINT] {
            let directory = try TestSupport.temporaryDirectory(self)
            let original = String(repeating: "Sofas\n", count: 200)
            try TestSupport.write(["term.txt": original], in: directory)
            let run = try PausedRun(audit, ["--fix", "term.txt"], in: directory)
            try run.waitUntilPaused()
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).count, 2, "the temporary file is there")
            kill(run.process.processIdentifier, signal)
            run.process.waitUntilExit()
            XCTAssertEqual(run.process.terminationReason, .uncaughtSignal)
            XCTAssertEqual(run.process.terminationStatus, signal, "ended by the signal, as without the writer")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["term.txt"])
            XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("term.txt"), encoding: .utf8), original)
        }
    }

    // MARK: Concurrent writers (D8)

    /// The first run holds the lock while paused; the second waits for it, then finds the file changed.
    func testTwoConcurrentFixRunsNeverBothWrite() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["race.txt": "Sofas\npillow\n"], in: directory)
        let first = try PausedRun(audit, ["--fix", "race.txt"], in: directory)
        try first.waitUntilPaused()
        let second = try PausedRun(audit, ["--fix", "race.txt"], in: directory, pause: false)
        try second.waitUntilWaitingForALock()
        first.resume()
        first.process.waitUntilExit()
        second.process.waitUntilExit()
        XCTAssertEqual(first.process.terminationStatus, 0)
        XCTAssertTrue(first.output.contains("Wrote 1 file: race.txt."), first.output)
        XCTAssertEqual(second.process.terminationStatus, 2)
        XCTAssertFalse(second.output.contains("Wrote"), second.output)
        XCTAssertEqual(second.errorOutput, "audit: race.txt: changed on disk since it was read; not written (run again)\n")
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("race.txt"), encoding: .utf8), "sofa\npillow\n")
    }

    // MARK: Helpers

    private func shell(_ script: String, in directory: URL? = nil) throws -> TestSupport.RunResult {
        try TestSupport.run(URL(fileURLWithPath: "/bin/bash"), ["-c", script, audit], in: directory)
    }

    private func snapshot(_ directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
        }
        return files
    }
}

/// The binary run with `AUDIT_TEST_PAUSE_BEFORE_RENAME`, which stops its writer once the temporary files are
/// written until a line arrives on standard input.
private final class PausedRun: @unchecked Sendable {
    let process = Process()
    private let input = Pipe(), outputPipe = Pipe(), errorPipe = Pipe()
    private let lock = NSLock()
    private var outputData = Data(), errorData = Data()
    private let finished = DispatchGroup()

    init(_ executable: String, _ arguments: [String], in directory: URL, pause: Bool = true) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["AUDIT_TEST_PAUSE_BEFORE_RENAME"] = pause ? "1" : nil
        process.environment = environment
        process.standardInput = input
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        try process.run()
        for (pipe, isError) in [(outputPipe, false), (errorPipe, true)] {
            finished.enter()
            DispatchQueue.global().async {
                while case let data = pipe.fileHandleForReading.availableData, !data.isEmpty {
                    self.lock.lock()
                    if isError { self.errorData += data } else { self.outputData += data }
                    self.lock.unlock()
                }
                self.finished.leave()
            }
        }
    }

    var output: String {
        finished.wait()
        return String(decoding: outputData, as: UTF8.self)
    }

    /// Standard error without the pause notice.
    var errorOutput: String {
        finished.wait()
        return String(decoding: errorData, as: UTF8.self).replacingOccurrences(of: "audit: paused before rename\n", with: "")
    }

    func waitUntilPaused() throws {
        try waitFor("the pause") {
            lock.lock()
            defer { lock.unlock() }
            return String(decoding: errorData, as: UTF8.self).contains("audit: paused before rename")
        }
    }

    /// Waits until the process is blocked in `flock`, as `/proc/locks` shows (a `->` line with its pid).
    func waitUntilWaitingForALock() throws {
        guard FileManager.default.fileExists(atPath: "/proc/locks") else { throw XCTSkip("no /proc/locks here") }
        let pid = process.processIdentifier
        try waitFor("the lock") {
            let locks = (try? String(contentsOfFile: "/proc/locks", encoding: .utf8)) ?? ""
            return locks.split(separator: "\n").contains { $0.contains("->") && $0.contains(" \(pid) ") }
        }
    }

    func resume() {
        input.fileHandleForWriting.write(Data("\n".utf8))
    }

    private func waitFor(_ what: String, _ condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(60)
        while !condition() {
            guard process.isRunning, Date() < deadline else {
                throw AuditError(path: nil, line: nil, message: "the process never reached \(what): \(errorOutput)")
            }
            usleep(10_000)
        }
    }
}
