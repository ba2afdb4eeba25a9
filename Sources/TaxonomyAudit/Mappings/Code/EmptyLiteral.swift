/// What a literal becomes when its last element goes: the same type, or no removal. An empty literal keeps
/// its type only where the code names it (`let soft: Set<String> = []`, `setOf<String>()`): Swift, Kotlin,
/// TypeScript and Rust infer nothing from `[]` or `setOf()`, a Swift dictionary is never `[]`, `{}` is a
/// dictionary in Python and Dart, never an empty set, and `audit:categories` with no pair names no category.
enum EmptyLiteral: Equatable {
    /// The brackets with nothing between them, as written.
    case plain
    /// The last element cannot go; why.
    case refused(String)
}

extension EmbeddedListDocument {
    /// What run `run` becomes once every element is removed.
    func emptied(_ run: ListRun) -> EmptyLiteral {
        if run.isArm { return .plain }
        if run.emptyInsertion == nil, run.isKeyed { return .refused("removing the last pair would leave a dictionary of categories with none") }
        guard let language else { return .plain }
        if run.keepsOne { return .refused(run.keptBecause ?? "removing it would leave invalid code (the only pattern of a case or condition)") }
        if language == .swift, run.isKeyed { return .refused("removing the last pair would leave [], which is no dictionary in Swift") }
        guard let open = openingBracket(of: run) else { return .refused("removing the last element would leave a list whose brackets cannot be found") }
        let bracket = bytes[open]
        if bracket == UInt8(ascii: "{"), !run.isKeyed, language == .python || language == .dart, !hasTypeArguments(before: open) {
            return .refused("removing the last element would leave {}, an empty dictionary, not an empty set")
        }
        switch language {
        case .swift, .kotlin, .typescript, .rust:
            guard isTyped(open) else {
                return .refused("removing the last element would leave an empty literal of unknown type "
                    + "(write the declaration's type to allow it)")
            }
            return .plain
        case .java, .dart, .javascript, .go, .python:
            return .plain
        }
    }

    /// Why no element can be removed from or added to run `run`, nil when they can: a Rust array whose
    /// declared type holds its length (`const HARD: [&str; 3] = [...]`).
    func fixedLength(_ run: ListRun) -> String? {
        guard language == .rust, let open = openingBracket(of: run), var index = previousCode(before: open) else { return nil }
        if bytes[index] == UInt8(ascii: "&"), let previous = previousCode(before: index) { index = previous }
        guard bytes[index] == UInt8(ascii: "=") else { return nil }
        let declaration = bytes[lines.start(ofLine: lines.line(of: index))..<index]
        guard let colon = declaration.firstIndex(of: UInt8(ascii: ":")), declaration[colon...].contains(UInt8(ascii: ";")) else { return nil }
        return "the array's length is part of its declared type"
    }

    /// Whether run `run` is a Python tuple (`("sofa",)`), whose last element keeps its comma.
    func isTuple(_ run: ListRun) -> Bool {
        guard language == .python, run.separator == ",", let open = openingBracket(of: run), bytes[open] == UInt8(ascii: "(") else { return false }
        guard let before = previousCode(before: open) else { return true }
        // A call's parentheses (`f(...)`, `x[0](...)`) hold arguments, not a tuple; a keyword is no callee (`in (...)`).
        if bytes[before] == UInt8(ascii: ")") || bytes[before] == UInt8(ascii: "]") { return false }
        guard isWordByte(bytes[before]) else { return true }
        var start = before
        while start > 0, isWordByte(bytes[start - 1]) { start -= 1 }
        return Self.pythonKeywords.contains(String(decoding: bytes[start...before], as: UTF8.self))
    }

    private static let pythonKeywords: Set<String> = [
        "in", "not", "is", "and", "or", "if", "elif", "else", "return", "yield", "while", "for", "assert", "await", "lambda", "del", "from",
    ]

    /// The offset of the run's opening bracket: just before where its first element would go, or the
    /// bracket white space alone separates from its first element.
    private func openingBracket(of run: ListRun) -> Int? {
        if let insertion = run.emptyInsertion, insertion > 0 { return insertion - 1 }
        guard let first = run.elements.first, let before = previousCode(before: first.range.lowerBound) else { return nil }
        return "([{".utf8.contains(bytes[before]) ? before : nil
    }

    /// Whether the code names the type of the literal whose opening bracket is at `open`: type arguments
    /// (`setOf<String>(`, `Set<String>([`, `<String>{`), or a declaration with a type (`let soft: Set<String> = `).
    private func isTyped(_ open: Int) -> Bool {
        if hasTypeArguments(before: open) { return true }
        guard var index = previousCode(before: open) else { return false }
        // A constructor or macro around the bracket (`Set([`, `setOf(`, `vec![`, `new Set([`).
        if bytes[index] == UInt8(ascii: "("), bytes[open] != UInt8(ascii: "(") {
            if hasTypeArguments(before: index) { return true }
            guard let callee = previousCode(before: index) else { return false }
            index = callee
        }
        if isWordByte(bytes[index]) || bytes[index] == UInt8(ascii: "!") {
            while index >= 0, isWordByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "!") { index -= 1 }
            guard let previous = previousCode(before: index + 1) else { return false }
            index = previous
            if index >= 2, String(decoding: bytes[(index - 2)...index], as: UTF8.self) == "new", let previous = previousCode(before: index - 2) {
                index = previous
            }
        } else if bytes[index] == UInt8(ascii: "&") {
            guard let previous = previousCode(before: index) else { return false }
            index = previous
        }
        // An assignment (`=`, not `==`, `!=`, `<=`, `>=`) whose declaration, on its line, names a type after its name.
        guard bytes[index] == UInt8(ascii: "="), index > 0, !"=!<>".utf8.contains(bytes[index - 1]) else { return false }
        let declaration = bytes[lines.start(ofLine: lines.line(of: index))..<index]
        return declaration.contains(UInt8(ascii: ":"))
    }

    /// Whether type arguments end just before `offset` (`setOf<String>(`), past white space.
    private func hasTypeArguments(before offset: Int) -> Bool {
        guard let index = previousCode(before: offset) else { return false }
        return bytes[index] == UInt8(ascii: ">") && (index == 0 || bytes[index - 1] != UInt8(ascii: "-") && bytes[index - 1] != UInt8(ascii: "="))
    }

    /// The offset of the last byte before `offset` that is not white space, nil at the file's start.
    private func previousCode(before offset: Int) -> Int? {
        var index = offset - 1
        while index >= 0, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D { index -= 1 }
        return index >= 0 ? index : nil
    }

    private func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): return true
        default: return false
        }
    }
}
