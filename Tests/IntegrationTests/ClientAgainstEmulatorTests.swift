import Foundation
import Testing
import YouTubeAPI

/// Every typed client method against the emulator: the parts and fields each asks for are
/// accepted, and what comes back decodes.
@Suite struct ClientAgainstEmulatorTests {
    static let key = "client-test-key"

    private func client(_ emulator: EmulatorProcess, key: String = Self.key) -> YouTubeClient {
        YouTubeClient(transport: CurlTransport(), apiKey: key, root: emulator.baseURL, retry: .none)
    }

    @Test func everyEndpointDecodes() async throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        defer { emulator.stop() }
        let fixtures = try emulator.fixtures()
        let client = client(emulator)
        let videoId = try #require(fixtures["videoId"])
        let channelId = try #require(fixtures["channelId"])

        let videos = try await client.videos(ids: [videoId])
        #expect(videos.items.first?.id == videoId)
        #expect(videos.items.first?.contentDetails?.duration != nil)

        let search = try await client.search(SearchQuery(q: "a"), maxResults: 10)
        #expect(!search.items.isEmpty)
        #expect(search.items.allSatisfy { $0.id?.kind != nil })

        let channels = try await client.channels(ids: [channelId])
        #expect(channels.items.first?.id == channelId)
        let uploads = try #require(channels.items.first?.contentDetails?.relatedPlaylists?.uploads)
        #expect(uploads == fixtures["uploadsPlaylistId"])

        let handle = try #require(fixtures["channelHandle"])
        #expect(try await client.channel(handle: handle).items.first?.id == channelId)

        let items = try await client.playlistItems(playlistId: uploads, maxResults: 5)
        #expect(!items.items.isEmpty)
        #expect(items.items.allSatisfy { $0.contentDetails?.videoId != nil })

        let playlistId = try #require(fixtures["playlistId"])
        #expect(try await client.playlists(ids: [playlistId]).items.first?.id == playlistId)
        _ = try await client.playlists(channelId: channelId)

        let many = try #require(fixtures["videoWithManyComments"])
        let threads = try await client.commentThreads(videoId: many, order: "time")
        #expect(threads.items.count == 100)
        #expect(threads.nextPageToken != nil)
        #expect(threads.prevPageToken == nil)
        let second = try await client.commentThreads(videoId: many, order: "time", pageToken: threads.nextPageToken)
        #expect(Set(second.items.compactMap(\.id)).isDisjoint(with: threads.items.compactMap(\.id)))

        let threadId = try #require(fixtures["commentThreadWithReplies"])
        let replies = try await client.comments(parentId: threadId)
        #expect(!replies.items.isEmpty)
        #expect(replies.items.allSatisfy { $0.snippet?.parentId == threadId })

        let categories = try await client.videoCategories(regionCode: "US")
        #expect(!categories.items.isEmpty)
    }

    @Test func mostPopularPagesThroughTwoHundredVideos() async throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        defer { emulator.stop() }
        let client = client(emulator)
        var ids: [String] = []
        var token: String?
        var pages = 0
        repeat {
            let page = try await client.mostPopular(regionCode: "US", maxResults: 50, pageToken: token)
            ids += page.items.compactMap(\.id)
            token = page.nextPageToken
            pages += 1
        } while token != nil && pages < 10
        #expect(pages == 4)
        #expect(Set(ids).count == 200)
    }

    @Test func apiErrorsArriveWithTheirReasons() async throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        defer { emulator.stop() }
        let fixtures = try emulator.fixtures()
        let client = client(emulator)

        await expectReason(.commentsDisabled, status: 403) {
            _ = try await client.commentThreads(videoId: try #require(fixtures["videoWithCommentsDisabled"]))
        }
        await expectReason(.videoNotFound, status: 404) {
            _ = try await client.commentThreads(videoId: "AAAAAAAAAAA")
        }
        await expectReason(.invalidPageToken, status: 400) {
            _ = try await client.mostPopular(pageToken: "not-a-token")
        }
        await expectReason(.keyInvalid, status: 400) {
            _ = try await self.client(emulator, key: "wrong").videos(ids: ["x"])
        }
        await expectReason(.playlistNotFound, status: 404) {
            _ = try await client.playlistItems(playlistId: "PLdoesnotexist")
        }
    }

    @Test func quotaRunsOutAtTheBudget() async throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key, "--quota-budget", "150"])
        defer { emulator.stop() }
        let client = client(emulator)
        _ = try await client.search(SearchQuery(q: "a"))
        _ = try await client.videos(ids: ["AAAAAAAAAAA"])
        await expectReason(.quotaExceeded, status: 403) {
            _ = try await client.search(SearchQuery(q: "b"))
        }
        #expect(try emulator.stats()["quotaUsed"] as? Int ?? 0 >= 101)
    }

    @Test func etagRevalidationAnswers304() async throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        defer { emulator.stop() }
        let client = client(emulator)
        guard case .fresh(_, let etag?) = try await client.send(.mostPopular(maxResults: 5)) else {
            Issue.record("first answer should be fresh with an ETag")
            return
        }
        guard case .notModified = try await client.send(.mostPopular(maxResults: 5), ifNoneMatch: etag) else {
            Issue.record("same request with its ETag should be 304")
            return
        }
        #expect(try emulator.stats()["notModified"] as? Int == 1)
    }

    private func expectReason(
        _ reason: GoogleError.Reason, status: Int, sourceLocation: SourceLocation = #_sourceLocation,
        _ body: () async throws -> Void
    ) async {
        do {
            try await body()
            Issue.record("expected \(reason)", sourceLocation: sourceLocation)
        } catch APIError.google(let google) {
            #expect(google.reason == reason, sourceLocation: sourceLocation)
            #expect(google.status == status, sourceLocation: sourceLocation)
        } catch {
            Issue.record("expected \(reason), got \(error)", sourceLocation: sourceLocation)
        }
    }
}
