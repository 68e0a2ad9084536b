import Testing

@testable import YTEmulator

/// The device flow: `/device/code` for a tv client and the limited scopes only, polls of
/// `/token` (pending, slow_down, denied, expired, approved), and the page at `/device`.
@Suite struct OAuthDeviceFlowTests {
    static let youtube = OAuthScope.prefix + "youtube"

    func start(_ server: OAuthTestServer, scope: String = youtube, client: String = OAuthTestServer.tv.id)
        -> (status: Int, json: JSONValue?, response: EmulatorResponse)
    {
        server.post("/device/code", [("client_id", client), ("scope", scope)])
    }

    func poll(_ server: OAuthTestServer, _ deviceCode: String) -> (status: Int, error: String?, json: JSONValue?) {
        let answer = server.post("/token", [
            ("client_id", OAuthTestServer.tv.id), ("client_secret", OAuthTestServer.tv.secret),
            ("device_code", deviceCode), ("grant_type", DeviceFlow.grantType),
        ])
        return (answer.status, answer.json?["error"]?.stringValue, answer.json)
    }

    @Test func deviceCodeAnswerIsGoogleShaped() throws {
        let server = OAuthTestServer(consent: .page)
        let answer = start(server)
        #expect(answer.status == 200)
        let json = try #require(answer.json)
        #expect(json["verification_url"]?.stringValue == "http://127.0.0.1:8080/device")
        #expect(json["expires_in"]?.intValue == 1800)
        #expect(json["interval"]?.intValue == 5)
        let userCode = try #require(json["user_code"]?.stringValue)
        #expect(userCode.count == 11 && userCode.split(separator: "-").map(\.count) == [3, 3, 3])
        #expect(json["device_code"]?.stringValue?.isEmpty == false)
    }

    @Test func onlyATVClientAndOnlyLimitedScopes() {
        let server = OAuthTestServer()
        let desktop = start(server, client: OAuthTestServer.desktop.id)
        #expect(desktop.status == 401)
        #expect(desktop.json?["error"]?.stringValue == "invalid_client")
        #expect(desktop.json?["error_description"]?.stringValue == "Invalid client type.")
        #expect(start(server, client: "nobody").status == 401)
        let forceSSL = start(server, scope: OAuthScope.prefix + "youtube.force-ssl")
        #expect(forceSSL.status == 400)
        #expect(forceSSL.json?["error"]?.stringValue == "invalid_scope")
        #expect(start(server, scope: OAuthScope.prefix + "youtube.upload").json?["error"]?.stringValue == "invalid_scope")
        for scope in ["youtube", "youtube.readonly", "userinfo.email", "userinfo.profile"] {
            #expect(start(server, scope: OAuthScope.prefix + scope).status == 200, "\(scope)")
        }
        #expect(start(server, scope: "openid email profile").status == 200)
    }

    @Test func pendingThenSlowDownThenApprovedOnThePage() throws {
        let server = OAuthTestServer(consent: .page)
        let json = try #require(start(server).json)
        let deviceCode = try #require(json["device_code"]?.stringValue)
        let userCode = try #require(json["user_code"]?.stringValue)
        #expect(poll(server, deviceCode).status == 428)
        #expect(poll(server, deviceCode).error == "slow_down")
        // The interval is now 10 seconds: 6 later is still too soon, and adds 5 more.
        server.advance(6)
        #expect(poll(server, deviceCode) .error == "slow_down")
        server.advance(15)
        let pending = poll(server, deviceCode)
        #expect(pending.status == 428)
        #expect(pending.error == "authorization_pending")

        let page = server.emulator.handle(EmulatorRequest(target: "/device"))
        #expect(page.status == 200)
        #expect(OAuthTestServer.text(page).contains("name=\"user_code\""))
        let wrong = server.post("/device", [("user_code", "BBB-CCC-DDD"), ("user", "bob"), ("action", "allow")])
        #expect(wrong.response.status == 400)
        let typed = userCode.lowercased().replacingOccurrences(of: "-", with: "")
        let approved = server.post("/device", [("user_code", typed), ("user", "bob"), ("action", "allow")])
        #expect(approved.response.status == 200)
        server.advance(15)
        let tokens = poll(server, deviceCode)
        #expect(tokens.status == 200)
        let access = try #require(tokens.json?["access_token"]?.stringValue)
        #expect(tokens.json?["refresh_token"] != nil)
        #expect(tokens.json?["scope"]?.stringValue == Self.youtube)
        let mine = server.emulator.handle(EmulatorRequest(
            target: "/youtube/v3/channels?part=id&mine=true", headers: ["Authorization": "Bearer " + access]))
        #expect(mine.status == 200)
        let info = server.post("/oauth2/v3/tokeninfo", [("access_token", access)])
        #expect(info.json?["sub"]?.stringValue == server.emulator.authorization.users[1].id)
        server.advance(30)
        #expect(poll(server, deviceCode).error == "invalid_grant", "a device code gives tokens once")
    }

    @Test func deniedOnThePageIsAccessDenied() throws {
        let server = OAuthTestServer(consent: .page)
        let json = try #require(start(server).json)
        let denied = server.post("/device", [("user_code", json["user_code"]?.stringValue ?? ""), ("action", "deny")])
        #expect(denied.response.status == 200)
        let answer = poll(server, json["device_code"]?.stringValue ?? "")
        #expect(answer.status == 403)
        #expect(answer.error == "access_denied")
    }

    @Test func expiredDeviceCode() throws {
        let server = OAuthTestServer(consent: .page)
        let json = try #require(start(server).json)
        server.advance(1800)
        let answer = poll(server, json["device_code"]?.stringValue ?? "")
        #expect(answer.status == 403)
        #expect(answer.error == "expired_token")
        let late = server.post("/device", [("user_code", json["user_code"]?.stringValue ?? ""), ("action", "allow")])
        #expect(late.response.status == 400)
    }

    @Test func autoApprovesOnTheFirstPollAndDenyDenies() throws {
        let auto = OAuthTestServer(consent: .auto)
        let code = try #require(start(auto).json?["device_code"]?.stringValue)
        let first = poll(auto, code)
        #expect(first.status == 200)
        #expect(first.json?["access_token"] != nil)
        let deny = OAuthTestServer(consent: .deny)
        let refused = try #require(start(deny).json?["device_code"]?.stringValue)
        #expect(poll(deny, refused).error == "access_denied")
        #expect(poll(auto, "AH-1Ngnothing").error == "invalid_grant")
    }
}
