import ArgumentParser
import Foundation
import YTCore

extension YTClone {
    /// `ytclone comment add|reply|edit|delete|post|drafts`: the signed-in user's comments, local
    /// or on YouTube (`--youtube`, or `youtube_comments=true` in the config).
    struct CommentCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "comment",
            abstract: "Write, edit or delete your comments, local or on YouTube.",
            discussion: """
                A comment is local unless --youtube says otherwise (or youtube_comments=true in the config file, which --local overrides). Replies are always on YouTube. edit and delete take a local comment's number (digits only) or a YouTube comment's id (anything else). Each write to YouTube costs 50 units; one that fails where it may pass later (network, quota, a server error) is kept as a draft: `comment drafts` lists them and `comment post N` sends one.
                """,
            subcommands: [Add.self, Reply.self, Edit.self, Delete.self, Post.self, Drafts.self, Import.self])

        struct Add: APICommand {
            static let configuration = CommandConfiguration(
                commandName: "add",
                abstract: "Comment on a video (1-10,000 characters; #hashtags and @mentions are kept).",
                discussion: """
                    Local unless --youtube (or youtube_comments=true in the config file; --local then forces local). On YouTube (50 units, after ytclone auth login) the new comment's id is printed on stdout; a post that fails where it may pass later is kept as a draft for ytclone comment post N.

                    Examples:
                      ytclone comment add dQw4w9WgXcQ 'Still great #classic @rick'
                      ytclone comment add dQw4w9WgXcQ 'Still great' --youtube
                      git log -1 --format=%B | ytclone comment add dQw4w9WgXcQ --body-file -
                    """)

            @Argument(help: ArgumentHelp("A video id or URL, or the number of a row of the last listing shown.", valueName: "id-or-url")) var reference: String
            @Argument(help: "The comment (or use --body-file).") var text: String?
            @Option(help: ArgumentHelp("Read the comment from a file, or - for stdin.", valueName: "file"))
            var bodyFile: String?
            @Flag(help: "Post it on YouTube as the Google account signed in (50 units).") var youtube = false
            @Flag(help: "Keep it local, even with youtube_comments=true in the config file.") var local = false
            @OptionGroup var api: APIOptions
            @OptionGroup var output: OutputOptions

            func validate() throws {
                try CommentBody.validate(text: text, file: bodyFile)
                if youtube && local { throw ValidationError("--youtube and --local cannot be used together.") }
            }

            func run(in environment: AppEnvironment) async throws {
                let videoId = try environment.videoId(from: reference)
                let body = try CommentBody.read(text: text, file: bodyFile, stdin: environment.host.stdin)
                if youtube || (environment.settings.youtubeComments && !local) {
                    return try await postOnYouTube(body, videoId: videoId, in: environment)
                }
                try CommentChangePrinter.change("Added", in: environment, format: output.resolvedFormat) { model, user in
                    try model.add(body, to: videoId, by: user)
                }
            }
        }

        struct Edit: APICommand {
            static let configuration = CommandConfiguration(
                commandName: "edit", abstract: "Replace the text of one of your comments, local or on YouTube.",
                discussion: """
                    Digits only name a local comment (see `ytclone comments VIDEO --source local`); anything else is one of your YouTube comments' ids (50 units).

                    Examples:
                      ytclone comment edit 12 'Fixed a typo'
                      ytclone comment edit UgzDE2tasfmrYLyNkGt4AaABAg 'Fixed a typo'
                    """)

            @Argument(help: "A local comment's number, or your YouTube comment's id.") var id: String
            @Argument(help: "The new text (or use --body-file).") var text: String?
            @Option(help: ArgumentHelp("Read the text from a file, or - for stdin.", valueName: "file"))
            var bodyFile: String?
            @OptionGroup var api: APIOptions
            @OptionGroup var output: OutputOptions

            func validate() throws {
                try CommentBody.validate(text: text, file: bodyFile)
            }

            func run(in environment: AppEnvironment) async throws {
                let body = try CommentBody.read(text: text, file: bodyFile, stdin: environment.host.stdin)
                guard YouTubeCommentRun.isLocalNumber(id), let number = Int64(id) else {
                    return try await editOnYouTube(body, in: environment)
                }
                try CommentChangePrinter.change("Edited", in: environment, format: output.resolvedFormat) { model, user in
                    try model.edit(number, body: body, by: user)
                }
            }
        }

        struct Delete: APICommand {
            static let configuration = CommandConfiguration(
                commandName: "delete", abstract: "Delete one of your comments, local or on YouTube.",
                discussion: """
                    Digits only name a local comment; anything else is one of your YouTube comments' ids (50 units). Asks first at a terminal; without one (or with --no-input) only --yes deletes.

                    Examples:
                      ytclone comment delete 12
                      ytclone comment delete UgzDE2tasfmrYLyNkGt4AaABAg --yes
                    """,
                aliases: ["rm", "remove"])

            @Argument(help: "A local comment's number, or your YouTube comment's id.") var id: String
            @Flag(name: .shortAndLong, help: "Do not ask first (needed without a terminal).") var yes = false
            @OptionGroup var input: InputOptions
            @OptionGroup var api: APIOptions
            @OptionGroup var output: OutputOptions

            func run(in environment: AppEnvironment) async throws {
                guard YouTubeCommentRun.isLocalNumber(id), let id = Int64(id) else {
                    return try await deleteOnYouTube(in: environment)
                }
                let user = try environment.user()
                let model = try environment.comments()
                if !yes {
                    try input.makePrompter(host: environment.host).confirmIrreversible(
                        "Delete your comment #\(id)?", refusal: "the comment was kept", command: "ytclone comment delete \(id)")
                }
                let console = environment.console
                model.$deleted.subscribe(by: nil) { id in
                    if let id { console.note("Deleted comment #\(id).") }
                }
                try model.delete(id, by: user)
            }
        }
    }
}
