/// Everything users wrote through the API, laid over the generated catalog: every later read,
/// by any client, sees it. Value-typed and `Codable`, so a request reads one snapshot and
/// `--state` keeps it across restarts.
struct UserWrites: Sendable, Codable, Equatable {
    /// A comment a user posted: a thread's top-level comment, or a reply (`parentId` set).
    struct Comment: Sendable, Codable, Equatable {
        var id: String
        var videoId: String
        /// The channel of the video commented on.
        var channelId: String
        /// The thread (its top-level comment's id) for a reply; `nil` for a top-level comment.
        var parentId: String?
        var authorChannelId: String
        var text: String
        var publishedAt: Int64
        var updatedAt: Int64
        /// `published`, `heldForReview`, `likelySpam` or `rejected`.
        var moderationStatus: String
    }

    /// A catalog comment's new text after its author edited it.
    struct CommentEdit: Sendable, Codable, Equatable {
        var text: String
        var updatedAt: Int64
    }

    /// A user's subscription to a channel.
    struct Subscription: Sendable, Codable, Equatable {
        var id: String
        /// The subscribing account.
        var userId: String
        /// The subscriber's channel, `nil` for an account without one.
        var subscriberChannelId: String?
        /// The channel subscribed to.
        var channelId: String
        var publishedAt: Int64
    }

    /// A playlist a user created, or one of the catalog's after its owner changed it.
    struct Playlist: Sendable, Codable, Equatable {
        var id: String
        var channelId: String
        var title: String
        var description: String
        /// `public`, `unlisted` or `private`.
        var privacyStatus: String
        var publishedAt: Int64
        var defaultLanguage: String?
    }

    /// One entry of a playlist whose items users changed.
    struct PlaylistItem: Sendable, Codable, Equatable {
        var id: String
        var videoId: String
        var note: String
        var publishedAt: Int64
        /// The channel that added it (the playlist's owner).
        var addedBy: String
    }

    var comments: [Comment] = []
    /// Comments (users' or the catalog's) deleted since; reads leave them out.
    var deletedComments: Set<String> = []
    /// Moderation statuses a video's owner set on the catalog's comments, by comment id.
    var moderation: [String: String] = [:]
    /// `like` or `dislike`, by video id, by user id; `none` removes the entry.
    var ratings: [String: [String: String]] = [:]
    var subscriptions: [Subscription] = []
    /// Playlists users created, and catalog playlists their owners updated, by id.
    var playlists: [String: Playlist] = [:]
    /// Playlists deleted since (users' or the catalog's).
    var deletedPlaylists: Set<String> = []
    /// The items, in order, of every playlist users changed; a catalog playlist's are copied in
    /// on its first change.
    var playlistItems: [String: [PlaylistItem]] = [:]
    /// The catalog's comments their authors edited (`comments.update`), by comment id.
    var commentEdits: [String: CommentEdit] = [:]
    /// Authors a channel's owner banned (`comments.setModerationStatus` with `banAuthor`), by
    /// the owner's channel id: their later comments there are rejected at once.
    var bannedAuthors: [String: Set<String>] = [:]
    /// Caption tracks their videos' owners deleted (`captions.delete`), by id; reads leave them out.
    var deletedCaptions: Set<String> = []
    /// Numbers the next new id, so ids are unique and repeatable for the same writes.
    var serial = 0

    /// Whether `author`'s comments on `channel`'s videos are rejected as they are posted.
    func isBanned(_ author: String, on channel: String) -> Bool {
        bannedAuthors[channel]?.contains(author) ?? false
    }

    /// A fresh number for a new id.
    mutating func nextSerial() -> Int {
        serial += 1
        return serial
    }
}
