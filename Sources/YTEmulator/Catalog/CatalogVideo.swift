/// A synthetic video with everything the list methods can show about it.
struct CatalogVideo: Sendable {
    enum Broadcast: String, Sendable {
        case none, live, upcoming
    }

    let index: Int
    let id: String
    let channelIndex: Int
    let title: String
    let description: String
    let tags: [String]
    let categoryId: String
    let publishedAt: Int64
    let millis: Bool
    /// `nil` for live and upcoming streams, whose duration is `P0D`.
    let durationSeconds: Int?
    let broadcast: Broadcast
    let highDefinition: Bool
    let caption: Bool
    let licensedContent: Bool
    let threeD: Bool
    let spherical: Bool
    let viewCount: Int64
    let likeCount: Int64
    let likesHidden: Bool
    let commentsDisabled: Bool
    let threadCount: Int
    let commentCount: Int64
    let ageRestricted: Bool
    let madeForKids: Bool
    let embeddable: Bool
    let creativeCommons: Bool
    let language: String?
    let blockedRegions: [String]
    let topics: [String]
    /// Lower-cased title, description and tags, for `search.list`'s `q`.
    let searchText: String

    /// 60 seconds or less: left out of the `UULF…` uploads (a stream has no length, and is not one).
    var isShort: Bool { (durationSeconds ?? .max) <= 60 }
}
