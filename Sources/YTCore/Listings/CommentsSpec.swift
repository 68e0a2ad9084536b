/// A video's comments (`ytclone comments`): YouTube's threads, or a thread's replies, and the
/// local comments.
public struct CommentsSpec: ListingSpec {
    public typealias Limit = Bounded<Bounds.CommentsLimit>

    /// Which comments to list.
    public enum Source: String, CaseIterable, Sendable {
        case all, youtube, local
    }

    /// The order of YouTube's threads.
    public enum Order: String, CaseIterable, Sendable {
        case time, relevance
    }

    /// The video's id (a row number or URL is read into one before the spec is made).
    public var videoId: String
    public var source: Source
    public var order: Order
    /// Only comments containing these words.
    public var search: String?
    /// The YouTube comment thread whose replies to list instead.
    public var replies: String?
    /// YouTube's comments per page, and the newest local ones.
    public var limit: Limit

    public init(videoId: String, source: Source = .all, order: Order = .relevance, search: String? = nil,
                replies: String? = nil, limit: Limit = 20) {
        self.videoId = videoId
        self.source = source
        self.order = order
        self.search = search
        self.replies = replies
        self.limit = limit
    }

    /// YouTube's comments are held to `Bounds.CommentsLimit.youtubeMaximum`; replies are YouTube's.
    public func validate() throws(ListingProblem) {
        let most = Bounds.CommentsLimit.youtubeMaximum
        guard source == .local || limit.value <= most else {
            throw ListingProblem(
                "--limit must be between 1 and \(most) for YouTube's comments "
                    + "(up to \(Bounds.CommentsLimit.range.upperBound) with --source local).")
        }
        if replies != nil && source == .local {
            throw ListingProblem("--replies lists YouTube replies; it cannot be combined with --source local.")
        }
    }

    /// Every option, the limit among them: the same listing continues the same cursor.
    public var cursorKey: String {
        ListingKey.make("comments", [
            "video": videoId, "source": source.rawValue, "order": order.rawValue, "search": search,
            "replies": replies, "limit": String(limit.value),
        ])
    }

    public func commandLine(adding options: [String]) -> String {
        var written: [String] = []
        if source != .all { written.append("--source \(source.rawValue)") }
        if order != .relevance { written.append("--order \(order.rawValue)") }
        if let search { written.append(ShellWord.option("--search", search)) }
        if let replies { written.append(ShellWord.option("--replies", replies)) }
        if limit != 20 { written.append("--limit \(limit)") }
        return ShellWord.commandLine("ytclone comments", words: [videoId], options: written + options)
    }

    /// YouTube's threads or replies, 100 to a page; local comments cost nothing.
    public var estimatedCost: Int {
        source == .local ? 0 : YouTubeCommentService.estimatedCost(limit: limit.value)
    }
}
