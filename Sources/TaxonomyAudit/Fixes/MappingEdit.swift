/// One change to a mapping source. An entry is named by its position in the source as read, since one line
/// may hold several entries; an addition names the list (category) it adds to, since one source may hold
/// several lists. The source renders edits into its new contents (`MappingSource.rendering`).
enum MappingEdit: Sendable, Hashable {
    /// Replace the entry at the position by `identifier`, keeping what surrounds it (indentation, `!`, comment).
    case replace(EntryPosition, identifier: String)
    /// Remove the entry at the position (in a text file, its line).
    case delete(EntryPosition)
    /// Add an entry to the list of `category` (`!identifier` when `isExclusion`): in sorted position when the
    /// list is sorted, else at its end.
    case add(category: String, identifier: String, isExclusion: Bool)

    /// The entry the edit changes, nil for an addition.
    var position: EntryPosition? {
        switch self {
        case .replace(let position, _), .delete(let position): return position
        case .add: return nil
        }
    }
}

/// The edits to make to one mapping source, with what each does for people.
struct FilePlan: Sendable, Equatable {
    let path: String
    private(set) var edits: [MappingEdit] = []
    /// Parallel to `edits`; empty when the plan was made without descriptions (`--diff` shows none).
    private(set) var described: [EditDescription] = []
    private let describing: Bool
    /// The entries edited so far, and the additions.
    private var edited = Set<EntryPosition>()
    private var additions = Set<MappingEdit>()

    init(path: String, describing: Bool = true) {
        self.path = path
        self.describing = describing
    }

    var isEmpty: Bool { edits.isEmpty }

    /// What each edit does, in order, for people.
    var descriptions: [String] { described.map(\.text) }

    /// Adds `edit` unless it touches an entry already edited or adds what is already added; returns whether it was added.
    @discardableResult
    mutating func add(_ edit: MappingEdit, description: EditDescription) -> Bool {
        guard claim(edit) else { return false }
        edits.append(edit)
        if describing { described.append(description) }
        return true
    }

    /// Marks the entry `edit` touches, or the addition it makes, as taken; returns whether it was free.
    @discardableResult
    private mutating func claim(_ edit: MappingEdit) -> Bool {
        if let position = edit.position { return edited.insert(position).inserted }
        return additions.insert(edit).inserted
    }

    /// The plan without the edits `dropped` says to leave out (parallel to `edits`), nor their descriptions.
    func dropping(_ dropped: [Bool]) -> FilePlan {
        guard dropped.contains(true) else { return self }
        var plan = FilePlan(path: path, describing: describing)
        for (index, edit) in edits.enumerated() where !dropped[index] {
            plan.claim(edit)
            plan.edits.append(edit)
            if describing { plan.described.append(described[index]) }
        }
        return plan
    }
}
