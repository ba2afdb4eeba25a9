#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `audit port`: carries mapping files to another vocabulary (`Port/`), or compares an app's two sets.
extension AuditCommand {
    func port(_ options: PortOptions) throws -> Int32 {
        let config = try options.model.config()
        let sourceName = options.vocabularyPath ?? config?.vocabulary ?? BuiltinTaxonomy.name
        let source = try Self.concepts(sourceName, option: options.vocabularyPath != nil ? "--vocabulary" : nil, config: config)
        let target = try Self.concepts(options.target ?? "", option: "--to", config: nil)
        if let check = options.check, let against = options.against {
            let comparison = PortComparison(first: .init(path: check, files: try MappingLoader.load(paths: [check]).flatMap(\.lists), concepts: source),
                                            second: .init(path: against, files: try MappingLoader.load(paths: [against]).flatMap(\.lists), concepts: target))
            let (text, differences) = comparison.report()
            io.write(text)
            return (differences == 0 ? ExitStatus.success : .failure).rawValue
        }
        let paths = !options.paths.isEmpty ? options.paths : (config?.paths ?? []).map { config?.resolve($0) ?? $0 }
        let sources = try MappingLoader.load(paths: paths)
        try CategoryFileName.check(sources)
        let files = sources.flatMap(\.lists)
        let ported = Porter(source: source, target: target).port(files)
        let texts = ported.map { (category: $0.category, name: $0.category + ".txt", text: PortedText.file($0, from: source, to: target)) }
        if let directory = options.outputDirectory {
            // Writing over what was read is never a port: its next run would read the target's names as the source's.
            let inputs = RunInputs(sources: sources, others: config.map { [($0.path, "the configuration")] } ?? [])
            try inputs.refuse(directory: directory, of: "--output")
            let outputs = try texts.map { file -> (path: String, text: String, current: Data?) in
                let path = (directory.hasSuffix("/") ? directory : directory + "/") + file.name
                try inputs.refuse(output: path, of: "--output")
                let current = try Self.currentContents(of: path)
                if let current, !current.starts(with: Data(PortedText.header(file.category).utf8)) {
                    throw AuditError(path: path, line: nil, message: "was not written by `audit port` (it does not start with its header); "
                        + "not replaced: remove it, or choose another --output")
                }
                return (path, file.text, current)
            }
            if options.diff {
                io.write(outputs.map { Self.diff(old: $0.current, new: $0.text, path: $0.path) }.joined())
            } else {
                do {
                    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                } catch {
                    throw AuditError(path: directory, line: nil, message: "cannot create directory")
                }
                let changed = outputs.filter { $0.current != Data($0.text.utf8) }
                try SafeWriter.write(changed.map {
                    SafeWriter.Replacement(path: $0.path, contents: Data($0.text.utf8), expectation: $0.current.map { .contents($0) } ?? .absent,
                                           followsLinks: false)
                })
                io.write(changed.isEmpty ? "Ported files unchanged.\n" : changed.map { "wrote \(TerminalText.escaped($0.path))\n" }.joined())
            }
        } else if options.diff {
            io.write(texts.map { Self.diff(old: nil, new: $0.text, path: $0.name) }.joined())
        } else {
            io.write(texts.map { "==> \(TerminalText.escaped($0.name)) <==\n\($0.text)" }.joined(separator: "\n"))
        }
        let leftOut = ported.flatMap(\.leftOut)
        io.writeError(leftOut.map { PortedText.message($0, from: source, to: target) + "\n" }.joined())
        let entries = files.reduce(0) { $0 + $1.entries.count }
        io.writeError("audit port: \(entries - leftOut.count) of \(entries) entries carried from \(source.name) to \(target.name)"
            + (leftOut.isEmpty ? ".\n" : "; \(leftOut.count) not carried over (listed above).\n"))
        return ExitStatus.success.rawValue
    }

    /// The concept data of vocabulary `name`, given by `option` (nil: the default or `.audit.json`'s).
    private static func concepts(_ name: String, option: String?, config: AuditConfig?) throws -> ConceptTable {
        if let table = ConceptTable.builtin(named: name), !name.contains("/"), !FileManager.default.fileExists(atPath: name) {
            return table
        }
        let known = ConceptTable.targetNames.joined(separator: ", ")
        let message = "`audit port` carries mappings through the WordNet senses of a built-in vocabulary (\(known)), not `\(name)`"
        if let option { throw AuditError.usage("\(option): \(message)") }
        throw AuditError(path: config?.path, line: nil, message: "`vocabulary`: \(message)")
    }

    /// What `path` holds now, nil when there is no such file; an error when it is a symbolic link, which a
    /// ported file is never written through.
    private static func currentContents(of path: String) throws -> Data? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        if status.st_mode & S_IFMT == S_IFLNK { throw SafeWriter.linkRefused(path) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AuditError(path: path, line: nil, message: "cannot read file")
        }
        return data
    }

    /// The unified diff from `old` (nil: no file) to `new` at `path`; "" when equal.
    private static func diff(old: Data?, new: String, path: String) -> String {
        guard let old else {
            let diff = UnifiedDiff.render(old: "", new: new, path: path)
            let quoted = UnifiedDiff.quoted("a/" + path)
            // A new file: git's header for one, so that `git apply` creates it.
            return diff.replacingEvery("--- \(quoted)\n", with: "new file mode 100644\n--- /dev/null\n")
        }
        return UnifiedDiff.render(old: String(decoding: old, as: UTF8.self), new: new, path: path)
    }
}
