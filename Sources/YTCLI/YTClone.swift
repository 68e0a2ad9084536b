import ArgumentParser
import Foundation

/// The root command: lists the subcommands (`Program` runs them and presents every error).
///
/// Every command names itself (`commandName:`): otherwise argument-parser derives each name with
/// `String(describing:)`, whose runtime conformance lookups cost milliseconds at every start.
struct YTClone: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ytclone",
        abstract: "Browse YouTube from the terminal.",
        discussion: """
            Reads the YouTube Data API v3 with your API key (YOUTUBE_API_KEY, .env or the config file). Without one, what YouTube publishes for free works: the subscriptions feed and channels from their feeds, videos through oEmbed, watch, download, and your local library (`ytclone setup` says what a key adds).

            Examples:
              ytclone feed --region GB --limit 10
              ytclone feed --json --limit 120 | jq '.[].title'
              ytclone video https://youtu.be/dQw4w9WgXcQ

            Exit codes: 0 ok, 64 usage, 65 invalid value, 66 not found, 69 API or database server unavailable, or a player or yt-dlp missing or failed, 70 unreadable answer, 73 cannot create a local file or folder, 74 local file failed (damaged, unreadable, newer or full database), 75 quota or rate limit, 77 not signed in (locally or with Google), wrong password, a confirmation answered no, a Google sign-in denied or revoked, or API key rejected, 78 configuration. `ytclone help COMMAND` shows each command's examples.
            """,
        version: "0.1.0",
        groupedSubcommands: [
            CommandGroup(name: "Browse", subcommands: [Browse.self, Feed.self, Search.self, VideoCommand.self, Watch.self,
                                                       Download.self, ChannelCommand.self, PlaylistGroup.self,
                                                       Categories.self, Comments.self]),
            CommandGroup(name: "Account", subcommands: [SignUp.self, SignIn.self, SignOut.self, WhoAmI.self,
                                                        Profile.self, Account.self, Auth.self]),
            CommandGroup(name: "Library", subcommands: [CommentCommand.self, Tag.self, Mentions.self, Fav.self,
                                                        History.self, Subscribe.self, Unsubscribe.self,
                                                        Subscriptions.self, Liked.self, Rate.self, Playlists.self]),
            CommandGroup(name: "Quota", subcommands: [Quota.self, Cache.self]),
            CommandGroup(name: "Setup", subcommands: [Setup.self, Database.self]),
        ]
    )
}

extension ParsableCommand {
    /// The name and aliases this command answers to.
    static var commandNames: [String] {
        [configuration.commandName].compactMap { $0 } + configuration.aliases
    }

    /// The subcommand that `word` names, if any.
    static func subcommand(named word: String) -> (any ParsableCommand.Type)? {
        configuration.subcommands.first { $0.commandNames.contains(word) }
    }
}
