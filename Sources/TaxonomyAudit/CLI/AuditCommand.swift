import Foundation

/// The `audit` command line: parses arguments, runs the audit or a subcommand, and returns the exit status
/// (0 clean, 1 findings at or above `--fail-on`, 2 usage or input error).
public struct AuditCommand {
    public static let version = "0.1.0"

    /// What the command line asks for.
    struct Options {
        var paths: [String] = []
        var format: OutputFormat = .text
        var failOn: FailureThreshold = .error
        var vocabularyPath: String?
        var subcommand: Subcommand = .audit
        /// `--fix`: apply the safe fixes; `--suggest`: ask about each finding.
        var fix = false, suggest = false
        /// The word `audit explain` explains.
        var word = ""
        var gate = GateOptions()
        /// `audit docs`: where to write (nil: here), and whether only to check.
        var outputDirectory: String?
        var check = false
    }

    enum Subcommand: String {
        case audit, explain, vocab, rules, docs, help, version
    }

    let io: CommandIO

    public init(io: CommandIO) {
        self.io = io
    }

    /// Runs the process's command line and returns its exit status.
    public static func main() -> Int32 {
        AuditCommand(io: .process).run(Array(CommandLine.arguments.dropFirst()))
    }

    /// Runs `arguments` (without the program name).
    public func run(_ arguments: [String]) -> Int32 {
        do {
            let options = try Self.parse(arguments)
            switch options.subcommand {
            case .help:
                io.write(Self.help)
                return 0
            case .version:
                io.write("audit \(Self.version)\n")
                return 0
            case .vocab:
                io.write(try vocabulary(options).identifiers.map { $0 + "\n" }.joined())
                return 0
            case .rules:
                io.write(Self.ruleList)
                return 0
            case .explain:
                return try explain(options)
            case .audit:
                return options.suggest ? try suggest(options) : options.fix ? try fix(options) : try audit(options)
            case .docs:
                return try docs(options)
            }
        } catch let error as InputError {
            io.writeError("audit: \(TerminalText.escaped(error.description))\n")
            if error.path == nil { io.writeError("Run `audit --help` for usage.\n") }
            return 2
        } catch {
            io.writeError("audit: \(TerminalText.escaped("\(error)"))\n")
            return 2
        }
    }

    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var cursor = Arguments(arguments)
        while let option = cursor.nextOption() {
            switch option {
            case "--format": options.format = try cursor.choice(for: option, as: OutputFormat.self)
            case "--fail-on": options.failOn = try cursor.choice(for: option, as: FailureThreshold.self)
            case "--vocabulary": options.vocabularyPath = try cursor.value(for: option)
            case "--fix": options.fix = true
            case "--suggest": options.suggest = true
            case "--output": options.outputDirectory = try cursor.value(for: option)
            case "--check": options.check = true
            case "-h", "--help": options.subcommand = .help
            case "--version": options.subcommand = .version
            default: guard try options.gate.parse(option, &cursor) else { throw InputError.usage("unknown option `\(option)`") }
            }
        }
        try options.gate.validate()
        var paths = cursor.positionals
        if options.subcommand == .audit, let first = paths.first, let subcommand = Subcommand(rawValue: first),
           [.vocab, .rules, .help].contains(subcommand) {
            options.subcommand = subcommand
            paths.removeFirst()
            if !paths.isEmpty { throw InputError.usage("`audit \(first)` takes no paths") }
        } else if options.subcommand == .audit, paths.first == Subcommand.explain.rawValue {
            guard paths.count >= 2 else { throw InputError.usage("`audit explain` needs a word") }
            options.subcommand = .explain
            options.word = paths[1]
            paths.removeFirst(2)
        } else if options.subcommand == .audit, paths.first == Subcommand.docs.rawValue {
            options.subcommand = .docs
            paths.removeFirst()
        }
        if options.subcommand != .docs && (options.check || options.outputDirectory != nil) {
            throw InputError.usage("--check and --output go with `audit docs`")
        }
        if options.fix && options.suggest { throw InputError.usage("--fix and --suggest cannot be combined") }
        if (options.fix || options.suggest) && options.gate.diff {
            throw InputError.usage("--diff writes nothing; it cannot be combined with --\(options.fix ? "fix" : "suggest")")
        }
        options.paths = paths
        return options
    }

    func vocabulary(_ options: Options) throws -> Vocabulary {
        try options.vocabularyPath.map(Vocabulary.load(path:)) ?? .builtin
    }

    func audit(_ options: Options) throws -> Int32 {
        let vocabulary = try vocabulary(options)
        let files = try MappingLoader.load(paths: options.paths)
        let context = AuditContext(vocabulary: vocabulary, files: files)
        var report = AuditReport(context: context, findings: Auditor().audit(context))
        try options.gate.apply(to: &report, context: context, paths: options.paths)
        io.write(options.gate.output(report, context: context, format: options.format, io: io))
        return report.fails(options.failOn) ? 1 : 0
    }

    private func docs(_ options: Options) throws -> Int32 {
        let context = AuditContext(vocabulary: try vocabulary(options), files: try MappingLoader.load(paths: options.paths))
        let docs = try GeneratedDocs(context: context, directory: options.outputDirectory)
        if options.check {
            io.write(docs.checkReport)
            return docs.stale.isEmpty ? 0 : 1
        }
        let written = try docs.write()
        io.write(written.isEmpty ? "Generated docs unchanged.\n" : written.map { "wrote \($0)\n" }.joined())
        return 0
    }

    static var ruleList: String {
        Auditor.descriptions.map { "\($0.id.rawValue) (\($0.severity.rawValue)): \($0.summary)\n" }.joined()
    }

    static let help = """
        audit: check an image classifier's mapping files against its vocabulary.

        USAGE:
          audit [PATH ...] [OPTIONS]    audit mapping files, or directories of *.txt files (default: mappings)
          audit vocab                   print the vocabulary, one identifier per line
          audit explain WORD [PATH ...] what an identifier is and where it is mapped, or why a word is dead
                                        and what to write instead (exit 0 identifier, 1 dead word)
          audit rules                   list the rules with their default severity
          audit docs [PATH ...]         regenerate docs/mappings.md, docs/vocabulary.md and README.md's summary

        OPTIONS:
          --format FORMAT       text (default), json, sarif, github, junit or markdown
          --fail-on SEVERITY    exit 1 when a finding reaches error (default), warning, note; or never
          --vocabulary FILE     use another vocabulary: one identifier per line (default: built-in apple-vision-rev1)
          --fix                 apply the safe fixes (spelling with one answer, duplicates), then audit the result
          --suggest             in a terminal, ask about each finding and write the accepted fixes
        \(GateOptions.help)  --output DIR          audit docs: write under DIR (holding README.md) instead of here
          --check               audit docs: write nothing; exit 1 and show a diff when a file is out of date
          -h, --help            show this help
          --version             show the version

        Mapping files hold one identifier per line; the file name (without .txt) is the category.
        `#` starts a comment, `!identifier` excludes an identifier from the category, and
        `# audit:ignore RULE[,RULE]` after an entry silences those rules on that line.

        EXIT STATUS: 0 no finding reaches --fail-on, 1 one does, 2 usage or input error.

        """
}
