import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// The server in process, over a directory of small lists: what a change publishes, what it reads again, and
/// what one large or unreadable document costs.
final class LanguageServerUpdateTests: XCTestCase {
    private var written = ""
    private var server: LanguageServer!
    private var directory: URL!

    override func setUpWithError() throws {
        let root = try TestSupport.temporaryDirectory(self)
        directory = root.appendingPathComponent("m")
        try TestSupport.write(["m/.audit.json": #"{"rules": {"missing-label": "off"}}"#], in: root)
        written = ""
        server = LanguageServer(write: { [unowned self] in written += $0 }, log: { _ in })
        send(["jsonrpc": "2.0", "id": 0, "method": "initialize", "params": [:] as [String: Any]])
        _ = take()
    }

    private func uri(_ name: String) -> String { directory.appendingPathComponent(name).absoluteString }

    private func send(_ message: [String: Any]) {
        // The writer the server answers with: the tests read their messages back with the server's own reader.
        server.receive(MessageFraming.frame(try! CompactJSONWriter.data(message)))
    }

    private func open(_ name: String, _ text: String) {
        send(["jsonrpc": "2.0", "method": "textDocument/didOpen",
              "params": ["textDocument": ["uri": uri(name), "languageId": "plaintext", "version": 1, "text": text] as [String: Any]]])
    }

    private func change(_ name: String, _ text: String) {
        send(["jsonrpc": "2.0", "method": "textDocument/didChange",
              "params": ["textDocument": ["uri": uri(name), "version": 2] as [String: Any], "contentChanges": [["text": text]]]])
    }

    /// The messages written since the last call.
    private func take() -> [[String: Any]] {
        var reader = MessageFraming.Reader()
        reader.append(Data(written.utf8))
        written = ""
        var messages: [[String: Any]] = []
        while let frame = reader.next() {
            guard case .body(let body) = frame, let message = (try? JSONReader.read(body))?.plain as? [String: Any] else {
                XCTFail("not a message")
                continue
            }
            messages.append(message)
        }
        return messages
    }

    /// The documents published since the last call, by file name, with their diagnostics' codes.
    private func published() -> [String: [String]] {
        var result: [String: [String]] = [:]
        for message in take() where message["method"] as? String == "textDocument/publishDiagnostics" {
            let params = message["params"] as? [String: Any]
            let name = PathText.lastComponent((params?["uri"] as? String) ?? "?")
            result[name] = ((params?["diagnostics"] as? [[String: Any]]) ?? []).map { ($0["code"] as? String) ?? "?" }
        }
        return result
    }

    func testAChangeRepublishesOnlyTheDocumentsWhoseDiagnosticsChanged() {
        open("a.txt", "cat\n")
        XCTAssertEqual(published(), ["a.txt": []])
        open("b.txt", "dog\n")
        open("c.txt", "sofa\n")
        XCTAssertEqual(published(), ["b.txt": [], "c.txt": []], "opening b and c changes nothing for a")
        change("a.txt", "cat\nsofaa\n")
        XCTAssertEqual(published(), ["a.txt": ["dead-entry"]])
        // dog mapped to a too: a's dead entry is gone, the conflict is reported in b (the later file), nothing new for c.
        change("a.txt", "cat\ndog\n")
        XCTAssertEqual(published(), ["a.txt": [], "b.txt": ["conflict"]])
        change("a.txt", "cat\ndog\n")
        XCTAssertEqual(published(), [:], "the same text again publishes nothing")
        send(["jsonrpc": "2.0", "method": "textDocument/didClose", "params": ["textDocument": ["uri": uri("a.txt")]]])
        XCTAssertEqual(published(), ["b.txt": []], "a, closed, is not on disk: b's conflict is gone")
    }

    func testFilesOnDiskAndTheConfigurationAreReadAgainWhenTheyChange() throws {
        try TestSupport.write(["disk.txt": "cat\n"], in: directory)
        open("z.txt", "horse\n")
        XCTAssertEqual(published(), ["z.txt": []])
        try TestSupport.write(["disk.txt": "cat\nhorse\n"], in: directory)
        change("z.txt", "horse\n\n")
        XCTAssertEqual(published(), ["z.txt": ["conflict"]], "disk.txt as it is now")
        try TestSupport.write([".audit.json": #"{"rules": {"missing-label": "off", "conflict": "off"}}"#], in: directory)
        change("z.txt", "horse\n")
        XCTAssertEqual(published(), ["z.txt": []], "the new .audit.json turns conflicts off")
    }

    func testRelatedInformationIsCapped() {
        // cat in 30 categories: the last file opened has the conflict, citing the 29 others.
        for index in 10..<40 { open("c\(index).txt", "cat\n") }
        let message = take().last { ($0["params"] as? [String: Any])?["uri"] as? String == uri("c39.txt") }
        let diagnostics = (message?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
        let conflict = diagnostics?.first { $0["code"] as? String == "conflict" }
        XCTAssertEqual((conflict?["relatedInformation"] as? [Any])?.count, DirectoryAnalysis.relatedInformationLimit)
    }

    /// Every line a finding (a duplicate of the first): each finding finds its entry by line, not by a pass over
    /// the document.
    func testADocumentWhoseEveryLineIsAFindingIsPublishedWhole() {
        open("big.txt", "")
        _ = take()
        change("big.txt", String(repeating: "sofa\n", count: 24_000))
        XCTAssertEqual(published()["big.txt"], Array(repeating: "duplicate", count: 23_999))
    }

    func testAnUnreadableDocumentGetsADiagnosticAndTheServerGoesOn() {
        open("Labels.swift", "// audit:category soft\nlet soft = [\"sofa\",\n")
        let diagnostics = take().compactMap { ($0["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] }.first
        XCTAssertEqual(diagnostics?.map { $0["code"] as? String }, ["input-error"])
        XCTAssertEqual(diagnostics?.first?["message"] as? String, "Labels.swift:1: the list after audit:category is not closed")
        open("a.txt", "sofaa\n")
        XCTAssertEqual(published(), ["a.txt": ["dead-entry"]])
        send(["jsonrpc": "2.0", "id": 1, "method": "shutdown"])
        send(["jsonrpc": "2.0", "method": "exit"])
        XCTAssertEqual(server.exitStatus, 0)
    }
}
