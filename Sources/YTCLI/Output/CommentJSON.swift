import Foundation
import YTCore

/// The JSON shape of a comment from either source (docs/json.md "Comment"); absent values are `null`.
struct CommentJSON: Encodable {
    let comment: CommentEntry

    enum CodingKeys: String, CodingKey {
        case id, source, videoId, author, authorChannelId, text, likeCount, replyCount, publishedAt, updatedAt
        case hashtags, mentions
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(comment.id, forKey: .id)
        try c.encode(comment.source, forKey: .source)
        try c.encode(comment.videoId, forKey: .videoId)
        try c.encode(comment.author, forKey: .author)
        try c.encode(comment.authorChannelId, forKey: .authorChannelId)
        try c.encode(comment.text, forKey: .text)
        try c.encode(comment.likeCount, forKey: .likeCount)
        try c.encode(comment.replyCount, forKey: .replyCount)
        try c.encode(comment.publishedAt, forKey: .publishedAt)
        try c.encode(comment.updatedAt, forKey: .updatedAt)
        try c.encode(comment.hashtags, forKey: .hashtags)
        try c.encode(comment.mentions, forKey: .mentions)
    }
}
