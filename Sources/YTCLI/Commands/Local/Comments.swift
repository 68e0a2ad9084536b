import ArgumentParser
import Foundation
import YTCore
import YouTubeAPI

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
        var source: CommentsSpec.Source = .all

        @Option(help: "YouTube's order: time or relevance.")
        var order: CommentsSpec.Order = .relevance

        @Option(help: ArgumentHelp("Only comments containing these words.", valueName: "terms"))
        var search: String?

        @Option(help: ArgumentHelp("List the replies to this YouTube comment thread instead.", valueName: "thread-id"))
        var replies: String?

        @Option(help: "How many comments to list: YouTube's per page (between 1 and \(Bounds.CommentsLimit.youtubeMaximum)), and the newest local ones (\(Limit.accepted) with --source local).")
        var limit: Limit = 20

        typealias Limit = CommentsSpec.Limit

        @OptionGroup var paging: PagingOptions
        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        /// The listing these options describe, for the video `reference` names.
        func spec(videoId: String) -> CommentsSpec {
            CommentsSpec(videoId: videoId, source: source, order: order, search: search, replies: replies, limit: limit)
        }

        // The reference is read (a row number needs the store) when the command runs; the rules
        // do not depend on it.
        func validate() throws { try spec(videoId: reference).validateOptions() }

        func run(in environment: AppEnvironment) async throws {
            let videoId = try environment.videoId(from: reference)
            let spec = spec(videoId: videoId)
            try environment.checkCost(spec.estimatedCost, of: "this listing")
            let renderer = CommentRenderer(console: environment.console, format: output.resolvedFormat)
            try await environment.pagedRun(
                listing: spec.cursorKey, paging: paging, format: output.resolvedFormat, spec: spec
            ).run(fetch: { token in
                var listing = Listing<CommentEntry>(items: [], nextPageToken: nil)
                if source != .local {
                    listing = try await youtubeComments(videoId, from: token, environment)
                    listing.items = YouTubeCommentRun.markingMine(listing.items, in: environment)
                }
                if source != .youtube && token == nil && replies == nil {
                    listing.items += try localComments(videoId, environment)
                }
                return listing
            }, show: { try renderer.list($0, empty: "No comments here yet: " + ShellWord.commandLine("ytclone comment add", words: [videoId, "TEXT"], options: [])) })
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
    }
}
