import Testing

@testable import YTEmulator

/// `commentThreads.insert` and `comments.insert`: what a signed-in user posts is the resource
/// Google returns, and every later read (by anyone) shows it; refusals as Google's Errors tables.
@Suite struct CommentThreadWriteTests {
    static func threadBody(_ videoId: String, _ text: String) -> JSONValue {
        ["snippet": ["videoId": .string(videoId), "topLevelComment": ["snippet": ["textOriginal": .string(text)]]]]
    }

    static func post(_ emulator: TestEmulator, _ token: String, _ videoId: String, _ text: String) -> JSONValue {
        emulator.call("POST", "/youtube/v3/commentThreads?part=snippet", token: token, body: threadBody(videoId, text))
            .json ?? [:]
    }

    @Test func postedThreadIsGooglesResource() throws {
        let emulator = TestEmulator()
        let videoId = emulator.fixture("videoId")
        let alice = emulator.user("alice")
        let (status, json) = emulator.call(
            "POST", "/youtube/v3/commentThreads?part=snippet", token: emulator.token(for: "alice"),
            body: Self.threadBody(videoId, "First <b>take</b> https://example.com/x"))
        let thread = try #require(json)
        #expect(status == 200)
        #expect(thread["kind"]?.stringValue == "youtube#commentThread")
        #expect(thread["etag"]?.stringValue?.isEmpty == false)
        let id = try #require(thread["id"]?.stringValue)
        #expect(id.count == 26 && id.hasPrefix("Ug") && id.hasSuffix("AaABAg"))
        let snippet = try #require(thread["snippet"])
        #expect(snippet["videoId"]?.stringValue == videoId)
        #expect(snippet["totalReplyCount"] == .int(0))
        #expect(snippet["canReply"]?.boolValue == true && snippet["isPublic"]?.boolValue == true)
        let top = try #require(snippet["topLevelComment"])
        #expect(top["kind"]?.stringValue == "youtube#comment")
        #expect(top["id"]?.stringValue == id)
        #expect(top["snippet"]?["authorChannelId"]?["value"]?.stringValue == alice.channelId)
        #expect(top["snippet"]?["textOriginal"]?.stringValue == "First <b>take</b> https://example.com/x")
        #expect(top["snippet"]?["textDisplay"]?.stringValue?.contains("&lt;b&gt;") == true)
        #expect(top["snippet"]?["likeCount"] == .int(0))
        let channel = emulator.emulator.catalog.channels[emulator.emulator.catalog.channelByID[alice.channelId!]!]
        #expect(top["snippet"]?["authorDisplayName"]?.stringValue == channel.customUrl)
        #expect(top["snippet"]?["publishedAt"] == top["snippet"]?["updatedAt"])
    }

    @Test func postedThreadIsReadBackByAnotherUserAndByKey() throws {
        let emulator = TestEmulator()
        let videoId = emulator.fixture("videoId")
        let id = try #require(
            Self.post(emulator, emulator.token(for: "alice"), videoId, "zebra quokka")["id"]?.stringValue)
        let bob = emulator.token(for: "bob")
        let byVideo = emulator.call(
            "GET", "/youtube/v3/commentThreads?part=snippet&videoId=\(videoId)&order=time", token: bob)
        #expect(TestEmulator.ids(byVideo.json ?? [:]).first == id)
        let byId = try emulator.get("/youtube/v3/commentThreads?part=snippet&id=\(id)")
        #expect(TestEmulator.ids(byId.json) == [id])
        let channel = emulator.emulator.catalog.channel(
            of: emulator.emulator.catalog.videos[emulator.emulator.catalog.videoByID[videoId]!]
        ).id
        let related = try emulator.get("/youtube/v3/commentThreads?part=id&allThreadsRelatedToChannelId=\(channel)")
        #expect(TestEmulator.ids(related.json).first == id)
        let searched = try emulator.get("/youtube/v3/commentThreads?part=id&videoId=\(videoId)&searchTerms=QUOKKA")
        #expect(TestEmulator.ids(searched.json) == [id])
        let comment = try emulator.get("/youtube/v3/comments?part=snippet&id=\(id)&textFormat=plainText")
        #expect(comment.json["items"]?[0]?["snippet"]?["textDisplay"]?.stringValue == "zebra quokka")
    }

    @Test func postingTwicePostsTwoThreads() throws {
        let emulator = TestEmulator()
        let token = emulator.token(for: "alice")
        let videoId = emulator.fixture("videoId")
        let first = Self.post(emulator, token, videoId, "same words")["id"]?.stringValue
        let second = Self.post(emulator, token, videoId, "same words")["id"]?.stringValue
        #expect(first != nil && second != nil && first != second)
        let listed = try emulator.get("/youtube/v3/commentThreads?part=id&videoId=\(videoId)&searchTerms=same%20words")
        #expect(Set(TestEmulator.ids(listed.json)) == Set([first!, second!]))
    }

    @Test func threadRefusals() throws {
        let emulator = TestEmulator()
        let token = emulator.token(for: "alice")
        let videoId = emulator.fixture("videoId")
        func reason(_ body: JSONValue, token: String) -> (Int, String?) {
            let (status, json) = emulator.call(
                "POST", "/youtube/v3/commentThreads?part=snippet", token: token, body: body)
            return (status, TestEmulator.reason(json ?? [:]))
        }
        #expect(
            reason(Self.threadBody(emulator.fixture("videoWithCommentsDisabled"), "hi"), token: token) == (
                403, "commentsDisabled"
            ))
        #expect(reason(Self.threadBody("dQw4w9WgXcQ", "hi"), token: token) == (404, "videoNotFound"))
        #expect(
            reason(Self.threadBody(videoId, String(repeating: "a", count: 10_001)), token: token) == (
                400, "commentTextTooLong"
            ))
        #expect(reason(Self.threadBody(videoId, String(repeating: "a", count: 10_000)), token: token).0 == 200)
        #expect(reason(Self.threadBody(videoId, "  "), token: token) == (400, "commentTextRequired"))
        #expect(
            reason(["snippet": ["topLevelComment": ["snippet": ["textOriginal": "hi"]]]], token: token) == (
                400, "channelOrVideoIdMissing"
            ))
        #expect(
            reason(Self.threadBody(videoId, "hi"), token: emulator.token(for: "carol")) == (403, "ineligibleAccount"))
        let noBody = emulator.call("POST", "/youtube/v3/commentThreads?part=snippet", token: token)
        #expect(noBody.status == 400)
        let keyOnly = emulator.emulator.handle(
            EmulatorRequest(
                method: "POST", target: "/youtube/v3/commentThreads?part=snippet&key=k", body: Array("{}".utf8)))
        #expect(keyOnly.status == 401)
    }

    @Test func replyIsListedAndCounted() throws {
        let emulator = TestEmulator()
        let videoId = emulator.fixture("videoId")
        let thread = try #require(Self.post(emulator, emulator.token(for: "alice"), videoId, "top")["id"]?.stringValue)
        let (status, json) = emulator.call(
            "POST", "/youtube/v3/comments?part=snippet", token: emulator.token(for: "bob"),
            body: ["snippet": ["parentId": .string(thread), "textOriginal": "a reply"]])
        #expect(status == 200)
        let reply = try #require(json)
        let replyId = try #require(reply["id"]?.stringValue)
        #expect(replyId.hasPrefix(thread + ".") && replyId.count == thread.count + 23)
        #expect(reply["snippet"]?["parentId"]?.stringValue == thread)
        #expect(reply["snippet"]?["authorChannelId"]?["value"]?.stringValue == emulator.user("bob").channelId)
        let replies = try emulator.get("/youtube/v3/comments?part=snippet&parentId=\(thread)")
        #expect(TestEmulator.ids(replies.json) == [replyId])
        let listed = try emulator.get("/youtube/v3/commentThreads?part=snippet,replies&id=\(thread)")
        #expect(listed.json["items"]?[0]?["snippet"]?["totalReplyCount"] == .int(1))
        #expect(listed.json["items"]?[0]?["replies"]?["comments"]?[0]?["id"]?.stringValue == replyId)
    }

    @Test func replyToCatalogThreadRaisesItsCount() throws {
        let emulator = TestEmulator()
        let thread = emulator.fixture("commentThreadWithReplies")
        let before = try emulator.get("/youtube/v3/commentThreads?part=snippet&id=\(thread)")
        let count = try #require(before.json["items"]?[0]?["snippet"]?["totalReplyCount"]?.intValue)
        let reply = emulator.call(
            "POST", "/youtube/v3/comments?part=snippet", token: emulator.token(for: "alice"),
            body: ["snippet": ["parentId": .string(thread), "textOriginal": "me too"]])
        let replyId = try #require(reply.json?["id"]?.stringValue)
        let after = try emulator.get("/youtube/v3/commentThreads?part=snippet&id=\(thread)")
        #expect(after.json["items"]?[0]?["snippet"]?["totalReplyCount"] == .int(count + 1))
        let replies = try emulator.get("/youtube/v3/comments?part=id&parentId=\(thread)&maxResults=1")
        #expect(TestEmulator.ids(replies.json) == [replyId])
    }

    @Test func replyRefusals() throws {
        let emulator = TestEmulator()
        let token = emulator.token(for: "alice")
        let thread = emulator.fixture("commentThreadWithReplies")
        func reason(_ snippet: JSONValue, token: String) -> (Int, String?) {
            let (status, json) = emulator.call(
                "POST", "/youtube/v3/comments?part=snippet", token: token, body: ["snippet": snippet])
            return (status, TestEmulator.reason(json ?? [:]))
        }
        #expect(reason(["textOriginal": "hi"], token: token) == (400, "parentIdMissing"))
        #expect(
            reason(["parentId": "UgzNoSuchThreadAAAAAAAAAAAAAaABAg", "textOriginal": "hi"], token: token) == (
                404, "commentNotFound"
            ))
        let replies = try emulator.get("/youtube/v3/comments?part=id&parentId=\(thread)")
        let catalogReply = try #require(TestEmulator.ids(replies.json).first)
        #expect(
            reason(["parentId": .string(catalogReply), "textOriginal": "hi"], token: token) == (
                400, "operationNotSupported"
            ))
        #expect(
            reason(["parentId": .string(thread), "textOriginal": ""], token: token) == (400, "commentTextRequired"))
        #expect(
            reason(
                ["parentId": .string(thread), "textOriginal": .string(String(repeating: "é", count: 10_001))],
                token: token) == (400, "commentTextTooLong"))
        #expect(
            reason(["parentId": .string(thread), "textOriginal": "hi"], token: emulator.token(for: "carol")) == (
                403, "ineligibleAccount"
            ))
    }
}
