import Foundation
import XCTest
@testable import TaxonomyAudit

/// Deep nesting is input: strings nested in interpolations past `SourceLexer.maximumNesting` are an input error
/// naming the line, and brackets and comments nest to any depth.
final class SourceNestingTests: XCTestCase {
    private static let levels = 100_000

    /// Reads `text` as the file `name`.
    private func read(_ name: String, _ text: String) throws -> EmbeddedListDocument {
        guard let document = try EmbeddedListDocument.read(path: name, bytes: Array(text.utf8)) else {
            throw AuditError.input(path: name, line: nil, message: "not a source file")
        }
        return document
    }

    /// `read` fails with `name:line: string nesting deeper than 256`.
    private func assertTooDeep(_ name: String, _ text: String, line: Int, file: StaticString = #filePath, lineNumber: UInt = #line) {
        XCTAssertThrowsError(try read(name, text), file: file, line: lineNumber) { error in
            XCTAssertEqual("\(error)", "\(name):\(line): string nesting deeper than \(SourceLexer.maximumNesting)", file: file, line: lineNumber)
        }
    }

    private func nested(_ open: String, _ inner: String, _ close: String, _ levels: Int = levels) -> String {
        String(repeating: open, count: levels) + inner + String(repeating: close, count: levels)
    }

    func testSwiftInterpolationsNestedTooDeepAreAnInputError() {
        let deep = nested(#""\("#, #""""#, #")""#)
        assertTooDeep("Labels.swift", "// audit:category soft\nlet soft: Set<String> = [\"sofa\", \(deep)]\n", line: 2)
        assertTooDeep("Labels.swift", "let s = \(deep)\n// audit:category soft\nlet soft = [\"sofa\"]\n", line: 1)
    }

    func testTemplateLiteralsNestedTooDeepAreAnInputError() {
        let deep = nested("`${", "x", "}`")
        assertTooDeep("labels.ts", "const s = \(deep);\n// audit:category soft\nconst soft = ['sofa'];\n", line: 1)
        assertTooDeep("labels.js", "\n\nconst s = \(deep);\n// audit:category soft\nconst soft = ['sofa'];\n", line: 3)
    }

    func testPythonFStringsNestedTooDeepAreAnInputError() {
        assertTooDeep("labels.py", "s = \(nested("f\"{", "x", "}\""))\n# audit:category soft\nSOFT = [\"sofa\"]\n", line: 1)
    }

    func testKotlinTemplatesNestedTooDeepAreAnInputError() {
        assertTooDeep("Labels.kt", "val s = \(nested("\"${", "x", "}\""))\n// audit:category soft\nval soft = setOf(\"sofa\")\n", line: 1)
    }

    func testInterpolationsUpToTheLimitAreRead() throws {
        let limit = SourceLexer.maximumNesting
        let document = try read("Labels.swift", "let s = \(nested(#""\("#, "x", #")""#, limit))\n// audit:category soft\nlet soft = [\"sofa\"]\n")
        XCTAssertEqual(document.lists.first?.entries.map(\.text), ["sofa"])
        assertTooDeep("Labels.swift", "let s = \(nested(#""\("#, "x", #")""#, limit + 1))\n", line: 1)
    }

    /// Brackets and block comments keep no stack frames: a list a hundred thousand brackets deep is read.
    func testBracketsAndCommentsNestToAnyDepth() throws {
        let rust = try read("labels.rs", "// audit:category soft\nconst SOFT: &[&str] = \(nested("[", "\"sofa\"", "]"));\n/* \(nested("/* ", "x", " */")) */\n")
        XCTAssertEqual(rust.lists.first?.entries.map(\.text), ["sofa"])
        let swift = try read("Labels.swift", "// audit:category soft\nlet soft = \(nested("[", "\"sofa\", \"pillow\"", "]"))\n")
        XCTAssertEqual(swift.lists.first?.entries.map(\.text), ["sofa", "pillow"])
        let python = try read("labels.py", "# audit:category soft\nSOFT = \(nested("(", "\"sofa\",", ")"))\n")
        XCTAssertEqual(python.lists.first?.entries.map(\.text), ["sofa"])
        let kotlin = try read("Labels.kt", "// audit:category soft\nval soft = setOf(\(nested("listOf(", "\"sofa\"", ")")))\n")
        XCTAssertEqual(kotlin.lists.count, 1)
        let typescript = try read("labels.ts", "// audit:category soft\nconst soft = \(nested("[", "'sofa'", "]"));\n")
        XCTAssertEqual(typescript.lists.first?.entries.map(\.text), ["sofa"])
    }

    /// A token takes a few words, so a file of deep brackets is held in little memory (not a literal's worth each).
    func testATokenIsSmall() {
        XCTAssertLessThanOrEqual(MemoryLayout<SourceToken>.stride, 32)
    }
}
