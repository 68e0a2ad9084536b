import ArgumentParser
import Foundation
import YTCore
import YouTubeAPI

extension YTClone {
    /// `ytclone video ID|URL`: one video's details.
    struct VideoCommand: APICommand {
        static let configuration = CommandConfiguration(
            commandName: "video",
            abstract: "Show a video's details.",
            discussion: """
                Takes an 11-character id or any YouTube URL form (watch, youtu.be, shorts, embed, live).

                Examples:
                  ytclone video dQw4w9WgXcQ
                  ytclone video 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42' --json
                  ytclone video dQw4w9WgXcQ --comments --comment-limit 50
                """)

        @Argument(help: ArgumentHelp("A video id or URL, or the number of a row of the last listing shown.", valueName: "id-or-url"))
        var reference: String

        @Flag(help: "Follow the details with the video's YouTube comment threads.")
        var comments = false

        @Option(help: "How many comment threads --comments lists (\(CommentLimit.accepted)).")
        var commentLimit: CommentLimit = 20

        typealias CommentLimit = Bounded<Bounds.CommentThreadLimit>

        @Option(help: ArgumentHelp(
            "Draw the thumbnail above the details: \(ThumbnailMode.accepted) (default: auto, or `thumbnails` in the config). auto draws only on a terminal; a named protocol draws into a pipe too.",
            valueName: "mode"))
        var thumbnails: ThumbnailMode?

        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        func run(in environment: AppEnvironment) async throws {
            let id = try environment.videoId(from: reference)
            if !environment.hasAPIKey { return try await runKeyless(id: id, in: environment) }
            try environment.checkCost(VideoService.estimatedCost(commentLimit: comments ? commentLimit.value : nil), of: "this lookup")
            let videos = try environment.videos()
            let picture = PictureSlot()
            let columns = min(environment.console.width, 48)
            let (mode, environment) = (thumbnails, environment)
            let model = DetailViewModel {
                let video = try await videos.video(id: id)
                // The terminal is asked how it draws only once there is a thumbnail to draw.
                if video.thumbnailURL != nil, let drawer = environment.thumbnails(mode, output: output) {
                    picture.put(await drawer.drawing(of: video.thumbnailURL, columns: columns, rows: 14))
                }
                return video
            }
            let failure = RenderFailure()
            let console = environment.console
            let renderer = VideoRenderer(console: console, format: output.resolvedFormat, marks: try environment.watchMarks())
            model.follow(failure: failure) { video in
                if let drawing = picture.take() { console.picture(drawing) }
                if !comments { try renderer.detail(video) }
            }
            // The first comments page, and the user's rating, need only the id: they go out with
            // the details (one round trip).
            async let threads = try await (comments ? firstThreads(of: id, in: environment) : nil)
            async let rating = comments ? nil : readRating(of: id, in: environment)
            let video = try await model.load()
            try failure.check()
            if let read = await rating { showRating(read, in: environment) }
            if let threads = try await threads { try showWithComments(video, threads: threads, in: environment) }
            if output.resolvedFormat == .table {
                // An id may start with `-`: each command line says it after `--`.
                let next = [("comments", video.id), ("watch", video.id), ("channel", video.channelId)]
                    .map { ShellWord.commandLine("ytclone \($0)", words: [$1], options: []) }
                environment.console.hint("next: " + next.joined(separator: " · "))
            }
            try environment.recordView(of: video)
        }
    }
}
