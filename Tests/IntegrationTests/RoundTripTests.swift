import Foundation
import Testing

/// Requests that need only what the command line gives go out together, and a page walk's next
/// search leaves once the token arrives: told by the emulator's log of when it served each
/// request, with a latency long enough that requests sent one after the other cannot overlap.
@Suite struct RoundTripTests {
    static let key = "round-trip-key"

    /// Runs `arguments` from a fresh home against an emulator answering after 300 ms, and
    /// answers the requests it served, oldest first, with its stats.
    static func served(_ arguments: (_ fixtures: [String: String]) -> [String]) throws
        -> (requests: [EmulatorProcess.ServedRequest], maxInFlight: Int)
    {
        let emulator = try EmulatorProcess.start(["--api-key", key, "--latency-ms", "300"])
        defer { emulator.stop() }
        let result = try CommandRunner.ytclone(
            arguments(try emulator.fixtures()) + ["--json"],
            environment: ["YOUTUBE_API_KEY": key, "YTCLONE_API_BASE": emulator.baseURL.absoluteString])
        #expect(result.status == 0, "\(result.stderr)")
        return (try emulator.requests(), try emulator.stats()["maxInFlight"] as? Int ?? 0)
    }

    @Test func aVideosDetailsAndCommentsAreInFlightTogether() throws {
        let (requests, maxInFlight) = try Self.served { ["video", $0["videoWithManyComments"]!, "--comments"] }
        #expect(requests.map(\.method).sorted() == ["commentThreads.list", "videos.list"])
        let details = try #require(requests.first { $0.method == "videos.list" })
        let comments = try #require(requests.first { $0.method == "commentThreads.list" })
        #expect(details.overlaps(comments), "\(requests)")
        #expect(maxInFlight == 2)
    }

    /// Signed in with Google, `video ID` reads the user's rating beside the details: both need
    /// only the id.
    @Test func aVideosDetailsAndYourRatingAreInFlightTogether() throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key, "--oauth-consent", "auto", "--latency-ms", "300"],
                                                 strict: false)
        defer { emulator.stop() }
        let home = AccountFlowTests.Home(apiKey: Self.key)
        home.apiBase = emulator.baseURL.absoluteString
        #expect(try home.signUp().status == 0)
        try #require(try home.signInWithGoogle(hint: "alice").status == 0)
        let video = try #require(try emulator.fixtures()["videoId"])
        #expect(try home.run(["rate", video, "like"]).status == 0)
        let before = try emulator.requests().count
        let shown = try home.run(["video", video])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("Your rating: liked"), "\(shown.stdout)")
        let requests = Array(try emulator.requests().dropFirst(before))
        #expect(requests.map(\.method).sorted() == ["videos.getRating", "videos.list"], "\(requests)")
        let details = try #require(requests.first { $0.method == "videos.list" })
        let rating = try #require(requests.first { $0.method == "videos.getRating" })
        #expect(details.overlaps(rating), "\(requests)")
    }

    @Test func aChannelAndItsUploadsAreInFlightTogetherThenTheLookup() throws {
        let (requests, _) = try Self.served { ["channel", $0["channelId"]!, "--limit", "5"] }
        #expect(requests.map(\.method).sorted() == ["channels.list", "playlistItems.list", "videos.list"])
        let channel = try #require(requests.first { $0.method == "channels.list" })
        let uploads = try #require(requests.first { $0.method == "playlistItems.list" })
        let lookup = try #require(requests.first { $0.method == "videos.list" })
        #expect(channel.overlaps(uploads), "\(requests)")
        // The lookup needs the uploads' ids.
        #expect(lookup.start >= uploads.end, "\(requests)")
    }

    @Test func aPageWalksNextSearchLeavesBeforeThePreviousLookupEnds() throws {
        let (requests, _) = try Self.served { _ in ["search", "music", "--limit", "100"] }
        let searches = requests.filter { $0.method == "search.list" }
        let lookups = requests.filter { $0.method == "videos.list" }
        try #require(searches.count == 2 && lookups.count == 2, "\(requests)")
        // Page 2's search needs page 1's token, not page 1's lookup.
        #expect(searches[1].start >= searches[0].end)
        #expect(searches[1].start < lookups[0].end, "\(requests)")
        #expect(searches[1].overlaps(lookups[0]), "\(requests)")
        #expect(lookups[1].start >= searches[1].end)
    }
}
