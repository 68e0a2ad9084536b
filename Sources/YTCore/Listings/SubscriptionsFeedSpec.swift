/// The newest videos of the channels a user subscribed to (`ytclone feed --subscriptions`, the
/// browser's Subscriptions tab). It has no pages to move through, so no cursor key; what a
/// refresh costs depends on how many channels there are (`estimatedCost(channels:source:)`).
public struct SubscriptionsFeedSpec: Sendable, Hashable {
    public typealias Limit = Bounded<Bounds.FeedLimit>
    public typealias Jobs = Bounded<Bounds.FeedJobs>

    /// How many videos to list.
    public var limit: Limit
    /// What is shown of the videos: Shorts, lengths, live streams, watched videos, the order.
    public var filter: VideoFilter
    /// Only videos published since the subscription that no earlier such run printed.
    public var onlyNew: Bool
    /// How many channels to fetch at once.
    public var jobs: Jobs
    /// Where to learn which channels uploaded; nil for the run's default (`auto`, or `api` offline).
    public var source: SubscriptionFeedService.Source?

    public init(limit: Limit = 25, filter: VideoFilter = VideoFilter(), onlyNew: Bool = false, jobs: Jobs = 100,
                source: SubscriptionFeedService.Source? = nil) {
        self.limit = limit
        self.filter = filter
        self.onlyNew = onlyNew
        self.jobs = jobs
        self.source = source
    }

    /// What the service is asked for, `source` being the one this run uses; `watched` tells
    /// which of some ids are marked watched (for `--unwatched`).
    public func options(source: SubscriptionFeedService.Source,
                        watched: @escaping @Sendable ([String]) throws -> Set<String> = { _ in [] })
        -> SubscriptionFeedService.Options
    {
        .init(limit: limit.value, source: source, filter: filter, watched: watched, onlyNew: onlyNew)
    }

    /// A refresh of `channels` subscriptions from `source`, and the details of the videos shown;
    /// with filters that drop videos, `fillCost` more.
    public func estimatedCost(channels: Int, source: SubscriptionFeedService.Source) -> Int {
        SubscriptionFeedService.estimatedCost(channels: channels, limit: limit.value, source: source) + fillCost
    }

    /// The most the details looked up to fill `limit` after filtering cost: a videos.list call
    /// per page `VideoFilter.fillPages` allows (0 without such filters, and with `--new`, which
    /// looks at every new upload whatever the filters).
    public var fillCost: Int {
        guard !onlyNew, filter.drops else { return 0 }
        return FeedService.estimatedCost(limit: filter.fillPages(limit: limit.value) * 50)
    }

    /// The command that lists the same, the options at their defaults left out.
    public var commandLine: String {
        (["ytclone feed --subscriptions"] + filter.options + [
            onlyNew ? "--new" : nil, jobs == 100 ? nil : "--jobs \(jobs)", source.map { "--source \($0.rawValue)" },
            limit == 25 ? nil : "--limit \(limit)",
        ].compactMap { $0 }).joined(separator: " ")
    }
}
