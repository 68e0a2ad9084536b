import ArgumentParser
import YTCore

extension YTClone {
    /// `ytclone playlist add PLAYLIST VIDEO…`: videos appended to one of the user's playlists.
    struct PlaylistAdd: APICommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Add videos to one of your YouTube playlists (50 units each).",
            discussion: """
                Each video is added at the end, in the order given (playlistItems.insert). The first that fails stops the run: the message says which were added before it, and the exit status is that failure's (66 for a video or playlist that does not exist, 77 for a playlist that is not yours). Adding a video twice adds it twice, as on YouTube.

                Examples:
                  ytclone playlist add PL… dQw4w9WgXcQ
                  ytclone search 'swift concurrency' --limit 5 && ytclone playlist add PL… 1 2 3
                """)

        @Argument(help: ArgumentHelp("A playlist id or URL, or a row of `ytclone playlists --mine`.", valueName: "playlist"))
        var playlist: String

        @Argument(help: ArgumentHelp("Video ids, URLs or row numbers of the last video listing.", valueName: "video"))
        var videos: [String]

        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        func run(in environment: AppEnvironment) async throws {
            // Every reference is read before anything is sent: a typo adds nothing.
            let ids = try videos.map(environment.videoId(from:))
            let playlistId = try environment.playlistId(from: playlist)
            try environment.checkCost(YouTubeAccountService.estimatedCost(adding: ids.count),
                                      of: "adding \(HumanFormat.counted(ids.count, "video"))")
            let account = try environment.youtubeAccount()
            var added: [String] = []
            for id in ids {
                do {
                    try await account.add(videoId: id, to: playlistId)
                } catch {
                    // An insert whose answer was lost may be in the playlist: it is not sent again.
                    let before = added.isEmpty ? "" : "Added \(added.joined(separator: ", ")); "
                    environment.console.error(LostAnswer.possible(error)
                        ? before + "\(id) may have been added all the same (ytclone playlist \(playlistId) shows); the rest were not sent."
                        : added.isEmpty ? "Nothing was added: \(id) failed."
                        : "Added \(added.joined(separator: ", ")) before \(id) failed; the rest were not sent.")
                    throw error
                }
                added.append(id)
                environment.console.note("Added \(id) to \(playlistId).")
            }
        }
    }
}
