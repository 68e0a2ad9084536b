/// The token endpoint, `POST /token`: the authorization code, refresh token and device grants.
extension AuthorizationServer {
    /// Authenticates the client (body or HTTP Basic, never both: RFC 6749 §2.3.1), then runs the grant.
    func token(_ call: Call, state: inout OAuthState, now: Int64) -> EmulatorResponse {
        let client: OAuthClient
        switch authenticateClient(call) {
        case .success(let found): client = found
        case .failure(let refusal): return refusal.response
        }
        switch call.bodyParameter("grant_type") {
        case "authorization_code": return exchangeCode(call, client: client, state: &state, now: now)
        case "refresh_token": return refresh(call, client: client, state: &state, now: now)
        case DeviceFlow.grantType: return pollDevice(call, client: client, state: &state, now: now)
        case nil: return Self.oauthError(400, "unsupported_grant_type", "Invalid grant_type: ")
        case let other?: return Self.oauthError(400, "unsupported_grant_type", "Invalid grant_type: " + other)
        }
    }

    /// A refusal of the token endpoint, as an error so that `Result` can carry it.
    struct Refusal: Error {
        let response: EmulatorResponse
    }

    /// The client of a token request: `client_id` + `client_secret` in the body, or HTTP Basic.
    func authenticateClient(_ call: Call) -> Result<OAuthClient, Refusal> {
        var id = call.bodyParameter("client_id")
        var secret = call.bodyParameter("client_secret")
        let basic = BasicCredentials(header: call.request.headers["authorization"])
        if let basic {
            if secret != nil || (id != nil && id != basic.id) {
                return .failure(Refusal(response: Self.oauthError(
                    400, "invalid_request", "The request uses more than one mechanism for authenticating the client.")))
            }
            id = basic.id
            secret = basic.secret
        }
        let challenge: [(name: String, value: String)] =
            basic == nil ? [] : [("WWW-Authenticate", "Basic realm=\"https://accounts.google.com\"")]
        guard let id else {
            return .failure(Refusal(response: Self.oauthError(400, "invalid_request", "Could not determine client ID from request.")))
        }
        guard let client = client(id) else {
            return .failure(Refusal(response: Self.oauthError(401, "invalid_client", "The OAuth client was not found.", headers: challenge)))
        }
        guard let secret else {
            return .failure(Refusal(response: Self.oauthError(400, "invalid_request", "client_secret is missing.")))
        }
        guard secret == client.secret else {
            return .failure(Refusal(response: Self.oauthError(401, "invalid_client", "Unauthorized", headers: challenge)))
        }
        return .success(client)
    }

    /// `grant_type=authorization_code`: the code must be live, unused, the client's, sent with the
    /// same redirect URI and the verifier of its challenge. A replayed code revokes what it issued.
    func exchangeCode(_ call: Call, client: OAuthClient, state: inout OAuthState, now: Int64) -> EmulatorResponse {
        guard let value = call.bodyParameter("code") else {
            return Self.oauthError(400, "invalid_request", "Missing required parameter: code")
        }
        guard var code = state.codes[value] else { return Self.oauthError(400, "invalid_grant", "Malformed auth code.") }
        if code.used {
            if let grantId = code.grantId { state.revoke(grantId: grantId) }
            return Self.oauthError(400, "invalid_grant", "Bad Request")
        }
        guard code.request.clientId == client.id else { return Self.oauthError(400, "invalid_grant", "Unauthorized") }
        code.used = true
        state.codes[value] = code
        guard code.expiresAt > now else { return Self.oauthError(400, "invalid_grant", "Bad Request") }
        guard let redirectURI = call.bodyParameter("redirect_uri") else {
            return Self.oauthError(400, "invalid_request", "Missing parameter: redirect_uri")
        }
        guard redirectURI == code.request.redirectURI else { return Self.oauthError(400, "invalid_grant", "Bad Request") }
        if let challenge = code.request.codeChallenge {
            guard let verifier = call.bodyParameter("code_verifier") else {
                return Self.oauthError(400, "invalid_grant", "Missing code verifier.")
            }
            guard PKCE.verifies(verifier, challenge: challenge, method: code.request.codeChallengeMethod ?? "plain") else {
                return Self.oauthError(400, "invalid_grant", "Invalid code verifier.")
            }
        }
        let hadRefreshToken = state.refreshTokens.values.contains { token in
            state.grants[token.grantId].map { $0.userId == code.userId && $0.clientId == client.id } ?? false
        }
        let withRefresh = code.request.offline && (code.request.forceConsent || !hadRefreshToken)
        let grantId = "grant-\(state.nextSerial())"
        state.grants[grantId] = OAuthState.Grant(
            id: grantId, userId: code.userId, clientId: client.id, scopes: code.request.scopes, createdAt: now)
        code.grantId = grantId
        state.codes[value] = code
        return issueTokens(
            grantId: grantId, scopes: code.request.scopes, withRefresh: withRefresh, nonce: code.request.nonce,
            state: &state, now: now)
    }

    /// `grant_type=refresh_token`: a new access token for the same grant, for all its scopes or
    /// the narrower `scope` asked; no new refresh token.
    func refresh(_ call: Call, client: OAuthClient, state: inout OAuthState, now: Int64) -> EmulatorResponse {
        guard let value = call.bodyParameter("refresh_token") else {
            return Self.oauthError(400, "invalid_request", "Missing required parameter: refresh_token")
        }
        guard let token = state.refreshTokens[value], let grant = state.grants[token.grantId], !grant.revoked else {
            return Self.oauthError(400, "invalid_grant", "Token has been expired or revoked.")
        }
        guard grant.clientId == client.id else { return Self.oauthError(400, "invalid_grant", "Unauthorized") }
        var scopes = token.scopes
        if let text = call.bodyParameter("scope") {
            guard let asked = OAuthScope.parse(text), !asked.isEmpty, asked.isSubset(of: token.scopes) else {
                return Self.oauthError(400, "invalid_scope", "Some requested scopes were invalid. {invalid=[\(text)]}")
            }
            scopes = asked
        }
        return issueTokens(grantId: grant.id, scopes: scopes, withRefresh: false, nonce: nil, state: &state, now: now)
    }

    /// Google's token answer: `access_token`, `expires_in`, `refresh_token` when asked for,
    /// `scope`, `token_type`, and `id_token` when `openid` is among the scopes.
    func issueTokens(
        grantId: String, scopes: Set<String>, withRefresh: Bool, nonce: String?, state: inout OAuthState, now: Int64
    ) -> EmulatorResponse {
        let expiresAt = now + Int64(settings.tokenLifetime)
        let access = Self.randomValue("ya29.a0", bytes: 120)
        state.accessTokens[access] = OAuthState.Token(grantId: grantId, scopes: scopes, expiresAt: expiresAt)
        var refreshValue: String?
        if withRefresh {
            let value = Self.randomValue("1//0", bytes: 75)
            state.refreshTokens[value] = OAuthState.Token(grantId: grantId, scopes: scopes, expiresAt: nil)
            refreshValue = value
        }
        var idToken: String?
        if scopes.contains("openid"), let grant = state.grants[grantId], let user = user(grant.userId),
            let client = client(grant.clientId)
        {
            idToken = IDToken.sign(
                IDToken.claims(user: user, client: client, scopes: scopes, nonce: nonce, now: now, expiresAt: expiresAt),
                secret: client.secret)
        }
        return Self.json(200, [
            "access_token": .string(access), "expires_in": .int(settings.tokenLifetime),
            "refresh_token": refreshValue.map(JSONValue.string), "scope": .string(OAuthScope.text(scopes)),
            "token_type": "Bearer", "id_token": idToken.map(JSONValue.string),
        ])
    }
}

/// `Authorization: Basic base64(id:secret)`, each part form-urlencoded (RFC 6749 §2.3.1).
struct BasicCredentials {
    let id: String
    let secret: String

    init?(header: String?) {
        guard let header, header.lowercased().hasPrefix("basic "),
            let bytes = Base64.decode(header.dropFirst(6).trimmingSpaces())
        else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let pair = EmulatorRequest.parseQuery("i=" + text[..<colon] + "&s=" + text[text.index(after: colon)...])
        guard pair.count == 2 else { return nil }
        id = pair[0].value
        secret = pair[1].value
    }
}
