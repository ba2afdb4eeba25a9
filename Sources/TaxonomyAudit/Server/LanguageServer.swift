#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `audit lsp`: a language server for mapping files over JSON-RPC. It publishes each open mapping file's
/// findings as diagnostics (again whenever a change in its directory changes them), offers their fixes
/// as quick fixes, explains the entry under the cursor on hover and completes identifiers. A mapping file is
/// one a directory means: a `*.txt` list or a source file with marked lists (`MappingFormat.listed`);
/// completion is offered in text lists.
///
/// Only protocol goes to `write`; anything for people goes to `log` (standard error).
package final class LanguageServer {
    /// Completion lists are cut at this many items (and marked incomplete).
    static let completionLimit = 100

    private let write: (String) -> Void
    private let log: (String) -> Void
    private var reader = MessageFraming.Reader()
    private var initialized = false
    private var shuttingDown = false
    /// Open documents by URI.
    private var documents: [String: Document] = [:]
    /// The latest analysis of each directory with an open document.
    private var analyses: [String: DirectoryAnalysis] = [:]
    /// What the analyses of each such directory reuse.
    private var caches: [String: DirectoryCache] = [:]
    /// The diagnostics last sent for each open document: the same ones are not sent again.
    private var published: [String: [Diagnostic]] = [:]
    /// The exit status once `exit` arrived: 0 after `shutdown`, else 1.
    package private(set) var exitStatus: Int32?

    private struct Document {
        let path: String
        var text: String
        var directory: String { PathText.deletingLastComponent(path) }
        var name: String { PathText.lastComponent(path) }
        /// A file a directory of mappings means: a text list, or a source file that may hold marked lists.
        var isMapping: Bool { MappingFormat.listed(name) != nil }
        var isTextList: Bool { MappingFormat.listed(name) == .text }
    }

    package init(write: @escaping (String) -> Void, log: @escaping (String) -> Void) {
        self.write = write
        self.log = log
    }

    /// Reads standard input until `exit` or end of input; returns the exit status (1 unless `shutdown` came first).
    func run(input: Int32) -> Int32 {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while exitStatus == nil {
            let count = read(input, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            receive(Data(buffer[0..<count]))
        }
        return exitStatus ?? (shuttingDown ? 0 : 1)
    }

    /// Handles every complete message in `data` (and what came before it).
    package func receive(_ data: Data) {
        reader.append(data)
        while exitStatus == nil, let frame = reader.next() {
            switch frame {
            case .badHeader(let reason):
                log("audit lsp: \(reason)\n")
                respond(error: RPCFailure(id: nil, code: .parseError, message: "bad message header: \(reason)"))
            case .body(let body):
                switch RPCMessage.parse(body) {
                case .success(let message): handle(message)
                case .failure(let failure): respond(error: failure)
                }
            }
        }
    }

    // MARK: Dispatch

    private func handle(_ message: RPCMessage) {
        guard let method = message.method else { return }  // a response to a request the server never sends
        let id = message.id
        if method == "exit" {
            exitStatus = shuttingDown ? 0 : 1
            return
        }
        guard let id else {
            if initialized && !shuttingDown { notify(method, message.params) }
            return
        }
        if method == "initialize" {
            guard !initialized else {
                return respond(error: RPCFailure(id: id, code: .invalidRequest, message: "initialize was already received"))
            }
            initialized = true
            return respond(id: id, result: Self.initializeResult)
        }
        guard initialized else {
            return respond(error: RPCFailure(id: id, code: .serverNotInitialized, message: "initialize must come first"))
        }
        guard !shuttingDown else {
            return respond(error: RPCFailure(id: id, code: .invalidRequest, message: "the server is shutting down"))
        }
        switch method {
        case "shutdown":
            shuttingDown = true
            respond(id: id, result: JSONInput.null)
        case "textDocument/codeAction": respond(id: id, result: codeActions(message.params))
        case "textDocument/hover": respond(id: id, result: hover(message.params))
        case "textDocument/completion": respond(id: id, result: completion(message.params))
        default:
            respond(error: RPCFailure(id: id, code: .methodNotFound, message: "no method `\(method)`"))
        }
    }

    private static var initializeResult: [String: Any] {
        [
            "capabilities": [
                "positionEncoding": "utf-16",
                "textDocumentSync": ["openClose": true, "change": 1, "save": ["includeText": false]],
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
                "hoverProvider": true,
                "completionProvider": ["resolveProvider": false, "triggerCharacters": ["_"]],
            ] as [String: Any],
            "serverInfo": ["name": "audit", "version": AuditCommand.version],
        ]
    }

    private func notify(_ method: String, _ params: [String: Any]) {
        let textDocument = params["textDocument"] as? [String: Any]
        guard let uri = textDocument?["uri"] as? String else { return }
        switch method {
        case "textDocument/didOpen":
            guard let path = Self.path(ofURI: uri), let text = textDocument?["text"] as? String else { return }
            documents[uri] = Document(path: path, text: text)
            published[uri] = nil
            analyze(documents[uri]?.directory)
        case "textDocument/didChange":
            guard documents[uri] != nil, let changes = params["contentChanges"] as? [[String: Any]],
                  let text = changes.last?["text"] as? String else { return }
            documents[uri]?.text = text
            analyze(documents[uri]?.directory)
        case "textDocument/didSave":
            // What was saved may be a file the settings read (a vocabulary).
            guard let directory = documents[uri]?.directory else { return }
            caches[directory]?.forgetSettings()
            analyze(directory)
        case "textDocument/didClose":
            guard let document = documents.removeValue(forKey: uri) else { return }
            publish(uri: uri, diagnostics: [])
            published[uri] = nil
            analyze(document.directory)
        default:
            break
        }
    }

    // MARK: Diagnostics

    /// Audits `directory` as the editor sees it and publishes the diagnostics of each open mapping file there
    /// whose diagnostics changed.
    private func analyze(_ directory: String?) {
        guard let directory else { return }
        let open = documents.filter { $0.value.directory == directory && $0.value.isMapping }
        guard !open.isEmpty else {
            analyses[directory] = nil
            caches[directory] = nil
            return
        }
        let cache = caches[directory] ?? DirectoryCache()
        caches[directory] = cache
        let analysis = DirectoryAnalysis.run(directory: directory,
                                             documents: Dictionary(open.map { ($0.value.name, $0.value.text) }) { first, _ in first },
                                             cache: cache)
        analyses[directory] = analysis
        let uris = Dictionary(open.map { ($0.value.name, $0.key) }) { first, _ in first }
        for (uri, document) in open.sorted(by: { $0.key < $1.key }) {
            publish(uri: uri, diagnostics: analysis.diagnostics(of: document.name) {
                uris[$0] ?? Self.fileURI(PathText.appending(directory, $0))
            })
        }
    }

    /// Sends the document's diagnostics unless they are the ones last sent for it.
    private func publish(uri: String, diagnostics: [Diagnostic]) {
        guard published[uri] != diagnostics else { return }
        published[uri] = diagnostics
        send(["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
              "params": ["uri": uri, "diagnostics": diagnostics.map(\.json)] as [String: Any]])
    }

    /// The URI of the file `name` of `directory`: the open document's own, else a `file://` URI.
    private func uri(of name: String, in directory: String) -> String {
        if let open = documents.first(where: { $0.value.directory == directory && $0.value.name == name }) { return open.key }
        return Self.fileURI(PathText.appending(directory, name))
    }

    private static func fileURI(_ path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }

    static func path(ofURI uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.path
    }

    /// The open mapping document of a request's `textDocument`, with its directory's analysis and file.
    private func target(_ params: [String: Any]) -> (document: Document, analysis: DirectoryAnalysis, file: (any MappingSource)?)? {
        guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String, let document = documents[uri],
              document.isMapping, let analysis = analyses[document.directory] else { return nil }
        return (document, analysis, analysis.files[document.name])
    }

    // MARK: Code actions

    private func codeActions(_ params: [String: Any]) -> Any {
        guard let (document, analysis, file) = target(params), let context = analysis.context,
              let range = params["range"] as? [String: Any],
              let start = TextPosition(json: range["start"]), let end = TextPosition(json: range["end"]) else { return [Any]() }
        var actions: [[String: Any]] = []
        let findings = analysis.findings.filter { finding in
            let line = (finding.line ?? 1) - 1
            return finding.path == document.name && line >= start.line && line <= end.line
                && file.map { Self.concerns(finding, from: start, to: end, in: $0) } != false
        }
        guard !findings.isEmpty else { return actions }
        // The diagnostics as published (computed once), so each action names the diagnostic it fixes.
        let diagnostics = analysis.diagnostics(of: document.name) { self.uri(of: $0, in: document.directory) }
        for finding in findings {
            let diagnostic = diagnostics.first {
                $0.code == finding.rule.rawValue && $0.message == finding.message && $0.range.start.line == (finding.line ?? 1) - 1
            }
            for fix in QuickFixes.fixes(for: finding, in: context) {
                var changes: [String: Any] = [:]
                for plan in fix.plans {
                    guard let planned = context.source(at: plan.path),
                          let edit = TextPositions.edit(from: String(decoding: planned.text.data, as: UTF8.self),
                                                        to: planned.rendering(plan.edits)) else { continue }
                    changes[uri(of: plan.path, in: document.directory)] = [["range": edit.range.json, "newText": edit.newText]]
                }
                guard !changes.isEmpty else { continue }
                var action: [String: Any] = ["title": fix.title, "kind": "quickfix", "edit": ["changes": changes]]
                if fix.isSafe { action["isPreferred"] = true }
                if let diagnostic { action["diagnostics"] = [diagnostic.json] }
                actions.append(action)
            }
        }
        return actions
    }

    // MARK: Hover

    private func hover(_ params: [String: Any]) -> Any {
        guard let (_, analysis, file) = target(params), let file, let context = analysis.context,
              let position = TextPosition(json: params["position"]),
              let entry = Self.entry(at: position, in: file) else { return JSONInput.null }
        let explanation = Explanation.explain(entry.text, in: context)
        return ["contents": ["kind": "markdown", "value": Self.fenced(explanation.text)],
                "range": DirectoryAnalysis.range(line: entry.line, column: entry.column, in: file).json] as [String: Any]
    }

    /// The entry under `position`: of the entries on its line, the last that starts at or before it (else the first).
    static func entry(at position: TextPosition, in file: any MappingSource) -> MappingEntry? {
        let onLine = file.entries.filter { $0.line == position.line + 1 }
        guard position.line < file.text.lines.count else { return onLine.first }
        let text = file.text.lines[position.line].text
        let bom = position.line == 0 && file.text.hasByteOrderMark
        return onLine.last { TextPositions.utf16Offset(ofColumn: $0.column, in: text, byteOrderMark: bom) <= position.character }
            ?? onLine.first
    }

    /// Whether `finding` is about the entry a range on one line points to, where that line holds several
    /// entries; true for any other finding or range.
    static func concerns(_ finding: Finding, from start: TextPosition, to end: TextPosition, in file: any MappingSource) -> Bool {
        guard start.line == end.line, let line = finding.line, let column = finding.column else { return true }
        let onLine = file.entries.filter { $0.line == line }
        guard onLine.count > 1 else { return true }
        return entry(at: start, in: file) == onLine.last { $0.column <= column }
    }

    /// `text` as a Markdown code block, its fence longer than any run of backticks inside it.
    static func fenced(_ text: String) -> String {
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return "\(fence)text\n\(text.hasSuffix("\n") ? text : text + "\n")\(fence)"
    }

    // MARK: Completion

    private func completion(_ params: [String: Any]) -> Any {
        guard let (document, analysis, _) = target(params), document.isTextList, let position = TextPosition(json: params["position"]) else {
            return ["isIncomplete": false, "items": [Any]()] as [String: Any]
        }
        let lines = document.text.components(separatedBy: "\n")
        guard position.line < lines.count else { return ["isIncomplete": false, "items": [Any]()] as [String: Any] }
        var line = lines[position.line]
        if line.hasSuffix("\r") { line.removeLast() }
        let before = TextPositions.prefix(of: line, before: position.character)
        let completion = IdentifierCompletion(vocabulary: analysis.vocabulary, context: analysis.context,
                                              category: MappingFile.category(ofPath: document.name))
        guard let typed = IdentifierCompletion.typed(before) else { return ["isIncomplete": false, "items": [Any]()] as [String: Any] }
        let (candidates, isIncomplete) = completion.candidates(for: String(typed), limit: Self.completionLimit)
        let start = TextPosition(line: position.line, character: before.utf16.count - typed.utf16.count)
        let end = TextPosition(line: position.line, character: before.utf16.count)
        let items: [[String: Any]] = candidates.enumerated().map { index, candidate in
            var item: [String: Any] = [
                "label": candidate.identifier, "kind": 12,
                "sortText": Self.sortText(isRelated: candidate.isRelated, index: index),
                "filterText": candidate.identifier,
                "textEdit": ["range": TextRange(start: start, end: end).json, "newText": candidate.identifier],
            ]
            if !candidate.gloss.isEmpty { item["detail"] = candidate.gloss }
            return item
        }
        return ["isIncomplete": isIncomplete, "items": items] as [String: Any]
    }

    /// Related identifiers first, then in the order given: `0` or `1` and the index in five digits (`000042`).
    static func sortText(isRelated: Bool, index: Int) -> String {
        let digits = String(index)
        return (isRelated ? "0" : "1") + String(repeating: "0", count: max(0, 5 - digits.count)) + digits
    }

    // MARK: Output

    private func respond(id: Any, result: Any) {
        send(["jsonrpc": "2.0", "id": id, "result": result])
    }

    private func respond(error: RPCFailure) {
        send(["jsonrpc": "2.0", "id": error.id ?? JSONInput.null,
              "error": ["code": error.code.rawValue, "message": error.message] as [String: Any]])
    }

    private func send(_ message: [String: Any]) {
        do {
            let body = try CompactJSONWriter.data(message)
            write(String(decoding: MessageFraming.frame(body), as: UTF8.self))
        } catch {
            log("audit lsp: cannot encode a message: \(error)\n")
        }
    }
}
