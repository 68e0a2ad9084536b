import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Starts `yt-emulator` on a free port; `stop()` (also called from deinit) kills it by PID
/// and waits for it.
///
/// ```swift
/// let emulator = try EmulatorProcess.start(["--fail-first", "2"])
/// defer { emulator.stop() }
/// let videoId = try emulator.fixtures()["videoId"]!
/// ```
/// `stats()` and `fixtures()` each open one short-lived connection of their own, which the
/// emulator counts in `connections` and `requests` like any other.
final class EmulatorProcess: Sendable {
    enum StartError: Error {
        case spawn(Int32)
        case noPortLine(String)
    }

    let port: Int
    let pid: pid_t
    private let stdoutFD: Int32
    private let stopped = Mutex(false)

    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    private init(pid: pid_t, port: Int, stdoutFD: Int32) {
        self.pid = pid
        self.port = port
        self.stdoutFD = stdoutFD
    }

    deinit {
        stop()
    }

    /// Launches the emulator with `--port 0` plus `arguments` and reads the port line.
    ///
    /// `strict` (the default) adds `--strict`: the emulator then refuses requests the API
    /// documentation calls unsupported even though Google accepts them, so ytclone's tests fail
    /// if ytclone starts relying on Google's leniency.
    static func start(_ arguments: [String] = [], strict: Bool = true) throws -> EmulatorProcess {
        let executable = try BuildProducts.executable("yt-emulator").path
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw StartError.spawn(errno) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        SpawnActions.closeAllAboveStandardError(&actions)
        let argv = [executable, "--port", "0"] + (strict ? ["--strict"] : []) + arguments
        var cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for argument in cArguments { free(argument) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, nil, &cArguments, environ)
        close(pipeEnds[1])
        guard result == 0 else {
            close(pipeEnds[0])
            throw StartError.spawn(result)
        }
        let line = readLine(from: pipeEnds[0])
        guard let port = Int(line), port > 0 else {
            let failed = EmulatorProcess(pid: pid, port: 0, stdoutFD: pipeEnds[0])
            failed.stop()
            throw StartError.noPortLine(line)
        }
        return EmulatorProcess(pid: pid, port: port, stdoutFD: pipeEnds[0])
    }

    /// `GET /emulator/stats` as a dictionary (numbers as `Int`, `byMethod` as `[String: Any]`).
    func stats() throws -> [String: Any] {
        let response = try RawHTTPConnection.fetch(port: port, "GET", "/emulator/stats")
        return try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any] ?? [:]
    }

    /// One API request as `GET /emulator/requests` logs it: times in microseconds.
    struct ServedRequest {
        let method: String
        let path: String
        let start: Int
        let end: Int

        /// Whether the two were being served at the same time.
        func overlaps(_ other: ServedRequest) -> Bool {
            start < other.end && other.start < end
        }
    }

    /// `GET /emulator/requests`: the API requests served so far, oldest first (finished ones).
    func requests() throws -> [ServedRequest] {
        let response = try RawHTTPConnection.fetch(port: port, "GET", "/emulator/requests")
        let list = try JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: Any]] ?? []
        return list.compactMap { entry in
            guard let method = entry["method"] as? String, let path = entry["path"] as? String,
                let start = entry["start"] as? Int, let end = entry["end"] as? Int
            else { return nil }
            return ServedRequest(method: method, path: path, start: start, end: end)
        }
    }

    /// `GET /emulator/fixtures`: ids of catalog items with known properties.
    func fixtures() throws -> [String: String] {
        let response = try RawHTTPConnection.fetch(port: port, "GET", "/emulator/fixtures")
        return try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: String] ?? [:]
    }

    /// `POST /emulator/uploads`: publishes a new video on each of `channels` (one listed twice
    /// gets two), now; returns their ids in the order given.
    func publishUploads(on channels: [String]) throws -> [String] {
        let body = try JSONSerialization.data(withJSONObject: ["channels": channels])
        let response = try RawHTTPConnection.fetch(port: port, "POST", "/emulator/uploads", body: Array(body))
        let published = try JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: String]] ?? []
        return published.compactMap { $0["videoId"] }
    }

    /// Sends SIGTERM, waits up to ten seconds, then SIGKILL; safe to call more than once.
    func stop() {
        let alreadyStopped = stopped.withLock { state in
            defer { state = true }
            return state
        }
        guard !alreadyStopped else { return }
        kill(pid, SIGTERM)
        var status: Int32 = 0
        for _ in 0..<1000 {
            if waitpid(pid, &status, WNOHANG) == pid {
                close(stdoutFD)
                return
            }
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        close(stdoutFD)
    }

    /// Reads up to the first newline, giving up after 60 seconds without data.
    private static func readLine(from fd: Int32) -> String {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while bytes.count < 64 {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 60_000) > 0, read(fd, &byte, 1) == 1, byte != UInt8(ascii: "\n") else { break }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
