import Foundation
import TestSupport
import XCTest

/// The real compilers and parsers the edited fixtures are checked with. A missing tool fails the test
/// under CI (`CI=true`: `.ci/run` installs every one) and skips it elsewhere, saying which.
enum SourceCompilers {
    struct Check: Sendable {
        let tool: String
        /// The arguments for checking `file`, with `scratch` a directory for any output.
        let arguments: @Sendable (_ file: String, _ scratch: String) -> [String]
    }

    static let swift = Check(tool: "swiftc") { file, _ in ["-typecheck", file] }
    static let python = Check(tool: "python3") { file, _ in ["-m", "py_compile", file] }
    /// Runs the Python file and checks `condition` over its globals (`type(SOFT) is tuple`).
    static func python(asserting condition: String) -> Check {
        Check(tool: "python3") { file, _ in
            ["-c", "import runpy, sys; g = runpy.run_path(sys.argv[1]); assert eval(sys.argv[2], g), sys.argv[2]", file, condition]
        }
    }
    /// Type-checks a Rust library crate (rustfmt parses only).
    static let rustc = Check(tool: "rustc") { file, scratch in
        ["--edition", "2021", "--crate-type", "lib", "--emit", "metadata", "-A", "dead_code", "--out-dir", scratch, file]
    }
    static let javascript = Check(tool: "node") { file, _ in ["--check", file] }
    static let typescript = Check(tool: "tsc") { file, _ in ["--noEmit", "--lib", "es2015", file] }
    static let go = Check(tool: "gofmt") { file, _ in ["-e", file] }
    static let rust = Check(tool: "rustfmt") { file, _ in ["--edition", "2021", "--emit", "stdout", file] }
    static let java = Check(tool: "javac") { file, scratch in ["-d", scratch, file] }
    static let kotlin = Check(tool: "kotlinc") { file, scratch in [file, "-d", scratch] }
    static let json = Check(tool: "python3") { file, _ in ["-c", "import json, sys; json.load(open(sys.argv[1], encoding='utf-8'))", file] }
    static let plist = Check(tool: "python3") { file, _ in ["-c", "import plistlib, sys; plistlib.load(open(sys.argv[1], 'rb'))", file] }

    /// The executable `name` on `PATH` (or in `~/.cargo/bin`, where rustup puts rustfmt).
    static func executable(_ name: String) -> URL? {
        var directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        directories.append(NSHomeDirectory() + "/.cargo/bin")
        for directory in directories {
            let path = directory + "/" + name
            if FileManager.default.isExecutableFile(atPath: path) { return URL(fileURLWithPath: path) }
        }
        return nil
    }

    /// The tool for `check`, or a failure (CI) or skip (elsewhere) naming it.
    static func require(_ check: Check, file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        if let url = executable(check.tool) { return url }
        let message = "\(check.tool) is not installed; .ci/run installs it"
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            XCTFail(message, file: file, line: line)
            throw XCTSkip(message)
        }
        throw XCTSkip(message)
    }

    /// Runs `check` on `file`; the result's status is 0 when the tool accepts it.
    static func run(_ check: Check, on file: URL, scratch: URL) throws -> TestSupport.RunResult {
        let tool = try require(check)
        return try TestSupport.run(tool, check.arguments(file.path, scratch.path), in: file.deletingLastPathComponent())
    }
}
