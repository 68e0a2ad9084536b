import Testing

@testable import YTEmulator

/// The loopback flow of a Desktop app, through `Emulator.handle`: authorization endpoint,
/// consent, code, `/token`, the API with the token, refresh, revoke.
@Suite struct OAuthCodeFlowTests {
    @Test func wholeFlowAuthToTokenToAPIToRefreshToRevoke() throws {
        let server = OAuthTestServer()
        let redirect = server.authorize(OAuthTestServer.standard(extra: [("access_type", "offline")]))
        #expect(redirect.status == 302)
        let (base, parameters) = OAuthTestServer.location(redirect)
        #expect(base == OAuthTestServer.redirect)
        #expect(parameters["state"] == "xyz 1")
        #expect(parameters["scope"] == "https://www.googleapis.com/auth/youtube.force-ssl")
        let code = try #require(parameters["code"])
        let answer = server.exchange(code)
        #expect(answer.status == 200)
        #expect(answer.response.header("Cache-Control") == "no-store")
        let json = try #require(answer.json)
        let access = try #require(json["access_token"]?.stringValue)
        let refresh = try #require(json["refresh_token"]?.stringValue)
        #expect(access.hasPrefix("ya29."))
        #expect(json["expires_in"]?.intValue == 3599)
        #expect(json["token_type"]?.stringValue == "Bearer")
        #expect(json["scope"]?.stringValue == "https://www.googleapis.com/auth/youtube.force-ssl")
        #expect(json["id_token"] == nil)
        #expect(server.apiStatus(access) == 200)

        let refreshed = server.refresh(refresh)
        #expect(refreshed.status == 200)
        let second = try #require(refreshed.json?["access_token"]?.stringValue)
        #expect(second != access)
        #expect(refreshed.json?["refresh_token"] == nil)
        #expect(server.apiStatus(second) == 200)

        #expect(server.post("/revoke?token=" + refresh, []).status == 200)
        #expect(server.apiStatus(access) == 401)
        #expect(server.apiStatus(second) == 401)
        #expect(server.refresh(refresh).json?["error"]?.stringValue == "invalid_grant")
        #expect(server.post("/revoke", [("token", access)]).json?["error"]?.stringValue == "invalid_token")
    }

    @Test func oldAuthPathAndEveryLoopbackFormWork() {
        let server = OAuthTestServer()
        for uri in ["http://127.0.0.1:1/", "http://[::1]:65535/callback?x=1", "http://localhost:8080/a/b", "http://127.0.0.1/"] {
            var pairs = OAuthTestServer.standard()
            pairs[2] = ("redirect_uri", uri)
            let response = server.authorize(pairs, path: "/o/oauth2/auth")
            #expect(response.status == 302, "\(uri)")
            #expect(response.header("Location")?.hasPrefix(uri) == true)
            #expect(server.exchange(OAuthTestServer.location(response).parameters["code"] ?? "", redirect: uri).status == 200)
        }
    }

    @Test func redirectURIThatIsNotLoopbackGetsAPageThatNeverRedirects() {
        let server = OAuthTestServer()
        for uri in ["https://example.com/", "http://127.0.0.1.evil.com/", "http://localhost.example/", "https://127.0.0.1:80/",
                    "http://user@127.0.0.1:80/", "http://127.0.0.1:99999/", "http://127.0.0.1:80/#frag"]
        {
            var pairs = OAuthTestServer.standard()
            pairs[2] = ("redirect_uri", uri)
            let response = server.authorize(pairs)
            #expect(response.status == 400, "\(uri)")
            #expect(response.header("Location") == nil)
            #expect(OAuthTestServer.text(response).contains("Error 400: redirect_uri_mismatch"))
        }
        var unknown = OAuthTestServer.standard()
        unknown[1] = ("client_id", "nobody.apps.googleusercontent.com")
        let response = server.authorize(unknown)
        #expect(response.status == 401)
        #expect(response.header("Location") == nil)
        #expect(OAuthTestServer.text(response).contains("invalid_client"))
        var tv = OAuthTestServer.standard()
        tv[1] = ("client_id", OAuthTestServer.tv.id)
        #expect(server.authorize(tv).header("Location") == nil)
    }

    @Test func faultsGoBackToTheRedirectURIWithState() {
        let server = OAuthTestServer()
        func error(_ change: (inout [(String, String)]) -> Void) -> (String?, String?) {
            var pairs = OAuthTestServer.standard()
            change(&pairs)
            let (_, parameters) = OAuthTestServer.location(server.authorize(pairs))
            return (parameters["error"], parameters["state"])
        }
        #expect(error { $0[0] = ("response_type", "token") } == ("unsupported_response_type", "xyz 1"))
        #expect(error { $0[3] = ("scope", "https://www.googleapis.com/auth/drive") } == ("invalid_scope", "xyz 1"))
        #expect(error { $0[3] = ("scope", "youtube.force-ssl") } == ("invalid_scope", "xyz 1"))
        #expect(error { $0.remove(at: 3) } == ("invalid_request", "xyz 1"))
        #expect(error { $0[6] = ("code_challenge_method", "S512") } == ("invalid_request", "xyz 1"))
        #expect(error { $0[5] = ("code_challenge", "short") } == ("invalid_request", "xyz 1"))
        let denied = OAuthTestServer(consent: .deny)
        #expect(OAuthTestServer.location(denied.authorize(OAuthTestServer.standard())).parameters["error"] == "access_denied")
    }

    /// Every scope the discovery document names, in URL form, and the sign-in scopes in both forms.
    @Test func scopeTable() {
        for scope in Set(APIMethod.all.flatMap(\.scopes)) {
            #expect(OAuthScope.parse(OAuthScope.prefix + scope) == [scope])
        }
        #expect(OAuthScope.parse("openid email profile") == ["openid", "email", "profile"])
        #expect(
            OAuthScope.parse(OAuthScope.prefix + "userinfo.email " + OAuthScope.prefix + "userinfo.profile") == ["email", "profile"])
        #expect(OAuthScope.parse(OAuthScope.prefix + "youtube.nothing") == nil)
        #expect(OAuthScope.text(["youtube", "openid", "email"])
            == "https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/youtube openid")
        // A token's scopes are the API's short names: a youtube.readonly token may read, not write.
        let server = OAuthTestServer()
        let json = server.signIn(OAuthTestServer.standard(scope: OAuthScope.prefix + "youtube.readonly"))
        let token = json?["access_token"]?.stringValue ?? ""
        #expect(server.apiStatus(token) == 200)
        let write = server.emulator.handle(EmulatorRequest(
            method: "POST", target: "/youtube/v3/subscriptions?part=snippet", headers: ["Authorization": "Bearer " + token],
            body: Array("{}".utf8)))
        #expect(write.status == 403)
    }

    @Test func codeIsSingleUseAndAReplayRevokesWhatItIssued() throws {
        let server = OAuthTestServer()
        let code = server.code()
        let first = try #require(server.exchange(code).json?["access_token"]?.stringValue)
        #expect(server.apiStatus(first) == 200)
        let replay = server.exchange(code)
        #expect(replay.status == 400)
        #expect(replay.json?["error"]?.stringValue == "invalid_grant")
        #expect(server.apiStatus(first) == 401)
        #expect(server.exchange("4/0Anothing").json?["error_description"]?.stringValue == "Malformed auth code.")
    }

    @Test func codeExpires() {
        let server = OAuthTestServer(codeLifetime: 30)
        let code = server.code()
        server.advance(30)
        #expect(server.exchange(code).json?["error"]?.stringValue == "invalid_grant")
        let fresh = server.code()
        server.advance(29)
        #expect(server.exchange(fresh).status == 200)
    }

    @Test func pkceMismatchS256AndPlain() {
        let server = OAuthTestServer()
        let wrong = String(repeating: "w", count: 43)
        #expect(server.exchange(server.code(), verifier: wrong).json?["error_description"]?.stringValue == "Invalid code verifier.")
        let plain = OAuthTestServer.standard(extra: []).map { pair -> (String, String) in
            switch pair.0 {
            case "code_challenge": ("code_challenge", OAuthTestServer.verifier)
            case "code_challenge_method": ("code_challenge_method", "plain")
            default: pair
            }
        }
        #expect(server.exchange(server.code(plain), verifier: wrong).json?["error"]?.stringValue == "invalid_grant")
        #expect(server.exchange(server.code(plain)).status == 200)
        let missing = server.post("/token", [("grant_type", "authorization_code"), ("code", server.code()),
            ("client_id", OAuthTestServer.desktop.id), ("client_secret", OAuthTestServer.desktop.secret),
            ("redirect_uri", OAuthTestServer.redirect)])
        #expect(missing.json?["error_description"]?.stringValue == "Missing code verifier.")
        #expect(server.exchange(server.code(), redirect: "http://127.0.0.1:53683/").json?["error"]?.stringValue == "invalid_grant")
    }

    @Test func accessTokenExpiresAfterItsLifetimeAndRefreshRenewsIt() throws {
        let server = OAuthTestServer(tokenLifetime: 60)
        let json = try #require(server.signIn(OAuthTestServer.standard(extra: [("access_type", "offline")])))
        #expect(json["expires_in"]?.intValue == 60)
        let access = try #require(json["access_token"]?.stringValue)
        server.advance(59)
        #expect(server.apiStatus(access) == 200)
        server.advance(1)
        let refused = server.emulator.handle(EmulatorRequest(
            target: "/youtube/v3/channels?part=id&mine=true", headers: ["Authorization": "Bearer " + access]))
        #expect(refused.status == 401)
        #expect(refused.header("WWW-Authenticate")?.contains("invalid_token") == true)
        let renewed = try #require(server.refresh(json["refresh_token"]?.stringValue ?? "").json?["access_token"]?.stringValue)
        #expect(server.apiStatus(renewed) == 200)
    }

    @Test func refreshTokenOnFirstOfflineConsentOrWithPromptConsentOnly() {
        let server = OAuthTestServer()
        #expect(server.signIn()?["refresh_token"] == nil)
        let offline = OAuthTestServer.standard(extra: [("access_type", "offline")])
        #expect(server.signIn(offline)?["refresh_token"] != nil)
        #expect(server.signIn(offline)?["refresh_token"] == nil)
        #expect(server.signIn(OAuthTestServer.standard(extra: [("access_type", "offline"), ("prompt", "consent")]))?["refresh_token"] != nil)
    }

    @Test func refreshMayNarrowTheScopesButNotWidenThem() throws {
        let server = OAuthTestServer()
        let both = OAuthScope.prefix + "youtube.force-ssl " + OAuthScope.prefix + "youtube.readonly"
        let json = try #require(server.signIn(OAuthTestServer.standard(scope: both, extra: [("access_type", "offline")])))
        let refresh = try #require(json["refresh_token"]?.stringValue)
        let narrow = server.refresh(refresh, scope: OAuthScope.prefix + "youtube.readonly")
        #expect(narrow.json?["scope"]?.stringValue == OAuthScope.prefix + "youtube.readonly")
        #expect(server.refresh(refresh, scope: OAuthScope.prefix + "youtube").json?["error"]?.stringValue == "invalid_scope")
    }

    @Test func includeGrantedScopesMergesEarlierGrants() {
        let server = OAuthTestServer()
        _ = server.signIn(OAuthTestServer.standard(scope: OAuthScope.prefix + "youtube.readonly"))
        let merged = server.signIn(OAuthTestServer.standard(extra: [("include_granted_scopes", "true")]))
        #expect(merged?["scope"]?.stringValue == OAuthScope.text(["youtube.readonly", "youtube.force-ssl"]))
        let alone = server.signIn(OAuthTestServer.standard())
        #expect(alone?["scope"]?.stringValue == OAuthScope.prefix + "youtube.force-ssl")
    }

    @Test func idTokenWhenOpenIDIsGranted() throws {
        let server = OAuthTestServer()
        let json = try #require(server.signIn(OAuthTestServer.standard(
            scope: "openid email " + OAuthScope.prefix + "youtube", extra: [("login_hint", "bob"), ("nonce", "n-1")])))
        let idToken = try #require(json["id_token"]?.stringValue)
        let (claims, client) = try #require(IDToken.verify(idToken, clients: [OAuthTestServer.desktop]))
        #expect(client.id == OAuthTestServer.desktop.id)
        #expect(claims["iss"]?.stringValue == "https://accounts.google.com")
        #expect(claims["aud"]?.stringValue == OAuthTestServer.desktop.id)
        #expect(claims["sub"]?.stringValue == server.emulator.authorization.users[1].id)
        #expect(claims["email"]?.stringValue == "bob@example.com")
        #expect(claims["nonce"]?.stringValue == "n-1")
        #expect(claims["exp"]?.intValue == (claims["iat"]?.intValue ?? 0) + 3599)
        let forged = OAuthClient(id: OAuthTestServer.desktop.id, secret: "other", kind: .desktop, project: "p")
        #expect(IDToken.verify(idToken, clients: [forged]) == nil)
    }
}

extension OAuthCodeFlowTests {
    /// Codes and expired tokens are forgotten an hour after they expire, so the state stays small.
    @Test func expiredCodesAndTokensArePruned() {
        let server = OAuthTestServer(tokenLifetime: 60, codeLifetime: 60)
        _ = server.signIn()
        _ = server.code()
        #expect(server.state.codes.count == 2)
        #expect(server.state.accessTokens.count == 1)
        server.advance(60 + 3600)
        _ = server.post("/revoke", [("token", "nothing")])
        #expect(server.state.codes.isEmpty)
        #expect(server.state.accessTokens.isEmpty)
        #expect(server.state.grants.count == 1, "grants stay")
    }
}
