import Foundation
import YTCore

#if canImport(Glibc)
    import Glibc
#endif

/// A program started as system(3) starts one: in ytclone's own process group, so that Ctrl-C and
/// Ctrl-\ typed at the terminal reach it (Foundation's `Process` puts a child in a group of its
/// own, where the terminal's keys never arrive), with an argv and an environment, never a shell.
///
/// No descriptor of ytclone's but its three streams (the database, the cache) is left open in it.
/// `watch` and the browser start players with it, `download` yt-dlp.
struct ForegroundChild: Sendable {
    let pid: pid_t
    /// The read end of the pipe the child writes to (`Streams.piped`).
    let output: FileHandle?

    /// Where the child's stdout and stderr go.
    enum Streams: Sendable {
        /// ytclone's own: the child has the terminal.
        case shared
        /// One pipe that `output` reads; stdin is /dev/null.
        case piped
        /// /dev/null (xdg-open may print over a full-screen view after it started the browser).
        case discarded
    }

    /// Starts `executable` with `arguments`. A program just written (a player being upgraded, a
    /// test's script) can be busy for a moment while a process forked elsewhere still holds it
    /// open (ETXTBSY): tried again then, a few times.
    ///
    /// - Throws: `CLIError.missingProgram` when it cannot be started.
    static func start(_ executable: URL, _ arguments: [String], environment: [String: String],
                      streams: Streams) throws -> ForegroundChild {
        for attempt in 0..<20 {
            do {
                return try spawn(executable, arguments, environment: environment, streams: streams)
            } catch SpawnFailure.busy where attempt < 19 {
                usleep(50_000)
            } catch is SpawnFailure {
                break
            }
        }
        throw CLIError.missingProgram((executable.path as NSString).lastPathComponent)
    }

    private enum SpawnFailure: Error { case busy, failed }

    private static func spawn(_ executable: URL, _ arguments: [String], environment: [String: String],
                              streams: Streams) throws -> ForegroundChild {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var ends: [Int32] = [-1, -1]
        let sharesStreams = streams != .piped
        switch streams {
        case .shared:
            break
        case .piped:
            guard pipe(&ends) == 0 else {
                throw LocalFault(errno: errno, what: "pipe to \(executable.lastPathComponent)", path: executable.path,
                                 creating: true)
            }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            posix_spawn_file_actions_adddup2(&actions, ends[1], STDOUT_FILENO)
            posix_spawn_file_actions_adddup2(&actions, ends[1], STDERR_FILENO)
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        case .discarded:
            posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        }
        if let closeFrom = closeFrom { _ = closeFrom(&actions, STDERR_FILENO + 1) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Whatever the threads of this process block, the program starts with every signal open;
        // and with the terminal's signals at their defaults, also those ytclone ignores (the
        // browser ignores them to hear them on a dispatch source), as system(3) gives them.
        var open = sigset_t()
        sigemptyset(&open)
        posix_spawnattr_setsigmask(&attributes, &open)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH, SIGPIPE] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let started = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
        if !sharesStreams { close(ends[1]) }
        guard started == 0 else {
            if !sharesStreams { close(ends[0]) }
            throw started == ETXTBSY ? SpawnFailure.busy : SpawnFailure.failed
        }
        return ForegroundChild(pid: pid, output: sharesStreams ? nil : FileHandle(fileDescriptor: ends[0], closeOnDealloc: true))
    }

    /// Blocks until the program ends: its exit status, or the signal that ended it.
    func wait() -> (status: Int32, signalled: Bool) {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let signal = status & 0x7F
        return signal == 0 ? ((status >> 8) & 0xFF, false) : (signal, true)
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34), which Swift's Glibc module does
    /// not declare: looked up once.
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private static let closeFrom: CloseFrom? = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np")
        .map { unsafeBitCast($0, to: CloseFrom.self) }
}
