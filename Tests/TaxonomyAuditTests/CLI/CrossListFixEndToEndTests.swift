import TestSupport
import XCTest
@testable import TaxonomyAudit

/// A safe fix is decided from the entries of the finding's own list: an app that keeps one list per platform
/// (two directories, or a Swift set beside a Kotlin set) keeps every copy through `--fix` and `--diff`.
final class CrossListFixEndToEndTests: XCTestCase {
    private let softList = "pillow\nsofa\ncurtain\n"
    private let swiftSet = """
        struct Surface {
            // audit:category soft
            static let soft: Set<String> = ["pillow", "sofa", "curtain"]
        }

        """
    private let kotlinSet = """
        object Surface {
            val soft: Set<String> = setOf( // audit:category soft
                "pillow",
                "sofa",
                "curtain"
            )
        }

        """

    /// Runs `arguments` in `directory` and asserts every file of `files` is byte for byte as written.
    private func assertUnchanged(_ files: [String: String], in directory: URL, after arguments: [String],
                                 file: StaticString = #filePath, line: UInt = #line) throws -> TestSupport.RunResult {
        let result = try TestSupport.runAudit(arguments, in: directory)
        XCTAssertNotEqual(result.status, 2, result.error, file: file, line: line)
        for (path, contents) in files {
            let now = try Data(contentsOf: directory.appendingPathComponent(path))
            XCTAssertEqual(String(decoding: now, as: UTF8.self), contents, "\(arguments) changed \(path)", file: file, line: line)
        }
        return result
    }

    func testTwoDirectoriesWithTheSameListKeepBothThroughFixAndDiff() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let files = ["ios/mappings/soft.txt": softList, "android/mappings/soft.txt": softList]
        try TestSupport.write(files, in: directory)
        let check = try TestSupport.runAudit(["ios/mappings", "android/mappings"], in: directory)
        XCTAssertTrue(check.output.contains(
            "android/mappings/soft.txt:1:1: warning: [duplicate] \"pillow\" is also listed at ios/mappings/soft.txt:1, in another list of soft"),
            check.output)
        let fixed = try assertUnchanged(files, in: directory, after: ["--fix", "ios/mappings", "android/mappings"])
        XCTAssertFalse(fixed.output.contains("removed duplicate"), fixed.output)
        XCTAssertTrue(fixed.output.hasPrefix("No changes written.\n"), fixed.output)
        let diff = try assertUnchanged(files, in: directory, after: ["--diff", "ios/mappings", "android/mappings"])
        XCTAssertEqual(diff.output, "", "no patch deletes a copy of another list")
    }

    func testASwiftSetBesideAKotlinSetKeepsBothThroughFixAndDiff() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let files = ["ios/Surface.swift": swiftSet, "android/Surface.kt": kotlinSet]
        try TestSupport.write(files, in: directory)
        let fixed = try assertUnchanged(files, in: directory, after: ["--fix", "."])
        XCTAssertFalse(fixed.output.contains("removed duplicate"), fixed.output)
        XCTAssertTrue(fixed.output.contains("[duplicate]"), "the copies are still reported: \(fixed.output)")
        let diff = try assertUnchanged(files, in: directory, after: ["--diff", "."])
        XCTAssertFalse(diff.output.split(separator: "\n").contains { $0.hasPrefix("-") && !$0.hasPrefix("---") }, diff.output)
    }

    /// A second literal of the category in one file (a copy for tests, a backup) is another list too.
    func testTwoListsOfOneCategoryInOneFileKeepTheirCopies() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let source = """
            // audit:category soft
            let soft: Set<String> = ["pillow", "sofa"]
            // audit:category soft
            let softForTests: Set<String> = ["pillow", "sofa"]

            """
        try TestSupport.write(["Labels.swift": source], in: directory)
        _ = try assertUnchanged(["Labels.swift": source], in: directory, after: ["--fix", "Labels.swift"])
        let diff = try assertUnchanged(["Labels.swift": source], in: directory, after: ["--diff", "Labels.swift"])
        XCTAssertEqual(diff.output, "")
    }

    /// A repeat within one list is still removed, once, and the other list's copy stays.
    func testARepeatWithinOneListIsStillRemoved() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["ios/mappings/soft.txt": "pillow\nsofa\npillow\n", "android/mappings/soft.txt": softList], in: directory)
        let result = try TestSupport.runAudit(["--fix", "ios/mappings", "android/mappings"], in: directory)
        XCTAssertTrue(result.output.hasPrefix("ios/mappings/soft.txt:3: removed duplicate \"pillow\"\n"), result.output)
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("ios/mappings/soft.txt"), encoding: .utf8), "pillow\nsofa\n")
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("android/mappings/soft.txt"), encoding: .utf8), softList)
    }

    /// A safe spelling correction whose identifier another list of the category holds is still a correction in
    /// its own list, never a removal decided against the other list.
    func testACorrectionIsNotTurnedIntoARemovalByAnotherList() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["ios/mappings/soft.txt": "pillow\nsofa\n", "android/mappings/soft.txt": "pillow\nSofas\n"], in: directory)
        let result = try TestSupport.runAudit(["--fix", "ios/mappings", "android/mappings"], in: directory)
        XCTAssertTrue(result.output.hasPrefix("android/mappings/soft.txt:2: replaced \"Sofas\" with \"sofa\"\n"), result.output)
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("android/mappings/soft.txt"), encoding: .utf8), "pillow\nsofa\n")
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("ios/mappings/soft.txt"), encoding: .utf8), "pillow\nsofa\n")
    }
}
