#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The documents `audit docs` generates from the mappings and the knowledge table (`docs/mappings.md`,
/// `docs/vocabulary.md`, `docs/coverage.svg` and the summary block of
/// `README.md`), each with what its file holds now.
///
/// The output is a function of the inputs alone (sorted, no dates, no padding), so regenerating an
/// unchanged repository changes no byte and `--check` can compare files exactly.
struct GeneratedDocs {
    /// One generated file.
    struct File: Sendable {
        /// Where it goes, as messages show it.
        let path: String
        let contents: String
        /// What the file holds now; nil when it does not exist.
        let current: Data?

        /// Whether all of it is generated (a page), not a block in a hand-written file (the README).
        let isGenerated: Bool

        var isCurrent: Bool { current == Data(contents.utf8) }
    }

    /// `docs/mappings.md`, `docs/vocabulary.md`, `docs/coverage.svg`, then `README.md`.
    let files: [File]

    /// The documents for `context`, under `directory` (nil: the current directory), which must hold a
    /// `README.md` with the summary markers.
    init(context: AuditContext, directory: String? = nil) throws {
        let index = DocsIndex(context: context)
        let vocabularyPage = VocabularyPage(index: index)
        let mappingsPage = MappingsPage(index: index, vocabularyPage: vocabularyPage)
        // A README is prose, not a mapping file: no limit on its lines (an inline image can be long).
        let readme = try TextLines(path: Self.path(SummaryBlock.path, in: directory), maximumLineLength: nil)
        let summary = try SummaryBlock(index: index, mappingsPage: mappingsPage).replacingBlock(in: readme)
        let pages = [(MappingsPage.path, mappingsPage.render()), (VocabularyPage.path, vocabularyPage.render()),
                     (CoverageMap.path, CoverageMap(context: context).render())]
        files = pages.map {
            let path = Self.path($0.0, in: directory)
            return File(path: path, contents: $0.1, current: FileManager.default.contents(atPath: path), isGenerated: true)
        } + [File(path: readme.path, contents: summary, current: readme.data, isGenerated: false)]
    }

    static func path(_ relative: String, in directory: String?) -> String {
        guard let directory, !directory.isEmpty, directory != "." else { return relative }
        return (directory.hasSuffix("/") ? directory : directory + "/") + relative
    }

    /// The files whose contents differ from what is generated.
    var stale: [File] { files.filter { !$0.isCurrent } }

    /// Writes the stale files through `SafeWriter` (creating `docs/` if needed) and returns their paths: all of
    /// them, or none when one changed on disk since it was read or cannot be written. The generated pages are
    /// never written through a symbolic link (at the page or at `docs/`); the README, whose block is all that
    /// is generated, is.
    func write() throws -> [String] {
        let stale = self.stale
        for file in stale where file.isGenerated {
            let directory = PathText.deletingLastComponent(file.path)
            var status = stat()
            if lstat(directory, &status) == 0, status.st_mode & S_IFMT == S_IFLNK { throw SafeWriter.linkRefused(directory) }
        }
        for file in stale {
            let directory = URL(fileURLWithPath: file.path).deletingLastPathComponent()
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw AuditError(path: directory.path, line: nil, message: "cannot create directory")
            }
        }
        try SafeWriter.write(stale.map { file in
            SafeWriter.Replacement(path: file.path, contents: Data(file.contents.utf8), expectation: file.current.map { .contents($0) } ?? .absent,
                                   followsLinks: !file.isGenerated)
        })
        return stale.map(\.path)
    }

    /// Lines of diff `audit docs --check` shows per stale file.
    static let maximumDiffLines = 40

    /// What `audit docs --check` prints: a short diff of each stale file, then a line naming them, or a line
    /// saying that all are current.
    var stalenessReport: String {
        let stale = self.stale
        guard !stale.isEmpty else { return "Generated docs are current: \(files.map(\.path).joined(separator: ", ")).\n" }
        var out = ""
        for file in stale {
            guard let current = file.current else {
                out += "\(file.path) is missing\n\n"
                continue
            }
            let diff = UnifiedDiff.render(old: String(decoding: current, as: UTF8.self), new: file.contents, path: file.path)
            out += UnifiedDiff.truncated(diff, maximumLines: Self.maximumDiffLines) + "\n"
        }
        return out + "Out of date: \(stale.map(\.path).joined(separator: ", ")). Run `audit docs` (`make docs`) and commit the result.\n"
    }
}
