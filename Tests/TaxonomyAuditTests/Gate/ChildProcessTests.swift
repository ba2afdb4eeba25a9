import Foundation
@testable import TaxonomyAudit
import XCTest

/// Programs started with `posix_spawn`: standard streams wired, large input and output at once without a
/// deadlock, the exit status or signal reported, and a missing program an error rather than a crash.
final class ChildProcessTests: XCTestCase {
    func testInputComesBackWhileBothOutputsAreRead() throws {
        // More than any pipe buffer on each stream, so that writing and reading must overlap.
        let input = [UInt8]((0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let result = try ChildProcess.run("/bin/sh", ["-c", "tee /dev/stderr"], input: input)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output, input)
        XCTAssertEqual(result.error, input)
    }

    func testArgumentsAreAVectorNotAShellLine() throws {
        let result = try ChildProcess.run("/bin/sh", ["-c", "printf '%s|' \"$@\"", "sh", "a b", "$HOME", "'"])
        XCTAssertEqual(String(decoding: result.output, as: UTF8.self), "a b|$HOME|'|")
    }

    func testExitStatusAndSignalAreReported() throws {
        XCTAssertEqual(try ChildProcess.run("/bin/sh", ["-c", "echo no >&2; exit 3"]).status, 3)
        XCTAssertEqual(try ChildProcess.run("/bin/sh", ["-c", "echo no >&2; exit 3"]).error, Array("no\n".utf8))
        XCTAssertEqual(try ChildProcess.run("/bin/sh", ["-c", "kill -TERM $$"]).status, SIGTERM)
    }

    func testTheChildDoesNotInheritIgnoredSignals() throws {
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        // With SIGPIPE at its default, `yes` ends by the signal when `head` closes the pipe.
        let result = try ChildProcess.run("/bin/sh", ["-c", "yes | head -n 1"])
        XCTAssertEqual(String(decoding: result.output, as: UTF8.self), "y\n")
        XCTAssertEqual(result.error, [], "`yes` would report a write error if it ignored SIGPIPE")
    }

    func testAProgramThatCannotStartIsAnError() {
        XCTAssertThrowsError(try ChildProcess.run("/nonexistent/program", [])) { error in
            XCTAssertEqual((error as? ChildProcess.StartError)?.code, ENOENT)
        }
    }
}
