/// How the emulator's authorization server behaves (`--oauth-*`).
public struct OAuthSettings: Sendable {
    /// What happens at the consent step of `/o/oauth2/v2/auth` and of the device flow.
    public enum Consent: String, Sendable, CaseIterable {
        /// An HTML page names the client, the user and each scope; Allow and Deny post back.
        case page
        /// Granted at once: the authorization endpoint redirects with a code, and a device
        /// code is approved on its first poll.
        case auto
        /// Refused at once with `access_denied`.
        case deny
    }

    public var consent: Consent
    /// Seconds an access token lives (`expires_in`); Google's is 3599.
    public var tokenLifetime: Int
    /// Seconds an authorization code can be exchanged; Google's is 10 minutes.
    public var codeLifetime: Int
    /// Seconds a device code lives; Google's is 30 minutes.
    public var deviceCodeLifetime: Int
    /// Seconds a device should wait between polls (`interval`); Google's is 5.
    public var pollInterval: Int
    /// Registered clients; `--oauth-client` replaces the two defaults.
    public var clients: [OAuthClient]
    /// Users by name; each but those written `NAME:nochannel` owns one of the catalog's channels.
    /// `--oauth-user` replaces the seeded ones.
    public var users: [String]

    /// The users a bare emulator has: two with a channel, one without.
    public static let seededUsers = ["alice", "bob", "carol:nochannel"]

    public init(
        consent: Consent = .page, tokenLifetime: Int = 3599, codeLifetime: Int = 600, deviceCodeLifetime: Int = 1800,
        pollInterval: Int = 5, clients: [OAuthClient] = [.defaultDesktop, .defaultTV], users: [String] = seededUsers
    ) {
        self.consent = consent
        self.tokenLifetime = tokenLifetime
        self.codeLifetime = codeLifetime
        self.deviceCodeLifetime = deviceCodeLifetime
        self.pollInterval = pollInterval
        self.clients = clients
        self.users = users
    }
}
