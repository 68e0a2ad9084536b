import Testing

@testable import YTEmulator

/// `playlistItems.insert|update|delete`: items keep their order and positions in
/// `playlistItems.list` for every reader, the playlist's `itemCount` follows, a catalog
/// playlist's items keep their ids once changed, and each refusal is the reference page's.
@Suite struct PlaylistItemWriteTests {
    static func body(_ playlistId: String, _ videoId: String, position: Int? = nil) -> JSONValue {
        [
            "snippet": [
                "playlistId": .string(playlistId),
                "resourceId": ["kind": "youtube#video", "videoId": .string(videoId)],
                "position": position.map { JSONValue.int($0) },
            ]
        ]
    }

    static func videos(_ emulator: TestEmulator, count: Int) throws -> [String] {
        let channel = emulator.fixture("channelId")
        let json = try emulator.get("/youtube/v3/search?part=id&type=video&channelId=\(channel)&maxResults=\(count)")
            .json
        return (json["items"]?.arrayValue ?? []).compactMap { $0["id"]?["videoId"]?.stringValue }
    }

    static func items(_ emulator: TestEmulator, _ playlistId: String) throws -> JSONValue {
        try emulator.get("/youtube/v3/playlistItems?part=snippet,contentDetails&playlistId=\(playlistId)&maxResults=50")
            .json
    }

    @Test func itemsAreListedInOrderWithPositionsAndCount() throws {
        let emulator = TestEmulator()
        let alice = emulator.token(for: "alice")
        let playlist = try PlaylistWriteTests.create(emulator, alice, "Queue")
        let videos = try Self.videos(emulator, count: 3)
        try #require(videos.count == 3)
        var ids: [String] = []
        for video in videos {
            let (status, json) = emulator.call(
                "POST", "/youtube/v3/playlistItems?part=snippet", token: alice, body: Self.body(playlist, video))
            #expect(status == 200)
            #expect(json?["kind"]?.stringValue == "youtube#playlistItem")
            #expect(json?["snippet"]?["resourceId"]?["videoId"]?.stringValue == video)
            ids.append(try #require(json?["id"]?.stringValue))
        }
        // Adding the first video again adds a second item, at position 0.
        let again = emulator.call(
            "POST", "/youtube/v3/playlistItems?part=snippet", token: alice,
            body: Self.body(playlist, videos[0], position: 0))
        #expect(again.json?["snippet"]?["position"]?.intValue == 0)
        ids.insert(try #require(again.json?["id"]?.stringValue), at: 0)
        #expect(Set(ids).count == 4)

        let listed = try Self.items(emulator, playlist)
        #expect(TestEmulator.ids(listed) == ids)
        #expect(listed["pageInfo"]?["totalResults"]?.intValue == 4)
        let positions = (listed["items"]?.arrayValue ?? []).compactMap { $0["snippet"]?["position"]?.intValue }
        #expect(positions == [0, 1, 2, 3])
        let count = try emulator.get("/youtube/v3/playlists?part=contentDetails&id=\(playlist)").json
        #expect(count["items"]?[0]?["contentDetails"]?["itemCount"]?.intValue == 4)
        let byId = try emulator.get("/youtube/v3/playlistItems?part=id&id=\(ids[2])").json
        #expect(TestEmulator.ids(byId) == [ids[2]])

        // Move the last to the front, then delete the second.
        let move: JSONValue = [
            "id": .string(ids[3]),
            "snippet": [
                "playlistId": .string(playlist),
                "resourceId": ["kind": "youtube#video", "videoId": .string(videos[2])],
                "position": 0,
            ],
        ]
        #expect(emulator.call("PUT", "/youtube/v3/playlistItems?part=snippet", token: alice, body: move).status == 200)
        #expect(TestEmulator.ids(try Self.items(emulator, playlist)) == [ids[3], ids[0], ids[1], ids[2]])
        let bob = emulator.token(for: "bob")
        let bobDeletes = emulator.call("DELETE", "/youtube/v3/playlistItems?id=\(ids[0])", token: bob)
        #expect(bobDeletes.status == 403)
        #expect(TestEmulator.reason(bobDeletes.json!) == "playlistItemsNotAccessible")
        #expect(emulator.call("DELETE", "/youtube/v3/playlistItems?id=\(ids[0])", token: alice).status == 204)
        let after = try Self.items(emulator, playlist)
        #expect(TestEmulator.ids(after) == [ids[3], ids[1], ids[2]])
        #expect(after["pageInfo"]?["totalResults"]?.intValue == 3)
        let gone = emulator.call("DELETE", "/youtube/v3/playlistItems?id=\(ids[0])", token: alice)
        #expect(gone.status == 404)
        #expect(TestEmulator.reason(gone.json!) == "playlistItemNotFound")
        let count2 = emulator.call("GET", "/youtube/v3/playlists?part=contentDetails&id=\(playlist)", token: bob).json
        #expect(count2?["items"]?[0]?["contentDetails"]?["itemCount"]?.intValue == 3)
    }

    @Test func aCatalogPlaylistKeepsItsItemIdsWhenChanged() throws {
        let emulator = TestEmulator()
        let alice = emulator.token(for: "alice")
        let channel = try #require(emulator.user("alice").channelId)
        let listed = try emulator.get("/youtube/v3/playlists?part=contentDetails&channelId=\(channel)&maxResults=50")
            .json
        let playlist = try #require(
            (listed["items"]?.arrayValue ?? []).first { ($0["contentDetails"]?["itemCount"]?.intValue ?? 0) > 0 })
        let id = try #require(playlist["id"]?.stringValue)
        let before = TestEmulator.ids(try Self.items(emulator, id))
        let video = try #require(try Self.videos(emulator, count: 1).first)
        let added = emulator.call(
            "POST", "/youtube/v3/playlistItems?part=id", token: alice, body: Self.body(id, video))
        #expect(added.status == 200)
        let after = TestEmulator.ids(try Self.items(emulator, id))
        #expect(Array(after.prefix(before.count)) == before)
        #expect(after.count == before.count + 1)
    }

    @Test func refusals() throws {
        let emulator = TestEmulator()
        let alice = emulator.token(for: "alice")
        let bob = emulator.token(for: "bob")
        let video = emulator.fixture("videoId")
        let playlist = try PlaylistWriteTests.create(emulator, alice, "Mine")
        func reason(_ token: String, _ body: JSONValue) -> (Int, String?) {
            let (status, json) = emulator.call(
                "POST", "/youtube/v3/playlistItems?part=snippet", token: token, body: body)
            return (status, json.flatMap(TestEmulator.reason))
        }
        #expect(reason(alice, Self.body("PLnothingHere", video)) == (404, "playlistNotFound"))
        #expect(reason(alice, Self.body(playlist, "nonexistent1")) == (404, "videoNotFound"))
        #expect(reason(bob, Self.body(playlist, video)) == (403, "playlistItemsNotAccessible"))
        #expect(reason(alice, Self.body(playlist, video, position: 5)) == (400, "invalidPlaylistItemPosition"))
        #expect(reason(alice, ["snippet": ["resourceId": ["videoId": .string(video)]]]).1 == "playlistIdRequired")
        let uploads = try #require(
            emulator.call("GET", "/youtube/v3/channels?part=contentDetails&mine=true", token: alice).json?["items"]?[
                0]?[
                    "contentDetails"]?["relatedPlaylists"]?["uploads"]?.stringValue)
        #expect(reason(alice, Self.body(uploads, video)) == (400, "playlistOperationUnsupported"))
        let uploadItems = try emulator.get("/youtube/v3/playlistItems?part=id&playlistId=\(uploads)").json
        let uploadItem = try #require(TestEmulator.ids(uploadItems).first)
        let removeUpload = emulator.call("DELETE", "/youtube/v3/playlistItems?id=\(uploadItem)", token: alice)
        #expect(removeUpload.status == 400)
        #expect(TestEmulator.reason(removeUpload.json!) == "playlistOperationUnsupported")
        let privateList = try PlaylistWriteTests.create(emulator, alice, "Hidden", privacy: "private")
        #expect(reason(bob, Self.body(privateList, video)) == (404, "playlistNotFound"))
        let missingItem = emulator.call("DELETE", "/youtube/v3/playlistItems?id=bm9wZS5ub3Bl", token: alice)
        #expect(missingItem.status == 404)
    }

    @Test func strictModeRefusesReadOnlyFields() throws {
        let strict = TestEmulator(strict: true)
        let alice = strict.token(for: "alice")
        let playlist = try PlaylistWriteTests.create(strict, alice, "Strict")
        var body = Self.body(playlist, strict.fixture("videoId"))
        body = ["id": "x", "snippet": body["snippet"]]
        #expect(strict.call("POST", "/youtube/v3/playlistItems?part=snippet", token: alice, body: body).status == 400)
        let lenient = TestEmulator()
        let token = lenient.token(for: "alice")
        let other = try PlaylistWriteTests.create(lenient, token, "Lenient")
        let kept = lenient.call(
            "POST", "/youtube/v3/playlistItems?part=snippet", token: token,
            body: ["id": "x", "snippet": Self.body(other, lenient.fixture("videoId"))["snippet"]])
        #expect(kept.status == 200)
    }
}
