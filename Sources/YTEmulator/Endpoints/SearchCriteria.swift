/// Everything that decides whether a resource is a search hit.
struct SearchCriteria {
    let terms: SearchTerms
    let types: Set<String>
    let videoFilter: SearchVideoFilter
    let after: Int64?
    let before: Int64?
    /// `nil`: no channel filter; `.some(nil)`: an unknown channel, which matches nothing.
    let channelIndex: Int??
    let region: String
    let strict: Bool

    /// A hit with the relevance score its text earned.
    struct Match {
        let hit: SearchResultRenderer.Hit
        let score: Int
    }

    func matches(in catalog: Catalog) -> [Match] {
        if case .some(.none) = channelIndex { return [] }
        var found: [Match] = []
        if types.contains("video") {
            for video in catalog.videos
            where acceptsVideo(video) && dated(video.publishedAt) && owned(video.channelIndex) {
                if let score = terms.score(text: video.searchText, title: video.title) {
                    found.append(Match(hit: .video(video.index), score: score))
                }
            }
        }
        if types.contains("channel") {
            for channel in catalog.channels where dated(channel.publishedAt) && owned(channel.index) {
                if let score = terms.score(text: channel.searchText, title: channel.title) {
                    found.append(Match(hit: .channel(channel.index), score: score))
                }
            }
        }
        if types.contains("playlist") {
            for playlist in catalog.playlists where dated(playlist.publishedAt) && owned(playlist.channelIndex) {
                if let score = terms.score(text: playlist.searchText, title: playlist.title) {
                    found.append(Match(hit: .playlist(playlist.index), score: score))
                }
            }
        }
        return found
    }

    private func acceptsVideo(_ video: CatalogVideo) -> Bool {
        if strict && video.ageRestricted { return false }
        if video.blockedRegions.contains(region) { return false }
        return videoFilter.accepts(video)
    }

    private func dated(_ publishedAt: Int64) -> Bool {
        if let after, publishedAt < after { return false }
        if let before, publishedAt >= before { return false }
        return true
    }

    private func owned(_ channel: Int) -> Bool {
        guard case .some(.some(let wanted)) = channelIndex else { return true }
        return channel == wanted
    }
}
