extension Emulator {
    /// What `GET /emulator/oauth` shows tests: the clients (no secrets), the users, every grant,
    /// and how many live tokens each has; never a token's, code's or secret's value.
    public func oauthJSON() -> [UInt8] {
        let now = configuration.clock()
        let oauth = state.withLock { $0.oauth }
        let clients: [JSONValue] = authorization.settings.clients.map { client in
            ["id": .string(client.id), "kind": .string(client.kind.rawValue), "project": .string(client.project)]
        }
        let users: [JSONValue] = authorization.users.map { user in
            ["id": .string(user.id), "name": .string(user.name), "email": .string(user.email),
             "channelId": user.channelId.map(JSONValue.string) ?? .null]
        }
        let liveAccess = oauth.accessTokens.keys.filter { oauth.liveAccessToken($0, now: now) != nil }
        let grants: [JSONValue] = oauth.grants.values.sorted { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }.map { grant in
            [
                "id": .string(grant.id), "userId": .string(grant.userId),
                "user": authorization.user(grant.userId).map { JSONValue.string($0.name) }, "clientId": .string(grant.clientId),
                "scope": .string(OAuthScope.text(grant.scopes)), "createdAt": .int(Int(grant.createdAt)),
                "revoked": .bool(grant.revoked),
                "liveAccessTokens": .int(liveAccess.filter { oauth.accessTokens[$0]?.grantId == grant.id }.count),
                "refreshTokens": .int(oauth.refreshTokens.values.filter { $0.grantId == grant.id }.count),
            ]
        }
        let value: JSONValue = [
            "consent": .string(authorization.settings.consent.rawValue),
            "clients": .array(clients), "users": .array(users), "grants": .array(grants),
            "liveAccessTokens": .int(liveAccess.count),
            "pendingDeviceCodes": .int(oauth.deviceCodes.values.filter { $0.status == .pending && $0.expiresAt > now }.count),
        ]
        return JSONWriter(pretty: true).serialize(value)
    }
}
