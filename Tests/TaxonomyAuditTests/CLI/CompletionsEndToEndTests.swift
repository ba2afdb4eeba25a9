import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// `audit completions SHELL`: the scripts are pinned by snapshots, parse in their shells, and complete commands,
/// options and values when a shell runs them.
final class CompletionsEndToEndTests: XCTestCase {
    private func script(_ shell: CompletionScript.Shell) throws -> String {
        let run = try TestSupport.runAudit(["completions", shell.rawValue])
        XCTAssertEqual(run.status, 0, shell.rawValue)
        XCTAssertEqual(run.error, "", shell.rawValue)
        return run.output
    }

    func testScriptsMatchTheirSnapshots() throws {
        for (shell, name) in [(CompletionScript.Shell.bash, "audit.bash"), (.zsh, "_audit"), (.fish, "audit.fish")] {
            try TestSupport.assertSnapshot(try script(shell), named: "Completions/\(name)")
        }
        let bad = try TestSupport.runAudit(["completions", "tcsh"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.error, "audit: SHELL must be one of bash, zsh, fish, not `tcsh`\nRun `audit completions --help` for usage.\n")
    }

    /// Each script parses in its shell, without running: `bash -n`, `zsh -n`, `fish --no-execute`.
    func testScriptsParse() throws {
        var skipped: [String] = []
        for (shell, flag) in [(CompletionScript.Shell.bash, "-n"), (.zsh, "-n"), (.fish, "--no-execute")] {
            guard let executable = Self.shell(shell.rawValue) else {
                skipped.append(shell.rawValue)
                continue
            }
            let directory = try TestSupport.temporaryDirectory(self)
            let file = directory.appendingPathComponent("completion")
            try Data(try script(shell).utf8).write(to: file)
            let run = try TestSupport.run(executable, [flag, file.path])
            XCTAssertEqual(run.status, 0, "\(shell.rawValue): \(run.error)")
            XCTAssertEqual(run.error, "", shell.rawValue)
        }
        if !skipped.isEmpty { throw XCTSkip("not installed, so not parsed: \(skipped.joined(separator: ", ")) (.ci/run installs them)") }
    }

    /// What the bash script offers where the cursor is: commands, options of the command given, each kind of value.
    func testBashCompletesCommandsOptionsAndValues() throws {
        let bash = try XCTUnwrap(Self.shell("bash"))
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["mappings/soft.txt": "pillow\n", "completion.bash": try script(.bash)], in: directory)
        let audit = TestSupport.productsDirectory.appendingPathComponent("audit").path
        let cases: [([String], String)] = [
            (["ex"], "explain"),
            (["--format", "j"], "json junit"),
            (["--format", "=", "m"], "markdown"),
            (["--fail-on", ""], "error warning note never"),
            (["vocab", "--"], "--vocabulary --list --help"),
            (["rules", "-"], "-h --help"),
            (["explain", "sof"], "sofa softball"),
            (["explain", "sofa", "mapp"], "mappings"),
            (["explain", "--vocabulary", "mappings/soft.txt", "sof"], "sofa softball"),
            (["help", "co"], "completions"),
            (["completions", ""], "bash zsh fish"),
            (["completions", "zsh", ""], ""),
            (["--format", "json", "mapp"], "mappings"),
            (["docs", "--output", "mapp"], "mappings"),
            // --vocabulary: the built-in names, and files.
            (["--vocabulary", "goo"], "google-mlkit"),
            (["explain", "--vocabulary", "apple-vision-rev"], "apple-vision-rev1 apple-vision-rev2"),
            (["verdicts", "--vocabulary", "mapp"], "mappings"),
        ]
        var script = "source completion.bash\n"
        for (words, _) in cases {
            let quoted = ([audit] + words).map { "'\($0)'" }.joined(separator: " ")
            script += "COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count); COMPREPLY=(); _audit; echo \"${COMPREPLY[*]}\"\n"
        }
        let run = try TestSupport.run(bash, ["-c", script], in: directory)
        XCTAssertEqual(run.error, "")
        XCTAssertEqual(run.output.components(separatedBy: "\n").dropLast(), cases.map(\.1)[...])
    }

    /// The same questions asked of fish through `complete --do-complete`.
    func testFishCompletesCommandsOptionsAndValues() throws {
        guard let fish = Self.shell("fish") else { throw XCTSkip("fish is not installed (.ci/run installs it)") }
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["mappings/soft.txt": "pillow\n", "completion.fish": try script(.fish)], in: directory)
        let cases: [(String, String)] = [
            ("audit ex", "explain"),
            ("audit --format j", "json junit"),
            ("audit --format=m", "--format=markdown"),
            ("audit vocab --", "--help --list --vocabulary"),
            ("audit explain sof", "sofa softball"),
            ("audit explain sofa mapp", "mappings/"),
            ("audit help co", "completions"),
            ("audit completions ", "bash fish zsh"),
            ("audit completions zsh ", ""),
            ("audit docs --output mapp", "mappings/"),
            ("audit --vocabulary goo", "google-mlkit"),
            ("audit explain --vocabulary mapp", "mappings/"),
        ]
        let script = "source completion.fish\n" + cases.map {
            "echo (complete --do-complete '\($0.0)' | string split -f1 \\t)\n"
        }.joined()
        let path = TestSupport.productsDirectory.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let run = try TestSupport.run(fish, ["--no-config", "-c", script], in: directory, environment: ["PATH": path])
        XCTAssertEqual(run.error, "")
        XCTAssertEqual(run.output.components(separatedBy: "\n").dropLast(), cases.map(\.1)[...])
    }

    /// `/usr/bin/NAME` or `/bin/NAME`, when installed.
    static func shell(_ name: String) -> URL? {
        ["/usr/bin/", "/bin/"].map { URL(fileURLWithPath: $0 + name) }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
