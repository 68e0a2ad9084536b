import YouTubeAPI

/// Google's refusals of the writes on a user's own subscriptions and playlists, which the
/// general table (`GoogleErrorPresentation.describe`) leaves to these words: each says whose the
/// thing is, or why it cannot be done, with the exit status README lists.
extension GoogleErrorPresentation {
    static func describeAccountWrite(_ error: GoogleError) -> Presentation? {
        switch error.rawReason {
        case "subscriptionForbidden" where error.status == 400:
            subscriptionRefused(error.message)
        case "subscriptionForbidden":
            Presentation(message: "that subscription is not your Google account's, so it cannot be changed", hint: nil,
                         status: .denied)
        case "subscriberNotFound":
            Presentation(message: "this Google account has no YouTube channel yet, and subscribing needs one",
                         hint: "create a channel at youtube.com (or ytclone auth login with an account that has one)",
                         status: .denied)
        case "publisherNotFound":
            Presentation(message: "no such channel to subscribe to: \(error.message)", hint: nil, status: .notFound)
        case "playlistForbidden", "playlistItemsNotAccessible":
            Presentation(message: "that playlist is not yours: only its owner can change it", hint:
                            "ytclone playlists --mine lists yours", status: .denied)
        case "playlistOperationUnsupported":
            Presentation(message: "an uploads playlist (UU…) cannot be changed: only uploading adds to it", hint: nil,
                         status: .invalidInput)
        case "playlistTitleRequired", "invalidPlaylistSnippet":
            Presentation(message: "YouTube refused the playlist: \(error.message)", hint: nil, status: .invalidInput)
        default:
            nil
        }
    }

    /// Google's 400 `subscriptionForbidden` has three meanings, told apart by its message: the
    /// user's own channel, the most subscriptions an account may have, or too many of late.
    private static func subscriptionRefused(_ message: String) -> Presentation {
        let words = message.lowercased()
        if words.contains("own channel") {
            return Presentation(message: "a channel cannot subscribe to itself (that is your own channel)", hint: nil,
                                status: .invalidInput)
        }
        if words.contains("recent") || words.contains("hours") {
            return Presentation(message: "YouTube refused: too many subscriptions of late (\(message))",
                                hint: "try again in a few hours", status: .tryLater)
        }
        if words.contains("limit") || words.contains("maximum") {
            return Presentation(message: "YouTube refused: this account has as many subscriptions as it may have (\(message))",
                                hint: "unsubscribe from one first: ytclone subscriptions --youtube lists them", status: .denied)
        }
        return Presentation(message: "YouTube refused the subscription: \(message)", hint: nil, status: .denied)
    }
}
