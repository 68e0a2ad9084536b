import Foundation
import Testing

/// The listing commands run in process against the catalog: feed, search and categories; what
/// each prints in every format and what it asks the API.
@Suite struct BrowseCommandTests {
    static let videoHeader = ["id", "title", "channelTitle", "viewCount", "durationSeconds", "publishedAt"]

    // MARK: feed

    @Test func feedPrintsTheChartAsJSONWithTheDocumentedKeys() async throws {
        let home = CommandHome.make()
        let result = await home.run(["feed", "--limit", "3", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let videos = try #require(result.array)
        #expect(videos.count == 3)
        let keys = try JSONDocs.keys(of: "Video")
        #expect(videos.allSatisfy { Set($0.keys) == keys && $0["kind"] as? String == "video" })
        let first = try #require(videos.first)
        let id = try #require(first["id"] as? String)
        #expect(first["url"] as? String == "https://www.youtube.com/watch?v=\(id)")
        let catalog = try home.api.catalogVideo(id)
        #expect(first["title"] as? String == (catalog["snippet"] as? [String: Any])?["title"] as? String)
        #expect(first["viewCount"] as? Int == ((catalog["statistics"] as? [String: Any])?["viewCount"] as? String).flatMap(Int.init))
        #expect(home.api.methods == ["videos"])
        let query = try #require(home.api.requests.first?.url.query)
        #expect(query.contains("chart=mostPopular"))
        #expect(query.contains("maxResults=3"))
    }

    @Test func feedTableHasOneNumberedRowPerVideoAndAMoreHint() async throws {
        let home = CommandHome.make()
        let ids = try #require((try await home.json(["feed", "--limit", "4"]) as? [[String: Any]])?.compactMap { $0["id"] as? String })
        let table = await home.run(["feed", "--limit", "4"])
        #expect(table.status == 0)
        #expect(table.lines.first?.hasPrefix("#  ID") == true)
        #expect(table.lines.count == 5)
        for (number, id) in ids.enumerated() {
            #expect(table.lines[number + 1].hasPrefix("\(number + 1)  \(id)"), "\(table.lines)")
        }
        #expect(!table.stderr.contains("more:"), "no hint when stderr is not a terminal")
    }

    @Test func feedTSVHasTheDocumentedHeaderAndRawNumbers() async throws {
        let home = CommandHome.make()
        let result = await home.run(["feed", "--limit", "2", "--region", "gb", "--category", "10", "--format", "tsv"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.cells.first == Self.videoHeader)
        #expect(result.cells.count == 3)
        #expect(result.cells.dropFirst().allSatisfy { $0.count == 6 && Int($0[3]) != nil && Int($0[4]) != nil })
        let query = try #require(home.api.requests.first?.url.query)
        #expect(query.contains("regionCode=GB"))
        #expect(query.contains("videoCategoryId=10"))
    }

    @Test func feedNDJSONPrintsOneVideoPerLine() async throws {
        let result = await CommandHome.make().run(["feed", "--limit", "3", "--format", "ndjson"])
        #expect(result.status == 0)
        #expect(result.lines.count == 3)
        #expect(result.ndjson.count == 3)
        #expect(result.ndjson.allSatisfy { $0["kind"] as? String == "video" })
    }

    @Test func feedWalksPagesForALimitAboveFifty() async throws {
        let home = CommandHome.make()
        let result = await home.run(["feed", "--limit", "60", "--json"])
        #expect(result.status == 0)
        #expect(Set(result.ids).count == 60)
        #expect(home.api.methods == ["videos", "videos"])
    }

    // MARK: search

    @Test func searchFillsInVideosWithTheirDetails() async throws {
        let home = CommandHome.make()
        let result = await home.run(["search", "swift", "--limit", "3", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let videos = try #require(result.array)
        #expect(videos.count == 3)
        #expect(videos.allSatisfy { $0["durationSeconds"] is Int && $0["viewCount"] is Int })
        #expect(home.api.methods == ["search", "videos"])
        let query = try #require(home.api.requests.first?.url.query)
        #expect(query.contains("q=swift"))
        #expect(query.contains("type=video"))
    }

    @Test func searchPassesItsFiltersToTheAPI() async throws {
        let home = CommandHome.make()
        let result = await home.run(["search", "swift", "--order", "views", "--duration", "long", "--hd", "--caption",
                                     "--region", "jp", "--safe-search", "strict", "--limit", "2", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let query = try #require(home.api.requests.first?.url.query)
        for parameter in ["order=viewCount", "videoDuration=long", "videoDefinition=high", "videoCaption=closedCaption",
                          "regionCode=JP", "safeSearch=strict"] {
            #expect(query.contains(parameter), "\(query)")
        }
    }

    @Test func searchForChannelsPrintsChannelTSV() async throws {
        let home = CommandHome.make()
        let result = await home.run(["search", "swift", "--type", "channel", "--limit", "3", "--format", "tsv"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.cells.first == ["id", "title", "handle", "subscriberCount", "videoCount", "viewCount", "publishedAt"])
        #expect(result.cells.count == 4)
        #expect(result.cells.dropFirst().allSatisfy { $0[0].hasPrefix("UC") && $0[2].hasPrefix("@") })
        #expect(home.api.methods == ["search", "channels"])
    }

    @Test func searchForPlaylistsPrintsPlaylists() async throws {
        let home = CommandHome.make()
        let result = await home.run(["search", "swift", "--type", "playlist", "--limit", "2", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let playlists = try #require(result.array)
        #expect(!playlists.isEmpty)
        #expect(playlists.allSatisfy { $0["kind"] as? String == "playlist" && ($0["id"] as? String)?.hasPrefix("PL") == true })
        #expect(home.api.methods.first == "search")
    }

    @Test func searchByHandleLooksTheChannelUpFirst() async throws {
        let home = CommandHome.make()
        let handle = home.api.fixture("channelHandle")
        let result = await home.run(["search", "swift", "--channel", handle, "--limit", "3", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.array?.allSatisfy { $0["channelId"] as? String == home.api.fixture("channelId") } == true)
        #expect(home.api.methods.prefix(2) == ["channels", "search"])
    }

    @Test func searchDatesOutOfOrderAreRefusedBeforeAnyRequest() async {
        let home = CommandHome.make()
        let result = await home.run(["search", "swift", "--after", "2024-02-01", "--before", "2024-01-01"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("invalid value '2024-02-01' for --after"))
        #expect(home.api.requests.isEmpty)
    }

    // MARK: categories

    @Test func categoriesTSVListsTheRegionsCategories() async throws {
        let home = CommandHome.make()
        let result = await home.run(["categories", "--region", "gb", "--format", "tsv"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.cells.first == ["id", "title", "assignable"])
        #expect(result.cells.contains(["28", "Science & Technology", "true"]))
        #expect(result.cells.dropFirst().allSatisfy { $0.count == 3 && ["true", "false"].contains($0[2]) })
        #expect(home.api.methods == ["videoCategories"])
        #expect(home.api.requests.first?.url.query?.contains("regionCode=GB") == true)
    }

    @Test func categoriesJSONHasTheDocumentedKeys() async throws {
        let home = CommandHome.make()
        let categories = try #require(try await home.json(["categories"]) as? [[String: Any]])
        let keys = try JSONDocs.keys(of: "Category")
        #expect(categories.allSatisfy { Set($0.keys) == keys && $0["kind"] as? String == "category" })
        #expect(categories.contains { $0["id"] as? String == home.api.fixture("categoryId") })
        #expect(home.api.requests.first?.url.query?.contains("regionCode=US") == true)
    }
}
