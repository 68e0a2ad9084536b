import Testing

@testable import YTEmulator

/// Reads over users' writes: paging stays valid and deterministic with users' threads in it,
/// and an author edits their catalog comment as they edit their own.
@Suite struct CommentReadWriteTests {
    @Test func pagingCoversPostedThreadsOnceWithValidTokens() throws {
        let emulator = TestEmulator()
        let videoId = emulator.fixture("videoWithManyComments")
        let posted = try CommentChangeWriteTests.post(emulator, emulator.token(for: "alice"), videoId, "on top")
        var seen: [String] = []
        var token: String? = nil
        var firstToken: String? = nil
        repeat {
            let page = try emulator.get(
                "/youtube/v3/commentThreads?part=id&videoId=\(videoId)&maxResults=100"
                    + (token.map { "&pageToken=" + $0 } ?? ""))
            #expect(page.status == 200)
            seen += TestEmulator.ids(page.json)
            token = page.json["nextPageToken"]?.stringValue
            if firstToken == nil { firstToken = token }
        } while token != nil
        #expect(seen.first == posted)
        #expect(Set(seen).count == seen.count)
        let again = try emulator.get("/youtube/v3/commentThreads?part=id&videoId=\(videoId)&maxResults=100")
        #expect(again.json["nextPageToken"]?.stringValue == firstToken)
        let catalog = emulator.emulator.catalog
        #expect(seen.count == catalog.videos[catalog.videoByID[videoId]!].threadCount + 1)
    }

    @Test func authorEditsTheirCatalogComment() throws {
        let emulator = TestEmulator()
        let catalog = emulator.emulator.catalog
        let channel = try #require(emulator.user("alice").channelId)
        let generator = CommentGenerator(catalog: catalog)
        let found = catalog.videos.lazy.filter { !$0.commentsDisabled }
            .flatMap { video in (0..<video.threadCount).lazy.map { generator.thread(video: video.index, index: $0) } }
            .first { $0.topLevel.authorChannelId == channel }
        let thread = try #require(found)
        let body: JSONValue = ["id": .string(thread.id), "snippet": ["textOriginal": "I changed my mind"]]
        let bob = emulator.call(
            "PUT", "/youtube/v3/comments?part=snippet", token: emulator.token(for: "bob"), body: body)
        #expect(bob.status == 403)
        let (status, json) = emulator.call(
            "PUT", "/youtube/v3/comments?part=snippet", token: emulator.token(for: "alice"), body: body)
        #expect(status == 200)
        #expect(json?["snippet"]?["textOriginal"]?.stringValue == "I changed my mind")
        #expect(json?["snippet"]?["publishedAt"] != json?["snippet"]?["updatedAt"])
        let read = try emulator.get("/youtube/v3/commentThreads?part=snippet&id=\(thread.id)")
        let snippet = read.json["items"]?[0]?["snippet"]?["topLevelComment"]?["snippet"]
        #expect(snippet?["textOriginal"]?.stringValue == "I changed my mind")
        #expect(snippet?["updatedAt"] == json?["snippet"]?["updatedAt"])
    }
}
