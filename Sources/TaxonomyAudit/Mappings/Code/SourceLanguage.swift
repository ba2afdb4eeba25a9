/// A programming language whose source files can hold marked mapping lists, told by file extension.
/// Languages of one family share a lexer (`SourceLexer`); the cases say where they differ.
enum SourceLanguage: String, CaseIterable, Sendable {
    case swift, kotlin, java, dart, typescript, javascript, rust, go, python

    /// The language of a file named `path`, by its extension; nil when it is none of these.
    init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...] {
        case "swift": self = .swift
        case "kt", "kts": self = .kotlin
        case "java": self = .java
        case "dart": self = .dart
        case "ts", "tsx", "mts", "cts": self = .typescript
        case "js", "jsx", "mjs", "cjs": self = .javascript
        case "rs": self = .rust
        case "go": self = .go
        case "py", "pyi": self = .python
        default: return nil
        }
    }

    /// Directories a directory scan does not enter: version control, build output and dependencies.
    static let skippedDirectories: Set<String> = [".git", ".build", "node_modules", "Pods", "DerivedData", "build", "target"]

    /// `#` comments (Python) rather than `//` and `/* */`.
    var usesHashComments: Bool { self == .python }

    /// Whether `/* /* */ */` nests.
    var nestsBlockComments: Bool {
        switch self {
        case .swift, .kotlin, .rust, .dart: return true
        default: return false
        }
    }

    /// The text that starts a line comment.
    var lineComment: String { usesHashComments ? "#" : "//" }

    /// Whether `'` starts a string (rather than a character literal or a lifetime).
    var singleQuoteIsString: Bool {
        switch self {
        case .dart, .typescript, .javascript, .python: return true
        default: return false
        }
    }

    /// Whether a trailing comma after the last argument of a call is accepted (Java's is not).
    var acceptsTrailingCommaInCalls: Bool { self != .java }
}
