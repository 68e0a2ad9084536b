import Foundation
import Testing

@testable import YouTubeAPI

@Suite struct GoogleOAuthTests {
    static let root = URL(string: "http://127.0.0.1:9/")!
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    private func oauth(_ transport: StubTransport) -> GoogleOAuth {
        GoogleOAuth(transport: transport, endpoints: .forAPI(root: Self.root), clientID: "id.apps", clientSecret: "s3cret",
                    now: { [start] in start })
    }

    private func form(_ request: HTTPRequest) -> [String: String] {
        LoopbackQuery.parse(String(decoding: request.body ?? Data(), as: UTF8.self))
    }

    @Test func endpointsAreGooglesBesideGooglesAPIAndTheSameOriginOtherwise() {
        #expect(OAuthEndpoints.forAPI(root: YouTubeClient.defaultRoot) == .google)
        #expect(OAuthEndpoints.google.token.absoluteString == "https://oauth2.googleapis.com/token")
        let local = OAuthEndpoints.forAPI(root: URL(string: "http://127.0.0.1:8080/some/root")!)
        #expect(local.authorization.absoluteString == "http://127.0.0.1:8080/o/oauth2/v2/auth")
        #expect(local.token.absoluteString == "http://127.0.0.1:8080/token")
        #expect(local.revoke.absoluteString == "http://127.0.0.1:8080/revoke")
        #expect(local.deviceCode.absoluteString == "http://127.0.0.1:8080/device/code")
    }

    @Test func theAuthorizationAddressAsksForOfflineAccessWithPKCE() {
        let url = oauth(StubTransport([])).authorizationURL(
            redirectURI: "http://127.0.0.1:5000/", scopes: ["https://www.googleapis.com/auth/youtube.force-ssl"],
            state: "st", codeChallenge: "ch", loginHint: "bob@example.com")
        let query = LoopbackQuery.parse(url.query ?? "")
        #expect(query["client_id"] == "id.apps")
        #expect(query["redirect_uri"] == "http://127.0.0.1:5000/")
        #expect(query["response_type"] == "code")
        #expect(query["code_challenge_method"] == "S256")
        #expect(query["access_type"] == "offline")
        #expect(query["login_hint"] == "bob@example.com")
        #expect(query["scope"] == "https://www.googleapis.com/auth/youtube.force-ssl")
        #expect(!url.absoluteString.contains("s3cret"))
    }

    @Test func aCodeBecomesTokensWithTheSecretOnlyInTheBody() async throws {
        let transport = StubTransport([.json(200, #"{"access_token":"ya29.a","expires_in":3599,"refresh_token":"1//r","scope":"https://www.googleapis.com/auth/youtube.force-ssl","token_type":"Bearer"}"#)])
        let grant = try await oauth(transport).exchange(code: "4/c", verifier: "v", redirectURI: "http://127.0.0.1:5000/")
        #expect(grant == OAuthGrant(accessToken: "ya29.a", refreshToken: "1//r", expiresAt: start.addingTimeInterval(3599),
                                    scopes: ["https://www.googleapis.com/auth/youtube.force-ssl"]))
        let request = try #require(transport.requests.first)
        #expect(request.method == "POST")
        #expect(!request.url.absoluteString.contains("s3cret"))
        #expect(form(request) == ["grant_type": "authorization_code", "code": "4/c", "code_verifier": "v",
                                  "redirect_uri": "http://127.0.0.1:5000/", "client_id": "id.apps", "client_secret": "s3cret"])
    }

    @Test func aRefreshKeepsTheRefreshTokenWhenNoNewOneComes() async throws {
        let transport = StubTransport([.json(200, #"{"access_token":"ya29.b","expires_in":60,"scope":"a b"}"#)])
        let grant = try await oauth(transport).refresh("1//r")
        #expect(grant.refreshToken == "1//r")
        #expect(grant.scopes == ["a", "b"])
        #expect(form(transport.requests[0])["grant_type"] == "refresh_token")
    }

    @Test func googlesErrorsAreRefusalsWithTheirCode() async throws {
        let transport = StubTransport([.json(400, #"{"error":"invalid_grant","error_description":"Token has been expired or revoked."}"#)])
        await #expect(throws: OAuthError.refused(error: "invalid_grant", description: "Token has been expired or revoked.", status: 400)) {
            try await oauth(transport).refresh("1//r")
        }
    }

    @Test func theDeviceFlowPollsUntilGranted() async throws {
        let transport = StubTransport([
            .json(200, #"{"device_code":"d","user_code":"ABC-DEF","verification_url":"https://www.google.com/device","expires_in":1800,"interval":5}"#),
            .json(428, #"{"error":"authorization_pending"}"#),
            .json(403, #"{"error":"slow_down"}"#),
            .json(200, #"{"access_token":"ya29.c","expires_in":3599,"scope":"https://www.googleapis.com/auth/youtube"}"#),
        ])
        let client = oauth(transport)
        let device = try await client.deviceCode(scopes: [OAuthScope.youtube])
        #expect(device.userCode == "ABC-DEF" && device.interval == 5)
        #expect(form(transport.requests[0])["client_secret"] == nil)
        #expect(try await client.pollDevice(device) == .pending)
        #expect(try await client.pollDevice(device) == .slowDown)
        guard case .granted(let grant) = try await client.pollDevice(device) else { Issue.record("not granted"); return }
        #expect(grant.accessToken == "ya29.c")
        #expect(form(transport.requests[3])["grant_type"] == "urn:ietf:params:oauth:grant-type:device_code")
    }

    @Test func revokingSendsTheTokenInTheBodyOnly() async throws {
        let transport = StubTransport([.json(200, "{}")])
        try await oauth(transport).revoke("1//r")
        #expect(form(transport.requests[0]) == ["token": "1//r"])
        #expect(transport.requests[0].url.query == nil)
    }
}

/// Reads `a=1&b=2` with percent-decoding, for assertions.
enum LoopbackQuery {
    static func parse(_ text: String) -> [String: String] {
        var result: [String: String] = [:]
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            let decode = { (value: String) in value.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? value }
            result[decode(parts[0])] = parts.count > 1 ? decode(parts[1]) : ""
        }
        return result
    }
}
