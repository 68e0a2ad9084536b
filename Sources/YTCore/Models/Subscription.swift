import Foundation

/// A channel a local user follows; ytclone keeps subscriptions itself, no Google account needed.
public struct Subscription: Codable, Sendable, Hashable, Identifiable {
    public var channelId: String
    public var title: String
    /// `@handle`, when known.
    public var handle: String?
    public var addedAt: Date

    public var id: String { channelId }

    public init(channelId: String, title: String, handle: String? = nil, addedAt: Date) {
        self.channelId = channelId
        self.title = title
        self.handle = handle
        self.addedAt = addedAt
    }
}

/// One upload of a channel as its uploads playlist lists it.
public struct Upload: Sendable, Hashable {
    public var videoId: String
    public var channelId: String
    public var publishedAt: Date

    public init(videoId: String, channelId: String, publishedAt: Date) {
        self.videoId = videoId
        self.channelId = channelId
        self.publishedAt = publishedAt
    }
}

/// A channel's newest uploads and the video count they were fetched at.
public struct ChannelUploads: Sendable, Hashable {
    /// The count of a channel whose uploads came from its feed, which tells none: it differs
    /// from every count the API tells, so the API route reads the uploads again.
    public static let unknownCount = -1

    public var channelId: String
    public var videoCount: Int
    public var uploads: [Upload]

    public init(channelId: String, videoCount: Int, uploads: [Upload]) {
        self.channelId = channelId
        self.videoCount = videoCount
        self.uploads = uploads
    }
}
