import Foundation
import YouTubeAPI

/// A comment as ytclone lists it, from YouTube or from the local database alike.
public struct CommentEntry: Codable, Sendable, Hashable, Identifiable {
    public enum Source: String, Codable, Sendable { case youtube, local }

    /// YouTube's comment id, or the local comment's number as a string.
    public var id: String
    public var source: Source
    public var videoId: String
    /// The display name on YouTube; `@handle` locally.
    public var author: String
    public var authorChannelId: String?
    public var text: String
    public var likeCount: Int?
    public var replyCount: Int?
    public var publishedAt: Date?
    public var updatedAt: Date?
    public var hashtags: [String]
    public var mentions: [String]
    /// Whether the Google user signed in wrote it (a YouTube comment by their channel); `nil`
    /// when nobody is signed in with Google, and for local comments.
    public var mine: Bool? = nil

    public init(local comment: LocalComment) {
        id = String(comment.id)
        source = .local
        videoId = comment.videoId
        author = "@" + comment.authorHandle
        authorChannelId = nil
        text = comment.body
        likeCount = nil
        replyCount = nil
        publishedAt = comment.createdAt
        updatedAt = comment.updatedAt
        hashtags = comment.hashtags
        mentions = comment.mentions
    }

    /// Maps a comments.list item (a reply, or a thread's top-level comment); `nil` without an id.
    public init?(reply: Wire.Comment) {
        guard let id = reply.id, let snippet = reply.snippet else { return nil }
        let text = snippet.textOriginal ?? HTMLText.plainText(fromHTML: snippet.textDisplay ?? "")
        self.id = id
        source = .youtube
        videoId = snippet.videoId ?? ""
        author = snippet.authorDisplayName ?? ""
        authorChannelId = snippet.authorChannelId?.value
        self.text = text
        likeCount = snippet.likeCount
        replyCount = nil
        publishedAt = snippet.publishedAt
        updatedAt = snippet.updatedAt
        hashtags = TagParser.hashtags(in: text)
        mentions = TagParser.mentions(in: text)
    }

    /// Maps a commentThreads.list item: its top-level comment, with the thread's id and reply count.
    public init?(thread: Wire.CommentThread) {
        guard let id = thread.id, let top = thread.snippet?.topLevelComment, var entry = CommentEntry(reply: top) else {
            return nil
        }
        entry.id = id
        entry.videoId = thread.snippet?.videoId ?? entry.videoId
        entry.replyCount = thread.snippet?.totalReplyCount
        self = entry
    }
}
