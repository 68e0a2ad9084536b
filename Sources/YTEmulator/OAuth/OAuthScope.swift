/// The scopes the authorization server grants, in the two spellings it meets: the full URLs
/// clients ask for and receive (`https://www.googleapis.com/auth/youtube.force-ssl`, `openid`,
/// `https://www.googleapis.com/auth/userinfo.email`) and the short names grants, ``Caller`` and
/// ``APIMethod`` use (`youtube.force-ssl`, `openid`, `email`).
enum OAuthScope {
    static let prefix = "https://www.googleapis.com/auth/"

    /// The sign-in scopes of OpenID Connect, which Google also accepts as userinfo URLs.
    static let identity: Set<String> = ["openid", "email", "profile"]

    /// Every short name: each scope some method of the discovery document takes, plus the identity ones.
    static let known: Set<String> = Set(APIMethod.all.flatMap(\.scopes)).union(identity)

    /// What a limited-input device may ask for (Google's "allowed scopes" of the TV flow).
    static let limitedInput: Set<String> = ["youtube", "youtube.readonly", "openid", "email", "profile"]

    /// The short names of a space-separated `scope` parameter; `nil` when one is unknown.
    static func parse(_ text: String) -> Set<String>? {
        var names: Set<String> = []
        for word in text.split(whereSeparator: { $0 == " " || $0 == "+" }).map(String.init) {
            guard let name = shortName(word) else { return nil }
            names.insert(name)
        }
        return names
    }

    /// `youtube.force-ssl` for its URL, `email` for `email` or the userinfo.email URL.
    static func shortName(_ word: String) -> String? {
        var name = word.hasPrefix(prefix) ? String(word.dropFirst(prefix.count)) : word
        if word.hasPrefix(prefix), name == "userinfo.email" { name = "email" }
        if word.hasPrefix(prefix), name == "userinfo.profile" { name = "profile" }
        if !word.hasPrefix(prefix), !identity.contains(name) { return nil }
        return known.contains(name) ? name : nil
    }

    /// The spelling Google answers with (`scope` of a token or of the redirect).
    static func url(_ name: String) -> String {
        switch name {
        case "openid": "openid"
        case "email": prefix + "userinfo.email"
        case "profile": prefix + "userinfo.profile"
        default: prefix + name
        }
    }

    /// A granted set as Google writes it: full URLs, space-separated, in a fixed order.
    static func text(_ names: Set<String>) -> String {
        names.map(url).sorted().joined(separator: " ")
    }
}
