/// `docs/vocabulary.md`: every identifier of the vocabulary, grouped under its top-level kinds, with the
/// category it maps to, so that anyone can look up what the app does when Vision reports it.
struct VocabularyPage {
    static let name = "vocabulary.md"
    static let path = "docs/" + name
    static let title = "Vocabulary"
    static let unplacedTitle = "Other identifiers"

    let index: DocsIndex
    /// The anchor of each top-level kind's section.
    let kindAnchors: [String: String]
    /// The anchor of the section of identifiers under no top-level kind.
    let unplacedAnchor: String

    init(index: DocsIndex) {
        self.index = index
        var anchors = HeadingAnchors()
        _ = anchors.anchor(for: Self.title)
        var kindAnchors: [String: String] = [:]
        for kind in index.topLevelKinds { kindAnchors[kind] = anchors.anchor(for: kind) }
        self.kindAnchors = kindAnchors
        unplacedAnchor = anchors.anchor(for: Self.unplacedTitle)
    }

    /// The sections in order: each top-level kind, then the identifiers under none (when there are any).
    var sections: [(title: String, anchor: String, identifiers: [String])] {
        var sections = index.topLevelKinds.map { ($0, kindAnchors[$0]!, index.members[$0]!) }
        if !index.unplaced.isEmpty { sections.append((Self.unplacedTitle, unplacedAnchor, index.unplaced)) }
        return sections
    }

    func render() -> String {
        let vocabulary = index.vocabulary
        var out = "# \(Self.title)\n\n\(DocsIndex.generatedNotice)\n\n"
        out += "The \(Markdown.count(vocabulary.count, "identifier")) of \(Markdown.text(vocabulary.name)) "
            + "with the category each maps to, grouped under the \(Markdown.count(index.topLevelKinds.count, "top-level kind")) "
            + "of the knowledge table; an identifier that is a kind of several top-level kinds is listed under each. "
            + "Where *maps to* shows \(Markdown.none), the app ignores the identifier and looks further down \(vocabulary.classifierName)'s ranked results. "
            + DocsIndex.glossNote + "\n\n"
        out += sections.map { "\(Markdown.link(Markdown.text($0.title), anchor: $0.anchor)) (\(Markdown.count($0.identifiers.count)))" }
            .joined(separator: " · ") + "\n"
        for section in sections {
            out += "\n## \(Markdown.text(section.title))\n\n\(tallyLine(index.tally(section.identifiers)))\n\n"
            out += Markdown.table(
                [.init("identifier"), .init("kind of"), .init("maps to"), .init("gloss")],
                section.identifiers.map { [Markdown.code($0), index.kindOfCell($0), index.mapsToCell($0), index.glossCell($0)] })
        }
        return out
    }

    /// `12 identifiers, 5 mapped: 3 to hard, 2 to soft.`
    private func tallyLine(_ tally: DocsIndex.Tally) -> String {
        let total = Markdown.count(tally.total, "identifier")
        guard tally.mapped > 0 else { return "\(total), none mapped." }
        let targets = tally.byCategory.sorted { $0.key < $1.key }.map { "\(Markdown.count($0.value)) to \(Markdown.text($0.key))" }
        return "\(total), \(Markdown.count(tally.mapped)) mapped: \(targets.joined(separator: ", "))."
    }
}
