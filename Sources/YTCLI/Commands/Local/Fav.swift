import ArgumentParser
import YTCore
import YouTubeAPI

extension YTClone {
    /// `ytclone fav add|rm|list`: favorite videos, kept in the local database.
    struct Fav: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "fav",
            abstract: "Keep favorite videos.", subcommands: [Add.self, Remove.self, List.self],
            defaultSubcommand: List.self)

        struct Add: APICommand {
            static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a video to your favorites (1 quota unit).")

            @Argument(help: ArgumentHelp("A video id or URL, or the number of a row of the last listing shown.", valueName: "id-or-url")) var reference: String
            @OptionGroup var api: APIOptions
            @OptionGroup var output: OutputOptions

            func run(in environment: AppEnvironment) async throws {
                let id = try environment.videoId(from: reference)
                try environment.checkCost(VideoService.estimatedCost(), of: "this lookup")
                let model = try environment.library()
                let video = try await environment.videos().video(id: id)
                let added = try model.addFavorite(video)
                environment.console.note(added ? "Added \(id) to your favorites." : "\(id) already is a favorite.")
            }
        }

        struct Remove: AppCommand {
            static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a favorite.", aliases: ["rm", "delete"])

            @Argument(help: ArgumentHelp("A video id or URL, or the number of a row of the last listing shown.", valueName: "id-or-url")) var reference: String
            @OptionGroup var output: OutputOptions

            func run(in environment: AppEnvironment) async throws {
                let id = try environment.videoId(from: reference)
                let model = try environment.library()
                guard try model.removeFavorite(id) else { throw StoreError.notFound(what: "favorite", id: id) }
                environment.console.note("Removed \(id) from your favorites.")
            }
        }

        struct List: AppCommand {
            static let configuration = CommandConfiguration(
                commandName: "list", abstract: "List your favorites, newest first.",
                discussion: """
                    Favorites keep a video's title and channel, not its length or whether it is live: --min-duration, --max-duration, --hide-shorts and --live keep every favorite and say so. --sort date orders by when you added them.

                    Examples:
                      ytclone fav list --unwatched
                      ytclone fav list --sort title
                    """,
                aliases: ["ls"])

            @OptionGroup(title: "Filters of what is shown") var filters: VideoFilterOptions
            @OptionGroup var output: OutputOptions

            func run(in environment: AppEnvironment) async throws {
                let model = try environment.library()
                let renderer = LibraryRenderer(console: environment.console, format: output.resolvedFormat,
                                               marks: try environment.watchMarks())
                let filtered = try environment.filtered(filters.filter, why: "favorites keep only a title and a channel")
                model.$favorites.subscribe(by: renderer) { renderer, favorites in
                    renderer.failure.capture { try renderer.favorites(try filtered.shown(favorites).rows) }
                }
                try model.loadFavorites()
                try renderer.failure.check()
                filtered.say(try filtered.apply(model.favorites).unknown)
            }
        }
    }
}
