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
    var vocabularyPath: String?
    var mode = Mode.report
    var gate = GateOptions()

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
    }
}

/// `audit explain WORD [PATH ...]`.
struct ExplainOptions: CommandOptions {
    var word = ""
    var paths: [String] = []
    var vocabularyPath: String?
}

/// `audit vocab`.
struct VocabOptions: CommandOptions {
    var vocabularyPath: String?
}

/// `audit docs [PATH ...]`.
struct DocsOptions: CommandOptions {
    var paths: [String] = []
    var vocabularyPath: String?
    /// Where to write (nil: here).
    var outputDirectory: String?
    /// Write nothing; report what is out of date.
    var check = false
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
