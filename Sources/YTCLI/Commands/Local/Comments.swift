import ArgumentParser
import Foundation
import YTCore
import YouTubeAPI

/// `--source` values of `ytclone comments`.
enum CommentSource: String, ArgumentChoice {
    case all, youtube, local
}

/// `--order` values of `ytclone comments`.
enum CommentOrder: String, ArgumentChoice {
    case time, relevance
}

extension YTClone {
    /// `ytclone comments VIDEO`: YouTube's comment threads and local comments, marked.
    struct Comments: APICommand {
        static let configuration = CommandConfiguration(
            commandName: "comments",
            abstract: "List a video's comments: YouTube's and local ones.",
            discussion: """
                Local comments come after YouTube's on the first page. YouTube gives comment threads no previous-page token; --prev-page still works because ytclone keeps the way back.

                Examples:
                  ytclone comments dQw4w9WgXcQ
                  ytclone comments dQw4w9WgXcQ --order time --next-page
                  ytclone comments dQw4w9WgXcQ --search 'great song'
                  ytclone comments dQw4w9WgXcQ --replies UgzDE2tasfmrYLyNkGt4AaABAg
                  ytclone comments dQw4w9WgXcQ --source local --json | jq '.[].text'
                """)

        @Argument(help: ArgumentHelp("A video id or URL, or the number of a row of the last listing shown.", valueName: "id-or-url"))
        var reference: String

        @Option(help: "Which comments: all, youtube or local.")
        var source: CommentSource = .all

        @Option(help: "YouTube's order: time or relevance.")
        var order: CommentOrder = .relevance

        @Option(help: ArgumentHelp("Only comments containing these words.", valueName: "terms"))
        var search: String?

        @Option(help: ArgumentHelp("List the replies to this YouTube comment thread instead.", valueName: "thread-id"))
        var replies: String?

        @Option(help: "How many comments to list: YouTube's per page (between 1 and \(Bounds.CommentsLimit.youtubeMaximum)), and the newest local ones (\(Limit.accepted) with --source local).")
        var limit: Limit = 20

        typealias Limit = Bounded<Bounds.CommentsLimit>

        @OptionGroup var paging: PagingOptions
        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        func validate() throws {
            let most = Bounds.CommentsLimit.youtubeMaximum
            guard source == .local || limit.value <= most else {
                throw ValidationError(
                    "--limit must be between 1 and \(most) for YouTube's comments "
                        + "(up to \(Bounds.CommentsLimit.range.upperBound) with --source local).")
            }
            if replies != nil && source == .local {
                throw ValidationError("--replies lists YouTube replies; it cannot be combined with --source local.")
            }
        }

        func run(in environment: AppEnvironment) async throws {
            let videoId = try environment.videoId(from: reference)
            try environment.checkCost(source == .local ? 0 : YouTubeCommentService.estimatedCost(limit: limit.value), of: "this listing")
            let renderer = CommentRenderer(console: environment.console, format: output.resolvedFormat)
            let listing = ListingKey.make("comments", [
                "video": videoId, "source": source.rawValue, "order": order.rawValue, "search": search,
                "replies": replies,
            ])
            try await environment.pagedRun(
                listing: listing, paging: paging, format: output.resolvedFormat, command: again(videoId)
            ).run(fetch: { token in
                var listing = Listing<CommentEntry>(items: [], nextPageToken: nil)
                if source != .local {
                    listing = try await youtubeComments(videoId, from: token, environment)
                }
                if source != .youtube && token == nil && replies == nil {
                    listing.items += try localComments(videoId, environment)
                }
                return listing
            }, show: { try renderer.list($0, empty: "No comments here yet: ytclone comment add \(videoId) TEXT") })
        }

        private func localComments(_ videoId: String, _ environment: AppEnvironment) throws -> [CommentEntry] {
            let model = try environment.comments()
            guard let search, !search.isEmpty else {
                try model.loadLatest(videoId: videoId, limit: limit.value)
                return model.comments.map(CommentEntry.init(local:))
            }
            try model.load(videoId: videoId)
            return model.comments.map(CommentEntry.init(local:)).filter { $0.text.range(of: search, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
        }

        /// YouTube's threads (or a thread's replies); when the source is `all`, a missing key or
        /// disabled comments only skip them with a note, so local comments still show.
        private func youtubeComments(_ videoId: String, from token: String?, _ environment: AppEnvironment) async throws
            -> Listing<CommentEntry>
        {
            do {
                let service = try environment.youTubeComments()
                return if let replies {
                    try await service.replies(threadId: replies, limit: limit.value, pageToken: token)
                } else {
                    try await service.threads(videoId: videoId, order: order.rawValue, search: search, limit: limit.value,
                                              pageToken: token)
                }
            } catch APIError.google(let error) where error.reason == .commentsDisabled && source == .all {
                environment.console.note("Comments are disabled on YouTube for this video; showing local comments.")
            } catch CLIError.missingAPIKey where source == .all {
                environment.console.note("No API key: showing local comments only.")
            }
            return Listing(items: [], nextPageToken: nil)
        }

        /// This listing's command line, for "more:" hints.
        private func again(_ videoId: String) -> String {
            var words = ["ytclone comments \(videoId)"]
            if source != .all { words.append("--source \(source.rawValue)") }
            if order != .relevance { words.append("--order \(order.rawValue)") }
            if let search { words.append("--search \(ShellWord.quote(search))") }
            if let replies { words.append("--replies \(replies)") }
            if limit != 20 { words.append("--limit \(limit)") }
            return words.joined(separator: " ")
        }
    }
}
