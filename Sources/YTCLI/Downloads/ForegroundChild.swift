import Foundation
import YTCore

#if canImport(Glibc)
    import Glibc
#endif

/// A program started as system(3) starts one: in ytclone's own process group, so that Ctrl-C and
/// Ctrl-\ typed at the terminal reach it (Foundation's `Process` puts a child in a group of its
/// own, where the terminal's keys never arrive), with an argv and an environment, never a shell.
///
/// Its stdout and stderr are ytclone's, or one pipe that `output` reads; its stdin is then
/// /dev/null. No other descriptor of ytclone's (the database, the cache) is left open in it.
struct ForegroundChild: Sendable {
    let pid: pid_t
    /// The read end of the pipe the child writes to, when it does not share ytclone's streams.
    let output: FileHandle?

    /// Starts `executable` with `arguments`. - Throws: `CLIError.missingProgram` when it cannot
    /// be started.
    static func start(_ executable: URL, _ arguments: [String], environment: [String: String],
                      sharesStreams: Bool) throws -> ForegroundChild {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var ends: [Int32] = [-1, -1]
        if !sharesStreams {
            guard pipe(&ends) == 0 else {
                throw LocalFault(errno: errno, what: "pipe to yt-dlp", path: executable.path, creating: true)
            }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            posix_spawn_file_actions_adddup2(&actions, ends[1], STDOUT_FILENO)
            posix_spawn_file_actions_adddup2(&actions, ends[1], STDERR_FILENO)
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        }
        if let closeFrom = closeFrom { _ = closeFrom(&actions, STDERR_FILENO + 1) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Whatever the threads of this process block, the program starts with every signal open.
        var open = sigset_t()
        sigemptyset(&open)
        posix_spawnattr_setsigmask(&attributes, &open)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))

        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let started = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
        if !sharesStreams { close(ends[1]) }
        guard started == 0 else {
            if !sharesStreams { close(ends[0]) }
            throw CLIError.missingProgram((executable.path as NSString).lastPathComponent)
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
