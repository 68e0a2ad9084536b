import ArgumentParser
import Foundation
import YTCore
import YouTubeAPI

extension YTClone {
    /// `ytclone watch ID|URL`: plays a video in mpv, else the browser, else prints its URL.
    struct Watch: APICommand {
        static let configuration = CommandConfiguration(
            commandName: "watch",
            abstract: "Play a video: mpv when installed, else the browser (xdg-open), else print its URL.",
            discussion: """
                Signed in, the video goes into your history (its title costs 1 quota unit when an API key is configured).

                Examples:
                  ytclone watch https://youtu.be/dQw4w9WgXcQ
                  ytclone watch dQw4w9WgXcQ --print | xclip
                """)

        @Argument(help: ArgumentHelp("A video id or URL, or the number of a row of the last listing shown.", valueName: "id-or-url")) var reference: String
        @Flag(help: "Only print the URL.") var print = false
        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        func run(in environment: AppEnvironment) async throws {
            let id = try environment.videoId(from: reference)
            let url = Video.watchURL(id: id)
            try environment.checkCost(VideoService.estimatedCost(), of: "this lookup")
            try await recordHistory(id, environment)
            guard !print else { return try show(id: id, url: url, environment) }
            if let player = VideoPlayer.installed(path: environment.host.environment["PATH"]).first {
                environment.console.note("Opening \(url) with \(player.name)…")
                try player.play(url)
                return
            }
            environment.console.note("No player found (mpv or xdg-open on PATH); here is the URL.")
            try show(id: id, url: url, environment)
        }

        /// The URL alone for people; docs/json.md's "Watch" object for scripts (`Shapes.watch`).
        private func show(id: String, url: String, _ environment: AppEnvironment) throws {
            let console = environment.console
            try RecordWriter(console: console, format: output.resolvedFormat, shape: Shapes.watch)
                .one(WatchTarget(videoId: id, url: url)) { console.out($0.url) }
        }

        /// Signed in, the video goes into the history, with its title when the API can give it.
        private func recordHistory(_ id: String, _ environment: AppEnvironment) async throws {
            guard try environment.signedInSession() != nil else { return }
            var video = Video(id: id, title: "")
            if environment.settings.apiKey != nil {
                video = (try? await environment.videos().video(id: id)) ?? video
            }
            try environment.recordView(of: video)
        }
    }
}
