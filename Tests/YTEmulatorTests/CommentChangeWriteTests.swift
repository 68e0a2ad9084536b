import Testing

@testable import YTEmulator

/// `comments.update`, `comments.delete` and `comments.setModerationStatus`: who may change a
/// comment, and what every read shows after; strict mode's read-only fields.
@Suite struct CommentChangeWriteTests {
    static func post(_ emulator: TestEmulator, _ token: String, _ videoId: String, _ text: String) throws -> String {
        try #require(CommentThreadWriteTests.post(emulator, token, videoId, text)["id"]?.stringValue)
    }

    /// A video of alice's channel, and one of its catalog threads.
    static func aliceVideo(_ emulator: TestEmulator) -> (videoId: String, threadId: String) {
        let catalog = emulator.emulator.catalog
        let channel = catalog.channels[catalog.channelByID[emulator.user("alice").channelId!]!]
        let index = channel.uploads.first {
            catalog.videos[$0].threadCount > 1 && !catalog.videos[$0].commentsDisabled
        }!
        return (catalog.videos[index].id, CommentGenerator(catalog: catalog).thread(video: index, index: 1).id)
    }

    @Test func authorEditsAndEveryReadShowsIt() throws {
        let emulator = TestEmulator()
        let alice = emulator.token(for: "alice")
        let videoId = emulator.fixture("videoId")
        let id = try Self.post(emulator, alice, videoId, "before")
        let body: JSONValue = ["id": .string(id), "snippet": ["textOriginal": "after <i>edit</i>"]]
        let bob = emulator.call(
            "PUT", "/youtube/v3/comments?part=snippet", token: emulator.token(for: "bob"), body: body)
        #expect(bob.status == 403 && TestEmulator.reason(bob.json ?? [:]) == "forbidden")
        let original = try emulator.get("/youtube/v3/comments?part=id&id=\(id)").json["items"]?[0]?["etag"]
        let (status, json) = emulator.call("PUT", "/youtube/v3/comments?part=snippet", token: alice, body: body)
        #expect(status == 200)
        #expect(json?["snippet"]?["textOriginal"]?.stringValue == "after <i>edit</i>")
        #expect(json?["snippet"]?["textDisplay"]?.stringValue?.contains("&lt;i&gt;") == true)
        let edited = try emulator.get("/youtube/v3/comments?part=id&id=\(id)").json["items"]?[0]?["etag"]
        #expect(edited != nil && edited != original)
        let listed = try emulator.get("/youtube/v3/commentThreads?part=snippet&videoId=\(videoId)&textFormat=plainText")
        #expect(
            listed.json["items"]?[0]?["snippet"]?["topLevelComment"]?["snippet"]?["textDisplay"]?.stringValue
                == "after <i>edit</i>")
        let missing = emulator.call(
            "PUT", "/youtube/v3/comments?part=snippet", token: alice,
            body: ["id": "UgzNoSuchThreadAAAAAAAAAAAAAaABAg", "snippet": ["textOriginal": "x"]])
        #expect(missing.status == 404 && TestEmulator.reason(missing.json ?? [:]) == "commentNotFound")
        let long = emulator.call(
            "PUT", "/youtube/v3/comments?part=snippet", token: alice,
            body: ["id": .string(id), "snippet": ["textOriginal": .string(String(repeating: "b", count: 10_001))]])
        #expect(long.status == 400 && TestEmulator.reason(long.json ?? [:]) == "commentTextTooLong")
        let catalogThread = emulator.fixture("commentThreadWithReplies")
        let notHers = emulator.call(
            "PUT", "/youtube/v3/comments?part=snippet", token: alice,
            body: ["id": .string(catalogThread), "snippet": ["textOriginal": "x"]])
        #expect(notHers.status == 403 && TestEmulator.reason(notHers.json ?? [:]) == "forbidden")
    }

    @Test func deletedThreadAndItsRepliesVanish() throws {
        let emulator = TestEmulator()
        let alice = emulator.token(for: "alice")
        let bob = emulator.token(for: "bob")
        let videoId = emulator.fixture("videoId")
        let id = try Self.post(emulator, alice, videoId, "short-lived")
        let reply = emulator.call(
            "POST", "/youtube/v3/comments?part=snippet", token: bob,
            body: ["snippet": ["parentId": .string(id), "textOriginal": "answer"]])
        let replyId = try #require(reply.json?["id"]?.stringValue)
        let refused = emulator.call("DELETE", "/youtube/v3/comments?id=\(id)", token: bob)
        #expect(refused.status == 403 && TestEmulator.reason(refused.json ?? [:]) == "forbidden")
        #expect(emulator.call("DELETE", "/youtube/v3/comments?id=\(id)", token: alice).status == 204)
        #expect(TestEmulator.ids(try emulator.get("/youtube/v3/commentThreads?part=id&id=\(id)").json).isEmpty)
        #expect(TestEmulator.ids(try emulator.get("/youtube/v3/comments?part=id&id=\(id),\(replyId)").json).isEmpty)
        #expect(
            !TestEmulator.ids(try emulator.get("/youtube/v3/commentThreads?part=id&videoId=\(videoId)").json).contains(
                id))
        let again = emulator.call("DELETE", "/youtube/v3/comments?id=\(id)", token: alice)
        #expect(again.status == 404 && TestEmulator.reason(again.json ?? [:]) == "commentNotFound")
    }

    @Test func ownerDeletesCatalogCommentOnHerVideo() throws {
        let emulator = TestEmulator()
        let (videoId, thread) = Self.aliceVideo(emulator)
        let bob = emulator.call("DELETE", "/youtube/v3/comments?id=\(thread)", token: emulator.token(for: "bob"))
        #expect(bob.status == 403)
        #expect(
            emulator.call("DELETE", "/youtube/v3/comments?id=\(thread)", token: emulator.token(for: "alice")).status
                == 204)
        #expect(
            !TestEmulator.ids(try emulator.get("/youtube/v3/commentThreads?part=id&videoId=\(videoId)").json).contains(
                thread))
        #expect(TestEmulator.ids(try emulator.get("/youtube/v3/comments?part=id&id=\(thread)").json).isEmpty)
    }

    @Test func moderationHidesAndOwnerListsHeld() throws {
        let emulator = TestEmulator()
        let (videoId, thread) = Self.aliceVideo(emulator)
        let alice = emulator.token(for: "alice")
        let bobs = try Self.post(emulator, emulator.token(for: "bob"), videoId, "bob was here")
        let target = "/youtube/v3/comments/setModerationStatus?id=\(thread),\(bobs)&moderationStatus=heldForReview"
        let refused = emulator.call("POST", target, token: emulator.token(for: "bob"))
        #expect(refused.status == 403 && TestEmulator.reason(refused.json ?? [:]) == "forbidden")
        #expect(emulator.call("POST", target, token: alice).status == 204)
        let visible = TestEmulator.ids(
            try emulator.get("/youtube/v3/commentThreads?part=id&videoId=\(videoId)&maxResults=100").json)
        #expect(!visible.contains(thread) && !visible.contains(bobs))
        let held = emulator.call(
            "GET", "/youtube/v3/commentThreads?part=snippet&videoId=\(videoId)&moderationStatus=heldForReview",
            token: alice)
        #expect(held.status == 200)
        #expect(Set(TestEmulator.ids(held.json ?? [:])) == [thread, bobs])
        #expect(
            held.json?["items"]?[0]?["snippet"]?["topLevelComment"]?["snippet"]?["moderationStatus"]?.stringValue
                == "heldForReview")
        let bobLists = emulator.call(
            "GET", "/youtube/v3/commentThreads?part=id&videoId=\(videoId)&moderationStatus=heldForReview",
            token: emulator.token(for: "bob"))
        #expect(bobLists.status == 403 && TestEmulator.reason(bobLists.json ?? [:]) == "forbidden")
        let anonymous = emulator.raw(
            "/youtube/v3/commentThreads?part=id&videoId=\(videoId)&moderationStatus=heldForReview")
        #expect(anonymous.status == 401)
        #expect(
            emulator.call(
                "POST", "/youtube/v3/comments/setModerationStatus?id=\(thread)&moderationStatus=published", token: alice
            ).status == 204)
        #expect(TestEmulator.ids(try emulator.get("/youtube/v3/commentThreads?part=id&id=\(thread)").json) == [thread])
    }

    @Test func moderationRefusalsAndBan() throws {
        let emulator = TestEmulator()
        let (videoId, thread) = Self.aliceVideo(emulator)
        let alice = emulator.token(for: "alice")
        let bob = emulator.token(for: "bob")
        let base = "/youtube/v3/comments/setModerationStatus?id="
        let noReject = emulator.call(
            "POST", base + thread + "&moderationStatus=heldForReview&banAuthor=true", token: alice)
        #expect(noReject.status == 400 && TestEmulator.reason(noReject.json ?? [:]) == "banWithoutReject")
        let missing = emulator.call(
            "POST", base + "UgzNoSuchThreadAAAAAAAAAAAAAaABAg&moderationStatus=rejected", token: alice)
        #expect(missing.status == 404 && TestEmulator.reason(missing.json ?? [:]) == "commentNotFound")
        let first = try Self.post(emulator, bob, videoId, "spam one")
        #expect(
            emulator.call("POST", base + first + "&moderationStatus=rejected&banAuthor=true", token: alice).status
                == 204)
        let second = try Self.post(emulator, bob, videoId, "spam two")
        let visible = TestEmulator.ids(
            try emulator.get("/youtube/v3/commentThreads?part=id&videoId=\(videoId)&maxResults=100").json)
        #expect(!visible.contains(first) && !visible.contains(second))
        let rejected = emulator.call(
            "GET", "/youtube/v3/commentThreads?part=id&videoId=\(videoId)&moderationStatus=rejected", token: alice)
        #expect(Set(TestEmulator.ids(rejected.json ?? [:])) == [first, second])
        #expect(emulator.call("POST", base + first + "&moderationStatus=published", token: alice).status == 204)
        #expect(TestEmulator.ids(try emulator.get("/youtube/v3/commentThreads?part=id&id=\(first)").json).isEmpty)
        let elsewhere = try Self.post(emulator, bob, emulator.fixture("videoId"), "fine here")
        #expect(
            TestEmulator.ids(try emulator.get("/youtube/v3/commentThreads?part=id&id=\(elsewhere)").json) == [elsewhere]
        )
    }

    @Test func strictRefusesPublishingARejectedComment() throws {
        let emulator = TestEmulator(strict: true)
        let (_, thread) = Self.aliceVideo(emulator)
        let alice = emulator.token(for: "alice")
        let base = "/youtube/v3/comments/setModerationStatus?id=\(thread)&moderationStatus="
        #expect(emulator.call("POST", base + "rejected", token: alice).status == 204)
        let refused = emulator.call("POST", base + "published", token: alice)
        #expect(refused.status == 400 && TestEmulator.reason(refused.json ?? [:]) == "operationNotSupported")
        #expect(emulator.call("POST", base + "heldForReview", token: alice).status == 204)
    }

    @Test func strictRefusesReadOnlyFieldsOthersIgnoreThem() throws {
        let body: JSONValue = [
            "snippet": [
                "videoId": .string(TestEmulator.shared.fixture("videoId")), "totalReplyCount": 9,
                "topLevelComment": ["snippet": ["textOriginal": "hello", "likeCount": 99, "authorDisplayName": "Me"]],
            ]
        ]
        let lenient = TestEmulator()
        let accepted = lenient.call(
            "POST", "/youtube/v3/commentThreads?part=snippet,replies", token: lenient.token(for: "alice"), body: body)
        #expect(accepted.status == 200)
        #expect(accepted.json?["snippet"]?["totalReplyCount"] == .int(0))
        #expect(accepted.json?["snippet"]?["topLevelComment"]?["snippet"]?["likeCount"] == .int(0))
        let strict = TestEmulator(strict: true)
        let token = strict.token(for: "alice")
        let refused = strict.call("POST", "/youtube/v3/commentThreads?part=snippet", token: token, body: body)
        #expect(refused.status == 400)
        #expect(TestEmulator.message(refused.json ?? [:]).contains("totalReplyCount"))
        let part = strict.call(
            "POST", "/youtube/v3/commentThreads?part=snippet,replies", token: token,
            body: CommentThreadWriteTests.threadBody(strict.fixture("videoId"), "hi"))
        #expect(part.status == 400 && TestEmulator.reason(part.json ?? [:]) == "invalidPart")
        let unknown = strict.call(
            "POST", "/youtube/v3/commentThreads?part=snippet,statistics", token: token,
            body: CommentThreadWriteTests.threadBody(strict.fixture("videoId"), "hi"))
        #expect(unknown.status == 400 && TestEmulator.reason(unknown.json ?? [:]) == "unknownPart")
        let clean = strict.call(
            "POST", "/youtube/v3/commentThreads?part=snippet", token: token,
            body: CommentThreadWriteTests.threadBody(strict.fixture("videoId"), "hi"))
        #expect(clean.status == 200)
    }
}

/// `comments.markAsSpam`: deprecated; Google still answers 204, strict mode refuses it.
@Suite struct CommentMarkAsSpamWriteTests {
    @Test func answeredLikeGoogleRefusedInStrict() throws {
        let emulator = TestEmulator()
        let thread = emulator.fixture("commentThreadWithReplies")
        let token = emulator.token(for: "bob")
        #expect(emulator.call("POST", "/youtube/v3/comments/markAsSpam?id=\(thread)", token: token).status == 204)
        #expect(TestEmulator.ids(try emulator.get("/youtube/v3/commentThreads?part=id&id=\(thread)").json) == [thread])
        let missing = emulator.call(
            "POST", "/youtube/v3/comments/markAsSpam?id=UgzNoSuchThreadAAAAAAAAAAAAAaABAg", token: token)
        #expect(missing.status == 404)
        let strict = TestEmulator(strict: true)
        let refused = strict.call(
            "POST", "/youtube/v3/comments/markAsSpam?id=\(thread)", token: strict.token(for: "bob"))
        #expect(refused.status == 400 && TestEmulator.reason(refused.json ?? [:]) == "operationNotSupported")
    }
}
