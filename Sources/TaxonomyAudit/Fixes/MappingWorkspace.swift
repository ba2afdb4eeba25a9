#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Mapping sources under edit: plans are applied in memory, one round after another, and nothing reaches the
/// disk until `write()`, which writes each changed source through `SafeWriter`.
struct MappingWorkspace {
    /// The sources as edited so far (as read, before any plan).
    private(set) var sources: [any MappingSource]
    /// What each applied edit did, in order, for people.
    private(set) var described: [EditDescription] = []
    private var contents: [String: String] = [:]
    private let originals: [String: Data]

    init(sources: [any MappingSource]) {
        self.sources = sources
        originals = Dictionary(sources.map { ($0.path, $0.text.data) }, uniquingKeysWith: { first, _ in first })
    }

    /// Applies `plans`, whose positions refer to the sources as they are now; each edited source is read
    /// again, so the next round's positions are those of its new text.
    mutating func apply(_ plans: [FilePlan]) throws {
        for plan in plans {
            guard let index = sources.firstIndex(where: { $0.path == plan.path }) else { continue }
            let text = sources[index].rendering(plan.edits)
            sources[index] = try sources[index].reread(text)
            contents[plan.path] = text
            described.append(contentsOf: plan.described)
        }
    }

    /// `described`, as strings.
    var descriptions: [String] { described.map(\.text) }

    /// The sources whose contents differ from what was read, in source order.
    var changedPaths: [String] {
        sources.map(\.path).filter { path in contents[path].map { Data($0.utf8) != originals[path] } ?? false }
    }

    /// Writes every changed source, provided none changed on disk since it was read (nothing is written
    /// otherwise); returns their paths.
    @discardableResult
    func write() throws -> [String] {
        let paths = changedPaths
        try SafeWriter.write(paths.compactMap { path in
            guard let text = contents[path], let original = originals[path] else { return nil }
            return SafeWriter.Replacement(path: path, contents: Data(text.utf8), expectation: .contents(original))
        })
        return paths
    }
}
