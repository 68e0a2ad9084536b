import ArgumentParser
import YTCore
import YouTubeAPI

extension YTClone {
    /// `ytclone mentions`: local comments that mention the signed-in user.
    struct Mentions: AppCommand {
        static let configuration = CommandConfiguration(commandName: "mentions", abstract: "List local comments that mention your @handle.")

        @OptionGroup var output: OutputOptions

        func run(in environment: AppEnvironment) async throws {
            let user = try environment.user()
            let comments = try environment.commentService().comments(mentioning: user)
            try CommentRenderer(console: environment.console, format: output.resolvedFormat, namesVideo: true)
                .list(comments.map(CommentEntry.init(local:)),
                      empty: "Nobody has mentioned @\(user.handle) in a local comment yet.")
        }
    }
}
