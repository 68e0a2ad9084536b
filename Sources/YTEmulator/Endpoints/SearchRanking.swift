/// Orders search hits for each `order` value, deterministically (ties broken by catalog order).
struct SearchRanking {
    let catalog: Catalog

    private struct Keys {
        let date: Int64
        let title: String
        let rating: Int64
        let views: Int64
        let videoCount: Int
        let popularity: Int64
        let tieBreak: Int
    }

    func rank(_ matches: [SearchCriteria.Match], order: String) -> [SearchCriteria.Match] {
        let keyed = matches.map { ($0, keys($0.hit)) }
        let sorted = keyed.sorted { lhs, rhs in
            let (a, b) = (lhs.1, rhs.1)
            switch order {
            case "date": if a.date != b.date { return a.date > b.date }
            case "title": if a.title != b.title { return a.title < b.title }
            case "rating": if a.rating != b.rating { return a.rating > b.rating }
            case "viewCount": if a.views != b.views { return a.views > b.views }
            case "videoCount": if a.videoCount != b.videoCount { return a.videoCount > b.videoCount }
            default:
                if lhs.0.score != rhs.0.score { return lhs.0.score > rhs.0.score }
                if a.popularity != b.popularity { return a.popularity > b.popularity }
            }
            return a.tieBreak < b.tieBreak
        }
        return sorted.map(\.0)
    }

    private func keys(_ hit: SearchResultRenderer.Hit) -> Keys {
        switch hit {
        case .video(let index):
            let video = catalog.videos[index]
            return Keys(
                date: video.publishedAt, title: video.title.lowercased(), rating: video.likeCount,
                views: video.viewCount, videoCount: -1, popularity: video.viewCount, tieBreak: index)
        case .channel(let index):
            let channel = catalog.channels[index]
            return Keys(
                date: channel.publishedAt, title: channel.title.lowercased(), rating: -1, views: channel.viewCount,
                videoCount: channel.uploads.count, popularity: channel.subscriberCount * 20,
                tieBreak: catalog.videos.count + index)
        case .playlist(let index):
            let playlist = catalog.playlists[index]
            return Keys(
                date: playlist.publishedAt, title: playlist.title.lowercased(), rating: -1, views: -1,
                videoCount: -1, popularity: Int64(playlist.videoIndices.count) * 1000,
                tieBreak: catalog.videos.count + catalog.channels.count + index)
        }
    }
}
