import YTCore

/// Why a comment on YouTube was not written, when it is ytclone that knows before Google does,
/// or when a failed post was kept as a draft.
enum YouTubeCommentError: Error, Equatable {
    /// The sign-in lacks `youtube.force-ssl`; `device` when it was a device sign-in, which
    /// Google never grants that scope.
    case cannotWriteComments(device: Bool)
    /// The Google account has no YouTube channel, and a comment needs one.
    case noChannel
    /// Google's `forbidden` on comments.update|delete: the comment is someone else's.
    case notYours(String)
    /// No draft of that number for this local account.
    case draftNotFound(Int64)
    /// The post failed where it may succeed later (network, quota, 5xx, breaker): kept as draft
    /// `number`, and `cause` says why.
    case keptAsDraft(number: Int64, cause: Failure)

    /// The failure a draft was kept after, as the presenter words any error (kept as its words
    /// so the error stays `Equatable`).
    struct Failure: Equatable {
        var message: String
        var hint: String?
        var status: ExitStatus
    }
}

extension ErrorPresenter {
    static func describe(_ error: YouTubeCommentError) -> Presentation {
        switch error {
        case .cannotWriteComments(let device):
            Presentation(
                message: device
                    ? "a device sign-in (auth login --device) cannot post comments: Google grants it only the youtube and youtube.readonly scopes, and comments need youtube.force-ssl"
                    : "this Google sign-in lacks the youtube.force-ssl scope, which writing comments needs",
                hint: "ytclone auth login --scope write", status: .denied)
        case .noChannel:
            Presentation(message: "this Google account has no YouTube channel yet, and a comment needs one",
                         hint: "create one at youtube.com, then run ytclone auth login again", status: .denied)
        case .notYours(let id):
            Presentation(message: "comment \(id) is not yours: only its author can edit or delete it", hint: nil,
                         status: .denied)
        case .draftNotFound(let number):
            Presentation(message: "no comment draft #\(number)", hint: "ytclone comment drafts lists yours", status: .notFound)
        case .keptAsDraft(let number, let cause):
            Presentation(
                message: "\(cause.message); the comment was not posted and is kept as draft #\(number)",
                hint: "send it later with ytclone comment post \(number)" + (cause.hint.map { " (\($0))" } ?? ""),
                status: cause.status)
        }
    }
}
