import Foundation

/// The fixtures of the generator's tests; the repository, temporary directories and files written into them
/// are `TestSupport`'s.
enum GenerationTestSupport {
    /// `Tests/TaxonomyGenerationTests/Fixtures`, read from the source tree.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
}
