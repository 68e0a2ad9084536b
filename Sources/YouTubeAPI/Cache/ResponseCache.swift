import Foundation

/// Where `YouTubeClient` keeps answers between runs, keyed by the request without the API key.
///
/// A cache is disposable: a failed save is ignored and an unreadable entry is a miss.
public protocol ResponseCache: Sendable {
    /// The entry stored under `key`, or `nil`.
    func load(_ key: String) -> CachedResponse?
    /// Stores `response` under `key`, replacing what was there.
    func save(_ response: CachedResponse, for key: String)
}

/// One stored answer: the body as it arrived, its validators and when it was fetched or last
/// revalidated.
public struct CachedResponse: Sendable, Hashable {
    /// The API method (`videos.list`), or `image` for a picture, for statistics and freshness.
    public var method: String
    public var etag: String?
    /// The `Last-Modified` header, sent back as `If-Modified-Since` (images; the API uses ETags).
    public var lastModified: String?
    public var storedAt: Date
    public var body: Data

    public init(method: String, etag: String?, lastModified: String? = nil, storedAt: Date, body: Data) {
        self.method = method
        self.etag = etag
        self.lastModified = lastModified
        self.storedAt = storedAt
        self.body = body
    }
}

/// How a run uses the cache.
public enum CacheMode: Sendable, Hashable {
    /// Fresh entries answer at once; stale ones are revalidated with `If-None-Match`.
    case normal
    /// Every request goes to the API (`--refresh`); the ETag still lets a 304 keep the body.
    case refresh
    /// Nothing goes to the API (`--offline`); a missing entry is an error, a stale one is used.
    case offline
}

/// How long an answer stays fresh, per API method: a repeated command within that time spends no
/// quota and makes no request.
public enum CacheFreshness {
    /// Seconds an answer of `method` counts as fresh.
    public static func seconds(for method: String) -> TimeInterval {
        switch method {
        case "videoCategories.list", "image": 24 * 3600  // an image: a thumbnail or avatar (ImageLoader)
        case "search.list": 30 * 60
        case "channels.list", "playlists.list": 15 * 60
        case "commentThreads.list", "comments.list": 2 * 60
        default: 5 * 60  // videos.list (chart and lookups), playlistItems.list
        }
    }
}
