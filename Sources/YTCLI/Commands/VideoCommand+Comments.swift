import ArgumentParser
import YTCore
import YouTubeAPI

extension YTClone.VideoCommand {
    /// The video's first YouTube comment threads; disabled comments are a note on stderr (and an
    /// empty list), not a failure.
    func firstThreads(of videoId: String, in environment: AppEnvironment) async throws -> [CommentEntry] {
        do {
            return try await environment.youTubeComments()
                .threads(videoId: videoId, order: nil, search: nil, limit: commentLimit.value).items
        } catch APIError.google(let error) where error.reason == .commentsDisabled {
            environment.console.note("Comments are disabled for this video.")
            return []
        }
    }

    /// `video --comments`: the details, then the YouTube comment threads.
    func showWithComments(_ video: Video, threads: [CommentEntry], in environment: AppEnvironment) throws {
        let console = environment.console
        let format = output.resolvedFormat
        let marks = try environment.watchMarks().marks(for: [video.id])
        try DetailListingOutput(console: console, format: format).print(
            "video", video, Shapes.video(marked: marks), "comments", threads, Shapes.comment
        ) {
            VideoRenderer(console: console, format: format).block(video, marks: marks)
            console.out("")
            console.out("Comments", style: .bold)
        } table: { CommentRenderer(console: console, format: format).thread($0) }
    }
}
