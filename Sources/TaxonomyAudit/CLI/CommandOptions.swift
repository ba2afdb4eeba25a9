/// The options each command of `CommandTable` parses into, with their defaults.

/// `audit [check]`: audit the mappings, or fix them.
struct CheckOptions: CommandOptions {
    /// What the run does with the findings.
    enum Mode: String {
        /// Print the report (the default).
        case report
        /// `--fix`: apply the safe fixes, then audit the result.
        case fix
        /// `--suggest`: ask about each finding in a terminal.
        case suggest
        /// `--diff`: print the default fixes as a patch instead of the report.
        case diff
    }

    var paths: [String] = []
    var format: OutputFormat = .text
    var failOn: FailureThreshold = .error
    /// Whether `--fail-on` was given, so that it overrides `.audit.json`'s `failOn`.
    var failOnGiven = false
    var vocabularyPath: String?
    var mode = Mode.report
    var gate = Gate()
    var model = ModelOptions()
    /// With `--base`: exit 1 when the edit changes a verdict.
    var failOnVerdictChange = false
    /// `--stamp FILE`: the empty file to write when the audit passes, for a build system to see it ran.
    var stamp: String?

    /// Sets the mode; `--fix`, `--suggest` and `--diff` exclude each other.
    mutating func select(_ mode: Mode) throws {
        guard self.mode != .report, self.mode != mode else {
            self.mode = mode
            return
        }
        if self.mode == .diff || mode == .diff {
            let other = self.mode == .diff ? mode : self.mode
            throw AuditError.usage("--diff writes nothing; it cannot be combined with --\(other.rawValue)")
        }
        throw AuditError.usage("--fix and --suggest cannot be combined")
    }

    func validate() throws {
        try gate.validate()
        try model.validate()
        try ModelOptions.validateVerdictChangeGate(failOnVerdictChange, base: gate.base)
    }
}

/// `audit explain WORD [PATH ...]`.
struct ExplainOptions: CommandOptions {
    var word = ""
    var paths: [String] = []
    var vocabularyPath: String?
    var model = ModelOptions()

    func validate() throws { try model.validate() }
}

/// `audit vocab`.
struct VocabOptions: CommandOptions {
    var vocabularyPath: String?
    /// `--list`: the built-in vocabularies instead of one's identifiers.
    var list = false

    func validate() throws {
        if list && vocabularyPath != nil { throw AuditError.usage("--list lists every built-in vocabulary: it takes no --vocabulary") }
    }
}

/// `audit discover [PATH ...]`.
struct DiscoverOptions: CommandOptions {
    var paths: [String] = []
    var format: DiscoverFormat = .text
    /// `--write`: insert the markers instead of listing what is found.
    var write = false

    func validate() throws {
        if write && format != .text { throw AuditError.usage("--write prints what it marks as text: it takes no --format") }
    }
}

/// The formats of `audit discover`'s output.
enum DiscoverFormat: String, CaseIterable, Sendable {
    case text, json
}

/// `audit docs [PATH ...]`.
struct DocsOptions: CommandOptions {
    var paths: [String] = []
    var vocabularyPath: String?
    /// Where to write (nil: here).
    var outputDirectory: String?
    /// Write nothing; report what is out of date.
    var check = false
    var model = ModelOptions()

    func validate() throws { try model.validate() }
}

/// What `audit verdicts` and `audit replay` share: the vocabulary, the output's format, the policy, and
/// the comparison with a revision.
struct VerdictViewOptions<Format: Sendable>: Sendable {
    var vocabularyPath: String?
    var format: Format
    var base: String?
    var failOnVerdictChange = false
    var model = ModelOptions()

    func validate() throws {
        try model.validate()
        try ModelOptions.validateVerdictChangeGate(failOnVerdictChange, base: base)
    }
}

/// `audit verdicts [PATH ...]`.
struct VerdictsOptions: CommandOptions {
    var paths: [String] = []
    var view = VerdictViewOptions(format: VerdictRendering.Format.text)

    func validate() throws { try view.validate() }
}

/// `audit replay [CAPTURE ...] [--mappings PATH]...`.
struct ReplayOptions: CommandOptions {
    var captures: [String] = []
    var mappings: [String] = []
    var view = VerdictViewOptions(format: ReplayReport.Format.text)

    func validate() throws { try view.validate() }
}

/// `audit port [PATH ...] --to VOCABULARY`, or `audit port --check PATH --against PATH --to VOCABULARY`.
struct PortOptions: CommandOptions {
    var paths: [String] = []
    /// The vocabulary to port to (required).
    var target: String?
    var vocabularyPath: String?
    /// Where to write the ported files (nil: print them, or with `--diff` compare with no files).
    var outputDirectory: String?
    /// Print a unified diff against `outputDirectory` instead of writing.
    var diff = false
    /// `--check PATH`: compare these mappings (of the source vocabulary) with `against` (of the target's).
    var check: String?
    var against: String?
    var model = ModelOptions()

    func validate() throws {
        try model.validate()
        guard target != nil else { throw AuditError.usage("`audit port` needs --to VOCABULARY, the vocabulary to port to") }
        if check != nil {
            guard against != nil else { throw AuditError.usage("--check PATH needs --against PATH, the mappings to compare with") }
            if !paths.isEmpty { throw AuditError.usage("--check compares two sets of mappings; give them as --check PATH --against PATH, not as PATH") }
            if outputDirectory != nil || diff { throw AuditError.usage("--check writes nothing; it cannot be combined with --output or --diff") }
        } else if against != nil {
            throw AuditError.usage("--against PATH goes with --check PATH")
        }
    }
}

/// `audit help [COMMAND]`.
struct HelpOptions: CommandOptions {
    /// The command to describe; nil for the overview.
    var command: String?
    /// `--man`: the manual page of every command instead.
    var manual = false

    func validate() throws {
        if manual, let command { throw AuditError.usage("--man prints the page of every command; it takes no COMMAND, not `\(command)`") }
    }
}

/// `audit completions SHELL`.
struct CompletionsOptions: CommandOptions {
    var shell = CompletionScript.Shell.bash
}

/// A command that takes no options: `rules`, `version`.
struct NoOptions: CommandOptions {}
