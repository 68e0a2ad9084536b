/// A synthetic user-made playlist (`PL…`). Uploads playlists (`UU…`) are derived from channels.
struct CatalogPlaylist: Sendable {
    let index: Int
    let id: String
    let channelIndex: Int
    let title: String
    let description: String
    let publishedAt: Int64
    let millis: Bool
    let videoIndices: [Int]
    let searchText: String
}
