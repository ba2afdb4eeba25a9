/// The vocabulary compiled into the binary: Apple Vision's `VNClassifyImageRequest` identifiers
/// (revision 1; revision 2 reports the same set) with the knowledge table of `taxonomy/`.
enum BuiltinTaxonomy {
    /// The name reports give the built-in vocabulary.
    static let name = "apple-vision-rev1"
}

extension BuiltinTaxonomy {
    /// The rows of the embedded knowledge table, found on first use.
    // The embedded table is generated and checked in CI, so a parse failure is a build defect.
    static let rows = try! KnowledgeRows(text: knowledgeTSV)
}
