extension CatalogBuilder {
    static let playlistTitles = [
        "Best of {W}", "{W} for beginners", "Live streams", "Shorts", "Fan favourites", "{W} deep dives",
        "Watch later (public)", "Collabs with {mention}", "{y} highlights", "Behind the scenes",
    ]

    /// Makes 0–5 playlists per channel (four for the fixture channel) from the channel's own
    /// uploads, sometimes mixed with other channels' videos, in a curated (shuffled) order.
    mutating func makePlaylists(channels: inout [CatalogChannel], videos: [CatalogVideo]) -> [CatalogPlaylist] {
        var playlists: [CatalogPlaylist] = []
        let handles = channels.map(\.handle)
        let year = RFC3339.civil(fromDays: Int(now / 86_400)).year
        for channelIndex in channels.indices {
            var rng = SplitMix64(seed, 0x91, UInt64(channelIndex))
            let channel = channels[channelIndex]
            let count = channelIndex == Self.fixtureChannel ? 4 : (rng.chance(0.35) ? 0 : rng.int(1...5))
            let template = TextTemplate(topic: topic(of: channelIndex), handles: handles, year: year)
            for number in 0..<count {
                var members = channel.uploads.shuffled(using: &rng)
                let size =
                    channelIndex == Self.fixtureChannel && number == 0
                    ? 23 : rng.int(0...min(40, max(3, members.count)))
                members = Array(members.prefix(size))
                if rng.chance(0.15) { members += (0..<rng.int(1...4)).map { _ in rng.int(0...videos.count - 1) } }
                let title = template.fill(rng.pick(Self.playlistTitles), using: &rng)
                let description =
                    rng.chance(0.4) ? "" : "A playlist by \(channel.title). \(rng.pick(template.topic.hashtags))"
                let publishedAt = channel.publishedAt + Int64(rng.int(0...Int(now - channel.publishedAt)))
                playlists.append(
                    CatalogPlaylist(
                        index: playlists.count, id: ids.playlistId(), channelIndex: channelIndex, title: title,
                        description: description, publishedAt: publishedAt, millis: rng.chance(0.2),
                        videoIndices: uniqued(members), searchText: (title + " " + description).lowercased()))
                channels[channelIndex].playlists.append(playlists.count - 1)
            }
        }
        return playlists
    }

    private func uniqued(_ indices: [Int]) -> [Int] {
        var seen: Set<Int> = []
        return indices.filter { seen.insert($0).inserted }
    }
}
