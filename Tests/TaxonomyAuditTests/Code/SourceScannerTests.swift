import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// A directory means its `*.txt` files and the marked source files at any depth, and nothing else: not
/// unmarked files, not JSON or property lists, not build output, dependencies or version control, not
/// through links.
final class SourceScannerTests: XCTestCase {
    func testFindsMarkedSourceFilesOnly() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let marker = "// audit:category soft\nlet s = [\"sofa\"]\n"
        try TestSupport.write([
            "App/Sources/Lookup.swift": marker,
            "App/Sources/Other.swift": "let s = [\"sofa\"] // no marker\n",
            "app/src/main/Labels.kt": marker,
            "web/labels.ts": "// audit:category hard\nconst h = ['door'];\n",
            "tools/labels.py": "# audit:category soft\nS = {'sofa'}\n",
            "soft.txt": "sofa\n",
            "App/nested.txt": "pillow\n",
            "package.json": "{\"audit:\": [\"sofa\"]}\n",
            "App/Info.plist": "<plist><array><string>audit:</string></array></plist>\n",
            "App/Assets.xcassets/Contents.json": "[\"audit:\"]\n",
            "node_modules/dep/index.js": marker,
            ".build/checkouts/x.swift": marker,
            ".git/hooks/a.py": "# audit:category soft\nS = {'a'}\n",
            "Pods/P/a.swift": marker, "DerivedData/a.swift": marker, "build/a.go": marker, "target/a.rs": marker,
        ], in: directory)
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/linked", withDestinationPath: directory.path + "/App")
        let root = directory.path
        XCTAssertEqual(try MappingLoader.load(paths: [root]).map { String($0.path.dropFirst(root.count + 1)) },
                       ["App/Sources/Lookup.swift", "app/src/main/Labels.kt", "soft.txt", "tools/labels.py", "web/labels.ts"])
    }

    func testADirectoryOfUnmarkedSourcesHasNoMappingFiles() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["a.swift": "let s = [\"sofa\"]\n", "b.json": "[\"sofa\"]\n"], in: directory)
        XCTAssertThrowsError(try MappingLoader.load(paths: [directory.path])) { error in
            XCTAssertEqual("\(error)", "\(directory.path): directory has no mapping files (*.txt, or source files with audit: markers)")
        }
    }

    func testNamedFilesAreReadByKind() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["labels.json": "[\"sofa\"]\n", "Soft.plist": "<plist><array><string>bed</string></array></plist>\n",
                               "plain.swift": "let s = [\"sofa\"]\n"], in: directory)
        let sources = try MappingLoader.load(paths: [directory.path + "/labels.json", directory.path + "/Soft.plist"])
        XCTAssertEqual(sources.flatMap(\.lists).map { "\($0.category): \($0.entries.map(\.text))" }, ["labels: [\"sofa\"]", "Soft: [\"bed\"]"])
        XCTAssertThrowsError(try MappingLoader.load(paths: [directory.path + "/plain.swift"])) { error in
            XCTAssertEqual((error as? AuditError)?.message, "no list is marked here (mark one with an audit:category comment)")
        }
    }

    func testMarkerBytesTest() {
        func holds(_ text: String) -> Bool { Array(text.utf8).withUnsafeBytes { SourceListReader.mayHoldMarkers($0) } }
        XCTAssertTrue(holds("audit:"))
        XCTAssertTrue(holds("x:y:: // audit:category a"))
        XCTAssertFalse(holds("audit :"))
        XCTAssertFalse(holds("audi:t audit"))
        XCTAssertFalse(holds(""))
    }
}
