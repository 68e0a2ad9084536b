import Testing

@testable import YTEmulator

/// `--oauth-consent page`: the page names the client, the user and each scope, escapes what
/// it shows, and its Allow and Deny post a one-time id and redirect.
@Suite struct OAuthConsentPageTests {
    static func consentId(_ page: String) -> String? {
        guard let range = page.range(of: "name=\"consent_id\" value=\"") else { return nil }
        return String(page[range.upperBound...].prefix { $0 != "\"" })
    }

    @Test func pageNamesClientUserAndScopesAndAllowRedirectsWithACode() throws {
        let server = OAuthTestServer(consent: .page)
        let response = server.authorize(OAuthTestServer.standard(
            scope: "openid " + OAuthScope.prefix + "youtube.force-ssl", extra: [("login_hint", "bob@example.com")]))
        #expect(response.status == 200)
        #expect(response.header("Content-Type")?.hasPrefix("text/html") == true)
        let page = OAuthTestServer.text(response)
        #expect(page.contains(OAuthTestServer.desktop.id))
        #expect(page.contains("value=\"bob\" checked"))
        #expect(page.contains("https://www.googleapis.com/auth/youtube.force-ssl"))
        #expect(page.contains("<code>openid</code>"))
        #expect(page.contains("value=\"allow\"") && page.contains("value=\"deny\""))
        #expect(!page.contains(OAuthTestServer.challenge), "the form carries an id, not the request")
        let id = try #require(Self.consentId(page))
        let allowed = server.post("/o/oauth2/consent", [("consent_id", id), ("user", "bob"), ("action", "allow")])
        #expect(allowed.response.status == 302)
        let (base, parameters) = OAuthTestServer.location(allowed.response)
        #expect(base == OAuthTestServer.redirect)
        #expect(parameters["state"] == "xyz 1")
        let tokens = try #require(server.exchange(parameters["code"] ?? "").json)
        let access = try #require(tokens["access_token"]?.stringValue)
        let info = server.post("/oauth2/v3/tokeninfo", [("access_token", access)])
        #expect(info.json?["sub"]?.stringValue == server.emulator.authorization.users[1].id)
        // The id is single-use.
        let again = server.post("/o/oauth2/consent", [("consent_id", id), ("action", "allow")])
        #expect(again.response.status == 400)
        #expect(again.response.header("Location") == nil)
    }

    @Test func denyRedirectsWithAccessDeniedAndState() throws {
        let server = OAuthTestServer(consent: .page)
        let id = try #require(Self.consentId(OAuthTestServer.text(server.authorize(OAuthTestServer.standard()))))
        let denied = server.post("/o/oauth2/consent", [("consent_id", id), ("action", "deny")])
        #expect(denied.response.status == 302)
        #expect(OAuthTestServer.location(denied.response).parameters["error"] == "access_denied")
        #expect(OAuthTestServer.location(denied.response).parameters["state"] == "xyz 1")
        #expect(server.state.grants.isEmpty)
    }

    @Test func aConsentPageExpiresWithTheCodeLifetime() throws {
        let server = OAuthTestServer(consent: .page, codeLifetime: 60)
        let id = try #require(Self.consentId(OAuthTestServer.text(server.authorize(OAuthTestServer.standard()))))
        server.advance(60)
        #expect(server.post("/o/oauth2/consent", [("consent_id", id), ("action", "allow")]).response.status == 400)
    }

    @Test func everythingShownIsEscaped() {
        let hostile = OAuthClient(id: "<script>x</script>", secret: "s", kind: .desktop, project: "p")
        let page = OAuthPages.consent(
            id: "\"><b>", client: hostile,
            users: [OAuthUser(id: "1", name: "a\"b", email: "a<b>@example.com", channelId: nil)],
            chosen: OAuthUser(id: "1", name: "a\"b", email: "a<b>@example.com", channelId: nil), scopes: ["youtube"])
        #expect(!page.contains("<script>"))
        #expect(page.contains("&lt;script&gt;"))
        #expect(!page.contains("\"><b>"))
        #expect(!page.contains("a<b>"))
        let error = OAuthTestServer.text(OAuthPages.error(400, "redirect_uri_mismatch", "redirect_uri=<img src=x>"))
        #expect(!error.contains("<img"))
    }

    /// `prompt=none` answers without a page: a code when the scopes were granted before, else `consent_required`.
    @Test func promptNoneNeedsAnEarlierGrant() throws {
        let server = OAuthTestServer(consent: .page)
        let first = server.authorize(OAuthTestServer.standard(extra: [("prompt", "none")]))
        #expect(OAuthTestServer.location(first).parameters["error"] == "consent_required")
        try server.emulator.mutate { state in
            state.oauth.grants["g"] = OAuthState.Grant(
                id: "g", userId: server.emulator.authorization.users[0].id, clientId: OAuthTestServer.desktop.id,
                scopes: ["youtube.force-ssl"], createdAt: 0)
        }
        let second = server.authorize(OAuthTestServer.standard(extra: [("prompt", "none")]))
        #expect(OAuthTestServer.location(second).parameters["code"] != nil)
    }
}
