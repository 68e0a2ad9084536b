import Foundation
import Synchronization
import YTCore

#if canImport(Glibc)
    import Glibc
#endif

/// Plays a queue of videos in one player and, with mpv, follows playback through its JSON IPC on
/// a private socket, so how far each video got can be kept.
///
/// ```swift
/// let playback = Playback(player: mpv, options: PlaybackOptions(quality: .p720), environment: env)
/// let outcome = try playback.play([PlaybackItem(videoId: id, start: 83)]) { save($0) }
/// ```
///
/// `play` blocks until the player ends: call it off Swift's cooperative pool.
struct Playback: Sendable {
    let player: ExternalProgram
    let options: PlaybackOptions
    /// The environment the player runs with (the run's `Host`'s; `nil`: this process's), less
    /// ytclone's secrets.
    let environment: [String: String]?
    /// Whether to follow mpv's progress (someone is signed in to keep it).
    var follows = true
    /// The player's output goes to /dev/null: `xdg-open` may print over a full-screen view.
    var quiet = false

    /// How the player ended, and the last progress it reported of each video it played.
    struct Outcome: Sendable, Equatable {
        let status: Int32
        let progress: [PlaybackProgress]
        /// mpv's status when it quit on a signal (Ctrl-C at the terminal): the person stopped it.
        static let mpvQuitBySignal: Int32 = 4
    }

    /// Whether the player failed: a non-zero status, but for mpv stopped with Ctrl-C.
    func failed(_ outcome: Outcome) -> Bool {
        outcome.status != 0 && !(PlayerChoice.base(player.name) == "mpv" && outcome.status == Outcome.mpvQuitBySignal)
    }

    /// Plays `items` as one queue; with mpv, hands `progress` each video's progress when mpv
    /// moves to the next, every `saveInterval` seconds while one plays, and when it exits (on the
    /// thread that reads mpv's socket).
    ///
    /// - Throws: `CLIError.missingProgram` when the player cannot be started.
    func play(_ items: [PlaybackItem], progress: @escaping @Sendable (PlaybackProgress) -> Void = { _ in }) throws -> Outcome {
        // A playlist's URL becomes many files in mpv: which one plays could not be told apart.
        let videoIds = items.compactMap(\.videoId)
        let followed = follows && PlayerChoice.base(player.name) == "mpv" && videoIds.count == items.count
        let folder = followed ? try PrivateSocketFolder(environment ?? ProcessInfo.processInfo.environment) : nil
        defer { folder?.remove() }
        var reported: [PlaybackProgress] = []
        let environment = ExternalProgram.environment(from: self.environment ?? ProcessInfo.processInfo.environment)
        let streams: ForegroundChild.Streams = quiet && PlayerChoice.base(player.name) == "xdg-open" ? .discarded : .shared
        for arguments in PlayerLaunch.runs(of: player.name, items, options: options, ipcSocket: folder?.socket) {
            // In ytclone's process group, so the keys typed at the terminal (mpv's own, Ctrl-C) reach it.
            let child = try ForegroundChild.start(player.executable, arguments, environment: environment, streams: streams)
            let follower = folder.map { ProgressFollower(socket: $0.socket, videoIds: videoIds, progress: progress) }
            let ended = child.wait()
            reported += follower?.finish() ?? []
            // Ended by a signal: the shell's convention, 128 + the signal.
            let status = ended.signalled ? 128 + ended.status : ended.status
            guard status == 0 else { return Outcome(status: status, progress: reported) }
        }
        return Outcome(status: 0, progress: reported)
    }

    /// How often the progress of the video playing is kept while it plays, so a crash loses little.
    static let saveInterval: TimeInterval = 10
}

/// A folder of mode 0700 for mpv's socket, under `$XDG_RUNTIME_DIR` or the temporary folder,
/// removed after playback.
private struct PrivateSocketFolder {
    let path: String
    var socket: String { path + "/mpv.sock" }

    init(_ environment: [String: String]) throws {
        let runtime = environment["XDG_RUNTIME_DIR"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        let base = runtime ?? NSTemporaryDirectory()
        var template = Array((base.hasSuffix("/") ? base : base + "/").utf8CString.dropLast()) + Array("ytclone-play-XXXXXX".utf8CString)
        guard mkdtemp(&template) != nil else {
            throw LocalFault(errno: errno, what: "player's socket folder", path: base, creating: true)
        }
        path = String(cString: template)
    }

    func remove() {
        unlink(socket)
        rmdir(path)
    }
}

/// Reads mpv's events on a thread of its own while the player runs and hands on the progress.
private final class ProgressFollower: Sendable {
    private let exited = Mutex(false)
    private let done = DispatchSemaphore(value: 0)
    private let reported = Mutex<[PlaybackProgress]>([])

    init(socket: String, videoIds: [String], progress: @escaping @Sendable (PlaybackProgress) -> Void) {
        let thread = Thread { [self] in
            defer { done.signal() }
            // mpv makes the socket soon after it starts: ask until it answers or mpv is gone.
            var connection = MPVConnection.connect(to: socket)
            while connection == nil, !exited.withLock({ $0 }) {
                usleep(20_000)
                connection = MPVConnection.connect(to: socket)
            }
            guard let connection else { return }
            for command in MPVProgressTracker.observeCommands { connection.send(command) }
            var tracker = MPVProgressTracker(videoIds: videoIds)
            var saved = Date()
            let keep: (PlaybackProgress) -> Void = { [self] one in
                progress(one)
                reported.withLock { list in
                    list.removeAll { $0.videoId == one.videoId }
                    list.append(one)
                }
                saved = Date()
            }
            while let line = connection.nextLine(stop: { exited.withLock { $0 } }) {
                if let left = tracker.take(line) {
                    keep(left)
                } else if let current = tracker.current, Date().timeIntervalSince(saved) >= Playback.saveInterval {
                    keep(current)
                }
            }
            if let current = tracker.current { keep(current) }
        }
        thread.start()
    }

    /// Waits, once the player exited, for the last of its events; the last progress of each video.
    func finish() -> [PlaybackProgress] {
        exited.withLock { $0 = true }
        done.wait()
        return reported.withLock { $0 }
    }
}
