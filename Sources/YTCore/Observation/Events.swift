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

/// A response was served from the local cache instead of the network.
public struct CacheHit: Event, Hashable {
    /// The cache key, typically the request URL without the API key.
    public let key: String

    public init(key: String) {
        self.key = key
    }
}
