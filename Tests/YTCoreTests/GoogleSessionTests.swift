import Foundation
import Synchronization
import Testing
import YouTubeAPI

@testable import YTCore

/// Answers the token endpoint from a script and counts what it was sent.
private final class TokenEndpoint: HTTPTransport {
    private let answers: Mutex<[(Int, String)]>
    private let sent = Mutex(0)
    init(_ answers: [(Int, String)]) { self.answers = Mutex(answers) }
    var requests: Int { sent.withLock { $0 } }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        sent.withLock { $0 += 1 }
        // Long enough that requests arriving together share one refresh.
        try await Task.sleep(for: .milliseconds(50))
        let (status, body) = answers.withLock { $0.isEmpty ? (500, "{}") : $0.removeFirst() }
        return HTTPResponse(status: status, body: Data(body.utf8))
    }
}

private final class MemoryTokenStore: GoogleTokenStore {
    let saved = Mutex<[String: GoogleAccount]>([:])
    var kind: GoogleTokenStoreKind { .keyring }
    func place(account: String) -> String { "memory" }
    func load(account: String) throws -> GoogleAccount? { saved.withLock { $0[account] } }
    func save(_ signIn: GoogleAccount, account: String) throws { saved.withLock { $0[account] = signIn } }
    func delete(account: String) throws { _ = saved.withLock { $0.removeValue(forKey: account) } }
}

@Suite struct GoogleSessionTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    private func session(expiresIn: TimeInterval, _ endpoint: TokenEndpoint, store: MemoryTokenStore) -> GoogleSession {
        let signIn = GoogleAccount(
            grant: OAuthGrant(accessToken: "old", refreshToken: "1//r", expiresAt: now.addingTimeInterval(expiresIn),
                              scopes: [OAuthScope.forceSSL]),
            clientID: "id", channelId: "UC1", channelTitle: "Alice", method: "loopback", signedInAt: now)
        try? store.save(signIn, account: "1")
        let oauth = GoogleOAuth(transport: endpoint, endpoints: .google, clientID: "id", clientSecret: "s", now: { [now] in now })
        return GoogleSession(account: "1", signIn: signIn, oauth: oauth, store: store, now: { [now] in now })
    }

    @Test func pkceMatchesRFC7636AppendixB() {
        #expect(PKCE(verifier: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk").challenge
            == "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")
        let fresh = PKCE()
        #expect(fresh.verifier.count == 43 && fresh.verifier != PKCE().verifier)
        #expect(fresh.verifier.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
    }

    @Test func aLiveTokenIsUsedWithoutARoundTrip() async throws {
        let endpoint = TokenEndpoint([])
        let token = try await session(expiresIn: 3000, endpoint, store: MemoryTokenStore()).accessToken()
        #expect(token == "old")
        #expect(endpoint.requests == 0)
    }

    @Test func anEndedTokenIsRefreshedOnceAndKept() async throws {
        let endpoint = TokenEndpoint([(200, #"{"access_token":"new","expires_in":3599}"#)])
        let store = MemoryTokenStore()
        let google = session(expiresIn: 10, endpoint, store: store)
        async let first = google.accessToken()
        async let second = google.refreshed(after: "old")
        #expect(try await [first, second] == ["new", "new"])
        #expect(endpoint.requests == 1)
        let kept = try #require(try store.load(account: "1"))
        #expect(kept.grant.accessToken == "new")
        #expect(kept.grant.refreshToken == "1//r")
        #expect(kept.grant.scopes == [OAuthScope.forceSSL])
    }

    @Test func aRefusedRefreshSignsOutHere() async throws {
        let endpoint = TokenEndpoint([(400, #"{"error":"invalid_grant","error_description":"Token has been expired or revoked."}"#)])
        let store = MemoryTokenStore()
        await #expect(throws: GoogleSessionError.signedOut(reason: "Token has been expired or revoked.")) {
            try await session(expiresIn: -5, endpoint, store: store).accessToken()
        }
        #expect(try store.load(account: "1") == nil)
    }

    @Test func anUnreachableGoogleKeepsTheSignIn() async throws {
        let endpoint = TokenEndpoint([(503, "<html>")])
        let store = MemoryTokenStore()
        await #expect(throws: OAuthError.unreadable(status: 503)) {
            try await session(expiresIn: -5, endpoint, store: store).accessToken()
        }
        #expect(try store.load(account: "1") != nil)
    }
}
