import Foundation

/// Mapping files under edit: plans are applied in memory, one round after another, and nothing reaches the
/// disk until `write()`, which writes each changed file through `SafeWriter`.
public struct MappingWorkspace {
    /// The files as edited so far (as read, before any plan).
    public private(set) var files: [MappingFile]
    /// What each applied edit did, in order, for people.
    public private(set) var descriptions: [String] = []
    private var contents: [String: String] = [:]
    private let originals: [String: Data]

    public init(files: [MappingFile]) {
        self.files = files
        originals = Dictionary(files.map { ($0.path, $0.text.data) }, uniquingKeysWith: { first, _ in first })
    }

    /// Applies `plans`, whose line numbers refer to the files as they are now.
    public mutating func apply(_ plans: [FilePlan]) throws {
        for plan in plans {
            guard let index = files.firstIndex(where: { $0.path == plan.path }) else { continue }
            let text = files[index].rendering(plan.edits)
            files[index] = try MappingFile(text: TextLines(path: plan.path, data: Data(text.utf8)))
            contents[plan.path] = text
            descriptions += plan.descriptions
        }
    }

    /// The files whose contents differ from what was read, in file order.
    public var changedPaths: [String] {
        files.map(\.path).filter { path in contents[path].map { Data($0.utf8) != originals[path] } ?? false }
    }

    /// Writes every changed file, provided none changed on disk since it was read (nothing is written
    /// otherwise); returns their paths.
    @discardableResult
    public func write() throws -> [String] {
        let paths = changedPaths
        try SafeWriter.write(paths.compactMap { path in
            guard let text = contents[path], let original = originals[path] else { return nil }
            return SafeWriter.Replacement(path: path, contents: Data(text.utf8), expectation: .contents(original))
        })
        return paths
    }
}
