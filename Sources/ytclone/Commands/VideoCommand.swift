import ArgumentParser
import YTCore

extension YTClone {
    /// `ytclone video ID|URL`: one video's details.
    struct VideoCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "video",
            abstract: "Show a video's details.",
            discussion: """
                Takes an 11-character id or any YouTube URL form (watch, youtu.be, shorts, embed, live).

                Examples:
                  ytclone video dQw4w9WgXcQ
                  ytclone video 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42' --json
                """)

        @Argument(help: ArgumentHelp("A video id or URL.", valueName: "id-or-url"))
        var reference: String

        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            let id = try VideoReference.id(from: reference)
            let environment = try AppEnvironment.make(api: api, output: output)
            let video = try await environment.videos.video(id: id)
            try VideoRenderer(console: environment.console, format: output.resolvedFormat).detail(video)
        }
    }
}
