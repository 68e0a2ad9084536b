import ArgumentParser
import YTCore

extension YTClone {
    /// `ytclone playlist delete PLAYLIST`: one of the user's playlists deleted, after asking.
    struct PlaylistDelete: APICommand {
        static let configuration = CommandConfiguration(
            commandName: "delete",
            abstract: "Delete one of your YouTube playlists (asks first at a terminal; 50 units).",
            discussion: """
                At a terminal it names the playlist and its size and asks first (1 unit to look it up); without one (or with --no-input) only --yes deletes, as every irreversible command here. The videos themselves are not touched.

                Examples:
                  ytclone playlist delete PL…
                  ytclone playlist delete PL… --yes
                """)

        @Argument(help: ArgumentHelp("A playlist id or URL, or a row of `ytclone playlists --mine`.", valueName: "playlist"))
        var playlist: String

        @Flag(name: .shortAndLong, help: "Do not ask first (needed without a terminal).") var yes = false
        @Flag(help: "Never prompt (also the case when stdin is not a terminal).") var noInput = false
        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        func run(in environment: AppEnvironment) async throws {
            let playlistId = try environment.playlistId(from: playlist)
            let prompter = yes ? nil : Prompter(noInput: noInput, passwordFromStdin: false, host: environment.host)
            let asking = prompter?.interactive ?? false
            try environment.checkCost(YouTubeAccountService.estimatedCost(deletingAsking: asking), of: "deleting a playlist")
            let account = try environment.youtubeAccount()
            var title = playlistId
            if let prompter {
                var question = "Delete playlist \(playlistId)?"
                if asking {
                    let found = try await account.playlist(id: playlistId)
                    title = "'\(found.title)'"
                    question = "Delete playlist '\(found.title)' (\(HumanFormat.counted(found.itemCount ?? 0, "video")))?"
                }
                try prompter.confirmIrreversible(question, refusal: "nothing was deleted",
                                                 command: "ytclone playlist delete \(ShellWord.quote(playlist))")
            }
            try await account.delete(playlistId: playlistId)
            environment.console.note("Deleted playlist \(title == playlistId ? playlistId : "\(title) (\(playlistId))").")
        }
    }
}
