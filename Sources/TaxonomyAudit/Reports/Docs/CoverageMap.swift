import CategoryMapping

/// `docs/coverage.svg`: the whole vocabulary as a treemap of the knowledge table's hierarchy, each identifier a
/// cell coloured by its verdict under the app's policy, with group labels and a legend with counts, so that it
/// reads as a plain image; each cell's `<title>` says the identifier, its verdict and why.
///
/// An identifier with several parents is drawn once, under its first parent. The output is a function of the
/// inputs alone (sorted iteration, numbers to one decimal, no dates).
struct CoverageMap {
    static let name = "coverage.svg"
    static let path = "docs/" + name

    /// How a cell is coloured.
    enum Shade: Hashable {
        /// Mapped to the category that decides it (the index of the category).
        case mapped(Int)
        /// Not mapped; decided by a mapped ancestor.
        case throughAncestor(Int)
        /// Mapped to another category, but an ancestor mapped to this one decides first.
        case overruled(Int)
        /// Mapped, but the policy never reaches it.
        case notReached
        case excluded
        case generic
        case unmapped
    }

    /// A fixed, colour-blind-aware palette (Okabe and Ito), repeated after seven categories.
    static let palette = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442"]
    static let width = 900.0
    static let mapHeight = 560.0
    static let otherTitle = "Other identifiers"

    let context: AuditContext
    private let table: VerdictTable
    private let categoryIndex: [String: Int]
    private var rows: [String: VerdictTable.Row] = [:]
    private var excludedBy: [String: [String]] = [:]

    init(context: AuditContext) {
        self.context = context
        table = VerdictTable(context: context)
        categoryIndex = Dictionary(uniqueKeysWithValues: table.categories.sorted().enumerated().map { ($1, $0) })
        for row in table.rows { rows[row.identifier] = row }
        for (category, identifiers) in context.exclusions.sorted(by: { $0.key < $1.key }) {
            for identifier in identifiers { excludedBy[identifier, default: []].append(category) }
        }
    }

    /// Categories in colour order (sorted by name).
    var categories: [String] { table.categories.sorted() }

    func shade(_ row: VerdictTable.Row) -> Shade {
        if let first = row.verdict.categories.first, let index = categoryIndex[first] {
            if row.mappedAs.isEmpty { return .throughAncestor(index) }
            return row.mappedAs.contains(first) ? .mapped(index) : .overruled(index)
        }
        if !row.mappedAs.isEmpty { return .notReached }
        if excludedBy[row.identifier] != nil { return .excluded }
        return context.vocabulary.isGeneric(row.identifier) ? .generic : .unmapped
    }

    /// What the shade means for one identifier, in words.
    private func meaning(_ shade: Shade, _ row: VerdictTable.Row) -> String {
        switch shade {
        case .mapped: return "mapped to it"
        case .throughAncestor: return "through an ancestor"
        case .overruled: return "though mapped to \(row.mappedAs.joined(separator: ", "))"
        case .notReached: return "mapped to \(row.mappedAs.joined(separator: ", ")) but not reached"
        case .excluded: return "excluded from \((excludedBy[row.identifier] ?? []).joined(separator: ", "))"
        case .generic:
            let reason = context.vocabulary.info(row.identifier)?.genericReason ?? ""
            return "a catch-all" + (reason.isEmpty ? "" : " (\(reason))")
        case .unmapped: return "unmapped"
        }
    }

    func fill(_ shade: Shade) -> String {
        switch shade {
        case .mapped(let index): return Self.colour(index)
        case .throughAncestor(let index): return Self.lighter(Self.colour(index))
        case .overruled(let index): return "url(#overruled-\(index % Self.palette.count))"
        case .notReached: return "#FFFFFF"
        case .excluded: return "#4D4D4D"
        case .generic: return "#A6A6A6"
        case .unmapped: return "#E6E6E6"
        }
    }

    static func colour(_ index: Int) -> String { palette[index % palette.count] }

    /// `colour` mixed with 55 % white.
    static func lighter(_ colour: String) -> String {
        let digits = Array(colour.dropFirst())
        var out = "#"
        for channel in 0..<3 {
            let value = Int(String(digits[2 * channel...2 * channel + 1]), radix: 16) ?? 0
            let mixed = value + (255 - value) * 55 / 100
            let hex = String(mixed, radix: 16, uppercase: true)
            out += (hex.count < 2 ? "0" : "") + hex
        }
        return out
    }

    // MARK: Layout

    /// One box of the treemap: an identifier's own cell, or a group of an identifier and the kinds drawn under it.
    private struct Item {
        let identifier: String?
        let weight: Int
        let isGroup: Bool
    }

    /// The identifiers drawn under each identifier (those whose first parent it is), and the roots.
    private struct Tree {
        var children: [String: [String]] = [:]
        var weights: [String: Int] = [:]
        var roots: [String] = []
    }

    private func tree() -> Tree {
        let vocabulary = context.vocabulary
        var tree = Tree()
        var parentOf: [String: String] = [:]
        for identifier in vocabulary.identifiers {
            if let parent = vocabulary.info(identifier)?.parents.first {
                tree.children[parent, default: []].append(identifier)
                parentOf[identifier] = parent
            } else {
                tree.roots.append(identifier)
            }
        }
        // Weights bottom-up; an identifier on a cycle of first parents (no root above it) becomes a root.
        var visited = Set<String>()
        func weigh(_ identifier: String) -> Int {
            guard visited.insert(identifier).inserted else { return 0 }
            var weight = 1
            for child in tree.children[identifier] ?? [] { weight += weigh(child) }
            tree.weights[identifier] = weight
            return weight
        }
        for root in tree.roots { _ = weigh(root) }
        for identifier in vocabulary.identifiers where !visited.contains(identifier) {
            tree.roots.append(identifier)
            _ = weigh(identifier)
        }
        for (parent, list) in tree.children {
            tree.children[parent] = list.filter { parentOf[$0] == parent && tree.weights[$0] != nil }
        }
        return tree
    }

    /// Items largest first, then the umbrella's own cell, then by identifier.
    private static func sorted(_ items: [Item]) -> [Item] {
        items.sorted {
            if $0.weight != $1.weight { return $0.weight > $1.weight }
            if $0.isGroup != $1.isGroup { return !$0.isGroup }
            return ($0.identifier ?? "") < ($1.identifier ?? "")
        }
    }

    // MARK: Drawing

    func render() -> String {
        let tree = tree()
        var counts: [Shade: Int] = [:]
        for row in table.rows { counts[shade(row), default: 0] += 1 }
        let legendTop = Self.mapHeight + 8
        let height = legendTop + 64 + Double(categories.count + 1) * 22
        let vocabulary = context.vocabulary
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(Self.width))\" height=\"\(Self.number(height))\" "
            + "viewBox=\"0 0 \(Self.number(Self.width)) \(Self.number(height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"11\">\n"
        out += "<title>\(Self.text("Coverage of \(vocabulary.name) under \(RunTimeModel.name(table.policy))"))</title>\n"
        out += "<defs>\n"
        for index in 0..<min(categories.count, Self.palette.count) {
            out += "<pattern id=\"overruled-\(index)\" width=\"5\" height=\"5\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
                + "<rect width=\"5\" height=\"5\" fill=\"#FFFFFF\"/><rect width=\"2.5\" height=\"5\" fill=\"\(Self.colour(index))\"/></pattern>\n"
        }
        out += "</defs>\n<rect width=\"100%\" height=\"100%\" fill=\"#FFFFFF\"/>\n"

        var top: [Item] = []
        var loose: [String] = []
        for root in tree.roots {
            let weight = tree.weights[root] ?? 1
            if weight > 1 { top.append(Item(identifier: root, weight: weight, isGroup: true)) } else { loose.append(root) }
        }
        if !loose.isEmpty { top.append(Item(identifier: nil, weight: loose.count, isGroup: true)) }
        let items = Self.sorted(top)
        let bounds = Treemap.Rect(x: 0, y: 0, width: Self.width, height: Self.mapHeight)
        for (item, rect) in zip(items, Treemap.layout(items.map { Double($0.weight) }, in: bounds)) {
            if let identifier = item.identifier {
                drawGroup(identifier, tree, rect.inset(1), level: 0, into: &out)
            } else {
                let cells = Self.sorted(loose.map { Item(identifier: $0, weight: 1, isGroup: false) })
                drawFrame(Self.otherTitle, count: loose.count, help: "identifiers of no parent and no kinds in the knowledge table",
                          rect.inset(1), level: 0, cells: cells, tree, into: &out)
            }
        }
        out += legend(counts, top: legendTop)
        return out + "</svg>\n"
    }

    private func drawGroup(_ identifier: String, _ tree: Tree, _ rect: Treemap.Rect, level: Int, into out: inout String) {
        let children = tree.children[identifier] ?? []
        let items = Self.sorted([Item(identifier: identifier, weight: 1, isGroup: false)] + children.map {
            Item(identifier: $0, weight: tree.weights[$0] ?? 1, isGroup: !(tree.children[$0] ?? []).isEmpty)
        })
        drawFrame(identifier, count: tree.weights[identifier] ?? 1, help: "\(identifier) and the kinds drawn under it",
                  rect, level: level, cells: items, tree, into: &out)
    }

    /// A group's frame, its label when it has room for one, and its items inside.
    private func drawFrame(_ label: String, count: Int, help: String, _ rect: Treemap.Rect, level: Int, cells: [Item],
                           _ tree: Tree, into out: inout String) {
        let stroke = level == 0 ? "#595959" : "#A6A6A6"
        out += "<g><rect x=\"\(Self.number(rect.x))\" y=\"\(Self.number(rect.y))\" width=\"\(Self.number(rect.width))\" "
            + "height=\"\(Self.number(rect.height))\" fill=\"#FFFFFF\" stroke=\"\(stroke)\" stroke-width=\"\(level == 0 ? "1" : "0.6")\">"
            + "<title>\(Self.text("\(label): \(Markdown.count(count, "identifier")), \(help)"))</title></rect>\n"
        var inner = rect.inset(level == 0 ? 1.5 : 1)
        let fontSize = level == 0 ? 11.0 : 9.5
        let band = fontSize + 3
        if rect.height >= band * 2.5 && rect.width >= 40 {
            let shown = level == 0 ? "\(label) (\(Markdown.count(count)))" : label
            out += "<text x=\"\(Self.number(rect.x + 3))\" y=\"\(Self.number(rect.y + fontSize + 0.5))\" font-size=\"\(Self.number(fontSize))\""
                + "\(level == 0 ? " font-weight=\"bold\"" : "") fill=\"#1A1A1A\">"
                + "\(Self.text(Self.truncated(shown, toWidth: rect.width - 6, fontSize: fontSize)))</text>\n"
            inner = Treemap.Rect(x: inner.x, y: inner.y + band - 1, width: inner.width, height: max(0, inner.height - band + 1))
        }
        for (item, cell) in zip(cells, Treemap.layout(cells.map { Double($0.weight) }, in: inner)) {
            guard let identifier = item.identifier else { continue }
            if item.isGroup {
                drawGroup(identifier, tree, cell, level: level + 1, into: &out)
            } else if let row = rows[identifier] {
                drawCell(row, cell, into: &out)
            }
        }
        out += "</g>\n"
    }

    private func drawCell(_ row: VerdictTable.Row, _ rect: Treemap.Rect, into out: inout String) {
        let shade = shade(row)
        let outline = shade == .notReached ? " stroke=\"#333333\" stroke-dasharray=\"2 1\"" : " stroke=\"#FFFFFF\""
        let title = "\(row.identifier): \(VerdictRendering.name(row.verdict.categories)), \(meaning(shade, row)). Why: \(row.reason)"
        out += "<rect x=\"\(Self.number(rect.x))\" y=\"\(Self.number(rect.y))\" width=\"\(Self.number(rect.width))\" "
            + "height=\"\(Self.number(rect.height))\" fill=\"\(fill(shade))\"\(outline) stroke-width=\"0.5\">"
            + "<title>\(Self.text(title))</title></rect>\n"
    }

    private func legend(_ counts: [Shade: Int], top: Double) -> String {
        let vocabulary = context.vocabulary
        var out = "<g>\n"
        var y = top + 14
        out += "<text x=\"4\" y=\"\(Self.number(y))\" font-size=\"13\" font-weight=\"bold\" fill=\"#1A1A1A\">"
            + Self.text("Coverage of \(vocabulary.name) (\(Markdown.count(vocabulary.count, "identifier"))) under \(RunTimeModel.name(table.policy))")
            + "</text>\n"
        y += 16
        let lines = [
            "Each cell is one identifier, inside the kinds the knowledge table (our reconstruction of Vision's hierarchy) puts it under;",
            "one with several parents is drawn under its first only. Colour: the category its photo gets. Hover a cell for why.",
        ]
        for line in lines {
            out += "<text x=\"4\" y=\"\(Self.number(y))\" fill=\"#404040\">\(Self.text(line))</text>\n"
            y += 14
        }
        y += 4
        for (index, category) in categories.enumerated() {
            out += "<text x=\"4\" y=\"\(Self.number(y + 11))\" font-weight=\"bold\" fill=\"#1A1A1A\">"
                + "\(Self.text(Self.truncated(category, toWidth: 130, fontSize: 11)))<title>\(Self.text(category))</title></text>\n"
            let entries: [(Shade, String)] = [
                (.mapped(index), "mapped to it"),
                (.throughAncestor(index), context.isHierarchical ? "through an ancestor" : "through an ancestor (none: flat)"),
                (.overruled(index), "mapped elsewhere, decided by its ancestor"),
            ]
            for (column, entry) in entries.enumerated() {
                out += swatch(entry.0, x: [130.0, 300, 500][column], y: y, label: "\(Markdown.count(counts[entry.0] ?? 0)) \(entry.1)")
            }
            y += 22
        }
        let others: [(Shade, String)] = [
            (.unmapped, "unmapped"), (.generic, "catch-alls, unmapped"), (.excluded, "excluded"), (.notReached, "mapped, not reached"),
        ]
        for (column, entry) in others.enumerated() {
            out += swatch(entry.0, x: 4 + Double(column) * 220, y: y, label: "\(Markdown.count(counts[entry.0] ?? 0)) \(entry.1)")
        }
        return out + "</g>\n"
    }

    private func swatch(_ shade: Shade, x: Double, y: Double, label: String) -> String {
        let outline = shade == .notReached ? "#333333\" stroke-dasharray=\"2 1" : "#595959"
        return "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"14\" height=\"14\" fill=\"\(fill(shade))\" stroke=\"\(outline)\" stroke-width=\"0.5\"/>"
            + "<text x=\"\(Self.number(x + 19))\" y=\"\(Self.number(y + 11))\" fill=\"#1A1A1A\">\(Self.text(label))</text>\n"
    }

    // MARK: Text and numbers

    /// Text from the inputs as SVG character data: control characters made visible as everywhere else, then
    /// XML-escaped.
    static func text(_ text: String) -> String { XMLText.escaped(TerminalText.escaped(text)) }

    /// `text` cut with `…` to what fits in `width` at `fontSize` (an average character is taken as 0.58 em).
    static func truncated(_ text: String, toWidth width: Double, fontSize: Double) -> String {
        let fits = Int(width / (fontSize * 0.58))
        guard text.count > fits else { return text }
        return fits < 2 ? "" : String(text.prefix(fits - 1)) + "…"
    }

    /// `value` to one decimal, without a trailing `.0`, the same on every machine.
    static func number(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let magnitude = tenths.magnitude
        return sign + (magnitude % 10 == 0 ? "\(magnitude / 10)" : "\(magnitude / 10).\(magnitude % 10)")
    }
}
