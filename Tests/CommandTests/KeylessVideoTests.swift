import Foundation
import Testing
import YTEmulator

/// Without `YOUTUBE_API_KEY`, a video is described through oEmbed (title, channel, thumbnail),
/// its 401 and 404 said plainly, and what needs the API refused with what still works.
@Suite struct KeylessVideoTests {
    @Test func aVideoIsDescribedThroughOEmbed() async throws {
        let keyed = CommandHome.make()
        let id = keyed.api.fixture("videoId")
        let full = try #require(try await keyed.json(["video", id]) as? [String: Any])

        let home = CommandHome.make(key: nil)
        let result = await home.run(["video", id, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let video = try #require(result.object)
        #expect(video["id"] as? String == id)
        #expect(video["title"] as? String == full["title"] as? String)
        #expect(video["channelTitle"] as? String == full["channelTitle"] as? String)
        #expect((video["thumbnailUrl"] as? String)?.hasSuffix("/vi/\(id)/hqdefault.jpg") == true)
        for field in ["viewCount", "durationSeconds", "likeCount", "commentCount", "publishedAt"] {
            #expect(video[field] is NSNull, "\(field) is what oEmbed does not tell")
        }
        #expect(KeylessTests.notes(result).count == 1)
        #expect(result.stderr.contains("a key adds the length, views, likes, comments"), "\(result.stderr)")
        #expect(result.stderr.contains("ytclone setup"))
        #expect(home.api.methods == ["oembed"])
    }

    @Test func oEmbedsRequestIsTracedLikeTheAPIs() async throws {
        let home = CommandHome.make(key: nil)
        let result = await home.run(["video", home.api.fixture("videoId"), "--json", "-v"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("/oembed?url="), "\(result.stderr)")
    }

    @Test func aVideoTableSaysWhatNeedsAKey() async throws {
        let home = CommandHome.make(key: nil)
        let id = home.api.fixture("videoWithHostileTitle")
        let result = await home.run(["video", "https://youtu.be/\(id)"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Views:"))
        #expect(result.stdout.contains("needs an API key"))
        #expect(!result.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "hostile text is made safe")
    }

    @Test func aVideoWhoseOwnerDisallowsEmbeddingSaysWhatStillWorks() async {
        let home = CommandHome.make(key: nil)
        let id = home.api.fixture("videoNotEmbeddable")
        let result = await home.run(["video", id])
        #expect(result.status == 78)
        #expect(result.stderr.hasPrefix("error: video \(id) does not allow embedding"), "\(result.stderr)")
        #expect(result.stderr.contains("hint: ytclone watch \(id) plays it"))
    }

    @Test func aVideoThatIsNotPublicIsNotFound() async {
        let home = CommandHome.make(key: nil)
        let result = await home.run(["video", "AAAAAAAAAAA"])
        #expect(result.status == 66)
        #expect(result.stderr.hasPrefix("error: no public video AAAAAAAAAAA"), "\(result.stderr)")
    }

    @Test func commentsNeedAKey() async {
        let home = CommandHome.make(key: nil)
        let result = await home.run(["video", home.api.fixture("videoId"), "--comments"])
        #expect(result.status == 78)
        #expect(result.stderr.contains("commentThreads.list"), "\(result.stderr)")
        #expect(home.api.requests.isEmpty)
    }
}
