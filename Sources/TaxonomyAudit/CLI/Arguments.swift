/// A cursor over command-line arguments that understands `--name value` and `--name=value`.
struct Arguments {
    private var remaining: ArraySlice<String>
    /// Positional arguments met so far.
    private(set) var positionals: [String] = []
    private var onlyPositionals = false

    init(_ arguments: [String]) {
        remaining = arguments[...]
    }

    /// The next option name (with any `=value` split off and kept for `value(for:)`), or nil at the end.
    /// Positional arguments are collected on the way.
    mutating func nextOption() -> String? {
        while let argument = remaining.popFirst() {
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
            } else if argument == "--" {
                onlyPositionals = true
            } else if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                remaining.insert(String(argument[argument.index(after: equals)...]), at: remaining.startIndex)
                return String(argument[..<equals])
            } else {
                return argument
            }
        }
        return nil
    }

    /// The value of option `name`, which must follow it.
    mutating func value(for name: String) throws -> String {
        guard let value = remaining.popFirst() else { throw InputError.usage("\(name) needs a value") }
        return value
    }

    /// The value of option `name`, parsed as one of `T`'s cases.
    mutating func choice<T: RawRepresentable & CaseIterable>(for name: String, as type: T.Type) throws -> T where T.RawValue == String {
        let raw = try value(for: name)
        guard let value = T(rawValue: raw) else {
            throw InputError.usage("\(name) must be one of \(T.allCases.map(\.rawValue).joined(separator: ", ")), not `\(raw)`")
        }
        return value
    }
}
