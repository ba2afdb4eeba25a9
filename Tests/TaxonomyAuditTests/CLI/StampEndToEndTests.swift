import Foundation
import TestSupport
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

    /// `--stamp` and `--write-baseline` naming a file the same run reads (a mapping file under any spelling or
    /// link, the vocabulary, the configuration) are exit 2 before anything is written, with `--fix` too; a
    /// stamp or baseline path that is a symbolic link is refused and its target kept.
    func testAStampOrBaselineOntoAnInputIsRefusedAndNothingIsWritten() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let files = ["m/hard.txt": "brick\ndoor\n", "m/soft.txt": "sofa\nSofas\n", "vocabulary.txt": "brick\ndoor\nsofa\n",
                     "config/audit.json": "{\"paths\": [\"../m\"]}\n", "victim.swift": "let x = 1\n",
                     "accepted.json": "{\"findings\": [], \"version\": 1}\n"]
        try TestSupport.write(files, in: directory)
        XCTAssertEqual(symlink("m/hard.txt", directory.appendingPathComponent("hard-link.txt").path), 0)
        XCTAssertEqual(symlink("victim.swift", directory.appendingPathComponent("stamp.swift").path), 0)
        let reads = "would replace a mapping file this run reads"
        let cases: [(arguments: [String], error: String)] = [
            (["m", "--stamp", "m/hard.txt"], "m/hard.txt: --stamp \(reads); nothing written"),
            (["m", "--fail-on", "never", "--fix", "--stamp", "m/soft.txt"], "m/soft.txt: --stamp \(reads); nothing written"),
            (["m", "--stamp", "hard-link.txt"], "hard-link.txt: --stamp \(reads) (m/hard.txt); nothing written"),
            (["m", "--write-baseline", "./m/../m/soft.txt"], "./m/../m/soft.txt: --write-baseline \(reads) (m/soft.txt); nothing written"),
            (["m", "--fix", "--write-baseline", "m/soft.txt"], "m/soft.txt: --write-baseline \(reads); nothing written"),
            (["m", "--vocabulary", "vocabulary.txt", "--fail-on", "never", "--stamp", "vocabulary.txt"],
             "vocabulary.txt: --stamp would replace the vocabulary this run reads; nothing written"),
            (["--config", "config/audit.json", "--write-baseline", "config/audit.json"],
             "config/audit.json: --write-baseline would replace the configuration this run reads; nothing written"),
            (["m", "--baseline", "accepted.json", "--stamp", "accepted.json"],
             "accepted.json: --stamp would replace the baseline this run reads; nothing written"),
            (["m", "--fail-on", "never", "--stamp", "stamp.swift"],
             "stamp.swift: is a symbolic link; not written (a generated file is never written through a link: remove it)"),
            (["m", "--write-baseline", "stamp.swift"], "stamp.swift: cannot write baseline: is a symbolic link; not written "
                + "(a generated file is never written through a link: remove it)"),
        ]
        for (arguments, error) in cases {
            let noConfig = arguments.contains("--config") ? [] : ["--no-config"]
            let run = try TestSupport.runAudit(noConfig + arguments, in: directory)
            XCTAssertEqual(run.status, 2, arguments.joined(separator: " "))
            XCTAssertEqual(run.error, "audit: \(error)\n", arguments.joined(separator: " "))
        }
        for (path, text) in files {
            XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8), text, path)
        }
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: directory.appendingPathComponent("stamp.swift").path), "victim.swift")
        let both = try TestSupport.runAudit(["--no-config", "m", "--stamp", "b.json", "--write-baseline", "./b.json"], in: directory)
        XCTAssertEqual(both.status, 2)
        XCTAssertTrue(both.error.hasPrefix("audit: --stamp and --write-baseline name the same file: the stamp would empty the baseline\n"), both.error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("b.json").path))
        let stamped = try TestSupport.runAudit(["--no-config", "m", "--fail-on", "never", "--stamp", "passed.stamp"], in: directory)
        XCTAssertEqual(stamped.status, 0, stamped.error)
        XCTAssertEqual(try Data(contentsOf: directory.appendingPathComponent("passed.stamp")), Data())
    }
}
