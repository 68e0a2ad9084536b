/// What `YouTubeClient` reports while it works, for `--verbose` traces and the quota ledger.
///
/// URLs in events have the API key replaced, so a listener may print them as they are.
public enum ClientEvent: Sendable, Hashable {
    /// A request is about to be sent (`attempt` counts from 1) with `verb` (`GET`, or a write's `POST`…).
    case requestStarted(method: String, url: String, attempt: Int, verb: String = "GET")
    /// A response arrived: status, decoded body bytes, bytes on the wire, seconds taken.
    case responseReceived(method: String, status: Int, bodyBytes: Int, wireBytes: Int, seconds: Double)
    /// Quota units were charged for a request that reached the API.
    case quotaSpent(method: String, units: Int)
    /// An answer came from the cache without a request; `age` is seconds since it was fetched.
    case cacheHit(method: String, key: String, age: Double)
    /// A try failed and another follows after `delay` seconds.
    case retrying(method: String, attempt: Int, delay: Double, reason: String)
    /// An answer held `count` items whose ids do not have YouTube's shapes; they were left out.
    case itemsDropped(method: String, count: Int)
}
