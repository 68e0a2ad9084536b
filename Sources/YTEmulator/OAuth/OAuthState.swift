/// The authorization server's memory: grants users made and the tokens issued for them (and,
/// as the server grows, codes handed out). Kept with ``UserWrites`` in ``EmulatorState`` so
/// that `--state` restores both.
struct OAuthState: Sendable, Codable, Equatable {
    /// A user's consent to a client for some scopes. Revoking any of its tokens revokes it
    /// and every token issued under it.
    struct Grant: Sendable, Codable, Equatable {
        var id: String
        var userId: String
        var clientId: String
        var scopes: Set<String>
        var createdAt: Int64
        var revoked = false
    }

    /// A live token's record; the token's value is its key in ``accessTokens`` or ``refreshTokens``.
    struct Token: Sendable, Codable, Equatable {
        var grantId: String
        /// The scopes this token carries (a refresh may narrow them).
        var scopes: Set<String>
        /// Seconds since 1970; `nil` for refresh tokens, which do not expire.
        var expiresAt: Int64?
    }

    var grants: [String: Grant] = [:]
    var accessTokens: [String: Token] = [:]
    var refreshTokens: [String: Token] = [:]
    /// Numbers new grants and tokens.
    var serial = 0

    /// A fresh number for a new grant or token.
    mutating func nextSerial() -> Int {
        serial += 1
        return serial
    }

    /// The grant and record of a live access token: known, not expired, its grant not revoked.
    func liveAccessToken(_ value: String, now: Int64) -> (grant: Grant, token: Token)? {
        guard let token = accessTokens[value], let grant = grants[token.grantId], !grant.revoked,
            (token.expiresAt ?? .max) > now
        else { return nil }
        return (grant, token)
    }
}
