import ArgumentParser
import YTCore
import YouTubeAPI

extension YTClone.VideoCommand {
    /// `video --comments`: the details, then the YouTube comment threads; disabled comments are a
    /// note on stderr (and an empty `comments` array), not a failure.
    func showWithComments(_ video: Video, in environment: AppEnvironment) async throws {
        var threads: [CommentEntry] = []
        do {
            threads = try await environment.youTubeComments()
                .threads(videoId: video.id, order: nil, search: nil, limit: commentLimit.value).items
        } catch APIError.google(let error) where error.reason == .commentsDisabled {
            environment.console.note("Comments are disabled for this video.")
        }
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
