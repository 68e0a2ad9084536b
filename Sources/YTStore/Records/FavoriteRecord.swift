import Foundation
import GRDB
import YTCore

/// A row of `favorites`.
struct FavoriteRecord: Codable, DatedRecord, PersistableRecord {
    static let databaseTableName = "favorites"

    var userId: Int64
    var videoId: String
    var title: String
    var channelTitle: String
    var addedAt: Date

    enum CodingKeys: String, CodingKey {
        case title
        case userId = "user_id"
        case videoId = "video_id"
        case channelTitle = "channel_title"
        case addedAt = "added_at"
    }

    init(_ favorite: Favorite, userId: Int64) {
        self.userId = userId
        videoId = favorite.videoId
        title = favorite.title
        channelTitle = favorite.channelTitle
        addedAt = favorite.addedAt
    }

    var favorite: Favorite {
        Favorite(videoId: videoId, title: title, channelTitle: channelTitle, addedAt: addedAt)
    }
}
