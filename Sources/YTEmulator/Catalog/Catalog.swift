/// The emulator's immutable world: channels, videos, playlists and lookup tables.
///
/// Built once per process from the seed and epoch (see ``CatalogBuilder``); comment threads are
/// derived on demand by ``CommentGenerator``.
final class Catalog: Sendable {
    let seed: UInt64
    let now: Int64
    let channels: [CatalogChannel]
    let videos: [CatalogVideo]
    let playlists: [CatalogPlaylist]
    let specials: SpecialVideoPlan
    let channelByID: [String: Int]
    /// Lower-cased handle without `@`.
    let channelByHandle: [String: Int]
    let channelByUploadsID: [String: Int]
    let videoByID: [String: Int]
    let playlistByID: [String: Int]
    /// Every channel's handle, for @mentions in generated comments.
    let handles: [String]

    init(
        seed: UInt64, now: Int64, channels: [CatalogChannel], videos: [CatalogVideo], playlists: [CatalogPlaylist],
        specials: SpecialVideoPlan
    ) {
        self.seed = seed
        self.now = now
        self.channels = channels
        self.videos = videos
        self.playlists = playlists
        self.specials = specials
        channelByID = Dictionary(uniqueKeysWithValues: channels.map { ($0.id, $0.index) })
        channelByHandle = Dictionary(uniqueKeysWithValues: channels.map { ($0.handle.lowercased(), $0.index) })
        channelByUploadsID = Dictionary(uniqueKeysWithValues: channels.map { ($0.uploadsPlaylistId, $0.index) })
        videoByID = Dictionary(uniqueKeysWithValues: videos.map { ($0.id, $0.index) })
        playlistByID = Dictionary(uniqueKeysWithValues: playlists.map { ($0.id, $0.index) })
        handles = channels.map(\.handle)
    }

    /// Builds the catalog of `channels` channels for `seed` with "now" at `epochDay` (days since
    /// 1970, UTC midnight).
    static func generate(seed: UInt64, epochDay: Int, channels: Int = EmulatorConfiguration.defaultChannels) -> Catalog {
        var builder = CatalogBuilder(seed: seed, now: Int64(epochDay) * 86_400, channelCount: channels)
        return builder.build()
    }

    func channel(of video: CatalogVideo) -> CatalogChannel {
        channels[video.channelIndex]
    }
}
