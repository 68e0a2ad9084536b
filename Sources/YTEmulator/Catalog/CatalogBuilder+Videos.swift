extension CatalogBuilder {
    /// How many videos a channel has: a skewed spread averaging about ten, a few channels empty.
    func videoCount(for channelIndex: Int) -> Int {
        if channelIndex == Self.fixtureChannel { return 64 }
        if channelIndex == Self.specialsChannel { return 12 }
        var rng = SplitMix64(seed, 0x5C, UInt64(channelIndex))
        if rng.chance(0.03) { return 0 }
        let spread = rng.unit()
        return 1 + Int(spread * spread * 30)
    }

    mutating func makeVideos(
        for channel: CatalogChannel, firstIndex: Int, handles: [String], plan: inout SpecialVideoPlan
    ) -> [CatalogVideo] {
        let topic = topic(of: channel.index)
        let count = videoCount(for: channel.index)
        let popularity = Double(channel.subscriberCount).squareRoot() / 40 + 1
        return (0..<count).map { position in
            let index = firstIndex + position
            var rng = SplitMix64(seed, 0x71D, UInt64(index))
            let age = Self.videoAge(position: position, channel: channel, now: now, rng: &rng)
            let template = TextTemplate(
                topic: topic, handles: handles, year: RFC3339.civil(fromDays: Int(now / 86_400)).year)
            var draft = VideoDraft.random(
                topic: topic, template: template, publishedAt: now - age, popularity: popularity, rng: &rng)
            if channel.index == Self.specialsChannel, let role = SpecialVideoPlan.role(forSpecialsPosition: position) {
                draft.apply(role, now: now)
                plan.byRole[role] = index
            }
            if channel.index == Self.fixtureChannel {
                draft.makeFixtureFriendly(position: position, plan: &plan, index: index)
            }
            return draft.video(index: index, id: ids.videoId(), channelIndex: channel.index, seed: seed)
        }
    }

    /// Seconds between a video's publication and now: the first video of each channel is hours
    /// old, the rest spread over the channel's life with a bias towards recent uploads.
    static func videoAge(position: Int, channel: CatalogChannel, now: Int64, rng: inout SplitMix64) -> Int64 {
        if position == 0 { return Int64(rng.int(2 * 3600...30 * 3600)) }
        let lifetime = Double(now - channel.publishedAt)
        let spread = rng.unit()
        return Int64(lifetime * spread * spread.squareRoot()) + 3600
    }
}

extension CatalogBuilder {
    /// A video `channel` uploads at `publishedAt`, after the catalog was built: as ordinary as
    /// the rest, with a whole-second publication time, its randomness drawn from `sequence`.
    func upload(for channel: CatalogChannel, index: Int, id: String, publishedAt: Int64, handles: [String],
                sequence: Int) -> CatalogVideo
    {
        var rng = SplitMix64(seed, 0x9D, UInt64(sequence))
        let template = TextTemplate(
            topic: topic(of: channel.index), handles: handles, year: RFC3339.civil(fromDays: Int(publishedAt / 86_400)).year)
        var draft = VideoDraft.random(
            topic: topic(of: channel.index), template: template, publishedAt: publishedAt,
            popularity: Double(channel.subscriberCount).squareRoot() / 40 + 1, rng: &rng)
        draft.millis = false
        return draft.video(index: index, id: id, channelIndex: channel.index, seed: seed)
    }
}
