import ArgumentParser
import Foundation
import YTCore

extension YTClone {
    /// `ytclone comment add|edit|delete`: the signed-in user's local comments.
    struct CommentCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "comment",
            abstract: "Write, edit or delete your local comments.",
            subcommands: [Add.self, Edit.self, Delete.self, Import.self])

        struct Add: AppCommand {
            static let configuration = CommandConfiguration(
                commandName: "add",
                abstract: "Comment on a video (1-10,000 characters; #hashtags and @mentions are kept).",
                discussion: """
                    Examples:
                      ytclone comment add dQw4w9WgXcQ 'Still great #classic @rick'
                      git log -1 --format=%B | ytclone comment add dQw4w9WgXcQ --body-file -
                    """)

            @Argument(help: ArgumentHelp("A video id or URL, or the number of a row of the last listing shown.", valueName: "id-or-url")) var reference: String
            @Argument(help: "The comment (or use --body-file).") var text: String?
            @Option(help: ArgumentHelp("Read the comment from a file, or - for stdin.", valueName: "file"))
            var bodyFile: String?
            @OptionGroup var output: OutputOptions

            func validate() throws {
                try CommentBody.validate(text: text, file: bodyFile)
            }

            func run(in environment: AppEnvironment) async throws {
                let videoId = try environment.videoId(from: reference)
                let body = try CommentBody.read(text: text, file: bodyFile, stdin: environment.host.stdin)
                try CommentChangePrinter.change("Added", in: environment, format: output.resolvedFormat) { model, user in
                    try model.add(body, to: videoId, by: user)
                }
            }
        }

        struct Edit: AppCommand {
            static let configuration = CommandConfiguration(commandName: "edit", abstract: "Replace the text of one of your comments.")

            @Argument(help: "The comment's number (see `ytclone comments VIDEO --source local`).") var id: Int64
            @Argument(help: "The new text (or use --body-file).") var text: String?
            @Option(help: ArgumentHelp("Read the text from a file, or - for stdin.", valueName: "file"))
            var bodyFile: String?
            @OptionGroup var output: OutputOptions

            func validate() throws {
                try CommentBody.validate(text: text, file: bodyFile)
            }

            func run(in environment: AppEnvironment) async throws {
                let body = try CommentBody.read(text: text, file: bodyFile, stdin: environment.host.stdin)
                try CommentChangePrinter.change("Edited", in: environment, format: output.resolvedFormat) { model, user in
                    try model.edit(id, body: body, by: user)
                }
            }
        }

        struct Delete: AppCommand {
            static let configuration = CommandConfiguration(
                commandName: "delete", abstract: "Delete one of your comments.",
                discussion: "Asks first at a terminal; without one (or with --no-input) only --yes deletes.",
                aliases: ["rm", "remove"])

            @Argument(help: "The comment's number.") var id: Int64
            @Flag(name: .shortAndLong, help: "Do not ask first (needed without a terminal).") var yes = false
            @OptionGroup var input: InputOptions
            @OptionGroup var output: OutputOptions

            func run(in environment: AppEnvironment) async throws {
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
