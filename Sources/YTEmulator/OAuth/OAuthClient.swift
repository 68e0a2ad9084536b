/// An OAuth client registered with the emulator's authorization server, as a Google Cloud
/// project's credentials are: a Desktop app (loopback redirect, PKCE) or a TV and
/// limited-input device client (the device flow).
public struct OAuthClient: Sendable, Codable, Equatable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        case desktop, tv
    }

    public let id: String
    public let secret: String
    public let kind: Kind
    /// The project whose quota the client's requests are charged to.
    public let project: String

    public init(id: String, secret: String, kind: Kind, project: String) {
        self.id = id
        self.secret = secret
        self.kind = kind
        self.project = project
    }

    /// The project API keys and the default clients belong to.
    public static let defaultProject = "yt-emulator"

    /// A Desktop client that exists unless `--oauth-client` names others, so a bare emulator signs in.
    public static let defaultDesktop = OAuthClient(
        id: "yt-emulator-desktop.apps.googleusercontent.com", secret: "yt-emulator-desktop-secret", kind: .desktop,
        project: defaultProject)

    /// A limited-input device client that exists beside ``defaultDesktop``.
    public static let defaultTV = OAuthClient(
        id: "yt-emulator-tv.apps.googleusercontent.com", secret: "yt-emulator-tv-secret", kind: .tv,
        project: defaultProject)

    /// Parses `ID:SECRET[:desktop|tv]` (`--oauth-client`); the client gets a project of its own.
    public static func parse(_ text: String) -> OAuthClient? {
        let pieces = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard (2...3).contains(pieces.count), !pieces[0].isEmpty, !pieces[1].isEmpty else { return nil }
        let kind = pieces.count == 3 ? Kind(rawValue: pieces[2]) : .desktop
        guard let kind else { return nil }
        return OAuthClient(id: pieces[0], secret: pieces[1], kind: kind, project: "project-" + pieces[0])
    }
}

/// A Google account the emulator signs in. Most have a YouTube channel, which is one of the
/// catalog's; one seeded user has none, as Google accounts without a channel do.
public struct OAuthUser: Sendable, Codable, Equatable {
    /// Google's stable account id (`sub`), 21 digits.
    public let id: String
    /// The name given with `--oauth-user` (`alice`); also the login hint that picks the user.
    public let name: String
    public let email: String
    /// The user's channel (`UC…`), a channel of the catalog; `nil` for an account without one.
    public let channelId: String?

    public init(id: String, name: String, email: String, channelId: String?) {
        self.id = id
        self.name = name
        self.email = email
        self.channelId = channelId
    }
}

/// Who is calling the API with a bearer token: the user, the client the token was issued to,
/// and the scopes granted.
struct Caller: Sendable {
    let user: OAuthUser
    let client: OAuthClient
    let scopes: Set<String>
}
