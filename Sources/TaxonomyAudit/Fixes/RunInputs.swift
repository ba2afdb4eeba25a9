/// What one run reads (its mapping sources, the configuration, a vocabulary file) and the directories it
/// reads mappings from, told apart by device and inode: an output of the same run (`--stamp`,
/// `--write-baseline`, `audit docs`, `audit port --output`) may replace none of them, whatever its spelling
/// or links.
struct RunInputs {
    private var files: [FileIdentity: (path: String, kind: String)] = [:]
    private var directories: [FileIdentity: String] = [:]

    /// The inputs of a run over `sources`, plus `others` (path and what it is: `the configuration`); a path
    /// that cannot be read is left out (it was not read).
    init(sources: [any MappingSource], others: [(path: String, kind: String)]) {
        for source in sources { add(source.path, kind: "a mapping file") }
        for other in others { add(other.path, kind: other.kind) }
        for source in sources {
            let directory = PathText.deletingLastComponent(source.path)
            if let identity = try? FileIdentity(path: directory.isEmpty ? "." : directory), directories[identity] == nil {
                directories[identity] = directory.isEmpty ? "." : directory
            }
        }
    }

    /// The inputs of `run`: its sources, the files its settings come from and `others`.
    init(_ run: AuditRun, others: [(path: String, kind: String)] = []) {
        self.init(sources: run.sources, others: run.settings.readFiles + others)
    }

    private mutating func add(_ path: String, kind: String) {
        guard let identity = try? FileIdentity(path: path), files[identity] == nil else { return }
        files[identity] = (path, kind)
    }

    /// Throws an input error when the file at `path`, which `option` writes, is one this run reads.
    func refuse(output path: String, of option: String) throws {
        guard let identity = try? FileIdentity(path: path), let input = files[identity] else { return }
        let same = input.path == path ? "" : " (\(input.path))"
        throw AuditError(path: path, line: nil, message: "\(option) would replace \(input.kind) this run reads\(same); nothing written")
    }

    /// Whether `first` and `second` name one file: the same spelling, or the same device and inode.
    static func sameFile(_ first: String, _ second: String) -> Bool {
        if MappingLoader.display(first) == MappingLoader.display(second) { return true }
        guard let one = try? FileIdentity(path: first), let other = try? FileIdentity(path: second) else { return false }
        return one == other
    }

    /// Throws an input error when `directory`, where `option` writes, holds a mapping source this run reads.
    func refuse(directory: String, of option: String) throws {
        guard let identity = try? FileIdentity(path: directory), let input = directories[identity] else { return }
        let same = input == directory ? "" : " (\(input))"
        throw AuditError(path: directory, line: nil, message: "\(option) names a directory this run reads mappings from\(same); nothing written")
    }
}
