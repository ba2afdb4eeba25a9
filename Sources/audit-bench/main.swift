// `make bench`: measures the release `audit` binary and writes docs/benchmarks.md.
//
//   audit-bench [--audit PATH] [--output FILE]   (run from the repository root)
//   audit-bench --inputs DIR                     only write the generated inputs to DIR and list the
//                                                cases' command lines, e.g. to profile one of them
//   audit-bench --library                        only measure the CategoryMapping library in-process
//   audit-bench --server                         only measure the language server in-process
import AuditBench
import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("audit-bench: \(message)\n".utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == MeasureCommand.name {
    exit(MeasureCommand.main(Array(arguments.dropFirst())))
}
// `audit-bench --library`: only the in-process CategoryMapping cases, printed, nothing written.
if arguments == ["--library"] {
    do {
        print(LibraryBenchmark.table(try LibraryBenchmark.run()), terminator: "")
        exit(0)
    } catch {
        fail("\(error)")
    }
}
// `audit-bench --server`: only the in-process language-server case, printed, nothing written.
if arguments == ["--server"] {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("audit-bench-\(getpid())")
    let result = Result { try ServerBenchmark.run(in: directory) }
    try? FileManager.default.removeItem(at: directory)
    do {
        print(LibraryBenchmark.table([try result.get()]), terminator: "")
        exit(0)
    } catch {
        fail("\(error)")
    }
}
var options = ["--audit": ".build/release/audit", "--output": "docs/benchmarks.md"]
while !arguments.isEmpty {
    let option = arguments.removeFirst()
    guard ["--audit", "--output", "--inputs"].contains(option), !arguments.isEmpty else {
        fail("usage: audit-bench [--audit PATH] [--output FILE] | --inputs DIR")
    }
    options[option] = arguments.removeFirst()
}
let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let auditPath = URL(fileURLWithPath: options["--audit"]!, relativeTo: cwd).standardizedFileURL.path
guard FileManager.default.isExecutableFile(atPath: auditPath) else { fail("no audit binary at \(auditPath); run `make bench`") }
guard let harness = Bundle.main.executablePath else { fail("cannot find its own executable") }

let keep = options["--inputs"].map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL }
let directory = keep ?? FileManager.default.temporaryDirectory.appendingPathComponent("audit-bench-\(getpid())")
do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let benchmark = Benchmark(audit: auditPath, harness: harness, directory: directory)
    if keep != nil {
        for benchCase in try benchmark.writeInputs().cases {
            let command = ([benchCase.executable ?? auditPath] + benchCase.arguments).joined(separator: " ")
            print("\(benchCase.name): \(benchCase.directory.map { "cd \($0) && " } ?? "")\(command)")
        }
        exit(0)
    }
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try benchmark.run { print($0) }
    print("\n" + run.resultsTable + "\n" + LibraryBenchmark.table(run.library) + "\n" + run.targetsTable)
    try Data(run.markdown.utf8).write(to: URL(fileURLWithPath: options["--output"]!))
    print("Wrote \(options["--output"]!)")
} catch {
    fail("\(error)")
}
