import ArgumentParser
import YTCore

extension YTClone {
    /// `ytclone playlist remove PLAYLIST VIDEO`: one video taken out of one of the user's playlists.
    struct PlaylistRemove: APICommand {
        static let configuration = CommandConfiguration(
            commandName: "remove",
            abstract: "Remove a video from one of your YouTube playlists (51 units).",
            discussion: """
                The video's entry is found in the playlist's items (1 unit per page of 50 searched) and deleted (50 units); when the video is there twice, the first entry goes. A video the playlist does not hold changes nothing and exits 66.

                Examples:
                  ytclone playlist remove PL… dQw4w9WgXcQ
                """,
            aliases: ["rm"])

        @Argument(help: ArgumentHelp("A playlist id or URL, or a row of `ytclone playlists --mine`.", valueName: "playlist"))
        var playlist: String

        @Argument(help: ArgumentHelp("A video id, URL or row number of the last video listing.", valueName: "video"))
        var video: String

        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        func run(in environment: AppEnvironment) async throws {
            let videoId = try environment.videoId(from: video)
            let playlistId = try environment.playlistId(from: playlist)
            try environment.checkCost(YouTubeAccountService.estimatedCostOfRemoving, of: "removing a video")
            guard try await environment.youtubeAccount().remove(videoId: videoId, from: playlistId) else {
                throw YouTubeAccountError.notInPlaylist(video: videoId, playlist: playlistId)
            }
            environment.console.note("Removed \(videoId) from \(playlistId).")
        }
    }
}
