import ArgumentParser
import YTCore
import YouTubeAPI

extension YTClone {
    /// `ytclone rate VIDEO like|dislike|none`: the Google user's rating of a video.
    struct Rate: APICommand {
        static let configuration = CommandConfiguration(
            commandName: "rate",
            abstract: "Like or dislike a video on YouTube, or take your rating back (50 units).",
            discussion: """
                Needs ytclone auth login. Rating a video as it is already rated changes nothing and is no failure, so a rate whose answer was lost can simply be run again. `ytclone video ID` shows your rating; `ytclone liked` lists what you liked.

                Examples:
                  ytclone rate dQw4w9WgXcQ like
                  ytclone rate 3 none
                """)

        @Argument(help: ArgumentHelp("A video id or URL, or the number of a row of the last listing shown.", valueName: "id-or-url"))
        var reference: String

        @Argument(help: ArgumentHelp("like, dislike or none.", valueName: "rating"))
        var rating: VideoRating

        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        func run(in environment: AppEnvironment) async throws {
            let videoId = try environment.videoId(from: reference)
            let client = try environment.youtubeClient()
            try environment.checkCost(YouTubeCommentWriter.estimatedCostOfRating, of: "rating a video")
            _ = try await client.write(.rate(videoId: videoId, rating: rating.rawValue))
            environment.console.note(rating.done(videoId))
        }
    }
}

/// `rate ID like|dislike|none`, as videos.rate and videos.getRating spell them.
enum VideoRating: String, ArgumentChoice, Sendable {
    case like, dislike, none

    /// What `rate` says it did.
    func done(_ videoId: String) -> String {
        switch self {
        case .like: "Liked \(videoId) on YouTube."
        case .dislike: "Disliked \(videoId) on YouTube."
        case .none: "Took your rating of \(videoId) back on YouTube."
        }
    }

    /// How `video ID` shows it: "liked", "disliked" or "not rated".
    static func words(_ rating: String?) -> String {
        switch rating {
        case "like": "liked"
        case "dislike": "disliked"
        default: "not rated"
        }
    }
}
