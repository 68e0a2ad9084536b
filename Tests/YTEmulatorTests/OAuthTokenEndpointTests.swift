import Foundation
import Testing

@testable import YTEmulator

/// `/token`'s client authentication and errors, `/revoke`, `userinfo`, `tokeninfo` and what
/// `/emulator/oauth` shows.
@Suite struct OAuthTokenEndpointTests {
    static func basic(_ id: String, _ secret: String) -> String {
        "Basic " + Base64.encode(Array((id + ":" + secret).utf8), urlSafe: false, padded: true)
    }

    func codePairs(_ code: String) -> [(String, String)] {
        [("grant_type", "authorization_code"), ("code", code), ("redirect_uri", OAuthTestServer.redirect),
         ("code_verifier", OAuthTestServer.verifier)]
    }

    @Test func clientCredentialsInTheBodyOrInBasicButNotBoth() {
        let server = OAuthTestServer()
        let id = OAuthTestServer.desktop.id
        let secret = OAuthTestServer.desktop.secret
        let basic = server.post("/token", codePairs(server.code()), headers: ["Authorization": Self.basic(id, secret)])
        #expect(basic.status == 200)
        let wrongBody = server.post("/token", codePairs(server.code()) + [("client_id", id), ("client_secret", "nope")])
        #expect(wrongBody.status == 401)
        #expect(wrongBody.json?["error"]?.stringValue == "invalid_client")
        #expect(wrongBody.response.header("WWW-Authenticate") == nil)
        let wrongBasic = server.post("/token", codePairs(server.code()), headers: ["Authorization": Self.basic(id, "nope")])
        #expect(wrongBasic.status == 401)
        #expect(wrongBasic.json?["error"]?.stringValue == "invalid_client")
        #expect(wrongBasic.response.header("WWW-Authenticate")?.hasPrefix("Basic") == true)
        let both = server.post(
            "/token", codePairs(server.code()) + [("client_secret", secret)], headers: ["Authorization": Self.basic(id, secret)])
        #expect(both.status == 400)
        #expect(both.json?["error"]?.stringValue == "invalid_request")
        let unknown = server.post("/token", codePairs(server.code()) + [("client_id", "x"), ("client_secret", "y")])
        #expect(unknown.status == 401)
        #expect(unknown.json?["error_description"]?.stringValue == "The OAuth client was not found.")
        let noSecret = server.post("/token", codePairs(server.code()) + [("client_id", id)])
        #expect(noSecret.json?["error_description"]?.stringValue == "client_secret is missing.")
        // A code of one client is not another's.
        let tv = server.post("/token", codePairs(server.code()) + [("client_id", OAuthTestServer.tv.id),
                                                                   ("client_secret", OAuthTestServer.tv.secret)])
        #expect(tv.json?["error"]?.stringValue == "invalid_grant")
    }

    @Test func grantTypeAndMissingParameters() {
        let server = OAuthTestServer()
        let client = [("client_id", OAuthTestServer.desktop.id), ("client_secret", OAuthTestServer.desktop.secret)]
        let password = server.post("/token", client + [("grant_type", "password")])
        #expect(password.status == 400)
        #expect(password.json?["error"]?.stringValue == "unsupported_grant_type")
        #expect(server.post("/token", client).json?["error"]?.stringValue == "unsupported_grant_type")
        #expect(server.post("/token", client + [("grant_type", "authorization_code")]).json?["error"]?.stringValue == "invalid_request")
        #expect(server.post("/token", client + [("grant_type", "refresh_token")]).json?["error"]?.stringValue == "invalid_request")
        let get = server.emulator.handle(EmulatorRequest(target: "/token"))
        #expect(get.status == 405)
    }

    @Test func olderPathsAnswerAsTheNewOnes() throws {
        let server = OAuthTestServer()
        let pairs = codePairs(server.code()) + [("client_id", OAuthTestServer.desktop.id),
                                                ("client_secret", OAuthTestServer.desktop.secret)]
        let token = try #require(server.post("/o/oauth2/token", pairs).json?["access_token"]?.stringValue)
        let again = codePairs(server.code()) + [("client_id", OAuthTestServer.desktop.id),
                                                ("client_secret", OAuthTestServer.desktop.secret)]
        #expect(server.post("/oauth2/v4/token", again).status == 200)
        #expect(server.post("/o/oauth2/device/code", [("client_id", OAuthTestServer.tv.id), ("scope", "openid")]).status == 200)
        #expect(server.post("/o/oauth2/revoke", [("token", token)]).status == 200)
        #expect(server.apiStatus(token) == 401)
        #expect(AuthorizationServer.serves("/o/oauth2/v2/auth") && !AuthorizationServer.serves("/o/oauth2/v3/auth"))
    }

    @Test func revokingAnAccessTokenRevokesEveryTokenOfItsGrant() throws {
        let server = OAuthTestServer()
        let json = try #require(server.signIn(OAuthTestServer.standard(extra: [("access_type", "offline")])))
        let access = try #require(json["access_token"]?.stringValue)
        let refresh = try #require(json["refresh_token"]?.stringValue)
        let second = try #require(server.refresh(refresh).json?["access_token"]?.stringValue)
        let other = try #require(server.signIn()?["access_token"]?.stringValue)
        #expect(server.post("/revoke", [("token", second)]).status == 200)
        #expect(server.apiStatus(access) == 401)
        #expect(server.apiStatus(second) == 401)
        #expect(server.refresh(refresh).json?["error_description"]?.stringValue == "Token has been expired or revoked.")
        #expect(server.apiStatus(other) == 200, "another grant stays")
        let unknown = server.post("/revoke?token=ya29.nothing", [])
        #expect(unknown.status == 400)
        #expect(unknown.json?["error"]?.stringValue == "invalid_token")
        #expect(server.post("/revoke", []).json?["error"]?.stringValue == "invalid_token")
    }

    @Test func userinfoSaysWhoSignedInAsFarAsGranted() throws {
        let server = OAuthTestServer()
        let full = try #require(server.signIn(OAuthTestServer.standard(scope: "openid email profile"))?["access_token"]?.stringValue)
        let info = server.emulator.handle(EmulatorRequest(
            target: "/oauth2/v3/userinfo", headers: ["Authorization": "Bearer " + full, "Host": "127.0.0.1:9"]))
        let json = try JSONParser.parse(info.body)
        #expect(info.status == 200)
        #expect(json["sub"]?.stringValue == server.emulator.authorization.users[0].id)
        #expect(json["email"]?.stringValue == "alice@example.com")
        #expect(json["email_verified"] == .bool(true))
        #expect(json["name"]?.stringValue == "alice")
        #expect(json["picture"]?.stringValue?.hasPrefix("http://127.0.0.1:9/") == true)
        let openid = try #require(server.signIn(OAuthTestServer.standard(scope: "openid"))?["access_token"]?.stringValue)
        let narrow = try JSONParser.parse(server.emulator.handle(EmulatorRequest(
            target: "/oauth2/v3/userinfo", headers: ["Authorization": "Bearer " + openid])).body)
        #expect(narrow["sub"] != nil && narrow["email"] == nil && narrow["name"] == nil)
        let youtube = try #require(server.signIn()?["access_token"]?.stringValue)
        #expect(server.emulator.handle(EmulatorRequest(
            target: "/oauth2/v3/userinfo", headers: ["Authorization": "Bearer " + youtube])).status == 403)
        #expect(server.emulator.handle(EmulatorRequest(
            target: "/oauth2/v3/userinfo", headers: ["Authorization": "Bearer ya29.x"])).status == 401)
    }

    @Test func tokeninfoForAccessAndIDTokens() throws {
        let server = OAuthTestServer()
        let json = try #require(server.signIn(OAuthTestServer.standard(
            scope: "openid email " + OAuthScope.prefix + "youtube", extra: [("access_type", "offline")])))
        let access = try #require(json["access_token"]?.stringValue)
        server.advance(100)
        let info = try JSONParser.parse(server.emulator.handle(EmulatorRequest(
            target: "/oauth2/v3/tokeninfo?access_token=" + access)).body)
        #expect(info["aud"]?.stringValue == OAuthTestServer.desktop.id)
        #expect(info["azp"]?.stringValue == OAuthTestServer.desktop.id)
        #expect(info["scope"]?.stringValue == OAuthScope.text(["openid", "email", "youtube"]))
        #expect(info["expires_in"]?.stringValue == "3499")
        #expect(info["exp"]?.stringValue == String(1_800_000_000 + 3599))
        #expect(info["email"]?.stringValue == "alice@example.com")
        #expect(info["access_type"]?.stringValue == "offline")
        let idToken = try #require(json["id_token"]?.stringValue)
        let claims = server.post("/oauth2/v3/tokeninfo", [("id_token", idToken)])
        #expect(claims.status == 200)
        #expect(claims.json?["iss"]?.stringValue == "https://accounts.google.com")
        #expect(claims.json?["email_verified"]?.stringValue == "true")
        let bad = server.post("/oauth2/v3/tokeninfo", [("access_token", "ya29.nothing")])
        #expect(bad.status == 400)
        #expect(bad.json?["error"]?.stringValue == "invalid_token")
        server.advance(3499)
        #expect(server.post("/oauth2/v3/tokeninfo", [("access_token", access)]).status == 400)
        #expect(server.post("/oauth2/v3/tokeninfo", [("id_token", idToken)]).status == 400)
    }

    @Test func emulatorListingShowsGrantsButNoSecretOrTokenValue() throws {
        let server = OAuthTestServer()
        let json = try #require(server.signIn(OAuthTestServer.standard(extra: [("access_type", "offline")])))
        let text = String(decoding: server.emulator.oauthJSON(), as: UTF8.self)
        let listing = try JSONParser.parse(Array(text.utf8))
        #expect(listing["liveAccessTokens"]?.intValue == 1)
        #expect(listing["grants"]?[0]?["refreshTokens"]?.intValue == 1)
        #expect(listing["grants"]?[0]?["userId"]?.stringValue == server.emulator.authorization.users[0].id)
        #expect(listing["grants"]?[0]?["user"]?.stringValue == "alice")
        #expect(listing["clients"]?.arrayValue?.count == 2)
        #expect(listing["users"]?[2]?["channelId"] == .null)
        #expect(text.contains("alice"))
        #expect(!text.contains(json["access_token"]?.stringValue ?? "?"))
        #expect(!text.contains(json["refresh_token"]?.stringValue ?? "?"))
        #expect(!text.contains(OAuthTestServer.desktop.secret))
    }

    /// Codes, grants and tokens live in the state `--state` saves, so a restarted emulator keeps them.
    @Test func stateRoundTripsThroughJSON() throws {
        let server = OAuthTestServer()
        _ = server.signIn(OAuthTestServer.standard(extra: [("access_type", "offline")]))
        _ = server.code()
        let data = try JSONEncoderShim.encode(server.state)
        #expect(try JSONEncoderShim.decode(data) == server.state)
        let old = #"{"grants":{},"accessTokens":{},"refreshTokens":{},"serial":3}"#
        #expect(try JSONEncoderShim.decode(Array(old.utf8)).serial == 3)
    }
}

/// Foundation's JSON coders for ``OAuthState``, as `--state` uses them.
enum JSONEncoderShim {
    static func encode(_ state: OAuthState) throws -> [UInt8] { Array(try JSONEncoder().encode(state)) }
    static func decode(_ bytes: [UInt8]) throws -> OAuthState { try JSONDecoder().decode(OAuthState.self, from: Data(bytes)) }
}
