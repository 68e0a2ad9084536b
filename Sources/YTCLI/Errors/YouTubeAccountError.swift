/// What the commands on the Google user's own YouTube library find missing: nothing was
/// changed, and the exit status says "not found" (66).
enum YouTubeAccountError: Error, Equatable {
    /// `unsubscribe --youtube` a channel the account does not follow.
    case notSubscribed(channel: String)
    /// `playlist remove` a video the playlist does not hold.
    case notInPlaylist(video: String, playlist: String)
}

extension ErrorPresenter {
    static func describe(_ error: YouTubeAccountError) -> Presentation {
        switch error {
        case .notSubscribed(let channel):
            Presentation(message: "your YouTube account is not subscribed to \(channel); nothing changed",
                         hint: "ytclone subscriptions --youtube lists the channels it follows", status: .notFound)
        case .notInPlaylist(let video, let playlist):
            Presentation(message: "video \(video) is not in playlist \(playlist); nothing changed",
                         hint: "ytclone playlist \(playlist) lists its videos", status: .notFound)
        }
    }
}
