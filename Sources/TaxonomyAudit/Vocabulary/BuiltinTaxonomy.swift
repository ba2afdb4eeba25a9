/// The vocabulary compiled into the binary: Apple Vision's `VNClassifyImageRequest` identifiers
/// (revision 1; revision 2 reports the same set) with the knowledge table of `taxonomy/`.
enum BuiltinTaxonomy {
    /// The name reports give the built-in vocabulary.
    static let name = "apple-vision-rev1"
}
