import YTCore
import YouTubeAPI

extension YTClone.VideoCommand {
    /// What oEmbed does not tell, and a key would.
    static let keylessLacks = "the length, views, likes, comments, tags and description"

    /// `video ID|URL` without an API key: what YouTube's oEmbed tells (title, channel,
    /// thumbnail); the rest is shown as needing a key.
    func runKeyless(id: String, in environment: AppEnvironment) async throws {
        guard !comments else {
            throw KeylessError.keyNeeded(what: "a video's comments come from the Data API (commentThreads.list)",
                                         instead: "ytclone video \(ShellWord.quote(id)) shows its title, channel and thumbnail from oEmbed")
        }
        let video = Video(id: id, try await environment.oEmbed().video(id: id))
        let console = environment.console
        let format = output.resolvedFormat
        let marks = try environment.watchMarks()
        if format == .table {
            if video.thumbnailURL != nil, let drawer = environment.thumbnails(thumbnails, output: output),
               let drawing = await drawer.drawing(of: video.thumbnailURL, columns: min(console.width, 48), rows: 14)
            {
                console.picture(drawing)
            }
            let needsKey = "needs an API key"
            console.block(title: video.title, [
                ("Channel", video.channelId.isEmpty ? video.channelTitle : "\(video.channelTitle) (\(video.channelId))"),
                ("Published", needsKey), ("Length", needsKey), ("Views", needsKey), ("Likes", needsKey),
                ("Comments", needsKey),
            ] + VideoRenderer.watched(video.id, try marks.marks(for: [video.id])) + [
                ("URL", video.watchURL),
            ], description: "")
        } else {
            try VideoRenderer(console: console, format: format, marks: marks).detail(video)
        }
        console.note(KeylessWords.note(shown: "the title, channel and thumbnail from YouTube's oEmbed",
                                       keyAdds: Self.keylessLacks))
        if format == .table {
            console.hint("next: " + ShellWord.commandLine("ytclone watch", words: [video.id], options: []))
        }
        try environment.recordView(of: video)
    }
}
