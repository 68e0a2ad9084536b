/// A video's properties while they are being decided; ``video(index:id:channelIndex:seed:)``
/// freezes them into a ``CatalogVideo``.
struct VideoDraft {
    var title: String
    var description: String
    var tags: [String]
    var categoryId: String
    var publishedAt: Int64
    var millis: Bool
    var durationSeconds: Int?
    var broadcast = CatalogVideo.Broadcast.none
    var highDefinition: Bool
    var caption: Bool
    var licensedContent: Bool
    var threeD: Bool
    var spherical: Bool
    var viewCount: Int64
    var likeCount: Int64
    var likesHidden: Bool
    var commentsDisabled: Bool
    var threadCount: Int
    var ageRestricted: Bool
    var madeForKids: Bool
    var embeddable: Bool
    var creativeCommons: Bool
    var language: String?
    var blockedRegions: [String]
    var topics: [String]

    static func random(
        topic: Vocabulary.Topic, template: TextTemplate, publishedAt: Int64, popularity: Double, rng: inout SplitMix64
    ) -> VideoDraft {
        let title = template.fill(rng.pick(Vocabulary.titleTemplates), using: &rng)
        let sentences = (0..<rng.int(1...4)).map { _ in template.fill(rng.pick(Vocabulary.sentences), using: &rng) }
        let hashtags =
            rng.chance(0.6)
            ? "\n\n" + Array(topic.hashtags.shuffled(using: &rng).prefix(rng.int(1...3))).joined(separator: " ") : ""
        let description = rng.chance(0.05) ? "" : sentences.joined(separator: "\n") + hashtags
        let tags = rng.chance(0.1) ? [] : Array(topic.words.shuffled(using: &rng).prefix(rng.int(2...7)))
        let views = max(0, Int64(Double(rng.logUniform(30, 3_000_000)) * popularity))
        let disabled = rng.chance(0.04)
        return VideoDraft(
            title: title, description: description, tags: tags,
            categoryId: rng.chance(0.85) ? topic.categoryId : rng.pick(["22", "24"]),
            publishedAt: publishedAt, millis: rng.chance(0.2), durationSeconds: randomDuration(&rng),
            highDefinition: rng.chance(0.85), caption: rng.chance(0.3), licensedContent: rng.chance(0.5),
            threeD: rng.chance(0.01), spherical: rng.chance(0.01), viewCount: views,
            likeCount: Int64(Double(views) * (0.005 + rng.unit() * 0.05)), likesHidden: rng.chance(0.05),
            commentsDisabled: disabled, threadCount: disabled ? 0 : randomThreadCount(&rng),
            ageRestricted: rng.chance(0.015), madeForKids: rng.chance(0.02), embeddable: rng.chance(0.95),
            creativeCommons: rng.chance(0.05), language: rng.chance(0.7) ? rng.pick(Vocabulary.languages) : nil,
            blockedRegions: rng.chance(0.02) ? rng.pick([["DE"], ["RU", "CN"], ["US"]]) : [],
            topics: ["https://en.wikipedia.org/wiki/\(topic.topicURL)"])
    }

    /// Mostly 1–20 minutes, with shorts, hour-long videos and a few longer than an hour.
    static func randomDuration(_ rng: inout SplitMix64) -> Int {
        switch rng.unit() {
        case ..<0.15: return rng.int(5...59)
        case ..<0.35: return rng.int(60...239)
        case ..<0.75: return rng.int(240...1199)
        case ..<0.95: return rng.int(1200...3599)
        default: return rng.int(3600...3 * 3600)
        }
    }

    static func randomThreadCount(_ rng: inout SplitMix64) -> Int {
        switch rng.unit() {
        case ..<0.03: return rng.int(150...420)
        case ..<0.65: return rng.int(0...12)
        default: return rng.int(13...60)
        }
    }

    mutating func apply(_ role: SpecialVideoPlan.Role, now: Int64) {
        switch role {
        case .emojiTitle: (title, description) = (SpecialTitles.emoji, SpecialTitles.emojiDescription)
        case .cjkTitle: (title, description) = (SpecialTitles.cjk, SpecialTitles.cjkDescription)
        case .rtlTitle: (title, description) = (SpecialTitles.rtl, SpecialTitles.rtlDescription)
        case .htmlTitle: (title, description) = (SpecialTitles.html, SpecialTitles.htmlDescription)
        case .hostileTitle: (title, description) = (SpecialTitles.hostile, SpecialTitles.hostileDescription)
        case .live:
            (title, broadcast, durationSeconds) = ("🔴 LIVE: 24/7 test pattern radio", .live, nil)
            publishedAt = now - 5 * 3600
        case .upcoming:
            (title, broadcast, durationSeconds, viewCount, likeCount) = (
                "Premiere: next week's big stream", .upcoming, nil, 0, 0
            )
            (publishedAt, threadCount) = (now - 2 * 3600, 0)
        case .longerThanADay:
            (title, durationSeconds) = ("26 hours of rain sounds (P1DT2H3M4S)", 86_400 + 2 * 3600 + 3 * 60 + 4)
        case .commentsDisabled: (commentsDisabled, threadCount, madeForKids) = (true, 0, true)
        case .hiddenLikes: likesHidden = true
        }
        ageRestricted = false
        blockedRegions = []
        if role != .commentsDisabled, role != .upcoming {
            commentsDisabled = false
            threadCount = max(threadCount, 6)
        }
    }

    mutating func makeFixtureFriendly(position: Int, plan: inout SpecialVideoPlan, index: Int) {
        switch position {
        case SpecialVideoPlan.ordinaryPosition:
            plan.ordinary = index
            (title, commentsDisabled, likesHidden, threadCount) = (
                "Swift concurrency explained: actors, tasks and you", false, false, 14
            )
            (ageRestricted, blockedRegions, durationSeconds, caption) = (false, [], 754, true)
        case SpecialVideoPlan.manyCommentsPosition:
            plan.manyComments = index
            (commentsDisabled, ageRestricted, blockedRegions) = (false, false, [])
            threadCount = SpecialVideoPlan.manyCommentsThreads
        default:
            break
        }
    }

    func video(index: Int, id: String, channelIndex: Int, seed: UInt64) -> CatalogVideo {
        let replies = (0..<threadCount).reduce(0) {
            $0 + CommentGenerator.replyCount(seed: seed, video: index, thread: $1)
        }
        let searchText = ([title, description] + tags).joined(separator: " ").lowercased()
        return CatalogVideo(
            index: index, id: id, channelIndex: channelIndex, title: title, description: description, tags: tags,
            categoryId: categoryId, publishedAt: publishedAt, millis: millis, durationSeconds: durationSeconds,
            broadcast: broadcast, highDefinition: highDefinition, caption: caption, licensedContent: licensedContent,
            threeD: threeD, spherical: spherical, viewCount: viewCount, likeCount: likeCount, likesHidden: likesHidden,
            commentsDisabled: commentsDisabled, threadCount: threadCount, commentCount: Int64(threadCount + replies),
            ageRestricted: ageRestricted, madeForKids: madeForKids, embeddable: embeddable,
            creativeCommons: creativeCommons, language: language, blockedRegions: blockedRegions, topics: topics,
            searchText: searchText)
    }
}
