import CategoryMapping
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// A program run to its end with `posix_spawn`: an argument vector (never a shell), the working directory and
/// environment of this process, `input` on its standard input, its standard output and error collected.
struct ChildProcess {
    let status: Int32
    let output: [UInt8]
    let error: [UInt8]

    /// Why a program could not be started: the `errno` value `posix_spawn` or `pipe` gave.
    struct StartError: Error {
        let code: Int32
    }

    /// Runs `executable` with `arguments` (not counting the program's own name). The status is the exit
    /// status, or the number of the signal that ended the program. Input is written, and both outputs read, at
    /// the same time, so that no side blocks on a full pipe.
    static func run(_ executable: String, _ arguments: [String], input: [UInt8] = []) throws -> ChildProcess {
        let pipes = try makePipes(3)
        let (stdin, stdout, stderr) = (pipes[0], pipes[1], pipes[2])
        let child: pid_t
        do {
            child = try spawn(executable, arguments, stdin: stdin.read, stdout: stdout.write, stderr: stderr.write)
        } catch {
            for pipe in pipes { close(pipe.read); close(pipe.write) }
            throw error
        }
        close(stdin.read)
        close(stdout.write)
        close(stderr.write)
        let feeding = DispatchGroup(), draining = DispatchGroup()
        feeding.enter()
        DispatchQueue.global().async {
            writeAll(input, to: stdin.write)
            close(stdin.write)
            feeding.leave()
        }
        let errorText = Drained()
        draining.enter()
        DispatchQueue.global().async {
            errorText.bytes = readAll(stderr.read)
            draining.leave()
        }
        let output = readAll(stdout.read)
        draining.wait()
        feeding.wait()
        close(stdout.read)
        close(stderr.read)
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        // The `W…` macros, which Swift does not import: low 7 bits the signal, next byte the exit status.
        let signal = status & 0x7F
        return ChildProcess(status: signal == 0 ? (status >> 8) & 0xFF : signal, output: output, error: errorText.bytes)
    }

    /// The bytes one reader thread collects for another.
    private final class Drained: @unchecked Sendable {
        var bytes: [UInt8] = []
    }

    /// `count` pipes whose ends close in any program this process starts (the child gets copies through
    /// `dup2`); none left open when one cannot be made.
    private static func makePipes(_ count: Int) throws -> [(read: Int32, write: Int32)] {
        var pipes: [(read: Int32, write: Int32)] = []
        for _ in 0..<count {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else {
                let code = errno
                for made in pipes { close(made.read); close(made.write) }
                throw StartError(code: code)
            }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            pipes.append((ends[0], ends[1]))
        }
        return pipes
    }

    /// Starts the program with the three descriptors as its standard streams and every signal at its
    /// default (this process ignores SIGPIPE, which a child must not inherit).
    private static func spawn(_ executable: String, _ arguments: [String], stdin: Int32, stdout: Int32, stderr: Int32) throws -> pid_t {
        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t(), mask = sigset_t()
        sigfillset(&defaults)
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, environ)
        guard result == 0 else { throw StartError(code: result) }
        return child
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, base + offset, buffer.count - offset)
                if count < 0, errno == EINTR { continue }
                // The program closed its input (EPIPE) or the write failed: it gets no more.
                guard count > 0 else { return }
                offset += count
            }
        }
    }

    /// What the pipe holds up to its end; a failed read ends it, as the program's end would.
    private static func readAll(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        _ = FileSystem.readToEnd(descriptor, into: &bytes)
        return bytes
    }
}
