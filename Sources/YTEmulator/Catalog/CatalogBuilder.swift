/// Generates the whole catalog from a seed and an epoch, deterministically.
///
/// Channels come first (their handles feed @mentions), then each channel's videos, then
/// playlists; comments are not generated here but lazily per video by ``CommentGenerator``,
/// which keeps start-up fast. Channel 0 is the fixture channel (many uploads, several
/// playlists); channel 1 carries the videos with hostile titles.
struct CatalogBuilder {
    static let fixtureChannel = 0
    static let specialsChannel = 1

    let seed: UInt64
    /// The catalog's "now", in seconds since 1970.
    let now: Int64
    let channelCount: Int
    var ids: IdentifierFactory

    init(seed: UInt64, now: Int64, channelCount: Int = EmulatorConfiguration.defaultChannels) {
        self.seed = seed
        self.now = now
        self.channelCount = channelCount
        self.ids = IdentifierFactory(seed: seed)
    }

    static let fiveYears: Int64 = 5 * 365 * 86_400

    mutating func build() -> Catalog {
        var channels = makeChannels()
        let handles = channels.map(\.handle)
        var videos: [CatalogVideo] = []
        var specials = SpecialVideoPlan()
        for index in channels.indices {
            let made = makeVideos(for: channels[index], firstIndex: videos.count, handles: handles, plan: &specials)
            videos += made
            channels[index].uploads = made.sorted { $0.publishedAt > $1.publishedAt }.map(\.index)
            channels[index].viewCount = made.reduce(0) { $0 + $1.viewCount }
        }
        let playlists = makePlaylists(channels: &channels, videos: videos)
        return Catalog(
            seed: seed, now: now, channels: channels, videos: videos, playlists: playlists, specials: specials)
    }

    /// The topic a channel is about; channel 0 is always about Swift.
    func topic(of channelIndex: Int) -> Vocabulary.Topic {
        Vocabulary.topics[topicIndex(of: channelIndex)]
    }

    func topicIndex(of channelIndex: Int) -> Int {
        var rng = SplitMix64(seed, 0x70, UInt64(channelIndex))
        return channelIndex == Self.fixtureChannel ? 0 : rng.int(0...Vocabulary.topics.count - 1)
    }

    private mutating func makeChannels() -> [CatalogChannel] {
        var usedHandles: Set<String> = []
        return (0..<channelCount).map { index in
            var rng = SplitMix64(seed, 0xC4, UInt64(index))
            let topic = topic(of: index)
            let (title, baseHandle) = channelName(index: index, topic: topic, rng: &rng)
            var handle = baseHandle
            var suffix = 1
            while !usedHandles.insert(handle.lowercased()).inserted {
                suffix += 1
                handle = baseHandle + String(suffix)
            }
            let publishedAt = now - Self.fiveYears + Int64(rng.int(0...Int(Self.fiveYears * 2 / 3)))
            let hidden = index > 1 && rng.chance(0.06)
            let subscribers = Self.roundToThreeFigures(rng.logUniform(20, 40_000_000))
            let description =
                index == Self.specialsChannel ? SpecialTitles.hostileChannelDescription
                : index % 17 == 5
                ? ""
                : "\(title) — videos about \(topic.name.lowercased()). New uploads every week. "
                    + "\(topic.hashtags.prefix(2).joined(separator: " ")) Business: hello@\(handle.lowercased()).example"
            return CatalogChannel(
                index: index, id: ids.channelId(), topicIndex: topicIndex(of: index), handle: handle, title: title,
                description: description,
                keywords: ([topic.name] + topic.words.prefix(4)).map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(
                    separator: " "),
                publishedAt: publishedAt, millis: rng.chance(0.2),
                country: rng.chance(0.8) ? rng.pick(Vocabulary.countries) : nil,
                subscriberCount: subscribers, hiddenSubscriberCount: hidden, madeForKids: index > 1 && rng.chance(0.03),
                searchText: (title + " " + description).lowercased())
        }
    }

    private func channelName(index: Int, topic: Vocabulary.Topic, rng: inout SplitMix64) -> (String, String) {
        if index == Self.fixtureChannel { return ("Ana O'Brien Codes", "AnaOBrienCodes") }
        if index == Self.specialsChannel { return (SpecialTitles.hostileChannel, "TestPatternLab") }
        let foreign = Vocabulary.foreignChannelTitles
        if index >= 2, index < 2 + foreign.count { return (foreign[index - 2].title, foreign[index - 2].handle) }
        let word = rng.pick(topic.words).split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
        let title: String
        switch rng.int(0...9) {
        case 0...3:
            title = "\(rng.pick(Vocabulary.adjectives)) \(rng.pick(Vocabulary.nouns))\(rng.pick(Vocabulary.suffixes))"
        case 4...6: title = "\(rng.pick(Vocabulary.firstNames)) \(rng.pick(Vocabulary.lastNames))"
        case 7...8: title = "\(rng.pick(Vocabulary.firstNames))'s \(word)"
        default: title = "\(word) & \(rng.pick(Vocabulary.nouns)) Co."
        }
        let handle = String(
            title.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
        return (title, handle.count >= 3 ? handle : "channel\(index)")
    }

    /// Subscriber counts are public only to three significant figures.
    static func roundToThreeFigures(_ value: Int64) -> Int64 {
        var scale: Int64 = 1
        while value / scale >= 1000 { scale *= 10 }
        return value / scale * scale
    }
}
