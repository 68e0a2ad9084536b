import Testing

@testable import YTEmulator

@Suite struct CommentErrorTests {
    let emulator = TestEmulator.shared
    static let link = "<code><a href=\"/youtube/v3/docs/commentThreads/list#videoId\">videoId</a></code>"

    @Test func commentsDisabledIsForbiddenWithTheRealEnvelope() throws {
        let (status, json) = try emulator.get(
            "/youtube/v3/commentThreads?part=snippet&videoId=\(emulator.fixture("videoWithCommentsDisabled"))")
        #expect(status == 403)
        let item = try #require(json["error"]?["errors"]?[0])
        #expect(item["reason"]?.stringValue == "commentsDisabled")
        #expect(item["domain"]?.stringValue == "youtube.commentThread")
        #expect(item["location"]?.stringValue == "videoId")
        #expect(item["locationType"]?.stringValue == "parameter")
        #expect(
            json["error"]?["message"]?.stringValue
                == "The video identified by the \(Self.link) parameter has disabled comments.")
        #expect(json["error"]?["code"]?.intValue == 403)
    }

    @Test func unknownVideoIsVideoNotFound() throws {
        let (status, json) = try emulator.get("/youtube/v3/commentThreads?part=snippet&videoId=AAAAAAAAAAA")
        #expect(status == 404)
        #expect(TestEmulator.reason(json) == "videoNotFound")
        #expect(
            json["error"]?["message"]?.stringValue
                == "The video identified by the \(Self.link) parameter could not be found.")
        #expect(json["error"]?["status"]?.stringValue == "NOT_FOUND")
    }

    @Test func unknownPlaylistIsPlaylistNotFound() throws {
        let (status, json) = try emulator.get("/youtube/v3/playlistItems?part=id&playlistId=PLnope")
        #expect(status == 404)
        #expect(TestEmulator.reason(json) == "playlistNotFound")
    }

    @Test func threadAndReplyIdsResolveBackToTheSameComments() throws {
        let thread = emulator.fixture("commentThreadWithReplies")
        let listed = try emulator.get("/youtube/v3/comments?part=snippet&parentId=\(thread)&maxResults=3").json
        let replyIds = TestEmulator.ids(listed)
        let byId = try emulator.get(
            "/youtube/v3/comments?part=snippet&id=\(([thread] + replyIds).joined(separator: ","))"
        ).json
        #expect(TestEmulator.ids(byId) == [thread] + replyIds)
        #expect(byId["pageInfo"] == nil)
        #expect(byId["items"]?[1] == listed["items"]?[0])
    }

    @Test func htmlAndPlainTextFormatsDiffer() throws {
        let video = emulator.fixture("videoWithHostileTitle")
        let html = try emulator.get("/youtube/v3/commentThreads?part=snippet&videoId=\(video)&maxResults=100").json
        let plain = try emulator.get(
            "/youtube/v3/commentThreads?part=snippet&videoId=\(video)&maxResults=100&textFormat=plainText"
        ).json
        func texts(_ json: JSONValue, _ key: String) -> [String] {
            (json["items"]?.arrayValue ?? []).compactMap {
                $0["snippet"]?["topLevelComment"]?["snippet"]?[key]?.stringValue
            }
        }
        #expect(texts(plain, "textDisplay") == texts(plain, "textOriginal"))
        #expect(texts(html, "textDisplay") != texts(html, "textOriginal"))
        #expect(
            texts(html, "textDisplay").contains { $0.contains("&amp;") || $0.contains("&#39;") || $0.contains("<br>") })
    }
}
