import YTCore

/// One video of a queue and where it starts (seconds), when not at the beginning; or a
/// playlist's URL, which the player expands itself.
struct PlaybackItem: Sendable, Equatable {
    /// `nil` for a playlist's URL.
    let videoId: String?
    let url: String
    var start: Int?

    init(videoId: String, start: Int? = nil) {
        self.videoId = videoId
        self.url = Video.watchURL(id: videoId)
        self.start = start
    }

    init(playlistId: String) {
        self.videoId = nil
        self.url = "https://www.youtube.com/playlist?list=\(playlistId)"
    }
}

/// How the videos play: the picture's quality, or no picture at all.
struct PlaybackOptions: Sendable, Equatable {
    /// `nil`: the player's own default (mpv's config, else yt-dlp's best).
    var quality: VideoQuality?
    var audioOnly = false
}

/// The argv a player is started with for a queue: pure, so every case is tested as a value.
enum PlayerLaunch {
    /// The argument lists to run the player with, one run each: one for mpv and most players
    /// (a queue is a playlist of URLs), one per video for `xdg-open`, which opens one URL.
    ///
    /// mpv gets `--ytdl-format` (from the quality, or audio alone), `--no-video` for audio,
    /// `--input-ipc-server` when playback is followed, and where to start: `--start=+S` for one
    /// video, a per-file `--{ --start=+S URL --}` group in a queue (a bare `--start` would apply to
    /// every file). Other players get the URLs alone.
    static func runs(of command: String, _ items: [PlaybackItem], options: PlaybackOptions,
                     ipcSocket: String? = nil) -> [[String]]
    {
        switch PlayerChoice.base(command) {
        case "mpv": [mpvArguments(items, options: options, ipcSocket: ipcSocket)]
        case "xdg-open": items.map { [$0.url] }
        default: [items.map(\.url)]
        }
    }

    private static func mpvArguments(_ items: [PlaybackItem], options: PlaybackOptions, ipcSocket: String?) -> [String] {
        var arguments: [String] = []
        if options.audioOnly { arguments.append("--no-video") }
        if options.audioOnly || options.quality != nil {
            arguments.append("--ytdl-format=" + (options.quality ?? .best).format(audioOnly: options.audioOnly))
        }
        if let ipcSocket { arguments.append("--input-ipc-server=" + ipcSocket) }
        if items.count == 1, let item = items.first {
            if let start = item.start { arguments.append("--start=+\(start)") }
            arguments.append(item.url)
            return arguments
        }
        for item in items {
            if let start = item.start {
                arguments += ["--{", "--start=+\(start)", item.url, "--}"]
            } else {
                arguments.append(item.url)
            }
        }
        return arguments
    }

    /// What the chosen player leaves out of what was asked, for a note: only mpv is told the
    /// quality, audio-only and start.
    static func ignored(by command: String, _ items: [PlaybackItem], options: PlaybackOptions) -> [String] {
        guard PlayerChoice.base(command) != "mpv" else { return [] }
        var ignored: [String] = []
        if options.quality != nil { ignored.append("--quality") }
        if options.audioOnly { ignored.append("--audio-only") }
        if items.contains(where: { $0.start != nil }) { ignored.append("the start position") }
        return ignored
    }
}
