import YTBrowser
import YTCore
import YouTubeAPI

extension AppEnvironment {
    /// The browser's writes to YouTube, over the API client that carries the Google user's token
    /// (`youtubeClient()`), when the local account signed in is signed in with Google; nil
    /// otherwise, and the browser's keys stay local as ever.
    ///
    /// Each write is sent once (`client.write`): an answer that was lost shows as a failure in
    /// place, never as a second comment.
    func browserGoogleSources() throws -> GoogleSources? {
        guard let user = try signedInSession()?.user,
              let signIn = try googleTokenStore().load(account: googleAccountKey(user)),
              let client = try? youtubeClient()
        else { return nil }
        let account = YouTubeAccountService(client: client, bus: bus)
        return GoogleSources(
            channelTitle: signIn.channelTitle ?? signIn.channelId ?? "no channel",
            canWriteComments: signIn.canWriteComments,
            comment: { videoId, text in
                let thread = try await client.write(.insertComment(videoId: videoId, text: text))
                guard let entry = CommentEntry(thread: thread) else {
                    throw APIError.undecodable(resource: "commentThreads", detail: "the comment came back without an id")
                }
                return entry
            },
            reply: { parentId, text in
                guard let entry = CommentEntry(reply: try await client.write(.insertReply(parentId: parentId, text: text))) else {
                    throw APIError.undecodable(resource: "comments", detail: "the reply came back without an id")
                }
                return entry
            },
            rating: { videoId in
                let rating = try await client.fetch(.ratings(videoIds: [videoId])).items.first { $0.videoId == videoId }?.rating
                return rating == "like" || rating == "dislike" ? rating! : "none"
            },
            rate: { videoId, rating in _ = try await client.write(.rate(videoId: videoId, rating: rating)) },
            isSubscribed: { channelId in try await account.subscription(to: channelId) != nil },
            setSubscribed: { channelId, subscribed in
                if subscribed { try await account.subscribe(channelId: channelId) } else { try await account.unsubscribe(channelId: channelId) }
            },
            liked: { limit, token in try await account.liked(limit: limit, pageToken: token) },
            playlists: { limit, token in try await account.playlists(limit: limit, pageToken: token) },
            playlist: { id in try await account.playlist(id: id) },
            playlistVideos: { id, limit, token in try await account.videos(playlistId: id, limit: limit, pageToken: token) })
    }
}
