/// When and how long `YouTubeClient` waits before sending a failed GET again.
///
/// Retries cover 5xx, 429 and connection failures; delays grow exponentially with jitter, and a
/// server's `Retry-After` is honoured when it asks for no more than `maxRetryAfter` seconds.
public struct RetryPolicy: Sendable, Hashable {
    /// Total tries, the first included.
    public var maxAttempts: Int
    /// The delay before the first retry, doubled for each later one.
    public var baseDelay: Double
    /// No computed delay exceeds this.
    public var maxDelay: Double
    /// A `Retry-After` longer than this is not waited for: the error goes to the caller.
    public var maxRetryAfter: Double

    public init(maxAttempts: Int = 4, baseDelay: Double = 0.4, maxDelay: Double = 8, maxRetryAfter: Double = 30) {
        self.maxAttempts = maxAttempts
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.maxRetryAfter = maxRetryAfter
    }

    public static let `default` = RetryPolicy()
    public static let none = RetryPolicy(maxAttempts: 1)

    /// Seconds to wait after failed try number `attempt` (1-based): "equal jitter", half fixed and
    /// half random, so many clients failing together do not retry together.
    public func delay(after attempt: Int, retryAfter: Double? = nil, random: Double = Double.random(in: 0...1)) -> Double {
        if let retryAfter { return retryAfter.isFinite ? min(max(retryAfter, 0), maxRetryAfter) : maxRetryAfter }
        let ceiling = min(maxDelay, baseDelay * Double(1 << min(attempt - 1, 20)))
        return ceiling / 2 + ceiling / 2 * random
    }
}
