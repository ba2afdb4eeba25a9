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

/// The edits to make to one mapping source, with a one-line description of each for people.
struct FilePlan: Sendable, Equatable {
    let path: String
    private(set) var edits: [MappingEdit] = []
    private(set) var descriptions: [String] = []
    /// The entries edited and the additions made so far, so each `add` is one lookup.
    private var positions = Set<EntryPosition>()
    private var additions = Set<MappingEdit>()

    init(path: String) {
        self.path = path
    }

    var isEmpty: Bool { edits.isEmpty }

    /// Adds `edit` unless it touches an entry already edited or adds what is already added; returns whether it was added.
    @discardableResult
    mutating func add(_ edit: MappingEdit, description: String) -> Bool {
        if let position = edit.position {
            guard positions.insert(position).inserted else { return false }
        } else {
            guard additions.insert(edit).inserted else { return false }
        }
        edits.append(edit)
        descriptions.append(description)
        return true
    }
}
