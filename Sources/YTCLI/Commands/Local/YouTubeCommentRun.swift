import Foundation
import YTCore
import YouTubeAPI

/// One run's writes of comments to YouTube for the Google user signed in: the checks made
/// before anything is sent (a scope that can write comments, a channel), and the draft kept when
/// a post fails where it may succeed later, so a comment is never lost.
struct YouTubeCommentRun {
    let environment: AppEnvironment
    let user: User
    let signIn: GoogleAccount
    let writer: YouTubeCommentWriter

    /// - Throws: `CoreError.notSignedIn`, `CLIError.notSignedInWithGoogle`, and
    ///   `YouTubeCommentError` when the sign-in cannot write comments, before any request.
    init(_ environment: AppEnvironment) throws {
        let user = try environment.localAccountForGoogle()
        guard let signIn = try environment.googleTokenStore().load(account: environment.googleAccountKey(user)) else {
            throw CLIError.notSignedInWithGoogle
        }
        guard signIn.canWriteComments else { throw YouTubeCommentError.cannotWriteComments(device: signIn.method == "device") }
        self.environment = environment
        self.user = user
        self.signIn = signIn
        writer = YouTubeCommentWriter(client: try environment.youtubeClient())
    }

    /// The channel comments are written as: the one the sign-in recorded, else asked of Google
    /// (channels.list mine, 1 unit). - Throws: `YouTubeCommentError.noChannel`.
    func channelId() async throws -> String {
        if let channelId = signIn.channelId, !channelId.isEmpty { return channelId }
        let mine = try await environment.youtubeClient().fetch(.myChannel())
        guard let channelId = mine.items.first?.id, !channelId.isEmpty else { throw YouTubeCommentError.noChannel }
        return channelId
    }

    /// Posts `text` (a reply when `parentId` is set); a failure that may pass is kept as a new
    /// draft, or leaves `draft` as it is, and is thrown as `keptAsDraft`.
    func post(_ text: String, on videoId: String, replyingTo parentId: String?, draft: Int64? = nil) async throws
        -> CommentEntry
    {
        try await Self.keepingDraft(draft: draft) {
            try environment.openStore()
                .addDraft(videoId: videoId, parentId: parentId, text: text, userId: user.id, now: environment.host.now()).id
        } post: { [writer] in
            if let parentId { try await writer.reply(text, to: parentId) } else { try await writer.post(text, on: videoId) }
        }
    }

    /// Runs `post`; a failure that may pass later keeps the comment as a draft (`draft`, or a new
    /// one `keep` adds) and is thrown as `keptAsDraft`, naming it. The browser's comments too.
    static func keepingDraft(draft: Int64? = nil, keep: () throws -> Int64,
                             post: () async throws -> CommentEntry) async throws -> CommentEntry {
        do {
            return try await post()
        } catch where mayPassLater(error) {
            let number = try draft ?? keep()
            let words = ErrorPresenter.describe(error)
            throw YouTubeCommentError.keptAsDraft(
                number: number, cause: .init(message: words.message, hint: words.hint, status: words.status))
        }
    }

    /// Failures after which the same post may succeed: the network, a 5xx, the day's quota or
    /// the rate limit, the budget's breaker, a sign-in Google no longer takes (sign in again).
    static func mayPassLater(_ error: any Error) -> Bool {
        switch error {
        case APIError.transport, OAuthError.transport, CoreError.quotaBudgetSpent, GoogleSessionError.signedOut:
            return true
        case APIError.unexpectedStatus(let status, _):
            return status >= 500 || status == 429
        case APIError.google(let google):
            return google.status >= 500 || google.status == 429
                || google.reason == .quotaExceeded || google.reason == .rateLimitExceeded
        default:
            return false
        }
    }

    /// A comment's address on YouTube (`lc=` opens the page at it).
    static func url(videoId: String, commentId: String) -> String {
        "https://www.youtube.com/watch?v=\(videoId)&lc=\(commentId)"
    }

    /// Prints a comment written: its id on stdout (a script can go on with it), or the comment
    /// as `comments --json` shows it.
    static func print(_ entry: CommentEntry, verb: String, format: OutputFormat, in environment: AppEnvironment) throws {
        switch format {
        case .table: environment.console.out(entry.id)
        default: try RecordWriter(console: environment.console, format: format, shape: Shapes.comment).one(entry) { _ in }
        }
        let place = entry.videoId.isEmpty ? "" : ": " + url(videoId: entry.videoId, commentId: entry.id)
        environment.console.note("\(verb) on YouTube\(place)")
    }

    /// Whether a `comment edit|delete` argument names a local comment: digits only are a local
    /// comment's number; anything else is a YouTube comment's id (those are never all digits).
    static func isLocalNumber(_ argument: String) -> Bool {
        !argument.isEmpty && argument.count <= 18 && argument.allSatisfy { $0.isASCII && $0.isNumber }
    }
}

extension YouTubeCommentRun {
    /// `comments` with `mine` set on YouTube comments when signed in with Google: true for those
    /// by the channel of the sign-in (read from where it is kept; nothing is sent). Unchanged
    /// when nobody is signed in with Google or the sign-in names no channel.
    static func markingMine(_ comments: [CommentEntry], in environment: AppEnvironment) -> [CommentEntry] {
        guard let user = try? environment.signedInSession()?.user,
              let signIn = try? environment.googleTokenStore().load(account: environment.googleAccountKey(user)),
              let channelId = signIn.channelId, !channelId.isEmpty
        else { return comments }
        return comments.map { comment in
            guard comment.source == .youtube else { return comment }
            var marked = comment
            marked.mine = comment.authorChannelId == channelId
            return marked
        }
    }
}
