/// `docs/mappings.md`: for each category, the identifiers it maps with what each is a kind of and its gloss,
/// its exclusions with the reasons given, and the entries that never match; then the coverage section.
struct MappingsPage {
    static let name = "mappings.md"
    static let path = "docs/" + name
    static let title = "Mappings"

    /// The headings of the page.
    enum Section: Hashable {
        case category(String)
        case exclusions(String)
        case coverage
        case catchAlls
    }

    let index: DocsIndex
    let vocabularyPage: VocabularyPage
    private let anchors: [Section: String]
    /// What each category decides under the policy, directly and through ancestors.
    private let decided: (policy: String, counts: [String: VerdictTable.Count])

    init(index: DocsIndex, vocabularyPage: VocabularyPage) {
        self.index = index
        self.vocabularyPage = vocabularyPage
        let verdicts = VerdictTable(context: index.context)
        decided = (RunTimeModel.name(verdicts.policy), verdicts.counts)
        var headings = HeadingAnchors()
        _ = headings.anchor(for: Self.title)
        var anchors: [Section: String] = [:]
        for category in index.categories {
            anchors[.category(category.name)] = headings.anchor(for: category.name)
            if !category.exclusions.isEmpty {
                anchors[.exclusions(category.name)] = headings.anchor(for: Self.exclusionsTitle(category.name))
            }
        }
        anchors[.coverage] = headings.anchor(for: CoverageSection.title)
        anchors[.catchAlls] = headings.anchor(for: CoverageSection.catchAllsTitle)
        self.anchors = anchors
    }

    /// The anchor of `section`'s heading.
    func anchor(_ section: Section) -> String { anchors[section]! }

    static func exclusionsTitle(_ category: String) -> String { "Excluded from \(category)" }

    func render() -> String {
        var out = "# \(Self.title)\n\n\(DocsIndex.generatedNotice)\n\n"
        out += "What the app makes of the identifiers \(index.vocabulary.classifierName) reports: the identifiers each category maps, the ones it "
            + "leaves out on purpose, and how much of each kind of thing the categories cover "
            + "(\(Markdown.link("coverage", anchor: anchor(.coverage))), \(Markdown.link("catch-alls", anchor: anchor(.catchAlls)))). "
            + "Every identifier, mapped or not, is in \(Markdown.link("the vocabulary", page: VocabularyPage.name)). "
            + DocsIndex.glossNote + "\n\n"
        out += SummaryBlock.categoryTable(index, page: "", mappingsPage: self)
        for category in index.categories { out += "\n" + section(category) }
        return out + "\n" + CoverageSection(index: index, vocabularyPage: vocabularyPage).render()
    }

    private func section(_ category: DocsIndex.Category) -> String {
        let name = Markdown.text(category.name)
        var out = "## \(name)\n\n"
        out += "From \(category.paths.map(Markdown.code).joined(separator: ", ")): "
            + "\(Markdown.count(category.mapped.count, "identifier")) mapped, \(Markdown.count(category.exclusions.count)) excluded.\n\n"
        let count = decided.counts[category.name] ?? VerdictTable.Count()
        out += "Under \(Markdown.text(decided.policy)) it decides \(Markdown.count(count.direct + count.throughAncestor, "identifier")): "
        out += index.context.isHierarchical
            ? "\(Markdown.count(count.direct)) mapped to it and \(Markdown.count(count.throughAncestor)) only through a mapped "
                + "ancestor (Vision reports an identifier's ancestors with it; the ancestors are the knowledge table's). "
            : "each mapped to it (the classifier reports no ancestors). "
        out += "`audit verdicts` lists each.\n\n"
        if category.mapped.isEmpty {
            out += "No identifier is mapped to \(name).\n"
        } else {
            out += Markdown.table([.init("identifier"), .init("kind of"), .init("gloss")], category.mapped.map {
                [Markdown.code($0), index.kindOfCell($0), index.glossCell($0)]
            })
        }
        if !category.exclusions.isEmpty {
            out += "\n### \(Markdown.text(Self.exclusionsTitle(category.name)))\n\n"
            out += "Identifiers \(name) leaves out on purpose (`!identifier`), with the reason the file gives.\n\n"
            out += Markdown.table([.init("identifier"), .init("kind of"), .init("reason")], category.exclusions.map {
                [Markdown.code($0.identifier), index.kindOfCell($0.identifier), $0.reason.map(Markdown.text) ?? Markdown.none]
            })
        }
        if !category.deadEntries.isEmpty {
            let entries = category.deadEntries.map {
                Markdown.code($0.entry.written) + " (\(Markdown.text($0.location)))"
            }
            out += "\nEntries that are not identifiers of \(Markdown.text(index.vocabulary.name)) and so never match "
                + "(`audit` reports them as `dead-entry`): \(entries.joined(separator: ", ")).\n"
        }
        return out
    }
}
