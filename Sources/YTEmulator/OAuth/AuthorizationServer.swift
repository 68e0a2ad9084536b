/// Google's OAuth 2.0 authorization server, on the emulator's own host and port at Google's
/// paths: the authorization endpoint with its consent page, `/token`, the device flow,
/// `/revoke`, `userinfo` and `tokeninfo` (RFC 6749, 7636, 8252, 7009).
struct AuthorizationServer: Sendable {
    let settings: OAuthSettings
    /// Every user who can sign in, in the order `--oauth-user` gave them.
    let users: [OAuthUser]

    /// Whether `path` is one of the server's endpoints.
    static func serves(_ path: String) -> Bool {
        false
    }

    /// Answers one request to an endpoint ``serves(_:)`` names; `state` changes when codes,
    /// grants or tokens do.
    func respond(to request: EmulatorRequest, state: inout OAuthState, now: Int64) -> EmulatorResponse {
        EmulatorResponse(status: 404, headers: [], body: [])
    }

    /// The caller a live access token speaks for; `nil` for an unknown, expired or revoked one.
    func caller(accessToken: String, state: OAuthState, now: Int64) -> Caller? {
        guard let (grant, token) = state.liveAccessToken(accessToken, now: now),
            let user = users.first(where: { $0.id == grant.userId }),
            let client = settings.clients.first(where: { $0.id == grant.clientId })
        else { return nil }
        return Caller(user: user, client: client, scopes: token.scopes)
    }
}
