/// What an option's or argument's value may be; completion scripts offer values by it.
enum ValueKind: Equatable, Sendable {
    /// Any text.
    case text
    /// A file or directory.
    case path
    /// A directory.
    case directory
    /// One of these words, and no other.
    case choice([String])
    /// An identifier of the vocabulary.
    case identifier
    /// A command of the table.
    case command
    /// A git revision.
    case revision
    /// One of these names (the built-in vocabularies), or a file.
    case vocabulary([String])
}

/// An option as help and completions show it.
struct OptionInfo: Sendable {
    /// `--format`.
    let name: String
    /// `-h`, for the few options with a short form.
    var short: String? = nil
    /// The value's name in help (`FORMAT`) and its kind; nil for a flag, which takes no value.
    var value: (name: String, kind: ValueKind)?
    let help: String
    /// Whether it may be given more than once, each value kept.
    var repeats = false
}

/// An option of a command whose options are `Options`: how it reads, and what it does to them.
struct Option<Options: CommandOptions>: Sendable {
    enum Action: Sendable {
        case flag(@Sendable (inout Options) throws -> Void)
        case value(@Sendable (inout Options, String) throws -> Void)
        /// Show the command's help instead of running it.
        case help
        /// Print the version instead of running the command.
        case version
    }

    let info: OptionInfo
    let action: Action

    /// A flag that runs `set`.
    static func flag(_ name: String, help: String, _ set: @escaping @Sendable (inout Options) throws -> Void) -> Option {
        Option(info: OptionInfo(name: name, help: help), action: .flag(set))
    }

    /// A flag that sets `keyPath` to true.
    static func flag(_ name: String, help: String, _ keyPath: WritableKeyPath<Options, Bool> & Sendable) -> Option {
        flag(name, help: help) { $0[keyPath: keyPath] = true }
    }

    /// An option with a value, which `set` reads.
    static func value(_ name: String, _ valueName: String, kind: ValueKind = .text, help: String, repeats: Bool = false,
                      _ set: @escaping @Sendable (inout Options, String) throws -> Void) -> Option {
        Option(info: OptionInfo(name: name, value: (valueName, kind), help: help, repeats: repeats), action: .value(set))
    }

    /// An option whose value goes into `keyPath`; given twice, the last value counts.
    static func value(_ name: String, _ valueName: String, kind: ValueKind = .text, help: String,
                      _ keyPath: WritableKeyPath<Options, String?> & Sendable) -> Option {
        value(name, valueName, kind: kind, help: help) { $0[keyPath: keyPath] = $1 }
    }

    /// A repeatable option whose values are appended to `keyPath`, in order.
    static func values(_ name: String, _ valueName: String, kind: ValueKind = .text, help: String,
                       _ keyPath: WritableKeyPath<Options, [String]> & Sendable) -> Option {
        value(name, valueName, kind: kind, help: help, repeats: true) { $0[keyPath: keyPath].append($1) }
    }

    /// An option whose value is one of `T`'s cases; help lists them and marks the default.
    static func choice<T: RawRepresentable & CaseIterable & Sendable>(_ name: String, _ valueName: String, help: String,
                                                           _ keyPath: WritableKeyPath<Options, T> & Sendable) -> Option where T.RawValue == String {
        let choices = T.allCases.map(\.rawValue)
        return value(name, valueName, kind: .choice(choices), help: listing(choices, after: help, marking: Options()[keyPath: keyPath].rawValue)) {
            $0[keyPath: keyPath] = try Self.parse($1, of: name, as: T.self)
        }
    }

    /// `-h`, `--help`: every command has it.
    static var help: Option { Option(info: OptionInfo(name: "--help", short: "-h", help: "show this help"), action: .help) }

    /// `--version`.
    static var version: Option { Option(info: OptionInfo(name: "--version", help: "show the version"), action: .version) }

    /// `help: a, b (default) or c`.
    static func listing(_ choices: [String], after help: String, marking initial: String? = nil) -> String {
        // Appended one by one: joining a slice would resolve generic conformances at start-up, where every
        // command's declaration is built.
        var text = help + ": "
        for (index, choice) in choices.enumerated() {
            if index > 0 { text += index == choices.count - 1 ? " or " : ", " }
            text += choice == initial ? choice + " (default)" : choice
        }
        return text
    }

    /// `raw` as a case of `T`, or a usage error naming the option (or argument) `name` and the cases.
    static func parse<T: RawRepresentable & CaseIterable>(_ raw: String, of name: String, as type: T.Type) throws -> T where T.RawValue == String {
        guard let value = T(rawValue: raw) else {
            throw AuditError.usage("\(name) must be one of \(T.allCases.map(\.rawValue).joined(separator: ", ")), not `\(raw)`")
        }
        return value
    }
}
