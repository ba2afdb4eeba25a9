/// Text output says once what notes of one cause have in common: "54 kinds of clothing are covered only
/// through clothing …". Other formats keep one finding each.
enum NoteGrouping {
    /// How many identifiers a grouped line names before "and N more".
    static let listed = 8

    /// Which findings share a line: a group of notes stands where its first note stood, and its other notes
    /// have no line of their own. Every other finding is a line of its own.
    struct Lines {
        /// By the index of a group's first note, the indices of all its notes (two or more).
        let groups: [Int: [Int]]
        /// The notes of a group but its first.
        let joined: Set<Int>
    }

    /// The groups of `findings`. Notes group only when `marks` say nothing of them (a baselined note keeps
    /// its own line).
    static func lines(_ findings: FindingList, marks: [FindingMark]) -> Lines {
        var members: [FindingGroup: [Int]] = [:]
        for index in findings.indices where findings[index].severity == .note && marks[index] == FindingMark() {
            if let group = findings[index].group { members[group, default: []].append(index) }
        }
        var groups: [Int: [Int]] = [:]
        var joined = Set<Int>()
        for indices in members.values where indices.count > 1 {
            groups[indices[0]] = indices
            joined.formUnion(indices.dropFirst())
        }
        return Lines(groups: groups, joined: joined)
    }

    /// The message of a grouped line: "`count` `headline`: a, b, … and N more; `advice`".
    static func message(_ findings: [Finding]) -> String {
        guard let group = findings.first?.group else { return "" }
        return "\(findings.count) \(group.headline): \(RunTimeModel.list(findings.map(\.subject), limit: listed)); \(group.advice)"
    }
}
