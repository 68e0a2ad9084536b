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
        let writer = YouTubeCommentWriter(client: client)
        // A comment that fails where it may pass later is kept as a draft, as `comment add
        // --youtube` keeps it: `ytclone comment post N` sends it once things are back.
        let drafts = try openStore(), now = host.now
        @Sendable func keep(_ videoId: String, _ parentId: String?, _ text: String) throws -> Int64 {
            try drafts.addDraft(videoId: videoId, parentId: parentId, text: text, userId: user.id, now: now()).id
        }
        return GoogleSources(
            channelTitle: signIn.channelTitle ?? signIn.channelId ?? "no channel",
            canWriteComments: signIn.canWriteComments,
            comment: { videoId, text in
                try await YouTubeCommentRun.keepingDraft {
                    try keep(videoId, nil, text)
                } post: { try await writer.post(text, on: videoId) }
            },
            reply: { videoId, parentId, text in
                try await YouTubeCommentRun.keepingDraft {
                    try keep(videoId, parentId, text)
                } post: { try await writer.reply(text, to: parentId) }
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
