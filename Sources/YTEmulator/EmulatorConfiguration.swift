import Foundation

/// How an ``Emulator`` behaves: which catalog it serves and how it checks keys and quota.
public struct EmulatorConfiguration: Sendable {
    /// Seeds the catalog; the same seed and epoch give byte-identical responses.
    public var seed: UInt64
    /// When set, requests must carry exactly this `key`; otherwise any non-empty key passes.
    public var apiKey: String?
    /// The catalog's "now" as days since 1970-01-01 (UTC midnight).
    public var epochDay: Int
    /// Daily quota units.
    public var quotaBudget: Int
    public var quotaModel: QuotaModel
    /// Off (the default), the emulator accepts what Google's API accepts: unknown parameters are
    /// ignored, `maxResults` beside `id` is ignored, page tokens are decoded leniently. On, it
    /// answers 400 to requests the documentation calls unsupported, naming what it refused, so a
    /// client's own tests catch requests that only work because Google is forgiving.
    public var strict: Bool
    /// How many channels the catalog holds, each with its uploads (`--channels`).
    public var channels: Int
    /// Faults of channels' Atom feeds, each with the fraction of channels it strikes
    /// (`--feed-fault`); which channels is fixed by the seed, and the first listed fault wins.
    public var feedFaults: [(kind: FeedFault, fraction: Double)]
    /// The time, in seconds since 1970, at which ``Emulator/publishUploads(on:)`` publishes: the
    /// system clock unless a test fixes it.
    public var clock: @Sendable () -> Int64
    /// The authorization server's clients, users, consent and lifetimes (`--oauth-*`).
    public var oauth: OAuthSettings
    /// Where what users wrote, grants and tokens are kept across restarts (`--state`); `nil`
    /// keeps them for the emulator's life only.
    public var stateFile: String?

    /// The channels a catalog holds by default; the fixtures and tests are built on it.
    public static let defaultChannels = 300
    /// The channels `--channels` accepts: channel 0 (the fixtures) and 1 (hostile titles) always
    /// exist; 20,000 keeps start-up within seconds.
    public static let channelRange = 2...20_000

    public init(
        seed: UInt64 = 1, apiKey: String? = nil, epochDay: Int, quotaBudget: Int = 10_000,
        quotaModel: QuotaModel = .legacy, strict: Bool = false, channels: Int = Self.defaultChannels,
        feedFaults: [(kind: FeedFault, fraction: Double)] = [], oauth: OAuthSettings = OAuthSettings(),
        stateFile: String? = nil,
        clock: @escaping @Sendable () -> Int64 = { Int64(Date().timeIntervalSince1970) }
    ) {
        self.clock = clock
        self.oauth = oauth
        self.stateFile = stateFile
        self.channels = channels
        self.feedFaults = feedFaults
        self.seed = seed
        self.apiKey = apiKey
        self.epochDay = epochDay
        self.quotaBudget = quotaBudget
        self.quotaModel = quotaModel
        self.strict = strict
    }

    /// Days since 1970 for a `YYYY-MM-DD` string, or `nil` if it is not one.
    public static func epochDay(fromISODate text: String) -> Int? {
        RFC3339.day(fromISODate: text)
    }
}

/// Which quota rules apply (see NOTES.md §1).
public enum QuotaModel: String, Sendable, CaseIterable {
    /// `search.list` costs 100 units of the shared daily budget.
    case legacy
    /// `search.list` counts one call against its own bucket of 100 calls per day.
    case buckets
}
