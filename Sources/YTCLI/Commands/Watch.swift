import ArgumentParser
import Foundation
import Synchronization
import YTCore
import YTStore
import YouTubeAPI

extension YTClone {
    /// `ytclone watch ID|ROW…`: plays videos as one queue in mpv (or the chosen player), following
    /// how far each got so the next `watch` resumes there.
    struct Watch: APICommand {
        static let configuration = CommandConfiguration(
            commandName: "watch",
            abstract: "Play videos as one queue: mpv when installed (else the browser), or --player.",
            discussion: """
                Several ids, URLs or row numbers, or --playlist, play as one queue in one player. mpv gets the \
                quality (--ytdl-format, through yt-dlp), --no-video for --audio-only and where to start; other \
                players get the URLs alone. player= and quality= in the config set the defaults.

                Signed in, each video goes into your history (their titles cost 1 quota unit when an API key is \
                configured) and, with mpv, how far you got is kept: the next watch starts there ("Resuming at \
                12:34"), unless --from-start or --start, and a video played past 90% is marked watched (ytclone \
                history shows both).

                --playlist with an API key queues the playlist's videos (up to \(maxPlaylistVideos), from \
                playlistItems.list), so each one's progress is kept; without a key mpv gets the playlist's URL and \
                plays it through yt-dlp itself.

                Exit status 69 when the player is not installed (the hint says what to install: mpv and yt-dlp are \
                Debian packages) or when it exits with a non-zero status ("mpv exited with status 2").

                Examples:
                  ytclone watch https://youtu.be/dQw4w9WgXcQ
                  ytclone watch 1 3 4 --quality 720
                  ytclone watch dQw4w9WgXcQ --audio-only --start 1:23
                  ytclone watch --playlist PLBCF2DAC6FFB574DE --player vlc
                  ytclone watch dQw4w9WgXcQ --print | xclip
                """)

        /// The most videos of one `--playlist` queued with an API key.
        static let maxPlaylistVideos = 200
        /// Without a key, how many videos' titles are asked of oEmbed for the history.
        static let keylessTitles = 10

        @Argument(help: ArgumentHelp("Video ids or URLs, or numbers of rows of the last listing shown.", valueName: "id-or-url"))
        var references: [String] = []
        @Option(help: ArgumentHelp("A playlist (id or URL) to play; repeat it for more.", valueName: "id-or-url"))
        var playlist: [String] = []
        @Option(help: ArgumentHelp("The picture's quality for mpv: \(VideoQuality.accepted) (a height at most).",
                                   valueName: "quality"))
        var quality: VideoQuality?
        @Flag(help: "Sound only (mpv --no-video, the best audio format).") var audioOnly = false
        @Option(help: ArgumentHelp("Where the first video starts: \(StartTime.accepted).", valueName: "time"))
        var start: StartTime?
        @Flag(help: "Start from the beginning, not where you stopped last time.") var fromStart = false
        @Option(help: ArgumentHelp("The player: \(PlayerChoice.accepted).", valueName: "player"))
        var player: PlayerChoice?
        @Flag(help: "Only print the URLs, one a line.") var print = false
        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        func validate() throws {
            guard !references.isEmpty || !playlist.isEmpty else {
                throw ValidationError("Name a video (id, URL or row number) or --playlist.")
            }
        }

        func run(in environment: AppEnvironment) async throws {
            let ids = try references.map { try environment.videoId(from: $0) }
            let playlists = try playlist.map { try PlaylistReference.id(from: $0) }
            var queued = ids
            var keylessPlaylists: [String] = []
            // A playlist's videos go into the history as they are played, not all when queued.
            var playlistVideos: [String: Video] = [:]
            if environment.settings.apiKey != nil, !playlists.isEmpty {
                try environment.checkCost(playlists.count * PlaylistService.estimatedCost(videos: Self.maxPlaylistVideos),
                                          of: "the playlists' videos")
                for id in playlists {
                    let videos = try await environment.playlists().videos(playlistId: id, limit: Self.maxPlaylistVideos).items
                    queued += videos.map(\.id)
                    for video in videos { playlistVideos[video.id] = video }
                }
            } else {
                keylessPlaylists = playlists
            }
            try environment.checkCost(VideoService.estimatedCost(), of: "this lookup")
            let playlistItems = keylessPlaylists.map(PlaybackItem.init(playlistId:))
            guard !print else {
                try await recordHistory(ids, environment)
                return try show(queued, playlists: playlistItems, environment)
            }
            // No player, no view: the history is written once one is found.
            let program = try PlayerChoice.program(player ?? environment.settings.player, path: environment.host.environment["PATH"])
            try await recordHistory(ids, environment)
            let session = try environment.signedInSession()
            let items = try startingPoints(queued, session: session, environment) + playlistItems
            let options = PlaybackOptions(quality: quality ?? environment.settings.quality, audioOnly: audioOnly)
            let ignored = PlayerLaunch.ignored(by: program.name, items, options: options)
            if !ignored.isEmpty {
                environment.console.note("\(program.name) is given the URLs only; only mpv takes \(ignored.joined(separator: ", ")).")
            }
            environment.console.note("Playing \(items.count == 1 ? items[0].url : HumanFormat.counted(items.count, "item")) with \(program.name)…")
            let console = environment.console, warned = Mutex(false)
            let saver = session.map { session in
                ProgressSaver(store: session.store, user: session.user, now: environment.host.now) { error in
                    guard !warned.withLock({ warned in defer { warned = true }; return warned }) else { return }
                    console.error("warning: where playback stands could not be kept: \(ErrorPresenter.describe(error).message)")
                }
            }
            let playback = Playback(player: program, options: options, environment: environment.host.environment,
                                    follows: saver != nil)
            let outcome = try await PlayerSignals.heldBack {
                try await Self.offThePool { try playback.play(items) { saver?.save($0) } }
            }
            for progress in outcome.progress {
                if !ids.contains(progress.videoId), let video = playlistVideos[progress.videoId] {
                    try environment.recordView(of: video)
                }
                environment.console.note(Self.describe(progress))
            }
            guard !playback.failed(outcome) else { throw CLIError.programFailed(program.name, status: outcome.status) }
        }

        /// Where each video starts (`StartingPoints`), said on stderr when it resumes.
        private func startingPoints(_ ids: [String], session: (store: any StateStore, user: User)?,
                                    _ environment: AppEnvironment) throws -> [PlaybackItem]
        {
            let asks = start == nil && !fromStart
            let kept = try session.map { asks ? try LibraryService(library: $0.store).progress(of: ids, for: $0.user) : [:] } ?? [:]
            let (items, resumed) = StartingPoints.items(ids, start: start, fromStart: fromStart, kept: kept)
            for one in resumed { environment.console.note(StartingPoints.note(one, inQueue: ids.count > 1)) }
            return items
        }

        /// `Stopped dQw4w9WgXcQ at 1:23 of 3:33.` or `Watched dQw4w9WgXcQ (3:20 of 3:33).`
        static func describe(_ progress: PlaybackProgress) -> String {
            let at = HumanFormat.duration(Int(progress.position))
            let of = progress.length.map { " of \(HumanFormat.duration(Int($0)))" } ?? ""
            let watched = WatchProgress(videoId: progress.videoId, reachedPosition: progress.position, of: progress.length,
                                        at: Date()).watched
            return watched ? "Watched \(progress.videoId) (\(at)\(of))." : "Stopped \(progress.videoId) at \(at)\(of)."
        }

        /// The URLs alone for people; docs/json.md's "Watch" objects for scripts (`Shapes.watch`):
        /// one object for one video, an array for several.
        private func show(_ ids: [String], playlists: [PlaybackItem], _ environment: AppEnvironment) throws {
            let console = environment.console
            let targets = ids.map { WatchTarget(videoId: $0, url: Video.watchURL(id: $0)) }
            let writer = RecordWriter(console: console, format: output.resolvedFormat, shape: Shapes.watch)
            if targets.count == 1, playlists.isEmpty, let target = targets.first {
                return try writer.one(target) { console.out($0.url) }
            }
            // Without a key a playlist is its URL alone (no video id): printed for people.
            for item in playlists where output.resolvedFormat == .table { console.out(item.url) }
            try writer.list(targets) { $0.forEach { console.out($0.url) } }
        }

        /// Signed in, the videos go into the history, with their titles when the API can give them
        /// (one videos.list call for up to 50), or without a key oEmbed (no quota; the first
        /// `keylessTitles` videos, one request each).
        private func recordHistory(_ ids: [String], _ environment: AppEnvironment) async throws {
            guard !ids.isEmpty, try environment.signedInSession() != nil else { return }
            var found: [String: Video] = [:]
            if environment.settings.apiKey != nil {
                found = (try? await environment.videos().videos(ids: ids)) ?? [:]
            } else {
                for id in ids.prefix(Self.keylessTitles) {
                    if let embed = try? await environment.oEmbed().video(id: id) { found[id] = Video(id: id, embed) }
                }
            }
            for id in ids { try environment.recordView(of: found[id] ?? Video(id: id, title: "")) }
        }

        /// Runs the blocking `body` (a player that plays for an hour) on a thread of its own, not
        /// on one of the cooperative pool's two.
        private static func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
            try await withCheckedThrowingContinuation { continuation in
                Thread { continuation.resume(with: Result { try body() }) }.start()
            }
        }
    }
}
