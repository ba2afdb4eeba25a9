/// The coverage part of `docs/mappings.md`: for each top-level kind, how many of its identifiers each
/// category maps and how many are unmapped; then the catch-alls and why they are left out.
struct CoverageSection {
    static let title = "Coverage"
    static let catchAllsTitle = "Catch-alls"

    let index: DocsIndex
    let vocabularyPage: VocabularyPage

    func render() -> String {
        let categories = index.categories.map(\.name)
        var out = "## \(Self.title)\n\n"
        out += "\(Self.picture(CoverageMap.name))\n\n" + Self.pictureNote + "\n\n"
        out += "How much of each top-level kind the categories cover: how many of its identifiers each maps, and how many "
            + "none does. An identifier under several top-level kinds counts under each, and one mapped to two categories "
            + "counts in both; the last row counts every identifier once.\n\n"
        let rows = vocabularyPage.sections.map { section in
            [Markdown.link(Markdown.text(section.title), page: VocabularyPage.name, anchor: section.anchor)]
                + cells(index.tally(section.identifiers), categories)
        }
        let all = ["**all identifiers**"] + cells(index.tally(index.vocabulary.identifiers), categories).map { "**\($0)**" }
        out += Markdown.table([.init("kind")] + (categories + ["unmapped", "identifiers"]).map { .init(Markdown.text($0), numeric: true) },
                              rows + [all])
        out += "\n## \(Self.catchAllsTitle)\n\n"
        guard !index.catchAlls.isEmpty else { return out + "The knowledge table marks no identifier as generic.\n" }
        out += "Generic identifiers: \(index.vocabulary.classifierName) reports them for things of every category, so mapping one trades one "
            + "misclassification for another. They are left out, and `audit` reports any that is mapped (`catch-all`).\n\n"
        out += Markdown.table([.init("identifier"), .init("maps to"), .init("why it is left out")], index.catchAlls.map {
            [Markdown.code($0), index.mapsToCell($0, notingCatchAll: false), Markdown.text(index.vocabulary.info($0)?.genericReason ?? "")]
        })
        return out
    }

    /// The coverage picture embedded from `path`.
    static func picture(_ path: String) -> String { "![coverage](\(path))" }

    static let pictureNote = "Every identifier is a cell inside the kinds the knowledge table puts it under (one with several "
        + "parents under its first only), coloured by the category a photo of it gets under the app's policy: a lighter "
        + "shade when only an ancestor is mapped, hatched when an ancestor mapped to another category decides. "
        + "Opened on its own, the picture says each identifier's verdict and why on hover."

    private func cells(_ tally: DocsIndex.Tally, _ categories: [String]) -> [String] {
        categories.map { Markdown.count(tally.byCategory[$0] ?? 0) } + [Markdown.count(tally.unmapped), Markdown.count(tally.total)]
    }
}
