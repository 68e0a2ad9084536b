/// The newest videos of the channels a user subscribed to (`ytclone feed --subscriptions`, the
/// browser's Subscriptions tab). It has no pages to move through, so no cursor key; what a
/// refresh costs depends on how many channels there are (`estimatedCost(channels:source:)`).
public struct SubscriptionsFeedSpec: Sendable, Hashable {
    public typealias Limit = Bounded<Bounds.FeedLimit>
    public typealias Jobs = Bounded<Bounds.FeedJobs>

    /// How many videos to list.
    public var limit: Limit
    /// Hide videos of 60 seconds or less (Shorts).
    public var hideShorts: Bool
    /// Hide videos shorter than this.
    public var minDuration: MinimumDuration?
    /// Only videos published since the subscription that no earlier such run printed.
    public var onlyNew: Bool
    /// How many channels to fetch at once.
    public var jobs: Jobs
    /// Where to learn which channels uploaded; nil for the run's default (`auto`, or `api` offline).
    public var source: SubscriptionFeedService.Source?

    public init(limit: Limit = 25, hideShorts: Bool = false, minDuration: MinimumDuration? = nil, onlyNew: Bool = false,
                jobs: Jobs = 100, source: SubscriptionFeedService.Source? = nil) {
        self.limit = limit
        self.hideShorts = hideShorts
        self.minDuration = minDuration
        self.onlyNew = onlyNew
        self.jobs = jobs
        self.source = source
    }

    /// What the service is asked for, `source` being the one this run uses.
    public func options(source: SubscriptionFeedService.Source) -> SubscriptionFeedService.Options {
        .init(limit: limit.value, source: source, hideShorts: hideShorts, minimumSeconds: minDuration?.seconds,
              onlyNew: onlyNew)
    }

    /// A refresh of `channels` subscriptions from `source`, and the details of the videos shown.
    public func estimatedCost(channels: Int, source: SubscriptionFeedService.Source) -> Int {
        SubscriptionFeedService.estimatedCost(channels: channels, limit: limit.value, source: source)
    }

    /// The command that lists the same, the options at their defaults left out.
    public var commandLine: String {
        ([
            "ytclone feed --subscriptions", hideShorts ? "--hide-shorts" : nil,
            minDuration.map { "--min-duration \(ShellWord.quote($0.text))" }, onlyNew ? "--new" : nil,
            jobs == 100 ? nil : "--jobs \(jobs)", source.map { "--source \($0.rawValue)" },
            limit == 25 ? nil : "--limit \(limit)",
        ] as [String?]).compactMap { $0 }.joined(separator: " ")
    }
}

/// `feed --min-duration`: seconds, or a whole number with `s`, `m` or `h` (see `DurationOption`),
/// kept as typed.
public struct MinimumDuration: Hashable, Sendable, CustomStringConvertible {
    /// What the help text names as accepted.
    public static let accepted = DurationOption.accepted

    /// As typed.
    public let text: String
    public let seconds: Int

    /// `text`, or nil when `DurationOption` does not read it.
    public init?(_ text: String) {
        guard let seconds = DurationOption.seconds(text) else { return nil }
        self.text = text
        self.seconds = seconds
    }

    public var description: String { text }
}
