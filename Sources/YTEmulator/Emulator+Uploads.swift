/// A video ``Emulator/publishUploads(on:)`` published.
public struct PublishedUpload: Sendable, Hashable {
    public let videoId: String
    public let channelId: String
    public let title: String
    /// Seconds since 1970, from the configuration's clock.
    public let publishedAt: Int64
}

/// Why uploads could not be published.
public enum PublishError: Error, Equatable, Sendable {
    case unknownChannel(String)
    case tooMany(Int)
}

extension Emulator {
    /// The most uploads one call publishes.
    public static let maximumPublished = 1_000

    /// Publishes a new video on each of `channelIds` (a channel named twice gets two), published
    /// at the configuration's clock: from then on search.list, videos.list, the channel's uploads
    /// playlist (`UU…`, and `UULF…` unless it is a Short), its video count and its Atom feed show
    /// it, as YouTube would after an upload.
    ///
    /// - Throws: `PublishError` when a channel is not in the catalog or there are too many; then
    ///   nothing is published.
    @discardableResult
    public func publishUploads(on channelIds: [String]) throws(PublishError) -> [PublishedUpload] {
        guard channelIds.count <= Self.maximumPublished else { throw .tooMany(channelIds.count) }
        let now = configuration.clock()
        return try world.withLock { world throws(PublishError) in
            let catalog = world.catalog
            var channels = catalog.channels
            var videos = catalog.videos
            var ids = IdentifierFactory(seed: catalog.seed, stream: 0x9B_0000 + UInt64(world.published))
            let builder = CatalogBuilder(seed: catalog.seed, now: catalog.now, channelCount: channels.count)
            var published: [PublishedUpload] = []
            for channelId in channelIds {
                guard let channel = catalog.channelByID[channelId] else { throw .unknownChannel(channelId) }
                var id = ids.videoId()
                while catalog.videoByID[id] != nil { id = ids.videoId() }
                let video = builder.upload(for: channels[channel], index: videos.count, id: id, publishedAt: now,
                                           handles: catalog.handles, sequence: world.published + published.count)
                videos.append(video)
                channels[channel].uploads.insert(video.index, at: 0)
                channels[channel].viewCount += video.viewCount
                published.append(PublishedUpload(videoId: id, channelId: channelId, title: video.title, publishedAt: now))
            }
            let next = Catalog(seed: catalog.seed, now: catalog.now, channels: channels, videos: videos,
                               playlists: catalog.playlists, specials: catalog.specials)
            world = World(catalog: next, configuration: configuration, published: world.published + published.count)
            return published
        }
    }

    /// Publishes one upload on each of `count` channels of the catalog, picked at random (by the
    /// seed and the uploads published so far), each channel at most once.
    @discardableResult
    public func publishUploads(onRandomChannels count: Int) throws(PublishError) -> [PublishedUpload] {
        let (channels, published) = world.withLock { ($0.catalog.channels.map(\.id), $0.published) }
        guard count <= min(channels.count, Self.maximumPublished) else { throw .tooMany(count) }
        var rng = SplitMix64(configuration.seed, 0x9C, UInt64(published))
        return try publishUploads(on: Array(channels.shuffled(using: &rng).prefix(max(0, count))))
    }

    /// Published uploads as JSON: `[{"videoId": …, "channelId": …, "title": …, "publishedAt": …}]`.
    public static func uploadsJSON(_ uploads: [PublishedUpload]) -> [UInt8] {
        JSONWriter(pretty: false).serialize(.array(uploads.map { upload in
            .object([JSONMember(key: "videoId", value: .string(upload.videoId)),
                     JSONMember(key: "channelId", value: .string(upload.channelId)),
                     JSONMember(key: "title", value: .string(upload.title)),
                     JSONMember(key: "publishedAt", value: .string(RFC3339.format(upload.publishedAt)))])
        }))
    }
}
