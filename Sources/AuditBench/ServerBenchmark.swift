import Foundation
import TaxonomyAudit

/// The language server measured in-process: one `didChange` among many open documents of one directory, from
/// the message to the diagnostics it writes.
package enum ServerBenchmark {
    static let documents = 100
    /// Each document's text: a dead entry, and an identifier every other document maps too (so every
    /// document has a conflict with every other one).
    static let text = "Sofas\npillow\n"
    static let target = 0.050

    /// One edit with `documents` open: the first document's text changes in every call, alternately gaining
    /// and losing a misspelled line (a diagnostic to publish); the open documents are in `directory`, which is
    /// made for the case.
    package static func run(in directory: URL) throws -> LibraryBenchmark.Result {
        let folder = directory.appendingPathComponent("server-\(documents)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var written = 0
        let server = LanguageServer(write: { written += $0.utf8.count }, log: { _ in })
        func send(_ message: [String: Any]) throws {
            server.receive(MessageFraming.frame(try JSONSerialization.data(withJSONObject: message)))
        }
        func uri(_ index: Int) -> String { folder.appendingPathComponent(String(format: "c%04d.txt", index)).absoluteString }
        try send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [String: Any]()])
        for index in 0..<documents {
            try send(["jsonrpc": "2.0", "method": "textDocument/didOpen",
                      "params": ["textDocument": ["uri": uri(index), "languageId": "plaintext", "version": 1, "text": text]]])
        }
        written = 0
        let result = try LibraryBenchmark.measure("language server: one edit with \(documents) open documents", samples: 21, batch: 1,
                                                  target: target) { call in
            try send(["jsonrpc": "2.0", "method": "textDocument/didChange",
                      "params": ["textDocument": ["uri": uri(0), "version": call + 2],
                                 "contentChanges": [["text": call % 2 == 0 ? text + "sofaa\n" : text]]]])
        }
        guard written > 0 else { throw ProcessMeasurement.Failure(description: "the edits published nothing: the case measures nothing") }
        try send(["jsonrpc": "2.0", "id": 2, "method": "shutdown"])
        try send(["jsonrpc": "2.0", "method": "exit"])
        return result
    }
}
