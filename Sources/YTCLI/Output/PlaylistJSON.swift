import Foundation
import YTCore

/// The JSON shape of a playlist (docs/json.md "Playlist"); absent values are `null`.
struct PlaylistJSON: Encodable {
    let playlist: Playlist

    enum CodingKeys: String, CodingKey {
        case kind, id, url, title, description, channelId, channelTitle, publishedAt, itemCount, thumbnailUrl
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode("playlist", forKey: .kind)
        try c.encode(playlist.id, forKey: .id)
        try c.encode(playlist.url, forKey: .url)
        try c.encode(playlist.title, forKey: .title)
        try c.encode(playlist.description, forKey: .description)
        try c.encode(playlist.channelId, forKey: .channelId)
        try c.encode(playlist.channelTitle, forKey: .channelTitle)
        try c.encode(playlist.publishedAt, forKey: .publishedAt)
        try c.encode(playlist.itemCount, forKey: .itemCount)
        try c.encode(playlist.thumbnailURL, forKey: .thumbnailUrl)
    }
}
