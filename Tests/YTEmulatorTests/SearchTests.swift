import Testing
@testable import YTEmulator

@Suite struct SearchTests {
    let emulator = TestEmulator.shared
    var catalog: Catalog { emulator.emulator.catalog }

    private func videos(_ query: String) throws -> [CatalogVideo] {
        let json = try emulator.get("/youtube/v3/search?part=id&type=video&maxResults=50&" + query).json
        return try TestEmulator.ids(json).map { try #require(catalog.videoByID[$0]).self }.map { catalog.videos[$0] }
    }

    @Test(arguments: [("short", 0..<240), ("medium", 240..<1201), ("long", 1201..<Int.max)])
    func videoDurationFilters(name: String, seconds: Range<Int>) throws {
        let found = try videos("videoDuration=\(name)")
        #expect(found.count == 50)
        #expect(found.allSatisfy { seconds.contains($0.durationSeconds ?? -1) })
    }

    @Test func qMatchesTitlesDescriptionsAndTagsCaseInsensitively() throws {
        let found = try videos("q=RAMEN")
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.searchText.contains("ramen") })
        let excluded = try videos("q=ramen%20-curry")
        #expect(excluded.allSatisfy { !$0.searchText.contains("curry") })
        #expect(excluded.count <= found.count)
    }

    @Test func orderDateIsNewestFirstAndDateBoundsApply() throws {
        let found = try videos("order=date&publishedAfter=2025-01-01T00:00:00Z&publishedBefore=2025-06-01T00:00:00Z")
        let dates = found.map(\.publishedAt)
        #expect(dates == dates.sorted(by: >))
        #expect(dates.allSatisfy { (RFC3339.parse("2025-01-01T00:00:00Z")!..<RFC3339.parse("2025-06-01T00:00:00Z")!).contains($0) })
        let bad = try emulator.get("/youtube/v3/search?part=id&publishedAfter=yesterday")
        #expect(bad.status == 400)
    }

    @Test func strictSafeSearchHidesAgeRestrictedVideos() throws {
        let restricted = catalog.videos.filter(\.ageRestricted)
        #expect(!restricted.isEmpty)
        let query = "q=" + restricted[0].title.split(separator: " ").prefix(3).joined(separator: "%20")
        let strict = try videos(query + "&safeSearch=strict")
        let open = try videos(query + "&safeSearch=none")
        #expect(strict.allSatisfy { !$0.ageRestricted })
        #expect(open.contains { $0.ageRestricted })
    }

    @Test func typesAndChannelRestriction() throws {
        let channel = emulator.fixture("channelId")
        let json = try emulator.get("/youtube/v3/search?part=snippet&channelId=\(channel)&maxResults=50").json
        let items = json["items"]?.arrayValue ?? []
        #expect(items.count == 50)
        #expect(items.allSatisfy { $0["snippet"]?["channelId"]?.stringValue == channel })
        let kinds = Set(items.compactMap { $0["id"]?["kind"]?.stringValue })
        #expect(kinds.isSubset(of: ["youtube#video", "youtube#channel", "youtube#playlist"]))
        let channels = try emulator.get("/youtube/v3/search?part=id&type=channel&maxResults=50").json
        #expect((channels["items"]?.arrayValue ?? []).allSatisfy { $0["id"]?["kind"]?.stringValue == "youtube#channel" })
        #expect(try emulator.get("/youtube/v3/search?part=id&type=movie").status == 400)
    }

    @Test func unfilteredSearchClaimsAMillionResults() throws {
        let json = try emulator.get("/youtube/v3/search?part=id").json
        #expect(json["pageInfo"]?["totalResults"]?.intValue == 1_000_000)
        #expect(json["regionCode"]?.stringValue == "US")
    }

    @Test func chartCategoryFilterAndUnassignableCategory() throws {
        let music = try emulator.get("/youtube/v3/videos?part=snippet&chart=mostPopular&videoCategoryId=10&maxResults=50").json
        let categories = (music["items"]?.arrayValue ?? []).compactMap { $0["snippet"]?["categoryId"]?.stringValue }
        #expect(!categories.isEmpty)
        #expect(categories.allSatisfy { $0 == "10" })
        let shortMovies = try emulator.get("/youtube/v3/videos?part=id&chart=mostPopular&videoCategoryId=18")
        #expect(shortMovies.status == 400)
        #expect(TestEmulator.reason(shortMovies.json) == "videoChartNotFound")
    }
}
