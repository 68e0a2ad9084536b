/// `/revoke`, `/oauth2/v3/userinfo` and `/oauth2/v3/tokeninfo`: ending a grant, and saying who
/// signed in and what was granted.
extension AuthorizationServer {
    /// `POST /revoke?token=…` (or in the form body): an access or refresh token revokes its
    /// whole grant (RFC 7009 §2.1); anything else is Google's 400 `invalid_token`.
    func revoke(_ call: Call, state: inout OAuthState) -> EmulatorResponse {
        let value = call.parameter("token") ?? ""
        guard let token = state.accessTokens[value] ?? state.refreshTokens[value],
            state.grants[token.grantId].map({ !$0.revoked }) ?? false
        else {
            return Self.oauthError(400, "invalid_token", "Token expired or revoked")
        }
        state.revoke(grantId: token.grantId)
        return Self.json(200, [:])
    }

    /// `GET /oauth2/v3/userinfo` with a bearer token: the user, as far as `openid`, `email` and
    /// `profile` were granted.
    func userinfo(_ call: Call, state: OAuthState, now: Int64) -> EmulatorResponse {
        let header = call.request.headers["authorization"].flatMap { value -> String? in
            value.lowercased().hasPrefix("bearer ") ? String(value.dropFirst(7)) : nil
        }
        guard let value = header ?? call.parameter("access_token"),
            let caller = caller(accessToken: value, state: state, now: now)
        else {
            return Self.oauthError(
                401, "invalid_request", "Invalid Credentials",
                headers: [("WWW-Authenticate", "Bearer realm=\"https://accounts.google.com/\", error=\"invalid_token\"")])
        }
        guard !caller.scopes.isDisjoint(with: OAuthScope.identity) else {
            return Self.oauthError(
                403, "insufficient_scope", "Insufficient Permission",
                headers: [("WWW-Authenticate", "Bearer realm=\"https://accounts.google.com/\", error=\"insufficient_scope\"")])
        }
        let profile = caller.scopes.contains("profile")
        let email = caller.scopes.contains("email")
        return Self.json(200, [
            "sub": .string(caller.user.id),
            "name": profile ? .string(caller.user.name) : nil,
            "given_name": profile ? .string(caller.user.name) : nil,
            "picture": profile ? .string(call.origin + "/ytc/" + caller.user.id) : nil,
            "email": email ? .string(caller.user.email) : nil,
            "email_verified": email ? true : nil,
        ])
    }

    /// `GET` or `POST /oauth2/v3/tokeninfo` with `access_token` or `id_token`: what Google's
    /// tokeninfo says of it, numbers written as strings as Google writes them.
    func tokeninfo(_ call: Call, state: OAuthState, now: Int64) -> EmulatorResponse {
        if let idToken = call.parameter("id_token") {
            guard let (claims, _) = IDToken.verify(idToken, clients: settings.clients),
                let exp = claims["exp"]?.intValue, Int64(exp) > now, case .object(let members) = claims
            else { return Self.oauthError(400, "invalid_token", "Invalid Value") }
            let strings = members.map { member -> JSONMember in
                switch member.value {
                case .int(let number): JSONMember(key: member.key, value: .string(String(number)))
                case .bool(let flag): JSONMember(key: member.key, value: .string(flag ? "true" : "false"))
                default: member
                }
            }
            return Self.json(200, .object(strings + [JSONMember(key: "alg", value: "HS256"), JSONMember(key: "typ", value: "JWT")]))
        }
        guard let value = call.parameter("access_token"), let (grant, token) = state.liveAccessToken(value, now: now),
            let user = user(grant.userId)
        else { return Self.oauthError(400, "invalid_token", "Invalid Value") }
        let expiresAt = token.expiresAt ?? now
        let offline = state.refreshTokens.values.contains { $0.grantId == grant.id }
        let email = token.scopes.contains("email")
        return Self.json(200, [
            "azp": .string(grant.clientId), "aud": .string(grant.clientId), "sub": .string(user.id),
            "scope": .string(OAuthScope.text(token.scopes)), "exp": .string(String(expiresAt)),
            "expires_in": .string(String(max(0, expiresAt - now))),
            "email": email ? .string(user.email) : nil, "email_verified": email ? "true" : nil,
            "access_type": offline ? "offline" : "online",
        ])
    }
}
