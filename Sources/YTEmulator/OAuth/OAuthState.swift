/// The authorization server's memory: grants users made, the tokens issued for them, and the
/// codes, consent pages and device codes on their way to a grant. Kept with ``UserWrites`` in ``EmulatorState`` so
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
    /// Authorization codes by value, kept after use so that a replay is recognised.
    var codes: [String: AuthorizationCode] = [:]
    /// Consent pages shown and not yet answered, by their one-time id.
    var consents: [String: AuthorizationRequest] = [:]
    /// Device codes by value (the device flow).
    var deviceCodes: [String: DeviceAuthorization] = [:]

    init() {}

    private enum CodingKeys: String, CodingKey {
        case grants, accessTokens, refreshTokens, serial, codes, consents, deviceCodes
    }

    /// Reads a state written before codes and device codes were kept, too.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        grants = try container.decode([String: Grant].self, forKey: .grants)
        accessTokens = try container.decode([String: Token].self, forKey: .accessTokens)
        refreshTokens = try container.decode([String: Token].self, forKey: .refreshTokens)
        serial = try container.decode(Int.self, forKey: .serial)
        codes = try container.decodeIfPresent([String: AuthorizationCode].self, forKey: .codes) ?? [:]
        consents = try container.decodeIfPresent([String: AuthorizationRequest].self, forKey: .consents) ?? [:]
        deviceCodes = try container.decodeIfPresent([String: DeviceAuthorization].self, forKey: .deviceCodes) ?? [:]
    }

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

    /// Revokes `grantId` and forgets every token issued under it (RFC 7009 §2.1).
    mutating func revoke(grantId: String) {
        grants[grantId]?.revoked = true
        accessTokens = accessTokens.filter { $0.value.grantId != grantId }
        refreshTokens = refreshTokens.filter { $0.value.grantId != grantId }
    }

    /// Forgets what can no longer be used: consent pages, codes and device codes an hour past
    /// their expiry (until then a replayed code or a late poll is still recognised), and access
    /// tokens an hour past theirs, so a long-running emulator's state does not grow without end.
    mutating func prune(now: Int64) {
        let horizon = now - 3600
        consents = consents.filter { $0.value.expiresAt > horizon }
        codes = codes.filter { $0.value.expiresAt > horizon }
        deviceCodes = deviceCodes.filter { $0.value.expiresAt > horizon }
        accessTokens = accessTokens.filter { ($0.value.expiresAt ?? .max) > horizon }
    }
}
