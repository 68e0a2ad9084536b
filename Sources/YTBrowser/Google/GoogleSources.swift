import YTCore

/// What the browser writes to YouTube with, when the local account is signed in with Google:
/// the account's channel (for the status line), the writes, and the account's own lists (Liked,
/// My playlists, a private playlist's page), each a closure over the run's API client carrying
/// the user's token. The composition root (YTCLI's `browse`) builds it; the
/// browser knows no token, store or client.
///
/// Every write is sent once: a comment whose answer was lost is shown failed, never posted twice.
public struct GoogleSources: Sendable {
    /// The Google account's YouTube channel, as the status line names it.
    let channelTitle: String
    /// Whether comments can be posted (the sign-in has `youtube.force-ssl`; a device sign-in has not).
    let canWriteComments: Bool
    /// commentThreads.insert (50 units): the comment as YouTube has it.
    let comment: @Sendable (_ videoId: String, _ text: String) async throws -> CommentEntry
    /// comments.insert (50 units): the reply, to a comment on `videoId`, as YouTube has it.
    let reply: @Sendable (_ videoId: String, _ parentId: String, _ text: String) async throws -> CommentEntry
    /// videos.getRating (1 unit): `like`, `dislike` or `none`.
    let rating: @Sendable (_ videoId: String) async throws -> String
    /// videos.rate (50 units).
    let rate: @Sendable (_ videoId: String, _ rating: String) async throws -> Void
    /// Whether the user is subscribed to the channel on YouTube (1 unit).
    let isSubscribed: @Sendable (_ channelId: String) async throws -> Bool
    /// subscriptions.insert or, with `false`, the subscription looked up and deleted (50 units).
    let setSubscribed: @Sendable (_ channelId: String, _ subscribed: Bool) async throws -> Void
    /// A page of the videos the user liked (Home's Liked tab), 1 unit.
    let liked: @Sendable (_ limit: Int, _ pageToken: String?) async throws -> Listing<Video>
    /// A page of the user's playlists, private ones too (Home's My playlists tab), 1 unit.
    let playlists: @Sendable (_ limit: Int, _ pageToken: String?) async throws -> Listing<Playlist>
    /// One playlist, a private one of the user's too (1 unit), and a page of its videos (2 units):
    /// a playlist's page when the key cannot see it.
    let playlist: @Sendable (_ id: String) async throws -> Playlist
    let playlistVideos: @Sendable (_ id: String, _ limit: Int, _ pageToken: String?) async throws -> Listing<Video>

    public init(
        channelTitle: String, canWriteComments: Bool,
        comment: @escaping @Sendable (_ videoId: String, _ text: String) async throws -> CommentEntry,
        reply: @escaping @Sendable (_ videoId: String, _ parentId: String, _ text: String) async throws -> CommentEntry,
        rating: @escaping @Sendable (_ videoId: String) async throws -> String,
        rate: @escaping @Sendable (_ videoId: String, _ rating: String) async throws -> Void,
        isSubscribed: @escaping @Sendable (_ channelId: String) async throws -> Bool,
        setSubscribed: @escaping @Sendable (_ channelId: String, _ subscribed: Bool) async throws -> Void,
        liked: @escaping @Sendable (_ limit: Int, _ pageToken: String?) async throws -> Listing<Video>,
        playlists: @escaping @Sendable (_ limit: Int, _ pageToken: String?) async throws -> Listing<Playlist>,
        playlist: @escaping @Sendable (_ id: String) async throws -> Playlist,
        playlistVideos: @escaping @Sendable (_ id: String, _ limit: Int, _ pageToken: String?) async throws -> Listing<Video>
    ) {
        self.channelTitle = channelTitle
        self.canWriteComments = canWriteComments
        self.comment = comment
        self.reply = reply
        self.rating = rating
        self.rate = rate
        self.isSubscribed = isSubscribed
        self.setSubscribed = setSubscribed
        self.liked = liked
        self.playlists = playlists
        self.playlist = playlist
        self.playlistVideos = playlistVideos
    }
}
