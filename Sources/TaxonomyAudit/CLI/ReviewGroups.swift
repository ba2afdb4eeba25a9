/// `--suggest` asks once about missing-label notes of one cause ("51 kinds of clothing are covered only
/// through clothing …"): `y` adds them all (the default answer), `l` lists them, `n` skips them.
struct NoteGroupPrompt: Equatable {
    /// The notes, in report order; at least two.
    let members: [Finding]

    var question: String {
        "Add all \(members.count) to \(members[0].category)? [y,l,n,?] "
    }

    static let help = "y - add them all\nl - list them\nn - skip them for now\n? - show this help\n"

    /// `prompts` without the missing-label notes that share a cause with another, and those notes as groups
    /// in the order their first note came.
    static func split(_ prompts: [ReviewPrompt]) -> (prompts: [ReviewPrompt], groups: [NoteGroupPrompt]) {
        var members: [FindingGroup: [Finding]] = [:]
        var order: [FindingGroup] = []
        for prompt in prompts where prompt.finding.rule == .missingLabel && prompt.finding.severity == .note {
            guard let group = prompt.finding.group else { continue }
            if members[group] == nil { order.append(group) }
            members[group, default: []].append(prompt.finding)
        }
        let grouped = Set(order.filter { (members[$0]?.count ?? 0) > 1 })
        let rest = prompts.filter { prompt in prompt.finding.group.map { !grouped.contains($0) } ?? true }
        return (rest, order.filter(grouped.contains).compactMap { members[$0].map(NoteGroupPrompt.init) })
    }
}

extension ReviewSession {
    /// Asks about each group (or, after `a`, accepts it); returns the notes whose identifiers to add, or nil
    /// at end of input or when a question could not be written. Every member counts as asked.
    func askGroups(_ groups: [NoteGroupPrompt], acceptAll: Bool, asked: inout Set<ReviewSession.AskedKey>) -> [Finding]? {
        var accepted: [Finding] = []
        for group in groups {
            for member in group.members { asked.insert(Self.key(member)) }
            if acceptAll {
                accepted += group.members
                continue
            }
            let first = group.members[0]
            io.write("\n\(first.location): note: [missing-label] \(NoteGrouping.message(group.members))\n")
            answering: while true {
                io.write(group.question)
                guard !io.outputFailed, let line = io.readLine() else { return nil }
                switch line.trimmingWhitespace().lowercased() {
                case "y":
                    accepted += group.members
                    break answering
                case "n": break answering
                case "l": io.write(group.members.map(\.subject).joined(separator: ", ") + "\n")
                case "?": io.write(NoteGroupPrompt.help)
                default: io.write("Answer one of y, l, n; ? explains them.\n")
                }
            }
        }
        return accepted
    }
}
