/// A synthetic channel. Derived values (uploads, view totals) are filled in after videos exist.
struct CatalogChannel: Sendable {
    let index: Int
    let id: String
    /// Index into ``Vocabulary/topics``.
    let topicIndex: Int
    /// The handle without `@`; `customUrl` is `"@" + handle.lowercased()`.
    let handle: String
    let title: String
    let description: String
    let keywords: String
    let publishedAt: Int64
    let millis: Bool
    let country: String?
    let subscriberCount: Int64
    let hiddenSubscriberCount: Bool
    let madeForKids: Bool
    let searchText: String
    var viewCount: Int64 = 0
    /// Indices into `Catalog.videos`, newest first (the uploads playlist's order).
    var uploads: [Int] = []
    var playlists: [Int] = []

    var uploadsPlaylistId: String { "UU" + id.dropFirst(2) }
    var customUrl: String { "@" + handle.lowercased() }
}
