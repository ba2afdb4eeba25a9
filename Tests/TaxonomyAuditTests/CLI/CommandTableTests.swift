import Foundation
import XCTest
@testable import TaxonomyAudit

/// The command table's parsing, in process: options per command, flags, values, positionals.
final class CommandTableTests: XCTestCase {
    /// A command as another file would declare one, with a repeatable option.
    private struct TagOptions: CommandOptions {
        var tags: [String] = []
        var level: FailureThreshold = .never
        var name = ""
        var verbose = false
    }

    private static let tag = Command<TagOptions>(
        name: "tag", abstract: "tag things",
        positionals: [.one("NAME", help: "what to tag", \.name)],
        options: [
            .values("--tag", "ID=VALUE", help: "a tag", \.tags),
            .choice("--level", "SEVERITY", help: "how loud", \.level),
            .flag("--verbose", help: "say more", \.verbose),
        ],
        run: { _, _ in 0 })

    private func parse(_ arguments: [String]) throws -> TagOptions {
        guard case let .run(options) = try Self.tag.parse(arguments) else { throw AuditError.usage("help or version") }
        return options
    }

    func testValuesAfterASpaceOrAnEqualsSignRepeatAndKeepTheirOrder() throws {
        let options = try parse(["--tag", "a=1", "thing", "--tag=b=2", "--level=warning", "--verbose"])
        XCTAssertEqual(options.tags, ["a=1", "b=2"])
        XCTAssertEqual(options.level, .warning)
        XCTAssertEqual(options.name, "thing")
        XCTAssertTrue(options.verbose)
        XCTAssertEqual(try parse(["--", "--verbose"]).name, "--verbose", "after -- every argument is positional")
        XCTAssertEqual(try parse(["-"]).name, "-")
    }

    func testRejectionsAreUsageErrors() {
        let cases: [([String], String)] = [
            (["x", "--verbose=yes"], "--verbose is a flag and takes no value"),
            (["x", "--verbose="], "--verbose is a flag and takes no value"),
            (["x", "--tag"], "--tag needs a value"),
            (["x", "--level", "loud"], "--level must be one of error, warning, note, never, not `loud`"),
            ([], "`audit tag` needs a name"),
            (["x", "y"], "`audit tag` takes NAME, not `y`"),
            (["x", "--format", "json"], "--format is not an option of `audit tag`; it goes with `audit check` and `audit verdicts` and `audit replay` and `audit discover`"),
            (["x", "--vocabulary", "v.txt"], "--vocabulary is not an option of `audit tag`; it goes with `audit check` and `audit explain` and "
                + "`audit verdicts` and `audit replay` and `audit vocab` and `audit docs` and `audit port`"),
            (["x", "--nope"], "unknown option `--nope`"),
        ]
        for (arguments, message) in cases {
            XCTAssertThrowsError(try parse(arguments), "\(arguments)") { error in
                XCTAssertEqual(error as? AuditError, .usage(message), "\(arguments)")
            }
        }
    }

    func testHelpWinsOverEverythingBeforeDoubleDash() throws {
        for arguments in [["--help"], ["-h"], ["--nope", "x", "y", "--help"], ["--verbose=yes", "-h"]] {
            guard case .help = try Self.tag.parse(arguments) else { return XCTFail("\(arguments)") }
        }
        XCTAssertEqual(try parse(["--", "--help"]).name, "--help")
    }

    func testHelpWrittenWhereAnOptionTakesItsValueIsTheValue() throws {
        XCTAssertEqual(try parse(["--tag", "-h", "x"]).tags, ["-h"])
        XCTAssertEqual(try parse(["--tag", "--help", "x"]).tags, ["--help"])
        XCTAssertThrowsError(try parse(["x", "--level", "--help"])) { error in
            XCTAssertEqual(error as? AuditError, .usage("--level must be one of error, warning, note, never, not `--help`"))
        }
        // After a value, or after a flag or a value attached with `=`, it asks for help again.
        for arguments in [["--tag", "a=1", "-h"], ["--verbose", "-h"], ["--tag=a=1", "--help"]] {
            guard case .help = try Self.tag.parse(arguments) else { return XCTFail("\(arguments)") }
        }
    }

    func testHelpShowsTheDeclarationWithChoicesDefaultsAndRepetition() {
        XCTAssertEqual(HelpText.render(Self.tag), """
            audit tag: tag things.

            USAGE:
              audit tag NAME [OPTIONS]

            ARGUMENTS:
              NAME  what to tag

            OPTIONS:
              --tag ID=VALUE    a tag (repeatable)
              --level SEVERITY  how loud: error, warning, note or never (default)
              --verbose         say more
              -h, --help        show this help

            """)
    }

    func testCheckModesExcludeEachOther() throws {
        XCTAssertThrowsError(try CommandTable.check.parse(["--suggest", "--fix"])) {
            XCTAssertEqual($0 as? AuditError, .usage("--fix and --suggest cannot be combined"))
        }
        XCTAssertThrowsError(try CommandTable.check.parse(["--fix", "--diff"])) {
            XCTAssertEqual($0 as? AuditError, .usage("--diff writes nothing; it cannot be combined with --fix"))
        }
        XCTAssertThrowsError(try CommandTable.check.parse(["--diff", "--suggest"])) {
            XCTAssertEqual($0 as? AuditError, .usage("--diff writes nothing; it cannot be combined with --suggest"))
        }
        guard case let .run(options) = try CommandTable.check.parse(["--fix", "--fix"]) else { return XCTFail() }
        XCTAssertEqual(options.mode, .fix)
    }

    func testTheFirstArgumentNamesTheCommandElseItIsCheck() {
        XCTAssertEqual(CommandTable.resolve(["vocab"]).command.name, "vocab")
        XCTAssertEqual(CommandTable.resolve(["check", "vocab"]).command.name, "check")
        XCTAssertEqual(Array(CommandTable.resolve(["check", "vocab"]).arguments), ["vocab"])
        XCTAssertEqual(CommandTable.resolve(["--format", "json", "vocab"]).command.name, "check", "a command word comes first")
        XCTAssertEqual(CommandTable.resolve(["--", "vocab"]).command.name, "check")
        XCTAssertEqual(Array(CommandTable.resolve(["mappings", "--fix"]).arguments), ["mappings", "--fix"])
    }

    /// The look-up by name builds one command only; it must know every command of the table, and nothing else.
    func testEveryCommandIsFoundByItsName() {
        for command in CommandTable.all {
            XCTAssertEqual(CommandTable.command(named: command.name)?.name, command.name)
        }
        XCTAssertNil(CommandTable.command(named: "mappings"))
        XCTAssertNil(CommandTable.command(named: "Check"))
    }

    /// Every command and option is declared once: no two commands share a name, no command two options.
    func testNamesAreUnique() {
        let names = CommandTable.all.map(\.name)
        XCTAssertEqual(Set(names).count, names.count)
        for command in CommandTable.all {
            let spellings = command.optionInfos.flatMap { [$0.name] + ($0.short.map { [$0] } ?? []) }
            XCTAssertEqual(Set(spellings).count, spellings.count, command.name)
            XCTAssertFalse(command.positionalInfos.dropLast().contains { $0.arity == .many }, "only the last positional repeats")
        }
    }
}

final class AuditErrorTests: XCTestCase {
    func testTheCaseDecidesTheHintAndEveryCaseExitsTwo() {
        let usage = AuditError.usage("bad"), input = AuditError.input(path: "a.txt", line: 3, message: "broken")
        let environment = AuditError.environment("git is missing")
        XCTAssertEqual([usage, input, environment].map(\.showsUsageHint), [true, false, false])
        XCTAssertEqual([usage, input, environment].map(\.exitStatus), [.error, .error, .error])
        XCTAssertEqual(ExitStatus.error.rawValue, 2)
        XCTAssertEqual([usage, input, environment].map(\.description), ["bad", "a.txt:3: broken", "git is missing"])
        XCTAssertEqual(AuditError.input(path: "a.txt", line: nil, message: "broken").description, "a.txt: broken")
    }

    func testThePathInitialiserMakesAnInputErrorOrWithoutAPathAUsageError() {
        XCTAssertEqual(AuditError(path: "a.txt", line: 2, message: "m"), .input(path: "a.txt", line: 2, message: "m"))
        XCTAssertEqual(AuditError(path: nil, line: nil, message: "m"), .usage("m"))
        XCTAssertEqual(AuditError(path: "a.txt", line: 2, message: "m").line, 2)
        XCTAssertNil(AuditError.environment("m").path)
    }
}
