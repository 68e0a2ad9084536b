import YTCore

/// The keys of a video's page that write to YouTube when the local account is signed in with
/// Google: `c` (a reply after Enter on a comment), `L` and `D`, and `s`.
extension BrowserState {
    /// Opens the form for a comment on YouTube, or for a reply when Enter chose a YouTube
    /// comment and Tab is still on it; the text of the newest one that failed to post there is
    /// in it again, to send once more or change.
    mutating func commentOnYouTube(_ videoId: String, data: BrowserData) -> [any Event] {
        let focused = focusedComment(data)
        let parent = focused.flatMap { $0.source == .youtube && $0.id == replyTo ? $0 : nil }
        var form = Editing.youtubeComment(videoId: videoId, replyingTo: parent)
        let failed = data.detail.written.last { written in
            if case .failed = written.status { return written.parentId == parent?.id }
            return false
        }
        if let failed { form.field = EditableText(failed.text, multiline: true) }
        editing = form
        return []
    }

    /// `L` likes, `D` dislikes; the same key again takes the rating back (`none`).
    mutating func rate(_ videoId: String, _ rating: String, data: BrowserData) -> [any Event] {
        guard data.googleAccount != nil else {
            message = "Sign in with Google to rate videos: ytclone auth login"
            return []
        }
        let shown = data.writes.ratings[videoId]?.shown ?? "none"
        return [RatingChosen(videoId: videoId, rating: shown == rating ? "none" : rating)]
    }

    /// `s` signed in with Google: the subscription on YouTube, not the local list.
    mutating func subscribeOnYouTube(to channel: Channel?) -> [any Event] {
        guard let channel, !channel.id.isEmpty else {
            message = "The channel is not loaded yet: press s again once it shows."
            return []
        }
        return [YouTubeSubscriptionToggled(channel: channel)]
    }
}
