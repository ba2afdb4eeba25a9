import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// Drives the built `audit lsp` over pipes as an editor would: framed JSON-RPC in, framed replies out, each
/// wait bounded so a hang fails the test.
final class LanguageServerEndToEndTests: XCTestCase {
    /// The mappings on disk: `animals.txt` maps cat, which `zoo.txt` (open, with unsaved text) maps too.
    private func workspace() throws -> URL {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write([
            "m/animals.txt": "cat\ndog\n",
            "m/zoo.txt": "dog\n",  // what is on disk; the editor's text replaces it
            "m/.audit.json": #"{"rules": {"missing-label": "off"}}"#,
        ], in: root)
        return root.appendingPathComponent("m")
    }

    private let zooText = "sofaa\ncat\nhorse\nhorse\n"

    func testScriptedSession() throws {
        let directory = try workspace()
        let zoo = directory.appendingPathComponent("zoo.txt").absoluteString
        let animals = directory.appendingPathComponent("animals.txt").absoluteString
        let client = try LanguageClient(test: self)

        let initialize = try client.request("initialize", ["processId": NSNull(), "rootUri": directory.absoluteString, "capabilities": [:]])
        let capabilities = try XCTUnwrap((initialize["result"] as? [String: Any])?["capabilities"] as? [String: Any])
        XCTAssertEqual(capabilities["positionEncoding"] as? String, "utf-16")
        XCTAssertEqual((capabilities["textDocumentSync"] as? [String: Any])?["change"] as? Int, 1)
        XCTAssertEqual(capabilities["hoverProvider"] as? Bool, true)
        XCTAssertNotNil(capabilities["codeActionProvider"])
        XCTAssertNotNil(capabilities["completionProvider"])
        try client.notify("initialized", [:])

        // Diagnostics: the unsaved text is audited with animals.txt from disk, under the directory's .audit.json
        // (missing-label off: no notes for cat's kinds).
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": zoo, "languageId": "plaintext", "version": 1, "text": zooText]])
        let published = try client.diagnostics(for: zoo)
        XCTAssertEqual(published.map(Self.summary), [
            "dead-entry 1 0:0-0:5",
            "conflict 1 1:0-1:3",
            "duplicate 2 3:0-3:5",
        ])
        XCTAssertTrue(published.allSatisfy { $0["source"] as? String == "audit" })
        XCTAssertEqual(published[0]["message"] as? String,
                       "\"sofaa\" is not an identifier of apple-vision-rev1, so it can never match; did you mean \"sofa\"? (1 edit away from sofa)")
        let related = try XCTUnwrap(published[1]["relatedInformation"] as? [[String: Any]])
        XCTAssertEqual(related.count, 1)
        let location = try XCTUnwrap(related[0]["location"] as? [String: Any])
        XCTAssertEqual(location["uri"] as? String, animals)
        XCTAssertEqual(Self.range(location["range"]), "0:0-0:3")

        // Quick fixes: the safe one is preferred, and its edits give the fixed text.
        let deadFixes = try client.codeActions(zoo, line: 0)
        let preferred = deadFixes.filter { $0["isPreferred"] as? Bool == true }
        XCTAssertEqual(preferred.map { $0["title"] as? String }, ["Replace \"sofaa\" with \"sofa\""])
        XCTAssertEqual(preferred.first?["kind"] as? String, "quickfix")
        XCTAssertEqual(try Self.apply(XCTUnwrap(preferred.first), to: zooText, uri: zoo), "sofa\ncat\nhorse\nhorse\n")
        XCTAssertTrue(deadFixes.contains { $0["title"] as? String == "Remove \"sofaa\"" && $0["isPreferred"] == nil })
        let duplicateFix = try XCTUnwrap(client.codeActions(zoo, line: 3).first { $0["isPreferred"] as? Bool == true })
        XCTAssertEqual(try Self.apply(duplicateFix, to: zooText, uri: zoo), "sofaa\ncat\nhorse\n")
        // Keeping the conflicting cat here edits the other file.
        let keepHere = try XCTUnwrap(client.codeActions(zoo, line: 1).first { ($0["title"] as? String)?.contains("keep it in zoo") == true })
        XCTAssertEqual(try Self.apply(keepHere, to: "cat\ndog\n", uri: animals), "dog\n")

        // Hover: `audit explain` for the identifier, and for the dead word.
        let hoverCat = try client.hover(zoo, line: 1, character: 1)
        XCTAssertTrue(hoverCat.contains("cat: feline mammal"), hoverCat)
        XCTAssertTrue(hoverCat.contains("mapped:    animals (animals.txt:1), zoo (zoo.txt:2)"), hoverCat)
        let hoverDead = try client.hover(zoo, line: 0, character: 2)
        XCTAssertTrue(hoverDead.contains("\"sofaa\" is not an identifier of apple-vision-rev1"), hoverDead)
        XCTAssertTrue(hoverDead.contains("sofa  spelling: 1 edit away from sofa"), hoverDead)

        // Completion for "c": identifiers the knowledge table relates to zoo's cat and horse first, the list cut and marked so.
        let completion = try XCTUnwrap(client.request("textDocument/completion", [
            "textDocument": ["uri": zoo], "position": ["line": 1, "character": 1],
        ])["result"] as? [String: Any])
        XCTAssertEqual(completion["isIncomplete"] as? Bool, true)
        let items = try XCTUnwrap(completion["items"] as? [[String: Any]])
        let labels = items.compactMap { $0["label"] as? String }
        XCTAssertEqual(labels.count, LanguageServer.completionLimit)
        XCTAssertTrue(labels.allSatisfy { $0.hasPrefix("c") })
        let vocabulary = Vocabulary.builtin
        let mapped = ["cat", "horse"]
        let relatedHere = Set(mapped.flatMap { identifier in
            vocabulary.children(of: identifier) + (vocabulary.info(identifier)?.parents ?? []).flatMap(vocabulary.children(of:))
        }).subtracting(mapped).filter { $0.hasPrefix("c") }
        XCTAssertGreaterThanOrEqual(relatedHere.count, 2)
        XCTAssertEqual(Set(labels.prefix(relatedHere.count)), relatedHere)
        XCTAssertEqual(labels.dropFirst(relatedHere.count).first, "cabinet", "then the rest in vocabulary order")
        XCTAssertFalse(labels.contains("cat"), "cat is already mapped here")
        let sortTexts = items.compactMap { $0["sortText"] as? String }
        XCTAssertEqual(sortTexts, sortTexts.sorted())

        // Opening animals.txt with text that drops cat republishes zoo.txt too: its conflict is gone.
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": animals, "languageId": "plaintext", "version": 1, "text": "dog\n"]])
        XCTAssertEqual(try client.diagnostics(for: animals).map(Self.summary), [])
        XCTAssertEqual(try client.diagnostics(for: zoo).map(Self.summary), ["dead-entry 1 0:0-0:5", "duplicate 2 3:0-3:5"])
        // A change is audited again; animals.txt, whose diagnostics stay the same, is not published again.
        try client.notify("textDocument/didChange", ["textDocument": ["uri": zoo, "version": 2], "contentChanges": [["text": "sofa\n"]]])
        XCTAssertEqual(try client.diagnostics(for: zoo).map(Self.summary), [])

        // Malformed messages get JSON-RPC errors and the session goes on.
        try client.send(raw: Data("Content-Length: 5\r\n\r\n{bad}".utf8))
        XCTAssertEqual(try Self.error(client.next()), "null -32700")
        try client.send(raw: Data("Content-Length: 3\r\n\r\n[1]".utf8))
        XCTAssertEqual(try Self.error(client.next()), "null -32600")
        try client.send(raw: Data("Content-Length: many\r\n\r\n".utf8))
        XCTAssertEqual(try Self.error(client.next()), "null -32700")
        XCTAssertEqual(try Self.error(client.request("textDocument/definition", ["textDocument": ["uri": zoo]])), "\(client.lastID) -32601")
        let inverted = try client.request("textDocument/codeAction", [
            "textDocument": ["uri": zoo], "range": ["start": ["line": 3, "character": 0], "end": ["line": 0, "character": 0]],
            "context": ["diagnostics": []],
        ])
        XCTAssertEqual((inverted["result"] as? [Any])?.count, 0, "a range that ends before it starts covers nothing")
        try client.notify("$/unknownNotification", [:])  // answered by nothing
        XCTAssertTrue(try client.hover(zoo, line: 0, character: 0).contains("sofa: "))

        let shutdown = try client.request("shutdown", nil)
        XCTAssertTrue(shutdown["result"] is NSNull)
        XCTAssertNil(shutdown["error"])
        try client.notify("exit", nil)
        XCTAssertEqual(try client.waitForExit(), 0)
    }

    func testExitWithoutShutdownIsStatusOne() throws {
        let client = try LanguageClient(test: self)
        XCTAssertEqual(try Self.error(client.request("textDocument/hover", [:])), "\(client.lastID) -32002", "initialize comes first")
        _ = try client.request("initialize", ["capabilities": [:]])
        try client.notify("exit", nil)
        XCTAssertEqual(try client.waitForExit(), 1)
    }

    /// A marked source file is a mapping file too: its unsaved text is audited with the directory's text
    /// lists, and its entries get diagnostics, quick fixes and hovers where they stand in the code.
    func testAMarkedSourceFileIsAudited() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["m/Animals.txt": "cat\n", "m/Labels.swift": "// on disk, replaced by the editor's text\n",
                               "m/.audit.json": #"{"rules": {"missing-label": "off"}}"#], in: root)
        let directory = root.appendingPathComponent("m")
        let labels = directory.appendingPathComponent("Labels.swift").absoluteString
        let text = "// audit:category zoo\nlet zoo: Set<String> = [\"cat\", \"sofaa\"]\n"
        let client = try LanguageClient(test: self)
        _ = try client.request("initialize", ["processId": NSNull(), "rootUri": directory.absoluteString, "capabilities": [:]])
        try client.notify("initialized", [:])
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": labels, "languageId": "swift", "version": 1, "text": text]])
        let published = try client.diagnostics(for: labels)
        // Animals.txt, read from disk, comes first: the conflict is reported at the swift file's cat.
        XCTAssertEqual(published.map(Self.summary), ["conflict 1 1:24-1:28", "dead-entry 1 1:31-1:37"])
        // The cursor on sofaa picks its fixes, not cat's.
        let fix = try XCTUnwrap(client.codeActions(labels, line: 1, character: 33).first { $0["isPreferred"] as? Bool == true })
        XCTAssertEqual(try Self.apply(fix, to: text, uri: labels), "// audit:category zoo\nlet zoo: Set<String> = [\"cat\", \"sofa\"]\n")
        XCTAssertTrue(try client.hover(labels, line: 1, character: 33).contains("\"sofaa\" is not an identifier"))
        // Completion stays with text lists, whose lines are entries.
        let completion = try client.request("textDocument/completion", ["textDocument": ["uri": labels], "position": ["line": 1, "character": 36]])
        XCTAssertEqual(((completion["result"] as? [String: Any])?["items"] as? [Any])?.count, 0)
        _ = try client.request("shutdown", nil)
        try client.notify("exit", nil)
        XCTAssertEqual(try client.waitForExit(), 0)
    }

    func testContentTypeHeaderAndSplitWritesAreRead() throws {
        let client = try LanguageClient(test: self)
        let body = Data(#"{"jsonrpc":"2.0","id":"a","method":"initialize","params":{"capabilities":{}}}"#.utf8)
        let framed = Data("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: \(body.count)\r\n\r\n".utf8) + body
        try client.send(raw: framed.prefix(10))
        Thread.sleep(forTimeInterval: 0.05)
        try client.send(raw: framed.dropFirst(10))
        let reply = try client.next()
        XCTAssertEqual(reply["id"] as? String, "a")
        XCTAssertNotNil(reply["result"])
        _ = try client.request("shutdown", nil)
        try client.notify("exit", nil)
        XCTAssertEqual(try client.waitForExit(), 0)
        XCTAssertEqual(client.strayOutput, "", "only protocol on standard output")
    }

    // MARK: Helpers

    private static func range(_ json: Any?) -> String {
        guard let range = json as? [String: Any], let start = range["start"] as? [String: Any], let end = range["end"] as? [String: Any] else {
            return "?"
        }
        return "\(start["line"] ?? "?"):\(start["character"] ?? "?")-\(end["line"] ?? "?"):\(end["character"] ?? "?")"
    }

    private static func summary(_ diagnostic: [String: Any]) -> String {
        "\(diagnostic["code"] ?? "?") \(diagnostic["severity"] ?? "?") \(range(diagnostic["range"]))"
    }

    private static func error(_ message: [String: Any]) -> String {
        let id = message["id"].map { $0 is NSNull ? "null" : "\($0)" } ?? "missing"
        return "\(id) \((message["error"] as? [String: Any])?["code"] ?? "none")"
    }

    /// `text` after the code action's edits to `uri`, applied as an editor does (UTF-16 positions, last edit first).
    private static func apply(_ action: [String: Any], to text: String, uri: String) throws -> String {
        let changes = try XCTUnwrap((action["edit"] as? [String: Any])?["changes"] as? [String: Any])
        let edits = try XCTUnwrap(changes[uri] as? [[String: Any]])
        var units = Array(text.utf16)
        func offset(_ position: Any?) throws -> Int {
            let position = try XCTUnwrap(position as? [String: Any])
            let line = try XCTUnwrap(position["line"] as? Int), character = try XCTUnwrap(position["character"] as? Int)
            var start = 0
            for _ in 0..<line { start = try XCTUnwrap(units[start...].firstIndex(of: 0x0A)) + 1 }
            return start + character
        }
        let resolved = try edits.map { edit -> (Int, Int, String) in
            let range = try XCTUnwrap(edit["range"] as? [String: Any])
            return (try offset(range["start"]), try offset(range["end"]), try XCTUnwrap(edit["newText"] as? String))
        }
        for (start, end, newText) in resolved.sorted(by: { $0.0 > $1.0 }) { units.replaceSubrange(start..<end, with: Array(newText.utf16)) }
        return String(decoding: units, as: UTF16.self)
    }
}

/// A scripted LSP client over the pipes of a spawned `audit lsp`. Its reader thread and the test share what
/// has been received only under `lock`.
private final class LanguageClient: @unchecked Sendable {
    static let timeout: TimeInterval = 30

    private let process = Process()
    private let input = Pipe(), output = Pipe(), errors = Pipe()
    private let lock = NSCondition()
    private var received = Data()
    private var closed = false
    private(set) var lastID = 0
    /// Messages read but not yet asked for.
    private var pending: [[String: Any]] = []

    init(test: XCTestCase) throws {
        process.executableURL = TestSupport.productsDirectory.appendingPathComponent("audit")
        process.arguments = ["lsp"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let handle = output.fileHandleForReading
        Thread.detachNewThread { [self] in
            while true {
                let data = handle.availableData
                lock.lock()
                if data.isEmpty { closed = true } else { received.append(data) }
                lock.broadcast()
                lock.unlock()
                if data.isEmpty { return }
            }
        }
        test.addTeardownBlock { [process] in
            if process.isRunning { process.terminate() }
        }
    }

    func send(raw: Data) throws {
        try input.fileHandleForWriting.write(contentsOf: raw)
    }

    func send(_ message: [String: Any]) throws {
        let body = try JSONSerialization.data(withJSONObject: message)
        try send(raw: Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    func notify(_ method: String, _ params: [String: Any]?) throws {
        var message: [String: Any] = ["jsonrpc": "2.0", "method": method]
        if let params { message["params"] = params }
        try send(message)
    }

    /// Sends a request and returns its response (notifications that arrive first are kept for later).
    func request(_ method: String, _ params: [String: Any]?) throws -> [String: Any] {
        lastID += 1
        var message: [String: Any] = ["jsonrpc": "2.0", "id": lastID, "method": method]
        if let params { message["params"] = params }
        try send(message)
        return try next { ($0["id"] as? Int) == self.lastID && $0["method"] == nil }
    }

    /// The next `publishDiagnostics` for `uri`.
    func diagnostics(for uri: String) throws -> [[String: Any]] {
        let message = try next { $0["method"] as? String == "textDocument/publishDiagnostics"
            && ($0["params"] as? [String: Any])?["uri"] as? String == uri }
        return try XCTUnwrap((message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]])
    }

    func codeActions(_ uri: String, line: Int, character: Int = 0) throws -> [[String: Any]] {
        let response = try request("textDocument/codeAction", [
            "textDocument": ["uri": uri],
            "range": ["start": ["line": line, "character": character], "end": ["line": line, "character": character]],
            "context": ["diagnostics": []],
        ])
        return try XCTUnwrap(response["result"] as? [[String: Any]])
    }

    func hover(_ uri: String, line: Int, character: Int) throws -> String {
        let response = try request("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": line, "character": character]])
        let contents = try XCTUnwrap((response["result"] as? [String: Any])?["contents"] as? [String: Any])
        XCTAssertEqual(contents["kind"] as? String, "markdown")
        return try XCTUnwrap(contents["value"] as? String)
    }

    /// The next message matching `accept`; the ones passed over stay pending in order.
    func next(where accept: ([String: Any]) -> Bool = { _ in true }) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(Self.timeout)
        while true {
            if let index = pending.firstIndex(where: accept) { return pending.remove(at: index) }
            pending.append(try readMessage(until: deadline))
        }
    }

    /// Bytes on standard output that are not a complete message.
    var strayOutput: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: received, as: UTF8.self)
    }

    private func readMessage(until deadline: Date) throws -> [String: Any] {
        lock.lock()
        defer { lock.unlock() }
        while true {
            if let separator = received.range(of: Data("\r\n\r\n".utf8)) {
                let header = String(decoding: received[..<separator.lowerBound], as: UTF8.self)
                guard header.hasPrefix("Content-Length: "), let length = Int(header.dropFirst("Content-Length: ".count)) else {
                    throw Failure("the server wrote something that is not a message header: \(header)")
                }
                if received.count - separator.upperBound >= length {
                    let body = received[separator.upperBound..<(separator.upperBound + length)]
                    received = Data(received[(separator.upperBound + length)...])
                    guard let message = try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] else {
                        throw Failure("a message that is not an object")
                    }
                    return message
                }
            }
            if closed { throw Failure("the server closed its output; pending: \(String(decoding: received, as: UTF8.self))") }
            guard lock.wait(until: deadline) else {
                process.terminate()
                throw Failure("no message from the server within \(Self.timeout) s")
            }
        }
    }

    /// Closes the server's input and waits for it to end; its exit status.
    func waitForExit() throws -> Int32 {
        try? input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(Self.timeout)
        while process.isRunning {
            guard Date() < deadline else {
                process.terminate()
                throw Failure("the server did not exit within \(Self.timeout) s")
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return process.terminationStatus
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
