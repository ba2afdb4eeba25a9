import TestSupport
import XCTest
@testable import TaxonomyAudit

/// Lists in different arms of one conditional are never both in effect, so their common entries are no
/// duplicates of each other; a list after the conditional still repeats them.
final class ConditionalBranchTests: XCTestCase {
    private func duplicates(_ name: String, _ text: String) throws -> [String] {
        try TestSupport.audit([(name, text)], vocabulary: FixtureVocabulary.vocabulary).filter { $0.rule == .duplicate }
            .map { "\($0.line ?? 0):\($0.column ?? 0) \($0.subject)" }
    }

    func testSwiftCompilationConditions() throws {
        XCTAssertEqual(try duplicates("ifd.swift", """
            #if os(iOS)
            // audit:category soft
            let soft: Set<String> = ["pillow", "sofa", "curtain"]
            #elseif os(macOS)
            // audit:category soft
            let soft: Set<String> = ["pillow", "sofa"]
            #else
            // audit:category soft
            let soft: Set<String> = ["sofa", "sofa"]
            #endif
            // audit:category soft
            let more: Set<String> = ["pillow"]

            """), ["9:34 sofa", "12:26 pillow"], "a repeat within one arm's list, and a list after the conditional")
    }

    func testPythonIfElifElse() throws {
        XCTAssertEqual(try duplicates("ifp.py", """
            import sys
            if sys.platform == "darwin":
                # audit:category soft
                SOFT = [
                    "pillow",
                    "sofa",
                ]
            elif sys.platform == "linux":
                # audit:category soft
                SOFT = ["pillow", "sofa"]
            else:
                # audit:category soft
                SOFT = ["pillow", "sofa"]
            # audit:category soft
            MORE = ["sofa"]

            """), ["15:9 sofa"])
    }

    func testBraceIfElseAndTwoPlainLists() throws {
        XCTAssertEqual(try duplicates("ife.ts", """
            let soft: Set<string>;
            if (ios) {
              soft = new Set(["pillow", "sofa"]); // audit:category soft
            } else if (android) {
              soft = new Set(["pillow"]); // audit:category soft
            } else {
              soft = new Set(["sofa"]); // audit:category soft
            }

            """), [])
        XCTAssertEqual(try duplicates("two.ts", """
            const soft = new Set(["pillow"]); // audit:category soft
            const softToo = new Set(["pillow"]); // audit:category soft

            """), ["2:26 pillow"], "two lists in effect together")
    }

    func testKotlinWhenArms() throws {
        XCTAssertEqual(try duplicates("w.kt", """
            val soft: Set<String> = when (platform) {
                Platform.IOS -> setOf("pillow", "sofa") // audit:category soft
                Platform.ANDROID -> setOf( // audit:category soft
                    "pillow",
                    "sofa",
                )
                else -> setOf("sofa") // audit:category soft
            }

            """), [])
    }

    /// `--fix` leaves the other arm as it is.
    func testFixKeepsTheOtherArm() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let source = "#if os(iOS)\n// audit:category soft\nlet soft: Set<String> = [\"pillow\", \"sofa\", \"curtain\"]\n#else\n// audit:category soft\nlet soft: Set<String> = [\"pillow\", \"sofa\"]\n#endif\n"
        try TestSupport.write(["ifd.swift": source], in: directory)
        let result = try TestSupport.runAudit(["--fix", "ifd.swift"], in: directory)
        XCTAssertEqual(result.status, 0, result.output + result.error)
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("ifd.swift"), encoding: .utf8), source)
    }
}
