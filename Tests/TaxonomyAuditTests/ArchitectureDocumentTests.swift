import Foundation
import TestSupport
import XCTest

/// ARCHITECTURE.md names only what exists. Every inline code span (`…`) of it is one of three kinds:
///
/// - a path: it contains `/` or ends in `.swift`. It must exist, relative to the repository root, else to
///   `Sources/TaxonomyAudit/`, else to `Tests/TaxonomyAuditTests/`; a bare file name (`Foo.swift`, no `/`) may
///   be any file of that name under `Sources/` or `Tests/`. A trailing `/` asks for a directory. `<Name>` and `*`
///   stand for any part of one path component (`Rules/<Name>Rule.swift`), and then at least one path must match.
/// - a type: it starts with an UpperCamelCase name, optionally followed by `.member`s and then by nothing, by
///   arguments `(…)` or by generic parameters `<…>` (`AuditRun(settings)`, `Finding.Location`,
///   `Command<Options>`). Every UpperCamelCase component of the dotted name must be declared
///   (`struct|class|enum|protocol|actor|typealias Name`, extensions do not count) in a Swift file under
///   `Sources/`; a test case (a name ending in `Tests`) under `Tests/`; a target or product by name in
///   `Package.swift`. Names of the standard library, Foundation and the plugin APIs are listed in `externalNames`.
/// - anything else (flags, keys, commands, words): ignored. So is a path-like span that starts with `-`, contains a
///   space or `://`, or lies under `.build/` (built, not part of the tree).
///
/// Fenced code blocks are skipped: the pipeline diagram's words and the Swift examples' labels are prose and sample
/// code, not inline code spans, and would need rules of their own.
final class ArchitectureDocumentTests: XCTestCase {
    /// Names declared outside this package that the document may use.
    static let externalNames: Set<String> = [
        // Swift standard library
        "Int", "Double", "String", "Set", "Array", "Dictionary", "Character", "Substring", "Bool",
        "RawRepresentable", "CaseIterable", "Sendable", "Codable",
        // Foundation
        "Foundation", "FoundationEssentials", "JSONSerialization", "Process", "FileHandle", "FileManager",
        "NSString", "NSError", "Data", "URL",
        // XCTest and SwiftPM's plugin APIs
        "XCTestCase", "PackagePlugin", "XcodeProjectPlugin", "XcodeBuildToolPlugin", "XcodeCommandPlugin",
    ]

    struct Span: Equatable {
        var text: String
        var line: Int
    }

    func testEveryPathAndTypeItNamesExists() throws {
        let root = TestSupport.repository
        let document = try String(contentsOf: root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        let tree = try Self.tree(at: root)
        let declared = try Self.declaredTypes(under: root.appendingPathComponent("Sources"))
        let testCases = try Self.declaredTypes(under: root.appendingPathComponent("Tests")).filter { $0.hasSuffix("Tests") }
        let targets = try Self.packageNames(in: root.appendingPathComponent("Package.swift"))
        var checked = (paths: 0, types: 0)
        for span in Self.inlineCodeSpans(in: document) {
            if let path = Self.pathToken(span.text) {
                checked.paths += 1
                XCTAssertTrue(Self.exists(path, in: tree), "ARCHITECTURE.md:\(span.line): `\(span.text)` is no path in the tree")
            } else if let names = Self.typeNames(span.text) {
                checked.types += 1
                guard !Self.externalNames.contains(names[0]) else { continue }
                for name in names {
                    if name.hasSuffix("Tests") {
                        XCTAssertTrue(testCases.contains(name), "ARCHITECTURE.md:\(span.line): `\(span.text)`: no test case \(name) is declared in Tests/")
                    } else {
                        XCTAssertTrue(declared.contains(name) || targets.contains(name),
                                      "ARCHITECTURE.md:\(span.line): `\(span.text)`: no type \(name) is declared in Sources/")
                    }
                }
            }
        }
        // The document names many of each: a parser that found none would pass everything.
        XCTAssertGreaterThan(checked.paths, 50)
        XCTAssertGreaterThan(checked.types, 100)
    }

    func testTheRulesOfTheCheck() {
        let spans = Self.inlineCodeSpans(in: """
            one `A` two ``B `c` d``
            ```
            `Fenced`
            ```
            `across
              lines` and `Last`
            """)
        XCTAssertEqual(spans, [Span(text: "A", line: 1), Span(text: "B `c` d", line: 1),
                               Span(text: "across lines", line: 5), Span(text: "Last", line: 6)])

        XCTAssertEqual(Self.pathToken("CLI/"), "CLI/")
        XCTAssertEqual(Self.pathToken("AuditRun.swift"), "AuditRun.swift")
        for ignored in ["--format xcode", "-h/--help", "https://example.com/a", ".build/plugin-sample/", "make usage",
                        "*.txt", "REF:path", "AuditRun"] {
            XCTAssertNil(Self.pathToken(ignored), ignored)
        }

        XCTAssertEqual(Self.typeNames("AuditRun"), ["AuditRun"])
        XCTAssertEqual(Self.typeNames("AuditRun(settings, sources:)"), ["AuditRun"])
        XCTAssertEqual(Self.typeNames("AuditRun(...).context"), ["AuditRun"])
        XCTAssertEqual(Self.typeNames("Finding.Location"), ["Finding", "Location"])
        XCTAssertEqual(Self.typeNames("Location.formatted(path:)"), ["Location"])
        XCTAssertEqual(Self.typeNames("Command<Options>"), ["Command"])
        for ignored in ["Content-Length", "Couch  # from sofa", "ICU", "U+FFFD", "REF:path", "sofa", ".add(category:)",
                        "RawRepresentable & CaseIterable"] {
            XCTAssertNil(Self.typeNames(ignored), ignored)
        }

        let tree: Set<String> = ["Sources/TaxonomyAudit/Rules/", "Sources/TaxonomyAudit/Rules/DuplicateRule.swift",
                                 "Tests/TaxonomyAuditTests/Fixtures/", "README.md"]
        for present in ["Rules/", "Rules", "Rules/<Name>Rule.swift", "DuplicateRule.swift", "*Rule.swift", "Fixtures/",
                        "README.md"] {
            XCTAssertTrue(Self.exists(present, in: tree), present)
        }
        for absent in ["Rules/DuplicateRule.swift/", "README.md/", "Fixes/", "Rules/<Name>Check.swift", "Sources/Rules"] {
            XCTAssertFalse(Self.exists(absent, in: tree), absent)
        }
    }

    // MARK: The document

    /// The inline code spans outside fenced code blocks, each with the line it starts on. A span may cross a line
    /// break (read as a space) and may be opened by a run of several backticks, closed by a run of as many.
    static func inlineCodeSpans(in document: String) -> [Span] {
        var prose: [(line: Int, text: String)] = []
        var fence: String?
        for (index, line) in document.components(separatedBy: "\n").enumerated() {
            let trimmed = line.drop { $0 == " " }
            let marker = trimmed.hasPrefix("```") ? "```" : trimmed.hasPrefix("~~~") ? "~~~" : nil
            if let open = fence {
                if marker == open { fence = nil }
            } else if let marker {
                fence = marker
            } else {
                prose.append((index + 1, line))
            }
        }
        var spans: [Span] = []
        var open: (run: Int, line: Int, text: String)?
        for (number, line) in prose {
            if line.trimmingCharacters(in: .whitespaces).isEmpty { open = nil }  // a span ends with its paragraph
            var characters = Substring(line)
            if open != nil {
                open!.text += " "
                characters = characters.drop { $0 == " " }
            }
            while !characters.isEmpty {
                let run = characters.prefix { $0 == "`" }.count
                if run == 0 {
                    let text = characters.prefix { $0 != "`" }
                    if open != nil { open!.text += text }
                    characters = characters.dropFirst(text.count)
                } else if let current = open {
                    if run == current.run {
                        spans.append(Span(text: current.text.trimmingCharacters(in: .whitespaces), line: current.line))
                        open = nil
                    } else {
                        open!.text += String(repeating: "`", count: run)
                    }
                    characters = characters.dropFirst(run)
                } else {
                    open = (run, number, "")
                    characters = characters.dropFirst(run)
                }
            }
        }
        return spans
    }

    /// The span as a path to look for, or nil when it names no path or is one of the ignored kinds.
    static func pathToken(_ span: String) -> String? {
        guard span.contains("/") || span.hasSuffix(".swift") else { return nil }
        guard !span.hasPrefix("-"), !span.contains(" "), !span.contains("://"), !span.hasPrefix(".build/") else { return nil }
        return span
    }

    /// The UpperCamelCase components of the dotted name the span starts with, the first one first, or nil when the
    /// span is no type name (lowercase, all capitals, or followed by something other than `(…)` or `<…>`).
    static func typeNames(_ span: String) -> [String]? {
        let isNameCharacter = { (c: Character) in c.isASCII && (c.isLetter || c.isNumber || c == "_") }
        let dotted = span.prefix { isNameCharacter($0) || $0 == "." }
        let rest = span.dropFirst(dotted.count)
        guard rest.isEmpty || rest.hasPrefix("(") || rest.hasPrefix("<"), !dotted.hasSuffix(".") else { return nil }
        let components = dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let isUpperCamelCase = { (name: String) in
            name.first.map { $0.isASCII && $0.isUppercase } == true && name.contains { $0.isASCII && $0.isLowercase }
        }
        guard let first = components.first, isUpperCamelCase(first) else { return nil }
        return components.filter(isUpperCamelCase)
    }

    // MARK: The tree

    /// Every file and directory under `root` (directories with a trailing `/`), relative to it, without `.git` and
    /// `.build`.
    static func tree(at root: URL) throws -> Set<String> {
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: root.path))
        var paths: Set<String> = []
        while let path = enumerator.nextObject() as? String {
            if path == ".git" || path == ".build" || path == ".swiftpm" {
                enumerator.skipDescendants()
                continue
            }
            let isDirectory = (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory
            paths.insert(isDirectory ? path + "/" : path)
        }
        return paths
    }

    /// Whether `token` names a path of `tree` by the rules above.
    static func exists(_ token: String, in tree: Set<String>) -> Bool {
        let wantsDirectory = token.hasSuffix("/")
        let path = wantsDirectory ? String(token.dropLast()) : token
        let isPattern = path.contains("*") || path.contains("<")
        let matches: (String, String) -> Bool = { pattern, candidate in
            isPattern ? Self.matches(pattern: pattern, candidate) : pattern == candidate
        }
        let bases = ["", "Sources/TaxonomyAudit/", "Tests/TaxonomyAuditTests/"]
        return tree.contains { entry in
            let isDirectory = entry.hasSuffix("/")
            guard !wantsDirectory || isDirectory else { return false }
            let candidate = isDirectory ? String(entry.dropLast()) : entry
            if bases.contains(where: { candidate.hasPrefix($0) && matches($0 + path, candidate) }) { return true }
            guard !path.contains("/"), !isDirectory, candidate.hasPrefix("Sources/") || candidate.hasPrefix("Tests/")
            else { return false }
            return matches(path, String(candidate.split(separator: "/").last ?? ""))
        }
    }

    /// Whether `candidate` matches `pattern`, where `*` and `<…>` stand for any run of characters but `/`.
    static func matches(pattern: String, _ candidate: String) -> Bool {
        var expression = "^"
        var literal = ""
        var characters = Substring(pattern)
        while let character = characters.first {
            let close = character == "<" ? characters.firstIndex(of: ">") : nil
            guard character == "*" || close != nil else {
                literal.append(character)
                characters = characters.dropFirst()
                continue
            }
            expression += NSRegularExpression.escapedPattern(for: literal) + "[^/]*"
            literal = ""
            characters = close.map { characters[characters.index(after: $0)...] } ?? characters.dropFirst()
        }
        expression += NSRegularExpression.escapedPattern(for: literal) + "$"
        guard let regex = try? NSRegularExpression(pattern: expression) else { return false }
        return regex.firstMatch(in: candidate, range: NSRange(candidate.startIndex..., in: candidate)) != nil
    }

    /// The targets and products `Package.swift` declares: every `name: "…"` in it.
    static func packageNames(in manifest: URL) throws -> Set<String> {
        let text = try String(contentsOf: manifest, encoding: .utf8)
        return Set(text.components(separatedBy: "name: \"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) })
    }

    /// The names the Swift files under `sources` declare as types, however nested: a line that starts, after
    /// attributes and modifiers, with `struct`, `class`, `enum`, `protocol`, `actor` or `typealias` and a name.
    static func declaredTypes(under sources: URL) throws -> Set<String> {
        let keywords: Set<Substring> = ["struct", "class", "enum", "protocol", "actor", "typealias"]
        let modifiers: Set<Substring> = ["public", "package", "internal", "fileprivate", "private", "open", "final",
                                         "indirect", "nonisolated", "private(set)", "fileprivate(set)", "package(set)"]
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path))
        var names: Set<String> = []
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ").drop { $0.hasPrefix("@") || modifiers.contains($0) }
                guard let keyword = words.first, keywords.contains(keyword), words.count > 1 else { continue }
                let name = words[words.index(after: words.startIndex)].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty { names.insert(String(name)) }
            }
        }
        return names
    }
}
