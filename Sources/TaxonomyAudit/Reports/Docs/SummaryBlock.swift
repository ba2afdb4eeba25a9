#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The mapping summary of `README.md`: the lines between `startMarker` and `endMarker`, replaced in place;
/// every byte outside them is kept.
struct SummaryBlock {
    static let path = "README.md"
    static let startMarker = "<!-- audit:summary:start -->"
    static let endMarker = "<!-- audit:summary:end -->"

    let index: DocsIndex
    let mappingsPage: MappingsPage

    /// The lines between the markers, each ending with `\n`.
    func render() -> String {
        let vocabulary = index.vocabulary
        let page = MappingsPage.path
        let unmapped = vocabulary.count - index.mappedCount
        var out = "\n\(DocsIndex.generatedNotice)\n\n"
        out += Self.categoryTable(index, page: page, mappingsPage: mappingsPage)
        out += "\n\(Markdown.count(index.mappedCount)) of the \(Markdown.count(vocabulary.count, "identifier")) of "
            + "\(Markdown.text(vocabulary.name)) are mapped; the app ignores the other \(Markdown.count(unmapped))"
        let catchAlls = index.catchAllsLeftOut
        if catchAlls > 0 { out += ", among them \(Markdown.count(catchAlls, "catch-all")) left out on purpose" }
        out += ". See \(Markdown.link("each category", page: page)), \(Markdown.link("coverage by kind", page: page, anchor: mappingsPage.anchor(.coverage))) "
            + "and \(Markdown.link("every identifier", page: VocabularyPage.path)).\n\n"
        out += CoverageSection.picture(CoverageMap.path) + "\n\n"
        return out
    }

    /// One row per category: its name (a link to its section of the mappings page, at `page`), how many identifiers
    /// it maps and excludes, and its files.
    static func categoryTable(_ index: DocsIndex, page: String, mappingsPage: MappingsPage) -> String {
        Markdown.table(
            [.init("category"), .init("mapped", numeric: true), .init("excluded", numeric: true), .init("defined in")],
            index.categories.map {
                [Markdown.link(Markdown.text($0.name), page: page, anchor: mappingsPage.anchor(.category($0.name))),
                 Markdown.count($0.mapped.count), Markdown.count($0.exclusions.count), $0.paths.map(Markdown.code).joined(separator: ", ")]
            })
    }

    /// `readme` with the lines between its markers replaced by `render()`, in the README's line ending.
    func replacingBlock(in readme: TextLines) throws -> String {
        var start: TextLines.Line?
        var end: TextLines.Line?
        for line in readme.lines {
            switch line.text.trimmingWhitespace() {
            case Self.startMarker:
                guard start == nil else { throw AuditError(path: readme.path, line: line.number, message: "a second \(Self.startMarker)") }
                start = line
            case Self.endMarker:
                guard end == nil else { throw AuditError(path: readme.path, line: line.number, message: "a second \(Self.endMarker)") }
                guard start != nil else {
                    throw AuditError(path: readme.path, line: line.number, message: "\(Self.endMarker) comes before \(Self.startMarker)")
                }
                end = line
            default: break
            }
        }
        guard let start, let end else {
            throw AuditError(path: readme.path, line: start?.number, message: start == nil
                ? "no \(Self.startMarker) and \(Self.endMarker) lines: add them where the mapping summary goes"
                : "\(Self.startMarker) has no \(Self.endMarker) after it")
        }
        // Split the original bytes at each LF (a CR stays with its line), so that every other byte is kept.
        let lines = readme.data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let ending = lines[start.number - 1].last == UInt8(ascii: "\r") ? "\r\n" : "\n"
        let block = render().replacingEvery("\n", with: ending)
        let head = Data(lines[..<start.number].joined(separator: [UInt8(ascii: "\n")]))
        let tail = Data(lines[(end.number - 1)...].joined(separator: [UInt8(ascii: "\n")]))
        return String(decoding: head, as: UTF8.self) + "\n" + block + String(decoding: tail, as: UTF8.self)
    }
}
