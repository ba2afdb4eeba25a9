/// The pieces `CommandTable` declares commands with. Parsing, help, the README usage block and the shell
/// completions read the same declarations, so none of them can say what another does not.

/// A positional argument as help and completions show it.
struct PositionalInfo: Sendable {
    enum Arity: Sendable { case one, optional, many }

    /// `PATH`.
    let name: String
    let kind: ValueKind
    let help: String
    let arity: Arity

    /// `WORD`, `[COMMAND]` or `[PATH ...]`.
    var synopsis: String {
        switch arity {
        case .one: return name
        case .optional: return "[\(name)]"
        case .many: return "[\(name) ...]"
        }
    }
}

/// A positional argument of a command whose options are `Options`.
struct Positional<Options: CommandOptions>: Sendable {
    let info: PositionalInfo
    let set: @Sendable (inout Options, String) throws -> Void

    /// A required argument, into `keyPath`.
    static func one(_ name: String, kind: ValueKind = .text, help: String, _ keyPath: WritableKeyPath<Options, String> & Sendable) -> Positional {
        Positional(info: PositionalInfo(name: name, kind: kind, help: help, arity: .one)) { $0[keyPath: keyPath] = $1 }
    }

    /// A required argument that is one of `T`'s cases.
    static func choice<T: RawRepresentable & CaseIterable & Sendable>(_ name: String, help: String, _ keyPath: WritableKeyPath<Options, T> & Sendable) -> Positional
    where T.RawValue == String {
        let choices = T.allCases.map(\.rawValue)
        return Positional(info: PositionalInfo(name: name, kind: .choice(choices), help: Option<Options>.listing(choices, after: help), arity: .one)) {
            $0[keyPath: keyPath] = try Option<Options>.parse($1, of: name, as: T.self)
        }
    }

    /// An argument that may be left out, read by `set`.
    static func optional(_ name: String, kind: ValueKind = .text, help: String, _ set: @escaping @Sendable (inout Options, String) throws -> Void) -> Positional {
        Positional(info: PositionalInfo(name: name, kind: kind, help: help, arity: .optional), set: set)
    }

    /// Any number of arguments (the last positional only), appended to `keyPath`.
    static func many(_ name: String, kind: ValueKind = .text, help: String, _ keyPath: WritableKeyPath<Options, [String]> & Sendable) -> Positional {
        Positional(info: PositionalInfo(name: name, kind: kind, help: help, arity: .many)) { $0[keyPath: keyPath].append($1) }
    }
}

/// What a command's options are parsed into: a struct with a default for each, checked once all are read.
protocol CommandOptions: Sendable {
    init()
    /// Rejects combinations that make no sense; called after every argument is read.
    func validate() throws
}

extension CommandOptions {
    func validate() throws {}
}

/// A command as the table lists it, whatever its options' type: what help and completions read, and how it runs.
protocol CommandSpec: Sendable {
    /// The command word, `explain`.
    var name: String { get }
    /// One line saying what it does, starting in lower case, without a final period.
    var abstract: String { get }
    /// Paragraphs help shows after the options (what files look like, exit statuses), or "".
    var discussion: String { get }
    /// Its options, `--help` last.
    var optionInfos: [OptionInfo] { get }
    var positionalInfos: [PositionalInfo] { get }
    /// Parses `arguments` (after the command word) and runs the command on `command`.
    func execute(_ arguments: ArraySlice<String>, on command: AuditCommand) throws -> Int32
}

/// A command whose options are `Options`.
struct Command<Options: CommandOptions>: CommandSpec {
    /// What parsing asks for: a run with these options, or help or the version instead.
    enum Invocation {
        case run(Options)
        case help
        case version
    }

    let name: String
    let abstract: String
    var discussion = ""
    var positionals: [Positional<Options>] = []
    var options: [Option<Options>] = []
    let run: @Sendable (AuditCommand, Options) throws -> Int32

    /// The declared options and `--help`, appended alone: adding arrays of a generic element type would resolve
    /// its conformances at run time, on every command's start-up.
    private var allOptions: [Option<Options>] {
        var all = options
        all.append(.help)
        return all
    }
    var optionInfos: [OptionInfo] { allOptions.map(\.info) }
    var positionalInfos: [PositionalInfo] { positionals.map(\.info) }

    func execute(_ arguments: ArraySlice<String>, on command: AuditCommand) throws -> Int32 {
        switch try parse(arguments) {
        case let .run(options): return try run(command, options)
        case .help: return command.help(name)
        case .version: return command.version()
        }
    }

    /// Reads `arguments`: only this command's options, each flag without a value, then the positionals in order.
    /// `-h` or `--help` before any `--` asks for help, whatever else is wrong with the line, unless it is an
    /// option's value (`--base -h`).
    func parse<Words: Collection>(_ arguments: Words) throws -> Invocation where Words.Element == String {
        try parse(ArraySlice(arguments))
    }

    /// `parse` of the arguments as a command line holds them. Generic code over the arguments' collection would
    /// resolve its conformances at run time, on every start-up.
    func parse(_ arguments: ArraySlice<String>) throws -> Invocation {
        if Arguments.asksForHelp(arguments, takesValue: { name in
            guard case .value? = option(named: name)?.action else { return false }
            return true
        }) { return .help }
        var parsed = Options(), cursor = Arguments(arguments), values: [String] = []
        while let token = cursor.next() {
            guard case let .option(name, attached) = token else {
                if case let .positional(value) = token { values.append(value) }
                continue
            }
            guard let option = option(named: name) else { throw CommandTable.notAnOption(name, of: self.name) }
            switch option.action {
            case let .flag(set):
                if attached != nil { throw AuditError.usage("\(name) is a flag and takes no value") }
                try set(&parsed)
            case let .value(set): try set(&parsed, try cursor.value(for: name, attached: attached))
            case .help: return .help
            case .version: return .version
            }
        }
        try bind(values[...], to: &parsed)
        try parsed.validate()
        return .run(parsed)
    }

    /// The option called `name` (or with the short form `name`), found by position: a generic search of the
    /// options would resolve conformances at run time.
    private func option(named name: String) -> Option<Options>? {
        let all = allOptions
        for index in all.indices where all[index].info.name == name || all[index].info.short == name { return all[index] }
        return nil
    }

    private func bind(_ values: ArraySlice<String>, to parsed: inout Options) throws {
        var values = values
        for positional in positionals {
            switch positional.info.arity {
            case .one:
                guard let value = values.popFirst() else { throw AuditError.usage("`audit \(name)` needs a \(positional.info.name.lowercased())") }
                try positional.set(&parsed, value)
            case .optional: if let value = values.popFirst() { try positional.set(&parsed, value) }
            case .many: while let value = values.popFirst() { try positional.set(&parsed, value) }
            }
        }
        if let extra = values.first {
            let takes = positionals.isEmpty ? "no arguments" : positionalInfos.map(\.synopsis).joined(separator: " ")
            throw AuditError.usage("`audit \(name)` takes \(takes), not `\(extra)`")
        }
    }
}
