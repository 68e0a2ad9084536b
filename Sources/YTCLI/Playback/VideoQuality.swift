import ArgumentParser

/// How good a picture to ask for (`--quality`, `quality=` in the config): the best there is, a
/// height at most, or the worst.
///
/// The same words mean the same format for mpv (`--ytdl-format`, which it hands to yt-dlp) and for
/// yt-dlp itself (`-f`), so `watch` and `download` agree. `?` in `height<=?` keeps formats whose
/// height is unknown (audio-only or some live streams) instead of failing.
enum VideoQuality: String, ArgumentChoice, Sendable {
    case best
    case p2160 = "2160"
    case p1440 = "1440"
    case p1080 = "1080"
    case p720 = "720"
    case p480 = "480"
    case p360 = "360"
    case worst

    /// The words `--help` and errors name.
    static let accepted = "best, 2160, 1440, 1080, 720, 480, 360 or worst"

    /// The yt-dlp format selector: video and audio merged (or one file with both), no taller than
    /// the height; audio alone when `audioOnly`.
    func format(audioOnly: Bool) -> String {
        switch (self, audioOnly) {
        case (.worst, true): "worstaudio/worst"
        case (_, true): "bestaudio/best"
        case (.best, false): "bestvideo+bestaudio/best"
        case (.worst, false): "worstvideo+worstaudio/worst"
        case (let quality, false):
            "bestvideo[height<=?\(quality.rawValue)]+bestaudio/best[height<=?\(quality.rawValue)]"
        }
    }
}
