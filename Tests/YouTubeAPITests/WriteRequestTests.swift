import Foundation
import Synchronization
import Testing

@testable import YouTubeAPI

/// A token source that counts refreshes and hands out numbered tokens.
final class CountingTokens: AccessTokenSource {
    private let state = Mutex((token: "token-1", refreshes: 0))
    var refreshes: Int { state.withLock { $0.refreshes } }

    func accessToken() async throws -> String { state.withLock { $0.token } }

    func refreshed(after rejected: String) async throws -> String {
        state.withLock { state in
            if state.token == rejected {
                state.refreshes += 1
                state.token = "token-\(state.refreshes + 1)"
            }
            return state.token
        }
    }
}

@Suite struct WriteRequestTests {
    static let thread = #"{"kind":"youtube#commentThread","id":"Ugx1","snippet":{"videoId":"abcdefghijk","topLevelComment":{"id":"Ugx1","snippet":{"textOriginal":"hi"}}}}"#

    private func signedIn(_ transport: StubTransport, tokens: CountingTokens = CountingTokens(), log: EventLog = EventLog())
        -> YouTubeClient
    {
        var client = makeClient(transport, log: log)
        client.authorization = tokens
        return client
    }

    @Test func anInsertIsAPostWithJSONAndTheBearerTokenNotTheKey() async throws {
        let transport = StubTransport([.json(200, Self.thread)])
        let thread = try await signedIn(transport).write(.insertComment(videoId: "abcdefghijk", text: "a \"quoted\" line"))
        #expect(thread.id == "Ugx1")
        let request = try #require(transport.requests.first)
        #expect(request.method == "POST")
        #expect(request.url.path == "/youtube/v3/commentThreads")
        #expect(!request.url.absoluteString.contains("SECRET-KEY-123"))
        #expect(request.headers["Authorization"] == "Bearer token-1")
        #expect(request.headers["Content-Type"]?.hasPrefix("application/json") == true)
        let body = try #require(request.body.flatMap { try JSONSerialization.jsonObject(with: $0) as? [String: Any] })
        let snippet = try #require(body["snippet"] as? [String: Any])
        #expect(snippet["videoId"] as? String == "abcdefghijk")
        let top = (snippet["topLevelComment"] as? [String: Any])?["snippet"] as? [String: Any]
        #expect(top?["textOriginal"] as? String == "a \"quoted\" line")
    }

    @Test func rateAndGetRatingUseTheirOwnPaths() async throws {
        let transport = StubTransport([.respond(HTTPResponse(status: 204, body: Data())),
                                       .json(200, #"{"items":[{"videoId":"abcdefghijk","rating":"like"}]}"#)])
        let client = signedIn(transport)
        _ = try await client.write(.rate(videoId: "abcdefghijk", rating: "like"))
        let ratings = try await client.fetch(.ratings(videoIds: ["abcdefghijk"]))
        #expect(ratings.items == [Wire.Rating(videoId: "abcdefghijk", rating: "like")])
        #expect(transport.requests.map(\.url.path) == ["/youtube/v3/videos/rate", "/youtube/v3/videos/getRating"])
        #expect(transport.requests.map(\.method) == ["POST", "GET"])
    }

    @Test func anUpdateIsAPutAndADeleteADelete() async throws {
        let transport = StubTransport([.json(200, #"{"id":"Ugx1","snippet":{"textOriginal":"new"}}"#),
                                       .respond(HTTPResponse(status: 204, body: Data()))])
        let client = signedIn(transport)
        _ = try await client.write(.updateComment(id: "Ugx1", text: "new"))
        _ = try await client.write(.deleteComment(id: "Ugx1"))
        #expect(transport.requests.map(\.method) == ["PUT", "DELETE"])
        #expect(transport.requests[1].body == nil)
        #expect(transport.requests[1].url.query?.contains("id=Ugx1") == true)
    }

    @Test func aRefusedTokenIsRefreshedOnceAndTheRequestSentAgain() async throws {
        let tokens = CountingTokens()
        let log = EventLog()
        let transport = StubTransport([.envelope(401, reason: "authError"), .json(200, Self.thread)])
        _ = try await signedIn(transport, tokens: tokens, log: log).write(.insertComment(videoId: "abcdefghijk", text: "hi"))
        #expect(tokens.refreshes == 1)
        #expect(transport.requests.map { $0.headers["Authorization"] } == ["Bearer token-1", "Bearer token-2"])
        // The refused token was charged to no one: the ledger counts the one write that was.
        let spent = log.all.compactMap { event -> Int? in
            if case .quotaSpent(_, let units) = event { return units }
            return nil
        }
        #expect(spent == [50])
    }

    @Test func aSecondRefusalAfterARefreshIsTheError() async throws {
        let tokens = CountingTokens()
        let transport = StubTransport([.envelope(401, reason: "authError"), .envelope(401, reason: "authError")])
        await #expect(throws: APIError.self) {
            try await signedIn(transport, tokens: tokens).write(.insertComment(videoId: "abcdefghijk", text: "hi"))
        }
        #expect(tokens.refreshes == 1)
        #expect(transport.requests.count == 2)
    }

    @Test func anInsertIsNotSentAgainAfterALostAnswerOrA5xx() async throws {
        for step in [StubTransport.Step.fail(.connectionLost("reset")), .envelope(503, reason: "backendError")] {
            let transport = StubTransport([step])
            await #expect(throws: APIError.self) {
                try await signedIn(transport).write(.insertComment(videoId: "abcdefghijk", text: "hi"))
            }
            #expect(transport.requests.count == 1)
        }
    }

    @Test func aRatingIsSentAgainAfterA5xxSinceRatingTwiceCountsOnce() async throws {
        let transport = StubTransport([.envelope(503, reason: "backendError"), .respond(HTTPResponse(status: 204, body: Data()))])
        _ = try await signedIn(transport).write(.rate(videoId: "abcdefghijk", rating: "like"))
        #expect(transport.requests.count == 2)
    }

    @Test func aPersonalRequestWithoutASignInIsRefusedBeforeAnythingIsSent() async throws {
        let transport = StubTransport([])
        await #expect(throws: APIError.needsGoogleSignIn(method: "commentThreads.insert")) {
            try await makeClient(transport).write(.insertComment(videoId: "abcdefghijk", text: "hi"))
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func personalReadsAreNeverCached() async throws {
        let cache = MemoryCache()
        let transport = StubTransport([.json(200, #"{"items":[]}"#), .json(200, #"{"items":[]}"#)])
        var client = signedIn(transport)
        client.cache = cache
        _ = try await client.fetch(.myPlaylists())
        _ = try await client.fetch(.myPlaylists())
        #expect(transport.requests.count == 2)
        #expect(cache.all.isEmpty)
    }

    @Test func insufficientScopesNameTheScopesThatWouldDo() async throws {
        let challenge = #"Bearer realm="https://accounts.google.com/", error="insufficient_scope", scope="https://www.googleapis.com/auth/youtube.force-ssl""#
        let transport = StubTransport([.envelope(403, reason: "insufficientPermissions", headers: ["www-authenticate": challenge])])
        await #expect {
            try await signedIn(transport).write(.insertComment(videoId: "abcdefghijk", text: "hi"))
        } throws: { error in
            guard case .google(let google) = error as? APIError else { return false }
            return google.requiredScopes == "https://www.googleapis.com/auth/youtube.force-ssl"
        }
    }

    @Test func theQuotaTableChargesWritesFiftyUnits() {
        #expect(APIRequest<Wire.CommentThread>.insertComment(videoId: "v", text: "t").cost == 50)
        #expect(APIRequest<Wire.Empty>.rate(videoId: "v", rating: "like").cost == 50)
        #expect(APIRequest<Wire.RatingList>.ratings(videoIds: ["v"]).cost == 1)
        #expect(APIRequest<Wire.ListResponse<Wire.Playlist>>.myPlaylists().cost == 1)
    }
}

@Suite struct OfflineWriteTests {
    @Test func offlineSendsNoWriteAndNoPersonalRead() async throws {
        let transport = StubTransport([])
        var client = makeClient(transport)
        client.cacheMode = .offline
        client.authorization = CountingTokens()
        await #expect(throws: APIError.personalOffline(method: "videos.rate")) { try await client.write(.rate(videoId: "abcdefghijk", rating: "like")) }
        await #expect(throws: APIError.personalOffline(method: "playlists.list")) { try await client.fetch(.myPlaylists()) }
        #expect(transport.requests.isEmpty)
    }
}
