import Foundation

/// A comment written with ytclone, kept in the local database (YouTube never sees it).
public struct LocalComment: Codable, Sendable, Hashable, Identifiable {
    public var id: Int64
    public var videoId: String
    public var userId: Int64
    /// The author's handle at the time of reading, without `@`.
    public var authorHandle: String
    public var body: String
    /// Lower-cased, without `#`, in order of first appearance.
    public var hashtags: [String]
    /// Lower-cased handles, without `@`, in order of first appearance.
    public var mentions: [String]
    public var createdAt: Date
    public var updatedAt: Date

    public init(id: Int64, videoId: String, userId: Int64, authorHandle: String, body: String,
                hashtags: [String], mentions: [String], createdAt: Date, updatedAt: Date) {
        self.id = id
        self.videoId = videoId
        self.userId = userId
        self.authorHandle = authorHandle
        self.body = body
        self.hashtags = hashtags
        self.mentions = mentions
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}

/// A video the user saved, with enough to list it without asking the API.
public struct Favorite: Codable, Sendable, Hashable, Identifiable {
    public var videoId: String
    public var title: String
    public var channelTitle: String
    public var addedAt: Date
    public var id: String { videoId }

    public init(videoId: String, title: String, channelTitle: String, addedAt: Date) {
        self.videoId = videoId
        self.title = title
        self.channelTitle = channelTitle
        self.addedAt = addedAt
    }
}

/// A video the user looked at or watched.
public struct HistoryEntry: Codable, Sendable, Hashable, Identifiable {
    public var id: Int64
    public var videoId: String
    public var title: String
    public var channelTitle: String
    public var viewedAt: Date
    /// Where playback last stood, in seconds, when a player reported it.
    public var position: Double?
    /// The video's length in seconds, when a player reported it.
    public var length: Double?
    /// Played past `WatchProgress.watchedFraction` at some time.
    public var watched: Bool

    public init(id: Int64, videoId: String, title: String, channelTitle: String, viewedAt: Date,
                position: Double? = nil, length: Double? = nil, watched: Bool = false)
    {
        self.id = id
        self.videoId = videoId
        self.title = title
        self.channelTitle = channelTitle
        self.viewedAt = viewedAt
        self.position = position
        self.length = length
        self.watched = watched
    }
}
