import ArgumentParser
import Foundation
import YTCore

extension YTClone {
    /// `ytclone playlist create TITLE`: a new playlist on the Google user's channel.
    struct PlaylistCreate: APICommand {
        static let configuration = CommandConfiguration(
            commandName: "create",
            abstract: "Create a playlist on your YouTube account and print its id (50 units).",
            discussion: """
                Private unless --privacy says otherwise. The new id is printed on stdout (with --json, the whole playlist), so a script can go on with `ytclone playlist add`. A create is sent once: if its answer is lost, look with `ytclone playlists --mine` before creating it again.

                Examples:
                  ytclone playlist create 'Rust talks'
                  id=$(ytclone playlist create Demos --privacy unlisted --description 'for the team')
                """)

        @Argument(help: ArgumentHelp("The playlist's title (at most \(Self.titleLimit) characters).", valueName: "title"))
        var title: String

        @Option(help: ArgumentHelp("Who may see it: private (default), unlisted or public.", valueName: "privacy"))
        var privacy: PlaylistPrivacy = .private

        @Option(help: ArgumentHelp("The playlist's description.", valueName: "text"))
        var description: String?

        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        /// YouTube's limits on a playlist's title and description, in characters.
        static let titleLimit = 150
        static let descriptionLimit = 5_000

        func run(in environment: AppEnvironment) async throws {
            let title = title.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !title.isEmpty, title.count <= Self.titleLimit else {
                throw CLIError.invalidOption(name: "title", value: TerminalText.sanitize(String(self.title.prefix(40))),
                                             accepted: "1 to \(Self.titleLimit) characters")
            }
            if let description, description.count > Self.descriptionLimit {
                throw CLIError.invalidOption(name: "--description", value: "\(description.count) characters",
                                             accepted: "at most \(Self.descriptionLimit) characters")
            }
            try environment.checkCost(YouTubeAccountService.estimatedCostOfCreating, of: "creating a playlist")
            let account = try environment.youtubeAccount()
            let playlist: Playlist
            do {
                playlist = try await account.createPlaylist(title: title, description: description, privacy: privacy)
            } catch where LostAnswer.possible(error) {
                environment.console.error(
                    "The playlist may have been created all the same: look with ytclone playlists --mine before creating it again.")
                throw error
            }
            let format = output.resolvedFormat
            switch format {
            case .table: environment.console.out(playlist.id)
            default: try RecordWriter(console: environment.console, format: format, shape: Shapes.playlist).one(playlist) { _ in }
            }
            environment.console.note("Created \(privacy.rawValue) playlist '\(playlist.title)': \(playlist.url)")
        }
    }
}

/// `playlist create --privacy private|unlisted|public`.
extension PlaylistPrivacy: ArgumentChoice {}
