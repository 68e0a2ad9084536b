import Testing

@testable import YTEmulator

/// `videos.rate`, `videos.getRating` and `videos.list?myRating`: a like moves the public count
/// for every reader, rating twice counts once, and refusals are Google's.
@Suite struct RatingTests {
    static func likes(_ emulator: TestEmulator, _ videoId: String) throws -> Int? {
        try emulator.get("/youtube/v3/videos?part=statistics&id=\(videoId)").json["items"]?[0]?["statistics"]?[
            "likeCount"]?.stringValue.flatMap { Int($0) }
    }

    @Test func aLikeMovesLikeCountOnceAndNoneTakesItBack() throws {
        let emulator = TestEmulator()
        let videoId = emulator.fixture("videoId")
        let before = try #require(try Self.likes(emulator, videoId))
        let alice = emulator.token(for: "alice")
        #expect(emulator.call("POST", "/youtube/v3/videos/rate?id=\(videoId)&rating=like", token: alice).status == 204)
        #expect(emulator.call("POST", "/youtube/v3/videos/rate?id=\(videoId)&rating=like", token: alice).status == 204)
        #expect(try Self.likes(emulator, videoId) == before + 1)
        let bob = emulator.token(for: "bob")
        #expect(emulator.call("POST", "/youtube/v3/videos/rate?id=\(videoId)&rating=like", token: bob).status == 204)
        #expect(try Self.likes(emulator, videoId) == before + 2)
        #expect(emulator.call("POST", "/youtube/v3/videos/rate?id=\(videoId)&rating=dislike", token: alice).status == 204)
        #expect(try Self.likes(emulator, videoId) == before + 1)
        #expect(emulator.call("POST", "/youtube/v3/videos/rate?id=\(videoId)&rating=none", token: bob).status == 204)
        #expect(try Self.likes(emulator, videoId) == before)
    }

    @Test func hiddenLikesStayHidden() throws {
        let emulator = TestEmulator()
        let videoId = emulator.fixture("videoWithHiddenLikes")
        #expect(
            emulator.call("POST", "/youtube/v3/videos/rate?id=\(videoId)&rating=like", token: emulator.token(for: "alice"))
                .status == 204)
        #expect(try Self.likes(emulator, videoId) == nil)
    }

    @Test func getRatingAnswersEachExistingVideo() throws {
        let emulator = TestEmulator()
        let liked = emulator.fixture("videoId")
        let other = emulator.fixture("liveVideo")
        let token = emulator.token(for: "alice")
        _ = emulator.call("POST", "/youtube/v3/videos/rate?id=\(liked)&rating=like", token: token)
        let (status, json) = emulator.call("GET", "/youtube/v3/videos/getRating?id=\(liked),\(other),nosuchvideo1", token: token)
        #expect(status == 200)
        #expect(json?["kind"]?.stringValue == "youtube#videoGetRatingResponse")
        let items = try #require(json?["items"]?.arrayValue)
        #expect(items.map { $0["videoId"]?.stringValue } == [liked, other])
        #expect(items.map { $0["rating"]?.stringValue } == ["like", "none"])
        #expect(emulator.call("GET", "/youtube/v3/videos/getRating?id=\(liked)", token: emulator.token(for: "bob"))
            .json?["items"]?[0]?["rating"]?.stringValue == "none")
    }

    @Test func myRatingListsTheUsersRatedVideosAndNeedsAToken() throws {
        let emulator = TestEmulator()
        let token = emulator.token(for: "alice")
        let liked = [emulator.fixture("videoId"), emulator.fixture("liveVideo")]
        for id in liked { _ = emulator.call("POST", "/youtube/v3/videos/rate?id=\(id)&rating=like", token: token) }
        _ = emulator.call("POST", "/youtube/v3/videos/rate?id=\(emulator.fixture("upcomingVideo"))&rating=dislike", token: token)
        let likedPage = emulator.call("GET", "/youtube/v3/videos?part=id&myRating=like", token: token).json
        #expect(Set(TestEmulator.ids(likedPage ?? [:])) == Set(liked))
        let disliked = emulator.call("GET", "/youtube/v3/videos?part=id&myRating=dislike", token: token).json
        #expect(TestEmulator.ids(disliked ?? [:]) == [emulator.fixture("upcomingVideo")])
        let firstOfOne = emulator.call("GET", "/youtube/v3/videos?part=id&myRating=like&maxResults=1", token: token).json
        #expect(firstOfOne?["nextPageToken"]?.stringValue != nil)
        #expect(emulator.raw("/youtube/v3/videos?part=id&myRating=like").status == 401)
    }

    @Test(arguments: [
        ("id=nosuchvideo1&rating=like", 404, "videoNotFound"),
        ("id=VIDEO&rating=love", 400, "invalidRating"),
        ("id=VIDEO", 400, "required"),
        ("rating=like", 400, "required"),
    ])
    func refusals(query: String, status: Int, reason: String) {
        let emulator = TestEmulator()
        let target = "/youtube/v3/videos/rate?" + query.replacing("VIDEO", with: emulator.fixture("videoId"))
        let answer = emulator.call("POST", target, token: emulator.token(for: "alice"))
        #expect(answer.status == status)
        #expect(answer.json.flatMap(TestEmulator.reason) == reason)
    }

    @Test func rateWithoutATokenIsLoginRequiredAndCostsFiftyWithOne() {
        let emulator = TestEmulator()
        let videoId = emulator.fixture("videoId")
        let keyOnly = emulator.emulator.handle(
            EmulatorRequest(method: "POST", target: "/youtube/v3/videos/rate?id=\(videoId)&rating=like&key=k"))
        #expect(keyOnly.status == 401)
        let before = emulator.emulator.quotaUsed
        _ = emulator.call("POST", "/youtube/v3/videos/rate?id=\(videoId)&rating=like", token: emulator.token(for: "alice"))
        #expect(emulator.emulator.quotaUsed - before == 50)
    }
}
