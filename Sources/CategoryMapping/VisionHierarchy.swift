/// Apple Vision's classifier vocabulary (`VNClassifyImageRequest`, revision 1) as a hierarchy.
///
/// Apple's own parent table is private: this is the reconstruction of the `audit` knowledge table
/// (`taxonomy/knowledge.tsv`, its parents column), generated into `VisionHierarchy.generated.swift`.
/// Where it differs from Apple's tree, a `.mostSpecific` verdict built on it can differ from what the
/// app would get with Apple's.
enum VisionHierarchy {
    /// Parsed on first use.
    static let hierarchy = Hierarchy(parents: parse(parentTable))

    /// Reads the generated table's lines (`identifier<TAB>parent,parent`).
    static func parse(_ table: String) -> [String: [String]] {
        var parents: [String: [String]] = [:]
        for line in table.utf8.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: "\t"), maxSplits: 1)
            guard fields.count == 2 else { continue }
            parents[String(decoding: fields[0], as: UTF8.self)] =
                fields[1].split(separator: UInt8(ascii: ",")).map { String(decoding: $0, as: UTF8.self) }
        }
        return parents
    }
}

extension Hierarchy {
    /// Apple Vision's classifier (`VNClassifyImageRequest`, revision 1), as the `audit` knowledge table
    /// reconstructs its private hierarchy. Parsed the first time it is used.
    public static var vision: Hierarchy { VisionHierarchy.hierarchy }
}
