import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A tmux server of its own (its own socket name, never the developer's) running one shell
/// script in a detached window of a set size: the test types keys with `send-keys`, reads the
/// screen with `capture-pane`, and asks tmux whether the alternate screen is on. `deinit` kills
/// the server, and with it everything still running in the window.
final class TmuxSession {
    let socket = "ytclone-test-\(UUID().uuidString.prefix(8))"
    static let tmux = ["/usr/bin/tmux", "/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Starts `script` under sh in a `width`×`height` window, with `environment` only.
    init(script: String, environment: [String: String], width: Int = 100, height: Int = 30) throws {
        let exports = environment.map { "export \($0.key)='\($0.value.replacingOccurrences(of: "'", with: "'\\''"))'" }
            .sorted().joined(separator: "\n")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket).sh")
        try Data((exports + "\n" + script + "\nsleep 600\n").utf8).write(to: file)
        try tmux(["-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "sh \(file.path)"], reading: false)
        serverPid = Int32((try? tmux(["display-message", "-p", "#{pid}"]))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "")
    }

    /// The tmux server's process id: `deinit` stops it by its PID if `kill-server` did not.
    private var serverPid: Int32? = nil

    deinit {
        _ = try? tmux(["kill-server"])
        if let serverPid, serverPid > 1, kill(serverPid, 0) == 0 { kill(serverPid, SIGKILL) }
        try? FileManager.default.removeItem(at: FileManager.default.temporaryDirectory.appendingPathComponent("\(socket).sh"))
    }

    /// The visible screen, one line per row.
    var screen: String {
        (try? tmux(["capture-pane", "-p"])) ?? ""
    }

    /// Whether the program in the window is on the alternate screen.
    var alternateScreen: Bool {
        (try? tmux(["display-message", "-p", "#{alternate_on}"]))?.hasPrefix("1") ?? false
    }

    /// Resizes the window, as a person dragging the terminal's corner does (the program gets SIGWINCH).
    func resize(width: Int, height: Int) {
        _ = try? tmux(["resize-window", "-x", "\(width)", "-y", "\(height)"])
    }

    /// Types keys by tmux's names (`Enter`, `Escape`, `G`); `literal` sends text as it is.
    func send(_ keys: String..., literal: Bool = false) {
        _ = try? tmux(["send-keys"] + (literal ? ["-l"] : []) + keys)
    }

    /// Waits until `condition` holds of the screen; false after `seconds` (a bound against
    /// hanging, not a measure of speed).
    @discardableResult
    func waitFor(seconds: Double = 30, _ condition: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition(screen) { return true }
            usleep(50_000)
        }
        return condition(screen)
    }

    func waitFor(_ text: String, seconds: Double = 30) -> Bool {
        waitFor(seconds: seconds) { $0.contains(text) }
    }

    /// Runs tmux with `arguments` and returns what it printed. Spawned directly, not with
    /// `Process`: Foundation's `Process` waits for an inherited descriptor to close, and the tmux
    /// server that `new-session` leaves running would hold it until the test ends.
    @discardableResult
    private func tmux(_ arguments: [String], reading: Bool = true) throws -> String {
        guard let tmux = Self.tmux else { throw PseudoTerminal.Failure("tmux is not installed") }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw PseudoTerminal.Failure("pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if reading {
            posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        } else {
            // The server this starts keeps whatever stdout it was given: not a pipe read to its end.
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addclose(&actions, ends[1])
        // Nothing else of this process reaches tmux: the server it starts lives past this call.
        SpawnActions.closeAllAboveStandardError(&actions)
        let argv = [tmux, "-L", socket] + arguments
        let environment = ["PATH=/usr/bin:/bin", "TERM=xterm-256color", "LANG=C.UTF-8"]
        var cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        var cEnvironment: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { (cArguments + cEnvironment).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, tmux, &actions, nil, &cArguments, &cEnvironment)
        close(ends[1])
        defer { close(ends[0]) }
        guard spawned == 0 else { throw PseudoTerminal.Failure("cannot start tmux: \(spawned)") }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while reading {
            let count = read(ends[0], &chunk, chunk.count)
            if count > 0 { output += chunk.prefix(count) } else if count == 0 || errno != EINTR { break }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return String(decoding: output, as: UTF8.self)
    }
}
