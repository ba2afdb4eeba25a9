import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// The command line as the built binary parses it: each command's own options, help, errors and exit statuses.
final class CommandLineEndToEndTests: XCTestCase {
    /// The three cases the old flat option bag accepted silently.
    func testAnOptionOfAnotherCommandIsAUsageErrorWithAHint() throws {
        let cases: [([String], String)] = [
            (["vocab", "--format", "json"], "audit: --format is not an option of `audit vocab`; it goes with `audit check` and `audit verdicts` and `audit replay` and `audit discover`\nRun `audit vocab --help` for usage.\n"),
            (["rules", "--fail-on", "note"], "audit: --fail-on is not an option of `audit rules`; it goes with `audit check`\nRun `audit rules --help` for usage.\n"),
            (["explain", "sofa", "--diff"], "audit: --diff is not an option of `audit explain`; it goes with `audit check` and `audit port`\nRun `audit explain --help` for usage.\n"),
            (["--bogus"], "audit: unknown option `--bogus`\nRun `audit --help` for usage.\n"),
        ]
        for (arguments, error) in cases {
            let run = try TestSupport.runAudit(arguments)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertEqual(run.output, "", "\(arguments)")
            XCTAssertEqual(run.error, error, "\(arguments)")
        }
    }

    /// Red-team defect D22: `--fix=no` used to fix. A flag takes no value, and nothing is written.
    func testAFlagWithAValueIsRejectedAndNothingIsWritten() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["soft.txt": "Pillows\npillow\n"], in: directory)
        for flag in ["--fix=no", "--fix=", "--diff=yes", "--strict-baseline=false"] {
            let run = try TestSupport.runAudit([flag, "soft.txt"], in: directory)
            XCTAssertEqual(run.status, 2, flag)
            XCTAssertEqual(run.output, "", flag)
            let name = String(flag.prefix { $0 != "=" })
            XCTAssertEqual(run.error, "audit: \(name) is a flag and takes no value\nRun `audit --help` for usage.\n", flag)
        }
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("soft.txt"), encoding: .utf8), "Pillows\npillow\n")
        XCTAssertEqual(try TestSupport.runAudit(["--fix", "soft.txt"], in: directory).status, 0, "the flag alone still fixes")
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("soft.txt"), encoding: .utf8), "pillow\n")
    }

    /// `check` is the default command and may be named; the same report either way, and any spelling of a value.
    func testCheckIsTheDefaultAndMayBeNamed() throws {
        let mappings = TestSupport.fixtures.appendingPathComponent("Mappings")
        let bare = try TestSupport.runAudit(["article/", "--format", "json"], in: mappings)
        XCTAssertEqual(bare.status, 1)
        XCTAssertTrue(bare.output.hasPrefix("{\n  \"vocabulary\""), bare.output)
        for arguments in [["check", "article/", "--format", "json"], ["--format=json", "article/"], ["check", "--format=json", "--", "article/"]] {
            let run = try TestSupport.runAudit(arguments, in: mappings)
            XCTAssertEqual(run.status, 1, "\(arguments)")
            XCTAssertEqual(run.output, bare.output, "\(arguments)")
        }
    }

    /// A first argument that names no command is a path, as it always was; after `check` or `--` a command
    /// word is a path too.
    func testAWordThatIsNoCommandIsAPath() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["vocab/soft.txt": "pillow\ncotton\n", "-dash.txt": "sofa\n"], in: directory)
        let missing = try TestSupport.runAudit(["foo"], in: directory)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.error, "audit: foo: no such file or directory\n", "an input error has no usage hint")
        for arguments in [["check", "vocab"], ["--", "vocab"]] {
            let run = try TestSupport.runAudit(arguments, in: directory)
            XCTAssertEqual(run.status, 1, "\(arguments)")
            XCTAssertTrue(run.output.hasPrefix("vocab/soft.txt:2:1: error: [dead-entry] \"cotton\""), run.output)
        }
        let dash = try TestSupport.runAudit(["--", "-dash.txt"], in: directory)
        XCTAssertEqual(dash.status, 0, dash.error)
        XCTAssertTrue(dash.output.contains("1 file, 1 entry"), dash.output)
    }

    func testAnEnvironmentErrorHasNoUsageHint() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["mappings/soft.txt": "pillow\n"], in: directory)
        let run = try TestSupport.runAudit(["--base", "HEAD"], in: directory, environment: ["PATH": "/nonexistent"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.error, "audit: --base needs git, which is not on PATH\n")
    }

    /// `audit CMD --help`, `audit help CMD` and, for the default command, `audit --help` and `audit help` print the
    /// same text, which the snapshots pin.
    func testEveryCommandHasHelpReachedThreeWays() throws {
        for command in CommandTable.all {
            var ways = [[command.name, "--help"], ["help", command.name], [command.name, "-h"]]
            if command.name == CommandTable.defaultCommand.name { ways += [["--help"], ["help"], ["-h", "mappings", "--nope"]] }
            let first = try TestSupport.runAudit(ways[0])
            XCTAssertEqual(first.status, 0, command.name)
            XCTAssertEqual(first.error, "", command.name)
            try TestSupport.assertSnapshot(first.output, named: "Help/\(command.name).txt")
            for arguments in ways.dropFirst() {
                let run = try TestSupport.runAudit(arguments)
                XCTAssertEqual(run.status, 0, "\(arguments)")
                XCTAssertEqual(run.output, first.output, "\(arguments)")
            }
        }
        let unknown = try TestSupport.runAudit(["help", "frobnicate"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.error.hasPrefix("audit: no command `frobnicate`; the commands are check, explain,"), unknown.error)
    }

    func testVersionByOptionAndByCommand() throws {
        for arguments in [["--version"], ["version"], ["mappings", "--version"]] {
            let run = try TestSupport.runAudit(arguments)
            XCTAssertEqual(run.status, 0, "\(arguments)")
            XCTAssertEqual(run.output, "audit \(AuditCommand.version)\n", "\(arguments)")
        }
        XCTAssertEqual(try TestSupport.runAudit(["explain", "sofa", "--version"]).status, 2, "--version is the default command's")
    }
}
