import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Opens an address in the person's browser: `$BROWSER`, else `xdg-open`, else `open` (macOS),
/// started and left to run with its output discarded, never through a shell.
enum BrowserOpener {
    /// Whether a browser can be expected to open here: a display, or `$BROWSER` set.
    static func available(environment: [String: String]) -> Bool {
        #if os(macOS)
        return true
        #else
        return environment["BROWSER"].map { !$0.isEmpty } ?? false
            || environment["DISPLAY"].map { !$0.isEmpty } ?? false
            || environment["WAYLAND_DISPLAY"].map { !$0.isEmpty } ?? false
        #endif
    }

    /// Starts the first program that exists with `address`; `false` when none could be started.
    static func open(_ address: String, environment: [String: String]) -> Bool {
        let candidates = (environment["BROWSER"].map { $0.split(separator: ":").map(String.init) } ?? [])
            + ["xdg-open", "open"]
        for name in candidates where !name.isEmpty {
            guard let program = ExternalProgram.find(name, path: environment["PATH"]) else { continue }
            if spawn(program.executable.path, [name, address], environment: ExternalProgram.environment(from: environment)) {
                return true
            }
        }
        return false
    }

    private static func spawn(_ path: String, _ arguments: [String], environment: [String: String]) -> Bool {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
        }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        return posix_spawn(&pid, path, &actions, nil, argv, envp) == 0
    }
}
