import Foundation
import TestSupport
import XCTest

/// The public surface of the library product `TaxonomyAudit`, and of the targets that are no product, read from
/// their sources: what another target of this package needs is `package`, the rest internal, so a new
/// `public` declaration shows here as a snapshot difference (ARCHITECTURE.md, "Public surface").
/// CategoryMapping, the library apps import, has a public API by design: it has a snapshot of its own, so that
/// no change to it goes unseen.
final class PublicSurfaceTests: XCTestCase {
    static let targets = ["TaxonomyAudit", "TaxonomyGeneration", "AuditBench"]

    /// `path: declaration` for every line that declares something `public` or `open`, outside string literals
    /// and comments, in file and line order.
    static func publicDeclarations(in target: String) throws -> [String] {
        let root = TestSupport.repository.appendingPathComponent("Sources").appendingPathComponent(target)
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted()
        var declarations: [String] = []
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            var inMultilineString = false
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                if !inMultilineString, let first = trimmed.utf8.first, first == UInt8(ascii: "p") || first == UInt8(ascii: "o")
                    || first == UInt8(ascii: "@"), let declaration = publicDeclaration(trimmed) {
                    declarations.append("Sources/\(target)/\(file): \(declaration)")
                }
                if line.utf8.contains(UInt8(ascii: "\"")), line.components(separatedBy: "\"\"\"").count % 2 == 0 {
                    inMultilineString.toggle()
                }
            }
        }
        return declarations
    }

    /// The declaration `line` starts (up to its body or initial value) when it is public or open, else nil.
    static func publicDeclaration(_ line: Substring) -> String? {
        var rest = line
        while rest.hasPrefix("@"), let space = rest.firstIndex(of: " ") { rest = rest[space...].drop { $0 == " " } }
        let isOpen = ["class ", "func ", "var ", "subscript ", "static ", "override "].contains { rest.hasPrefix("open " + $0) }
        guard rest.hasPrefix("public ") || rest.hasPrefix("public(set) ") || isOpen else { return nil }
        let end = line.firstIndex { $0 == "{" || $0 == "=" } ?? line.endIndex
        return line[..<end].trimmingCharacters(in: .whitespaces)
    }

    func testThePublicSurfaceIsTheRecordedOne() throws {
        let listing = try Self.targets.flatMap(Self.publicDeclarations(in:)).map { $0 + "\n" }.joined()
        try TestSupport.assertSnapshot(listing, named: "PublicSurface.txt")
    }

    func testCategoryMappingsPublicAPIIsTheRecordedOne() throws {
        let listing = try Self.publicDeclarations(in: "CategoryMapping").map { $0 + "\n" }.joined()
        XCTAssertTrue(listing.contains("public struct CategoryMapping"), "the scan finds the library's declarations")
        try TestSupport.assertSnapshot(listing, named: "PublicSurface-CategoryMapping.txt")
    }

    func testTheScanFindsDeclarationsAndSkipsStringsAndComments() {
        XCTAssertEqual(Self.publicDeclaration("public static func main() -> Int32 {"), "public static func main() -> Int32")
        XCTAssertEqual(Self.publicDeclaration("@discardableResult public func f() {"), "@discardableResult public func f()")
        XCTAssertEqual(Self.publicDeclaration("public let x = 1"), "public let x")
        XCTAssertNil(Self.publicDeclaration("package static let rules = 1"))
        XCTAssertNil(Self.publicDeclaration("/// public API"))
        XCTAssertEqual(Self.publicDeclaration("open class Base {"), "open class Base")
        XCTAssertNil(Self.publicDeclaration("open + 1"))
        XCTAssertNil(Self.publicDeclaration("publicity"))
    }
}
