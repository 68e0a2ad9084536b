import Foundation
import Testing

@testable import YouTubeAPI

@Suite struct YouTubeClientTests {
    @Test func retriesServerErrorsThenSucceeds() async throws {
        let transport = StubTransport([.json(503, "unavailable"), .envelope(500, reason: "backendError"), .emptyVideos])
        let log = EventLog()
        let page = try await makeClient(transport, log: log).videos(ids: ["abcdefghijk"])
        #expect(page.items.isEmpty)
        #expect(transport.requests.count == 3)
        #expect(log.delays.count == 2)
        #expect(log.delays.allSatisfy { $0 > 0 && $0 <= RetryPolicy.default.maxDelay })
    }

    @Test func honoursRetryAfterOn429() async throws {
        let transport = StubTransport([
            .envelope(429, reason: "rateLimitExceeded", headers: ["retry-after": "3"]), .emptyVideos,
        ])
        let log = EventLog()
        _ = try await makeClient(transport, log: log).videos(ids: ["abcdefghijk"])
        #expect(log.delays == [3])
    }

    @Test func doesNotWaitForALongRetryAfter() async throws {
        let transport = StubTransport([.envelope(429, reason: "rateLimitExceeded", headers: ["retry-after": "3600"])])
        let log = EventLog()
        await #expect {
            try await makeClient(transport, log: log).videos(ids: ["abcdefghijk"])
        } throws: { error in
            guard case .google(let google) = error as? APIError else { return false }
            return google.reason == .rateLimitExceeded && google.retryAfter == 3600
        }
        #expect(log.delays.isEmpty)
    }

    @Test func givesUpAfterMaxAttempts() async throws {
        let transport = StubTransport(Array(repeating: .json(503, "busy"), count: RetryPolicy.default.maxAttempts))
        await #expect(throws: APIError.unexpectedStatus(503, excerpt: "busy")) {
            try await makeClient(transport).videos(ids: ["abcdefghijk"])
        }
        #expect(transport.requests.count == RetryPolicy.default.maxAttempts)
    }

    @Test func retriesConnectionFailuresButNotTLSFailures() async throws {
        let reset = StubTransport([.fail(.connectionLost("reset")), .emptyVideos])
        _ = try await makeClient(reset).videos(ids: ["abcdefghijk"])
        #expect(reset.requests.count == 2)

        let tls = StubTransport([.fail(.tls("bad certificate"))])
        await #expect(throws: APIError.transport(.tls("bad certificate"))) {
            try await makeClient(tls).videos(ids: ["abcdefghijk"])
        }
        #expect(tls.requests.count == 1)
    }

    /// The retry note says what failed in words (it reaches the progress line and the browser's
    /// status line), never the Swift value `cannotConnect("…")`.
    @Test func aRetryNamesAConnectionFailureInWords() async throws {
        let detail = "Failed to connect to 127.0.0.1 port 9 after 0 ms: Couldn't connect to server"
        let transport = StubTransport([.fail(.cannotConnect(detail)), .fail(.timedOut(seconds: 2.5)), .emptyVideos])
        let log = EventLog()
        _ = try await makeClient(transport, log: log).videos(ids: ["abcdefghijk"])
        let reasons = log.all.compactMap { event -> String? in
            guard case .retrying(_, _, _, let reason) = event else { return nil }
            return reason
        }
        #expect(reasons == [detail, "no answer within 2.5 seconds"])
    }

    @Test(arguments: [
        (403, "quotaExceeded", GoogleError.Reason.quotaExceeded),
        (403, "commentsDisabled", .commentsDisabled),
        (404, "videoNotFound", .videoNotFound),
        (400, "invalidPageToken", .invalidPageToken),
        (400, "keyInvalid", .keyInvalid),
    ])
    func clientErrorsAreNotRetriedAndKeepTheirReason(status: Int, reason: String, expected: GoogleError.Reason)
        async throws
    {
        let transport = StubTransport([.envelope(status, reason: reason)])
        await #expect {
            try await makeClient(transport).videos(ids: ["abcdefghijk"])
        } throws: { error in
            guard case .google(let google) = error as? APIError else { return false }
            return google.reason == expected && google.status == status
        }
        #expect(transport.requests.count == 1)
    }

    @Test func unreadableBodyIsUndecodable() async throws {
        let transport = StubTransport([.json(200, #"{"items": [{"id": "x", "statistics": {"viewCount": "lots"}}]}"#)])
        await #expect {
            try await makeClient(transport).videos(ids: ["abcdefghijk"])
        } throws: { error in
            guard case .undecodable(let resource, let detail) = error as? APIError else { return false }
            return resource == "videos.list" && detail.contains("viewCount")
        }
    }

    @Test func sendsETagAndReportsNotModified() async throws {
        let transport = StubTransport([.json(304, "")])
        let result = try await makeClient(transport).send(.videos(ids: ["abcdefghijk"]), ifNoneMatch: "etag-1")
        guard case .notModified = result else {
            Issue.record("expected notModified, got \(result)")
            return
        }
        #expect(transport.requests.first?.headers["If-None-Match"] == "etag-1")
    }

    @Test func keyTravelsInTheURLButNeverInEvents() async throws {
        let transport = StubTransport([.json(503, "x"), .emptyVideos])
        let log = EventLog()
        _ = try await makeClient(transport, log: log, key: "SECRET-KEY-123").videos(ids: ["abcdefghijk"])
        #expect(transport.requests.allSatisfy { $0.url.query?.contains("key=SECRET-KEY-123") == true })
        let rendered = log.all.map { "\($0)" }.joined()
        #expect(!rendered.contains("SECRET-KEY-123"))
        #expect(rendered.contains("key=REDACTED"))
    }

    @Test func chargesQuotaForEveryAttempt() async throws {
        let transport = StubTransport([.json(500, "x"), .json(200, #"{"items":[]}"#)])
        let log = EventLog()
        _ = try await makeClient(transport, log: log).search(SearchQuery(q: "swift"))
        let units = log.all.compactMap { event -> Int? in
            if case .quotaSpent(let method, let units) = event, method == "search.list" { return units }
            return nil
        }
        #expect(units == [100, 100])
    }
}

@Suite struct InvalidUTF8Tests {
    /// A title carrying bytes that are not UTF-8 (a lone continuation byte, an overlong form, 0xFF).
    static let body: Data = {
        var bytes = Array(#"{"kind":"youtube#videoListResponse","items":[{"id":"abcdefghijk","snippet":{"title":"bad "#.utf8)
        bytes += [0x80, 0x20, 0xC0, 0xAF, 0x20, 0xFF]
        bytes += Array(#" end"}}]}"#.utf8)
        return Data(bytes)
    }()

    @Test func invalidBytesBecomeReplacementCharactersInsteadOfFailingThePage() async throws {
        let transport = StubTransport([.respond(HTTPResponse(status: 200, body: Self.body))])
        let page = try await makeClient(transport).videos(ids: ["abcdefghijk"])
        let title = try #require(page.items.first?.snippet?.title)
        #expect(title.hasPrefix("bad \u{FFFD}") && title.hasSuffix(" end"))
        #expect(!title.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test func anAnswerThatIsNotJSONStillFails() async throws {
        var broken = Self.body
        broken.removeLast(3)
        let transport = StubTransport([.respond(HTTPResponse(status: 200, body: broken))])
        await #expect(throws: APIError.self) { try await makeClient(transport).videos(ids: ["abcdefghijk"]) }
    }
}
