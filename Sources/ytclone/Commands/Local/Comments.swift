import ArgumentParser
import YTCore
import YouTubeAPI

/// `--source` values of `ytclone comments`.
enum CommentSource: String, ExpressibleByArgument, CaseIterable {
    case all, youtube, local
}

extension YTClone {
    /// `ytclone comments VIDEO`: YouTube's comment threads and local comments, marked.
    struct Comments: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List a video's comments: YouTube's and local ones.",
            discussion: """
                Examples:
                  ytclone comments dQw4w9WgXcQ
                  ytclone comments dQw4w9WgXcQ --source local --json | jq '.[].text'
                """)

        @Argument(help: ArgumentHelp("A video id or URL.", valueName: "id-or-url"))
        var reference: String

        @Option(help: "Which comments: all, youtube or local.")
        var source: CommentSource = .all

        @Option(help: "YouTube's order: time or relevance.")
        var order: String = "relevance"

        @Option(help: "How many YouTube comments to list (1-500).")
        var limit = 20

        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        func validate() throws {
            guard ["time", "relevance"].contains(order) else {
                throw ValidationError("--order takes time or relevance, not '\(order)'.")
            }
            guard (1...500).contains(limit) else { throw ValidationError("--limit must be between 1 and 500.") }
        }

        func run() async throws {
            let videoId = try VideoReference.id(from: reference)
            let environment = try AppEnvironment(output: output, apiBase: api.apiBase)
            var entries: [CommentEntry] = []
            if source != .local {
                entries += try await youtubeComments(videoId, environment)
            }
            if source != .youtube {
                let model = CommentsViewModel(service: CommentService(
                    comments: try environment.openStore(), bus: environment.bus))
                try model.load(videoId: videoId)
                entries += model.comments.map(CommentEntry.init(local:))
            }
            try CommentRenderer(console: environment.console, format: output.resolvedFormat).list(entries)
        }

        /// YouTube's threads; when the source is `all`, a missing key or disabled comments only
        /// skip them with a note, so local comments still show.
        private func youtubeComments(_ videoId: String, _ environment: AppEnvironment) async throws -> [CommentEntry] {
            do {
                let service = YouTubeCommentService(client: try environment.client(), bus: environment.bus)
                return try await service.threads(videoId: videoId, order: order, search: nil, limit: limit).items
            } catch APIError.google(let error) where error.reason == .commentsDisabled && source == .all {
                environment.console.note("Comments are disabled on YouTube for this video; showing local comments.")
            } catch CLIError.missingAPIKey where source == .all {
                environment.console.note("No API key: showing local comments only.")
            }
            return []
        }
    }
}
