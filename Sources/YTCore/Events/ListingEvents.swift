/// A page of a listing arrived from the API or the cache.
public struct PageFetched: Event, Hashable {
    /// The API resource the page came from, such as `videos` or `commentThreads`.
    public let resource: String
    /// How many items the page held.
    public let items: Int
    /// Whether the listing has another page after this one.
    public let hasNextPage: Bool

    public init(resource: String, items: Int, hasNextPage: Bool) {
        self.resource = resource
        self.items = items
        self.hasNextPage = hasNextPage
    }
}

/// Quota units were charged for a request that reached the API.
public struct QuotaSpent: Event, Hashable {
    /// The API method, such as `videos.list` or `search.list`.
    public let method: String
    /// The units the method costs.
    public let units: Int

    public init(method: String, units: Int) {
        self.method = method
        self.units = units
    }
}

/// The subscriptions refresh has brought `done` of its `total` channels up to date;
/// `feedFailures` channels' feeds failed so far (each then asked of the API, or left as stored).
public struct SubscriptionsProgress: Event, Hashable {
    public let done: Int
    public let total: Int
    public let feedFailures: Int

    public init(done: Int, total: Int, feedFailures: Int = 0) {
        self.done = done
        self.total = total
        self.feedFailures = feedFailures
    }
}

/// The feeds of a subscriptions refresh are read: `read` were used, and `failures` counts the
/// channels whose feed was not, by why (`403`, `429`, `malformed`, `empty`, `stale`, `unreachable`).
public struct ChannelFeedsRead: Event, Hashable {
    public let read: Int
    public let failures: [String: Int]

    public init(read: Int, failures: [String: Int]) {
        self.read = read
        self.failures = failures
    }
}
