import Foundation
import YTCore

/// The JSON shape of a channel (docs/json.md "Channel"); absent values are `null`.
struct ChannelJSON: Encodable {
    let channel: Channel

    enum CodingKeys: String, CodingKey {
        case kind, id, url, title, description, handle, publishedAt, country, subscriberCount
        case subscriberCountHidden, videoCount, viewCount, uploadsPlaylistId, thumbnailUrl
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode("channel", forKey: .kind)
        try c.encode(channel.id, forKey: .id)
        try c.encode(channel.url, forKey: .url)
        try c.encode(channel.title, forKey: .title)
        try c.encode(channel.description, forKey: .description)
        try c.encode(channel.handle, forKey: .handle)
        try c.encode(channel.publishedAt, forKey: .publishedAt)
        try c.encode(channel.country, forKey: .country)
        try c.encode(channel.subscriberCount, forKey: .subscriberCount)
        try c.encode(channel.subscribersHidden, forKey: .subscriberCountHidden)
        try c.encode(channel.videoCount, forKey: .videoCount)
        try c.encode(channel.viewCount, forKey: .viewCount)
        try c.encode(channel.uploadsPlaylistId, forKey: .uploadsPlaylistId)
        try c.encode(channel.thumbnailURL, forKey: .thumbnailUrl)
    }
}
