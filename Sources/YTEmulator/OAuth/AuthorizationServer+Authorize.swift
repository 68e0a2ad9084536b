/// The authorization endpoint (`/o/oauth2/v2/auth`, `/o/oauth2/auth`) and the answer to its
/// consent page (`POST /o/oauth2/consent`).
extension AuthorizationServer {
    /// Checks the request as Google does: a bad client or redirect URI gets a page that never
    /// redirects; any other fault goes back to the redirect URI with `error` and `state`.
    /// Then the consent step: a page (`--oauth-consent page`), a code at once (`auto`), or
    /// `access_denied` (`deny`).
    func authorize(_ call: Call, state: inout OAuthState, now: Int64) -> EmulatorResponse {
        guard let clientId = call.parameter("client_id") else {
            return OAuthPages.error(400, "invalid_request", "Missing required parameter: client_id")
        }
        guard let client = client(clientId) else {
            return OAuthPages.error(401, "invalid_client", "The OAuth client was not found.")
        }
        guard let redirectURI = call.parameter("redirect_uri") else {
            return OAuthPages.error(400, "invalid_request", "Missing required parameter: redirect_uri")
        }
        guard client.kind == .desktop, LoopbackRedirect.accepts(redirectURI) else {
            return OAuthPages.error(
                400, "redirect_uri_mismatch",
                "You can't sign in to this app because it doesn't comply with Google's OAuth 2.0 policy. "
                    + "Request details: redirect_uri=\(redirectURI)")
        }
        let requestState = call.parameter("state")
        func refuse(_ error: String, _ description: String? = nil) -> EmulatorResponse {
            Self.redirect(redirectURI, [("error", error), ("error_description", description), ("state", requestState)])
        }
        guard call.parameter("response_type") == "code" else {
            return refuse("unsupported_response_type", call.parameter("response_type").map { "Invalid response_type: " + $0 })
        }
        guard let scopeText = call.parameter("scope") else {
            return refuse("invalid_request", "Missing required parameter: scope")
        }
        guard var scopes = OAuthScope.parse(scopeText), !scopes.isEmpty else {
            return refuse("invalid_scope", "Some requested scopes were invalid. {invalid=[\(scopeText)]}")
        }
        let challenge = call.parameter("code_challenge")
        var method = call.parameter("code_challenge_method")
        if challenge != nil, method == nil { method = "plain" }
        if let method, challenge == nil || !["S256", "plain"].contains(method) {
            return refuse("invalid_request", challenge == nil ? "Missing code_challenge." : "Invalid code_challenge_method.")
        }
        if let challenge, !PKCE.isWellFormed(challenge) {
            return refuse("invalid_request", "Invalid code_challenge.")
        }
        guard let user = user(hint: call.parameter("login_hint")) else { return refuse("access_denied") }
        let prompts = Set((call.parameter("prompt") ?? "").split(separator: " ").map(String.init))
        if call.parameter("include_granted_scopes") == "true" {
            scopes.formUnion(earlierScopes(of: user.id, client: client.id, state: state))
        }
        let request = AuthorizationRequest(
            clientId: client.id, redirectURI: redirectURI, scopes: scopes, state: requestState, codeChallenge: challenge,
            codeChallengeMethod: challenge == nil ? nil : method, offline: call.parameter("access_type") == "offline",
            forceConsent: prompts.contains("consent"), nonce: call.parameter("nonce"), userId: user.id,
            expiresAt: now + Int64(settings.codeLifetime))
        if prompts.contains("none") {
            guard earlierScopes(of: user.id, client: client.id, state: state).isSuperset(of: scopes) else {
                return refuse("consent_required")
            }
            return issueCode(request, userId: user.id, state: &state, now: now)
        }
        switch settings.consent {
        case .auto:
            return issueCode(request, userId: user.id, state: &state, now: now)
        case .deny:
            return refuse("access_denied")
        case .page:
            let consentId = Self.randomValue("", bytes: 18)
            state.consents[consentId] = request
            return Self.html(200, OAuthPages.consent(id: consentId, client: client, users: users, chosen: user, scopes: scopes))
        }
    }

    /// Allow or Deny on the consent page: a 302 to the client's redirect URI either way.
    func answerConsent(_ call: Call, state: inout OAuthState, now: Int64) -> EmulatorResponse {
        guard let consentId = call.bodyParameter("consent_id"), let request = state.consents.removeValue(forKey: consentId),
            request.expiresAt > now
        else {
            return OAuthPages.error(400, "invalid_request", "This sign-in request has expired or was already answered.")
        }
        guard call.bodyParameter("action") == "allow" else {
            return Self.redirect(
                request.redirectURI, [("error", "access_denied"), ("state", request.state)])
        }
        let chosen = call.bodyParameter("user").flatMap { name in users.first { $0.name == name } }
        return issueCode(request, userId: (chosen ?? user(request.userId))?.id ?? request.userId, state: &state, now: now)
    }

    /// A fresh single-use code, sent to the redirect URI with `state` and the granted `scope`.
    func issueCode(_ request: AuthorizationRequest, userId: String, state: inout OAuthState, now: Int64) -> EmulatorResponse {
        let code = Self.randomValue("4/0A", bytes: 54)
        state.codes[code] = AuthorizationCode(request: request, userId: userId, expiresAt: now + Int64(settings.codeLifetime))
        return Self.redirect(
            request.redirectURI,
            [("state", request.state), ("code", code), ("scope", OAuthScope.text(request.scopes)), ("authuser", "0"),
             ("prompt", "consent")])
    }

    /// Every scope `userId` granted `clientId` before, in grants not revoked.
    func earlierScopes(of userId: String, client clientId: String, state: OAuthState) -> Set<String> {
        state.grants.values.filter { $0.userId == userId && $0.clientId == clientId && !$0.revoked }
            .reduce(into: Set<String>()) { $0.formUnion($1.scopes) }
    }
}
