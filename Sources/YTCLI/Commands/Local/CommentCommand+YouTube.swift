import ArgumentParser
import Foundation
import YTCore
import YouTubeAPI

extension YTClone.CommentCommand.Add {
    /// `comment add --youtube`: commentThreads.insert (50 units); kept as a draft when it fails
    /// where it may pass later.
    func postOnYouTube(_ body: String, videoId: String, in environment: AppEnvironment) async throws {
        let run = try YouTubeCommentRun(environment)
        try environment.checkCost(YouTubeCommentWriter.estimatedCostOfWriting, of: "posting a comment")
        let entry = try await run.post(body, on: videoId, replyingTo: nil)
        try YouTubeCommentRun.print(entry, verb: "Posted", format: output.resolvedFormat, in: environment)
    }
}

extension YTClone.CommentCommand.Edit {
    /// `comment edit YOUTUBE_ID`: comments.update (50 units). Not kept as a draft: the comment is
    /// on YouTube already, and the edit is the command line to run again.
    func editOnYouTube(_ body: String, in environment: AppEnvironment) async throws {
        let run = try YouTubeCommentRun(environment)
        try environment.checkCost(YouTubeCommentWriter.estimatedCostOfWriting, of: "editing a comment")
        let entry = try await YouTubeCommentRun.refusingOthers(id) { try await run.writer.edit(id, text: body) }
        try YouTubeCommentRun.print(entry, verb: "Edited", format: output.resolvedFormat, in: environment)
    }
}

extension YTClone.CommentCommand.Delete {
    /// `comment delete YOUTUBE_ID`: comments.delete (50 units), after asking at a terminal.
    func deleteOnYouTube(in environment: AppEnvironment) async throws {
        let run = try YouTubeCommentRun(environment)
        try environment.checkCost(YouTubeCommentWriter.estimatedCostOfWriting, of: "deleting a comment")
        if !yes {
            try input.makePrompter(host: environment.host).confirmIrreversible(
                "Delete your YouTube comment \(id)?", refusal: "the comment was kept",
                command: ShellWord.commandLine("ytclone comment delete", words: [id], options: []))
        }
        try await YouTubeCommentRun.refusingOthers(id) { try await run.writer.delete(id) }
        environment.console.note("Deleted your YouTube comment \(id).")
    }
}

extension YouTubeCommentRun {
    /// Google's `forbidden` on a comment's edit or delete means it is someone else's.
    static func refusingOthers<T>(_ id: String, _ write: () async throws -> T) async throws -> T {
        do {
            return try await write()
        } catch APIError.google(let error) where error.reason == .forbidden {
            throw YouTubeCommentError.notYours(id)
        }
    }
}

extension YTClone.CommentCommand {
    /// `ytclone comment reply COMMENT_ID TEXT`: always on YouTube.
    struct Reply: APICommand {
        static let configuration = CommandConfiguration(
            commandName: "reply",
            abstract: "Reply on YouTube to a comment (50 units; needs ytclone auth login).",
            discussion: """
                COMMENT_ID is a top-level YouTube comment's id (a thread's, as `ytclone comments VIDEO` lists them). The reply's id is printed on stdout. A reply that fails where it may pass later is kept as a draft for ytclone comment post N.

                Examples:
                  ytclone comment reply UgzDE2tasfmrYLyNkGt4AaABAg 'Thanks!'
                  ytclone comment reply UgzDE2tasfmrYLyNkGt4AaABAg --body-file answer.txt
                """)

        @Argument(help: ArgumentHelp("The YouTube comment to reply to.", valueName: "comment-id")) var commentId: String
        @Argument(help: "The reply (or use --body-file).") var text: String?
        @Option(help: ArgumentHelp("Read the reply from a file, or - for stdin.", valueName: "file"))
        var bodyFile: String?
        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        func validate() throws {
            try CommentBody.validate(text: text, file: bodyFile)
            if commentId.isEmpty || YouTubeCommentRun.isLocalNumber(commentId) {
                throw ValidationError("'\(commentId)' is not a YouTube comment id: local comments take no replies.")
            }
        }

        func run(in environment: AppEnvironment) async throws {
            let body = try CommentBody.read(text: text, file: bodyFile, stdin: environment.host.stdin)
            let run = try YouTubeCommentRun(environment)
            try environment.checkCost(YouTubeCommentWriter.estimatedCostOfWriting, of: "posting a reply")
            // The reply's video is known only from its answer; a draft keeps the thread's id.
            let entry = try await run.post(body, on: "", replyingTo: commentId)
            try YouTubeCommentRun.print(entry, verb: "Replied", format: output.resolvedFormat, in: environment)
        }
    }

    /// `ytclone comment post N`: sends a draft kept when a post failed, unless it landed after all.
    struct Post: APICommand {
        static let configuration = CommandConfiguration(
            commandName: "post",
            abstract: "Send a comment draft to YouTube (see ytclone comment drafts).",
            discussion: """
                A post whose answer was lost may have landed, so the video's newest comments (or the thread's replies) are read first (1 unit): when yours with the same text is there, the draft is dropped and nothing is sent twice. Otherwise it is posted (50 units) and the draft dropped; a post that fails again keeps it.

                Examples:
                  ytclone comment drafts
                  ytclone comment post 3
                """)

        @Argument(help: ArgumentHelp("The draft's number.", valueName: "n")) var number: Int64
        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        func run(in environment: AppEnvironment) async throws {
            let run = try YouTubeCommentRun(environment)
            let store = try environment.openStore()
            guard let draft = try store.draft(id: number, userId: run.user.id) else {
                throw YouTubeCommentError.draftNotFound(number)
            }
            let channelId = try await run.channelId()
            try environment.checkCost(YouTubeCommentWriter.estimatedCostOfPostingDraft, of: "posting a draft")
            if let landed = try await run.writer.posted(draft.text, on: draft.videoId, replyingTo: draft.parentId, by: channelId) {
                try store.deleteDraft(id: number, userId: run.user.id)
                try YouTubeCommentRun.print(landed, verb: "Draft #\(number) was already", format: output.resolvedFormat,
                                            in: environment)
                return
            }
            let entry = try await run.post(draft.text, on: draft.videoId, replyingTo: draft.parentId, draft: number)
            try store.deleteDraft(id: number, userId: run.user.id)
            try YouTubeCommentRun.print(entry, verb: "Posted draft #\(number)", format: output.resolvedFormat, in: environment)
        }
    }

    /// `ytclone comment drafts`: the comments kept when posting them failed.
    struct Drafts: AppCommand {
        static let configuration = CommandConfiguration(
            commandName: "drafts",
            abstract: "List your comments that could not be posted to YouTube yet.",
            discussion: """
                Each is sent with ytclone comment post N.

                Examples:
                  ytclone comment drafts
                  ytclone comment drafts --json | jq '.[].number'
                """)

        @OptionGroup var output: OutputOptions

        func run(in environment: AppEnvironment) async throws {
            let user = try environment.user()
            let drafts = try environment.openStore().drafts(userId: user.id)
            let console = environment.console
            try RecordWriter(console: console, format: output.resolvedFormat, shape: Shapes.commentDraft).list(
                drafts, empty: "No comment drafts: every comment was posted."
            ) { drafts in
                for draft in drafts {
                    let place = draft.parentId.map { "reply to \($0)" } ?? "on \(draft.videoId)"
                    console.out("#\(draft.id) \(place): \(TerminalText.sanitize(draft.text))")
                }
                console.hint("send one: ytclone comment post N")
            }
        }
    }
}

extension Shapes {
    /// `comment drafts --json`: a draft's number, where it goes, its text and when it was kept.
    static let commentDraft = Shape<CommentDraft>(kind: nil, [
        Field("number") { .number($0.id) },
        Field("videoId") { .text($0.videoId.isEmpty ? nil : $0.videoId) },
        Field("parentId") { .text($0.parentId) },
        Field("createdAt") { .date($0.createdAt) },
        Field("text") { .text($0.text) },
    ])
}
