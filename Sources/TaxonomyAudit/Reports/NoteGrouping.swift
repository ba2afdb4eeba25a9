/// Text output says once what notes of one cause have in common: "54 kinds of clothing are covered only
/// through clothing …". Other formats keep one finding each.
enum NoteGrouping {
    /// A line of the report: one finding, or several notes of one cause (indices into the findings).
    enum Item: Equatable {
        case single(Int)
        case group([Int])
    }

    /// How many identifiers a grouped line names before "and N more".
    static let listed = 8

    /// The report's lines in order; a group stands where its first note stood. Notes group only when
    /// `marks` say nothing of them (a baselined note keeps its own line).
    static func items(_ findings: [Finding], marks: [FindingMark]) -> [Item] {
        var members: [FindingGroup: [Int]] = [:]
        for index in findings.indices where findings[index].severity == .note && marks[index] == FindingMark() {
            if let group = findings[index].group { members[group, default: []].append(index) }
        }
        var items: [Item] = []
        var placed = Set<FindingGroup>()
        for index in findings.indices {
            guard findings[index].severity == .note, marks[index] == FindingMark(), let group = findings[index].group,
                  let indices = members[group], indices.count > 1 else {
                items.append(.single(index))
                continue
            }
            if placed.insert(group).inserted { items.append(.group(indices)) }
        }
        return items
    }

    /// The message of a grouped line: "`count` `headline`: a, b, … and N more; `advice`".
    static func message(_ findings: [Finding]) -> String {
        guard let group = findings.first?.group else { return "" }
        return "\(findings.count) \(group.headline): \(RunTimeModel.list(findings.map(\.subject), limit: listed)); \(group.advice)"
    }
}
