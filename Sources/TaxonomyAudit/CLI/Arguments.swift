/// A cursor over command-line arguments that understands `--name value`, `--name=value` and `--`.
struct Arguments {
    /// One argument as the command line wrote it.
    enum Token: Equatable {
        /// An option, with the value written after `=` in the same argument (`--format=json`), if any.
        case option(String, attached: String?)
        /// Anything else: an argument that does not start with `-`, a lone `-`, or any argument after `--`.
        case positional(String)
    }

    private var remaining: ArraySlice<String>
    private var onlyPositionals = false

    init(_ arguments: ArraySlice<String>) {
        remaining = arguments
    }

    /// The next option or positional argument, or nil at the end.
    mutating func next() -> Token? {
        while let argument = remaining.popFirst() {
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" { return .positional(argument) }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return .option(argument, attached: nil) }
            return .option(String(argument[..<equals]), attached: String(argument[argument.index(after: equals)...]))
        }
        return nil
    }

    /// The value of option `name`: the one attached with `=`, else the next argument.
    mutating func value(for name: String, attached: String?) throws -> String {
        if let attached { return attached }
        guard let value = remaining.popFirst() else { throw AuditError.usage("\(name) needs a value") }
        return value
    }

    /// Whether `-h` or `--help` comes before any `--`: help is shown whatever else the line holds. An argument
    /// that is the value of an option before it (`--base -h`, where `takesValue("--base")`) is a value, not a request.
    static func asksForHelp(_ arguments: ArraySlice<String>, takesValue: (String) -> Bool) -> Bool {
        var isValue = false
        for argument in arguments {
            if isValue {
                isValue = false
                continue
            }
            if argument == "--" { return false }
            if argument == "-h" || argument == "--help" { return true }
            isValue = argument.hasPrefix("-") && !argument.contains("=") && takesValue(argument)
        }
        return false
    }
}
