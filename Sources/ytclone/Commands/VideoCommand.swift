import ArgumentParser
import Foundation
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
            let environment = try AppEnvironment(output: output, apiBase: api.apiBase)
            let video = try await VideoService(client: try environment.client()).video(id: id)
            try VideoRenderer(console: environment.console, format: output.resolvedFormat).detail(video)
            try recordHistory(of: video, in: environment)
        }

        /// A signed-in user's history remembers the videos they looked at, as the app's did.
        private func recordHistory(of video: Video, in environment: AppEnvironment) throws {
            guard FileManager.default.fileExists(atPath: environment.paths.sessionFile.path) else { return }
            let store = try environment.openStore()
            let account = environment.account(store)
            try account.load()
            guard let user = account.user else { return }
            try LibraryService(library: store).recordView(of: video, by: user)
        }
    }
}
