#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import XCTest
@testable import TaxonomyAudit

/// The process's streams as `CommandIO` writes them: whole, through `write(2)`, and never a trap.
final class CommandIOTests: XCTestCase {
    func testALargeOutputArrivesWholeThroughAPipe() throws {
        let pipe = Pipe()
        let io = CommandIO.descriptors(output: pipe.fileHandleForWriting.fileDescriptor, error: STDERR_FILENO)
        let text = (0..<200_000).map { "line \($0)\n" }.joined()
        final class Received: @unchecked Sendable { var data = Data() }
        let received = Received(), done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            received.data = pipe.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }
        io.write(text)
        try pipe.fileHandleForWriting.close()
        done.wait()
        XCTAssertEqual(received.data, Data(text.utf8))
        XCTAssertEqual(io.finish(0), 0)
    }

    func testAFailedWriteStopsTheStreamAndFinishesWithStatusTwo() throws {
        let full = open("/dev/full", O_WRONLY)
        guard full >= 0 else { throw XCTSkip("no /dev/full here") }
        defer { close(full) }
        let errors = Pipe()
        let io = CommandIO.descriptors(output: full, error: errors.fileHandleForWriting.fileDescriptor)
        XCTAssertEqual(AuditCommand(io: io).run(["rules"]), 0)
        io.write("more\n")
        XCTAssertEqual(io.finish(0), 2)
        try errors.fileHandleForWriting.close()
        XCTAssertEqual(String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
                       "audit: cannot write standard output: No space left on device\n", "one line, once")
    }

    /// The environment read at start-up is the process's own, as `getenv` sees it.
    func testTheProcessEnvironmentIsReadAsGetenvSeesIt() {
        setenv("AUDIT_TEST_VALUE", "a=b c", 1)
        let environment = CommandIO.processEnvironment()
        XCTAssertEqual(environment["AUDIT_TEST_VALUE"], "a=b c", "only the first = separates name and value")
        XCTAssertEqual(environment["PATH"], getenv("PATH").map { String(cString: $0) })
        XCTAssertEqual(environment.count, ProcessInfo.processInfo.environment.count)
        unsetenv("AUDIT_TEST_VALUE")
    }

    /// At start-up only the variables commands read are taken, with the values `getenv` gives.
    func testOnlyTheVariablesAskedForAreRead() {
        setenv("AUDIT_TEST_VALUE", "a=b c", 1)
        unsetenv("AUDIT_TEST_UNSET")
        XCTAssertEqual(CommandIO.processEnvironment(only: ["AUDIT_TEST_VALUE", "AUDIT_TEST_UNSET"]), ["AUDIT_TEST_VALUE": "a=b c"])
        XCTAssertEqual(CommandIO.processEnvironment(only: ["PATH"]), ["PATH": CommandIO.processEnvironment()["PATH"]].compactMapValues { $0 })
        unsetenv("AUDIT_TEST_VALUE")
    }

    /// What the commands make of the environment is the same with only the variables read at start-up.
    func testTheVariablesReadAtStartUpAreTheOnesCommandsUse() {
        let variables = ["GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "o/r", "GITHUB_SHA": "abc", "NO_COLOR": "1"]
        for (name, value) in variables { setenv(name, value, 1) }
        defer { for name in variables.keys { unsetenv(name) } }
        let full = CommandIO(write: { _ in }, writeError: { _ in }, environment: CommandIO.processEnvironment(), outputIsTerminal: true)
        var read = full
        read.environment = CommandIO.processEnvironment(only: CommandIO.readVariables)
        XCTAssertNotNil(RuleDocumentation.base(environment: full.environment))
        XCTAssertEqual(RuleDocumentation.base(environment: read.environment), RuleDocumentation.base(environment: full.environment))
        XCTAssertFalse(read.usesColor, "NO_COLOR is read")
    }

    func testTestStreamsKeepTheCommandsStatus() {
        let io = CommandIO(write: { _ in }, writeError: { _ in })
        XCTAssertEqual(io.finish(1), 1)
    }
}
