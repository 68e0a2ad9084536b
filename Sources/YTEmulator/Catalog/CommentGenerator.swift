/// Derives a video's comment threads and replies on demand, deterministically.
///
/// Nothing is stored: thread `t` of video `v` is always generated from the stream
/// `(seed, v, t)`, so a lookup by id regenerates exactly what a listing showed. Thread 0 is the
/// newest; timestamps fall between the video's publication and the catalog's "now".
struct CommentGenerator {
    let catalog: Catalog

    /// Replies a thread has, cheap enough to sum over every thread at start-up.
    static func replyCount(seed: UInt64, video: Int, thread: Int) -> Int {
        var rng = SplitMix64(seed, 0x2E, UInt64(video), UInt64(thread))
        if thread == 0 { return 23 }  // every commented video has one thread that needs reply paging
        switch rng.unit() {
        case ..<0.7: return 0
        case ..<0.9: return rng.int(1...3)
        case ..<0.98: return rng.int(4...12)
        default: return rng.int(13...60)
        }
    }

    /// All threads of a video, newest first.
    func threads(of videoIndex: Int) -> [CatalogCommentThread] {
        (0..<catalog.videos[videoIndex].threadCount).map { thread(video: videoIndex, index: $0) }
    }

    func thread(video videoIndex: Int, index: Int) -> CatalogCommentThread {
        let video = catalog.videos[videoIndex]
        var rng = SplitMix64(catalog.seed, 0x7E, UInt64(videoIndex), UInt64(index))
        let slot = max(1, (catalog.now - video.publishedAt) / Int64(video.threadCount + 1))
        let published = catalog.now - slot * Int64(index + 1) + Int64(rng.int(0...Int(slot / 2)))
        let id = CommentIdentifier.threadId(seed: catalog.seed, video: videoIndex, thread: index)
        let text = commentText(video: video, position: index, rng: &rng)
        let top = makeComment(id: id, video: video, text: text, published: published, parentId: nil, rng: &rng)
        let replies = Self.replyCount(seed: catalog.seed, video: videoIndex, thread: index)
        return CatalogCommentThread(
            id: id, videoIndex: videoIndex, threadIndex: index, topLevel: top, replyCount: replies)
    }

    /// A thread's replies, newest first.
    func replies(of thread: CatalogCommentThread) -> [CatalogComment] {
        (0..<thread.replyCount).map { reply(of: thread, index: $0) }
    }

    func reply(of thread: CatalogCommentThread, index: Int) -> CatalogComment {
        let video = catalog.videos[thread.videoIndex]
        var rng = SplitMix64(catalog.seed, 0x3E, UInt64(thread.videoIndex), UInt64(thread.threadIndex), UInt64(index))
        let span = max(1, (catalog.now - thread.topLevel.publishedAt) / Int64(thread.replyCount + 1))
        let published = catalog.now - span * Int64(index + 1) + Int64(rng.int(0...Int(span / 2)))
        let id = CommentIdentifier.replyId(
            seed: catalog.seed, video: thread.videoIndex, thread: thread.threadIndex, reply: index)
        let text =
            "\(thread.topLevel.authorName.hasPrefix("@") ? thread.topLevel.authorName : "@" + thread.topLevel.authorName.replacing(" ", with: "")) "
            + commentText(video: video, position: index + 1, rng: &rng)
        return makeComment(id: id, video: video, text: text, published: published, parentId: thread.id, rng: &rng)
    }

    /// A top-level comment or reply by id.
    func comment(id: String) -> CatalogComment? {
        if let position = CommentIdentifier.decodeReply(id, seed: catalog.seed) {
            guard let parent = threadIfValid(video: position.video, index: position.thread),
                position.reply < parent.replyCount
            else { return nil }
            return reply(of: parent, index: position.reply)
        }
        return thread(id: id)?.topLevel
    }

    func thread(id: String) -> CatalogCommentThread? {
        guard let position = CommentIdentifier.decodeThread(id, seed: catalog.seed) else { return nil }
        return threadIfValid(video: position.video, index: position.thread)
    }

    private func threadIfValid(video: Int, index: Int) -> CatalogCommentThread? {
        guard video < catalog.videos.count, index < catalog.videos[video].threadCount else { return nil }
        return thread(video: video, index: index)
    }

    private func commentText(video: CatalogVideo, position: Int, rng: inout SplitMix64) -> String {
        let channel = catalog.channel(of: video)
        if channel.index == CatalogBuilder.specialsChannel, position % 5 == 2 {
            return rng.pick([SpecialTitles.hostile, SpecialTitles.emoji, SpecialTitles.rtl, SpecialTitles.html])
        }
        let template = TextTemplate(
            topic: Vocabulary.topics[channel.topicIndex], handles: catalog.handles,
            year: RFC3339.civil(fromDays: Int(catalog.now / 86_400)).year)
        return template.fill(rng.pick(Vocabulary.commentTemplates), using: &rng)
    }

    private func makeComment(
        id: String, video: CatalogVideo, text: String, published: Int64, parentId: String?, rng: inout SplitMix64
    ) -> CatalogComment {
        let name: String
        let authorChannel: String
        if rng.chance(0.4) {
            let channel = catalog.channels[rng.int(0...catalog.channels.count - 1)]
            (name, authorChannel) = (channel.customUrl, channel.id)
        } else {
            name =
                "@" + rng.pick(Vocabulary.firstNames).lowercased().filter(\.isASCII) + "-" + String(rng.int(100...9999))
            authorChannel = "UC" + IdentifierFactory.symbols(21, using: &rng) + "w"
        }
        let likes = rng.chance(0.55) ? 0 : Int(rng.logUniform(1, 20_000))
        let edited = rng.chance(0.1) ? Int64(rng.int(60...86_400)) : 0
        let image = "https://yt3.ggpht.com/ytc/" + Digest.etag(for: authorChannel) + "=s48-c-k-c0x00ffffff-no-rj"
        return CatalogComment(
            id: id, videoIndex: video.index, authorName: name, authorChannelId: authorChannel, authorImage: image,
            text: text, likeCount: likes, publishedAt: published, updatedAt: min(catalog.now, published + edited),
            millis: video.millis, parentId: parentId)
    }
}
