import Foundation
import XCTest

/// `--stamp FILE` and `--format xcode` from the binary, as the build tool plugin runs them.
final class StampEndToEndTests: XCTestCase {
    func testStampIsWrittenOnlyWhenTheAuditPasses() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let mapping = directory.appendingPathComponent("soft.txt")
        let stamp = directory.appendingPathComponent("out/AuditPassed.swift")
        try FileManager.default.createDirectory(at: stamp.deletingLastPathComponent(), withIntermediateDirectories: true)
        try TestSupport.write(["soft.txt": "pillow\ncotton\npillow\n"], in: directory)

        let failed = try TestSupport.runAudit(["--no-config", "--format", "xcode", "--stamp", stamp.path, mapping.path])
        XCTAssertEqual(failed.status, 1, failed.error)
        XCTAssertTrue(failed.output.hasPrefix("\(mapping.path):2:1: error: [dead-entry] \"cotton\""), failed.output)
        XCTAssertTrue(failed.output.contains("\(mapping.path):3:1: warning: [duplicate]"), failed.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stamp.path))

        let lenient = try TestSupport.runAudit(["--no-config", "--format", "xcode", "--fail-on", "never", "--stamp", stamp.path, mapping.path])
        XCTAssertEqual(lenient.status, 0, lenient.error)
        XCTAssertTrue(lenient.output.hasPrefix("\(mapping.path):2:1: warning: [dead-entry] \"cotton\""), lenient.output)
        XCTAssertEqual(try Data(contentsOf: stamp), Data())

        try TestSupport.write(["soft.txt": "pillow\n"], in: directory)
        try FileManager.default.removeItem(at: stamp)
        let passed = try TestSupport.runAudit(["--no-config", "--format", "xcode", "--stamp", stamp.path, mapping.path])
        XCTAssertEqual(passed.status, 0, passed.error)
        XCTAssertTrue(FileManager.default.fileExists(atPath: stamp.path))
    }
}
