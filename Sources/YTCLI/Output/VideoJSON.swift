import Foundation
import YTCore

/// The JSON shape of a video in every command that prints videos (documented in docs/json.md).
///
/// Absent values are written as `null`, never left out, so `jq '.likeCount'` always finds the key.
struct VideoJSON: Encodable {
    let video: Video

    enum CodingKeys: String, CodingKey {
        case kind, id, url, title, description, channelId, channelTitle, publishedAt, durationSeconds
        case viewCount, likeCount, commentCount, tags, categoryId, liveBroadcastContent, thumbnailUrl
        case definition, caption
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode("video", forKey: .kind)
        try c.encode(video.id, forKey: .id)
        try c.encode(video.watchURL, forKey: .url)
        try c.encode(video.title, forKey: .title)
        try c.encode(video.description, forKey: .description)
        try c.encode(video.channelId, forKey: .channelId)
        try c.encode(video.channelTitle, forKey: .channelTitle)
        try c.encode(video.publishedAt, forKey: .publishedAt)
        try c.encode(video.durationSeconds, forKey: .durationSeconds)
        try c.encode(video.viewCount, forKey: .viewCount)
        try c.encode(video.likeCount, forKey: .likeCount)
        try c.encode(video.commentCount, forKey: .commentCount)
        try c.encode(video.tags, forKey: .tags)
        try c.encode(video.categoryId, forKey: .categoryId)
        try c.encode(video.liveBroadcastContent, forKey: .liveBroadcastContent)
        try c.encode(video.thumbnailURL, forKey: .thumbnailUrl)
        try c.encode(video.definition, forKey: .definition)
        try c.encode(video.hasCaptions, forKey: .caption)
    }
}

/// Encodes values as ytclone's JSON: sorted keys, ISO 8601 dates, `/` left unescaped.
enum JSONOutput {
    static func encode<T: Encodable>(_ value: T, pretty: Bool) throws -> String {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            : [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
