import Foundation

/// The `--base` rename cases: a git repository whose last commit holds `count` mapping files, and whose
/// working tree holds the same files renamed, each with one entry changed, so that every removed file
/// must be paired with the added file that shares most of its entries; with the vocabulary they use.
package enum RenameInputs {
    /// File name and text of the files at the commit (`before`) and in the working tree (`after`).
    package struct Files: Sendable {
        package let before: [(name: String, text: String)]
        package let after: [(name: String, text: String)]
    }

    /// `count` files of `entries` identifiers each, no identifier in two files (so that the audit finds no
    /// conflicts and the cost measured is the comparison's); the renamed file `i` keeps all but the last
    /// entry of file `i` and replaces it with another identifier. Needs `count × (entries + 1)` identifiers.
    package static func files(count: Int, entries: Int, identifiers: [String]) -> Files {
        precondition(identifiers.count >= count * (entries + 1), "not enough identifiers")
        var before: [(String, String)] = [], after: [(String, String)] = []
        for number in 0..<count {
            let own = identifiers[(number * (entries + 1))..<((number + 1) * (entries + 1))]
            let kept = own.prefix(entries - 1)
            before.append(("list-\(number).txt", (kept + [own[own.startIndex + entries - 1]]).map { $0 + "\n" }.joined()))
            after.append(("renamed-\(number).txt", (kept + [own[own.startIndex + entries]]).map { $0 + "\n" }.joined()))
        }
        return Files(before: before, after: after)
    }

    /// Writes `files` into a new git repository at `directory`: `before` committed under `lists/`, then
    /// replaced in the working tree by `after`; `vocabulary`, when given, goes to `vocabulary.txt`, not committed.
    static func writeRepository(_ files: Files, vocabulary: [String]?, at directory: URL) throws {
        let lists = directory.appendingPathComponent("lists")
        try FileManager.default.createDirectory(at: lists, withIntermediateDirectories: true)
        if let vocabulary {
            try Data(vocabulary.map { $0 + "\n" }.joined().utf8).write(to: directory.appendingPathComponent("vocabulary.txt"))
        }
        for file in files.before { try Data(file.text.utf8).write(to: lists.appendingPathComponent(file.name)) }
        try git(["init", "--quiet"], in: directory)
        try git(["add", "lists"], in: directory)
        try git(["-c", "user.name=audit-bench", "-c", "user.email=audit-bench@localhost", "commit", "--quiet",
                 "--no-gpg-sign", "-m", "lists"], in: directory)
        for file in files.before { try FileManager.default.removeItem(at: lists.appendingPathComponent(file.name)) }
        for file in files.after { try Data(file.text.utf8).write(to: lists.appendingPathComponent(file.name)) }
    }

    private static func git(_ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ProcessMeasurement.Failure(description: "git \(arguments.joined(separator: " ")) failed in \(directory.path)")
        }
    }
}
