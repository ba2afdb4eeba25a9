import Foundation
import TaxonomyAudit

/// Every file of the repository that is generated from another, in one list: `make generate` writes them
/// (`taxonomy-gen`), `make generate-check` and `GeneratedFilesTests` compare them with what is committed.
/// The documents `audit docs` writes from the mappings are the one other generated set (`make docs`).
///
/// To generate something more, add a `Generator` to `generators`: the write, the check and the test
/// pick it up.
package struct GeneratedFiles {
    /// What a generator produces: a whole file, or the lines between the markers
    /// `<!-- audit:NAME:start -->` and `<!-- audit:NAME:end -->` of a file, the rest kept byte for byte.
    package struct Output: Sendable {
        package enum Content: Sendable {
            case whole(String)
            case block(name: String, lines: String)
        }

        /// Relative to the repository root.
        package let path: String
        package let content: Content
    }

    /// One generator: its name, whether it needs WordNet, and its outputs (`read` gives a file's contents
    /// from the repository, or as an earlier generator of this run left it).
    package struct Generator: Sendable {
        package let name: String
        package let needsWordNet: Bool
        package let outputs: @Sendable (GeneratedFiles, _ read: (String) throws -> String) throws -> [Output]
    }

    /// The repository root.
    package var root: URL
    /// The WordNet 3.0 database; nil leaves out the generators that need it.
    package var wordNet: URL?

    package init(root: URL, wordNet: URL?) {
        self.root = root
        self.wordNet = wordNet
    }

    /// The generators, in the order they run (a later one reads what an earlier one produced).
    package static let generators: [Generator] = [
        Generator(name: "taxonomy", needsWordNet: true) { files, _ in
            var generator = TaxonomyGenerator()
            generator.root = files.root
            generator.wordNetDirectory = files.wordNet ?? generator.wordNetDirectory
            return try generator.generate().map { Output(path: $0.path, content: .whole($0.contents)) }
        },
        Generator(name: "embedded knowledge table", needsWordNet: false) { _, read in
            let generator = TaxonomyGenerator()
            return [Output(path: generator.sourcePath,
                           content: .whole(try TaxonomyGenerator.embeddedTableSource(tsv: read(generator.tablePath))))]
        },
        Generator(name: "vocabulary knowledge tables", needsWordNet: true) { files, _ in
            let tables = VocabularyTables(root: files.root, wordNet: try WordNet(directory: files.wordNet ?? TaxonomyGenerator().wordNetDirectory))
            return try VocabularyTables.tables.flatMap { table -> [Output] in
                let generated = try tables.generate(table)
                return [Output(path: table.tablePath, content: .whole(generated.knowledgeTSV)),
                        Output(path: table.meaningIndexPath,
                               content: .whole(VocabularyTables.meaningIndexSource(table, text: generated.meaningIndex)))]
            }
        },
        Generator(name: "embedded vocabulary tables", needsWordNet: false) { files, read in
            try VocabularyTables.tables.map {
                Output(path: $0.sourcePath, content: .whole(try VocabularyTables.embeddedSource($0, tsv: read($0.tablePath), root: files.root)))
            }
        },
        Generator(name: "concept data", needsWordNet: true) { files, read in
            let builder = ConceptBuilder(wordNet: try WordNet(directory: files.wordNet ?? TaxonomyGenerator().wordNetDirectory))
            var chainStarts: [Int] = []
            let vocabularies = try ConceptBuilder.sources.map { source in
                let lines = try builder.identifierLines(tsv: read(source.tablePath), path: source.tablePath)
                chainStarts += lines.chainStarts
                return Output(path: source.sourcePath, content: .whole(ConceptBuilder.swiftSource(text: lines.text, source: source)))
            }
            let links = builder.links(above: chainStarts)
            return vocabularies + [Output(path: ConceptBuilder.linksPath, content: .whole(ConceptBuilder.linksSource(text: links)))]
        },
        Generator(name: "rule documentation", needsWordNet: false) { _, _ in
            [Output(path: RuleDocumentation.location, content: .whole(RuleDocumentation.markdown())),
             Output(path: ReadmeBlocks.path, content: .block(name: "rules", lines: ReadmeBlocks.rulesTable()))]
        },
        Generator(name: "JSON report sample", needsWordNet: false) { _, read in
            [Output(path: ReadmeBlocks.path,
                    content: .block(name: "json-sample", lines: try ReadmeBlocks.jsonSample(report: read(ReadmeBlocks.goldenReport))))]
        },
    ]

    /// The generators that run: all of them with WordNet, else those that do not need it.
    package var active: [Generator] { Self.generators.filter { wordNet != nil || !$0.needsWordNet } }

    /// Every generated file's path and contents, as the active generators would leave them, with its
    /// current contents (nil when missing).
    package func files() throws -> [(path: String, contents: String, current: String?)] {
        var pending: [String: String] = [:]
        var order: [String] = []
        var current: [String: String?] = [:]
        func read(_ path: String) throws -> String {
            if let text = pending[path] { return text }
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else {
                throw GenerationError(message: "\(path): cannot read file")
            }
            return String(decoding: data, as: UTF8.self)
        }
        for generator in active {
            for output in try generator.outputs(self, read) {
                if current[output.path] == nil {
                    current[output.path] = .some(try? read(output.path))
                    order.append(output.path)
                }
                switch output.content {
                case .whole(let text):
                    pending[output.path] = text
                case .block(let name, let lines):
                    pending[output.path] = try Self.replacingBlock(name, with: lines, in: read(output.path), path: output.path)
                }
            }
        }
        return order.map { ($0, pending[$0] ?? "", current[$0] ?? nil) }
    }

    /// The paths whose committed contents differ from what is generated.
    package func stale() throws -> [String] {
        try files().filter { $0.contents != $0.current }.map(\.path)
    }

    /// Writes the generated files that changed (atomically); returns their paths.
    package func write() throws -> [String] {
        var written: [String] = []
        for file in try files() where file.contents != file.current {
            try Data(file.contents.utf8).write(to: root.appendingPathComponent(file.path), options: .atomic)
            written.append(file.path)
        }
        return written
    }

    /// `text` with the lines between the `name` markers replaced by `lines` (each ending with a newline).
    static func replacingBlock(_ name: String, with lines: String, in text: String, path: String) throws -> String {
        let start = "<!-- audit:\(name):start -->", end = "<!-- audit:\(name):end -->"
        var all = text.split(separator: "\n", omittingEmptySubsequences: false)
        let starts = all.indices.filter { all[$0] == start }, ends = all.indices.filter { all[$0] == end }
        guard starts.count == 1, ends.count == 1, let first = starts.first, let last = ends.first, first < last else {
            throw GenerationError(message: "\(path): needs one \(start) line and, after it, one \(end) line")
        }
        let block = lines.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        all.replaceSubrange((first + 1)..<last, with: block)
        return all.joined(separator: "\n")
    }
}
