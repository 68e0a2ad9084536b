import Testing

@testable import YTEmulator

/// `playlists.insert|update|delete`: a playlist is Google's resource owned by the caller's
/// channel, every reader sees it (a private one only its owner), and each refusal is the
/// reference page's.
@Suite struct PlaylistWriteTests {
    static func body(_ title: String, privacy: String = "public") -> JSONValue {
        ["snippet": ["title": .string(title), "description": "Mine"], "status": ["privacyStatus": .string(privacy)]]
    }

    static func create(_ emulator: TestEmulator, _ token: String, _ title: String, privacy: String = "public") throws
        -> String
    {
        let (status, json) = emulator.call(
            "POST", "/youtube/v3/playlists?part=snippet,status", token: token, body: body(title, privacy: privacy))
        #expect(status == 200)
        return try #require(json?["id"]?.stringValue)
    }

    @Test func aNewPlaylistIsTheCallersAndEveryReaderSeesIt() throws {
        let emulator = TestEmulator()
        let alice = emulator.token(for: "alice")
        let channel = try #require(emulator.user("alice").channelId)
        let (status, json) = emulator.call(
            "POST", "/youtube/v3/playlists?part=snippet,status,contentDetails", token: alice, body: Self.body("Trips"))
        #expect(status == 200)
        let playlist = try #require(json)
        let id = try #require(playlist["id"]?.stringValue)
        #expect(id.hasPrefix("PL") && id.count == 34)
        #expect(playlist["kind"]?.stringValue == "youtube#playlist")
        #expect(playlist["snippet"]?["channelId"]?.stringValue == channel)
        #expect(playlist["snippet"]?["title"]?.stringValue == "Trips")
        #expect(playlist["status"]?["privacyStatus"]?.stringValue == "public")
        #expect(playlist["contentDetails"]?["itemCount"]?.intValue == 0)

        let mine = emulator.call("GET", "/youtube/v3/playlists?part=id&mine=true&maxResults=50", token: alice).json
        #expect(TestEmulator.ids(mine ?? [:]).contains(id))
        let byKey = try emulator.get("/youtube/v3/playlists?part=snippet&id=\(id)").json
        #expect(TestEmulator.ids(byKey) == [id])
        let byChannel = try emulator.get("/youtube/v3/playlists?part=id&channelId=\(channel)&maxResults=50").json
        #expect(TestEmulator.ids(byChannel).first == id)
        let bob = emulator.token(for: "bob")
        let seenByBob = emulator.call("GET", "/youtube/v3/playlists?part=id&id=\(id)", token: bob).json
        #expect(TestEmulator.ids(seenByBob ?? [:]) == [id])
    }

    @Test func creatingTwiceCreatesTwoPlaylists() throws {
        let emulator = TestEmulator()
        let alice = emulator.token(for: "alice")
        let first = try Self.create(emulator, alice, "Same")
        let second = try Self.create(emulator, alice, "Same")
        #expect(first != second)
        let mine = emulator.call("GET", "/youtube/v3/playlists?part=id&mine=true&maxResults=50", token: alice).json
        #expect(Set(TestEmulator.ids(mine ?? [:])).isSuperset(of: [first, second]))
    }

    @Test func aPrivatePlaylistIsSeenOnlyByItsOwner() throws {
        let emulator = TestEmulator()
        let alice = emulator.token(for: "alice")
        let channel = try #require(emulator.user("alice").channelId)
        let id = try Self.create(emulator, alice, "Secret", privacy: "private")
        #expect(TestEmulator.ids(try emulator.get("/youtube/v3/playlists?part=id&id=\(id)").json).isEmpty)
        let byChannel = try emulator.get("/youtube/v3/playlists?part=id&channelId=\(channel)&maxResults=50").json
        #expect(!TestEmulator.ids(byChannel).contains(id))
        let bob = emulator.token(for: "bob")
        #expect(
            TestEmulator.ids(emulator.call("GET", "/youtube/v3/playlists?part=id&id=\(id)", token: bob).json!).isEmpty)
        let own = emulator.call("GET", "/youtube/v3/playlists?part=status&id=\(id)", token: alice).json
        #expect(own?["items"]?[0]?["status"]?["privacyStatus"]?.stringValue == "private")
    }

    @Test func theOwnerUpdatesAndDeletesAndOthersAreRefused() throws {
        let emulator = TestEmulator()
        let alice = emulator.token(for: "alice")
        let bob = emulator.token(for: "bob")
        let id = try Self.create(emulator, alice, "Before")
        let update: JSONValue = [
            "id": .string(id), "snippet": ["title": "After"], "status": ["privacyStatus": "unlisted"],
        ]
        let refused = emulator.call("PUT", "/youtube/v3/playlists?part=snippet,status", token: bob, body: update)
        #expect(refused.status == 403)
        #expect(TestEmulator.reason(refused.json!) == "playlistForbidden")
        let (status, json) = emulator.call(
            "PUT", "/youtube/v3/playlists?part=snippet,status", token: alice, body: update)
        #expect(status == 200)
        #expect(json?["snippet"]?["title"]?.stringValue == "After")
        let read = try emulator.get("/youtube/v3/playlists?part=snippet,status&id=\(id)").json
        #expect(read["items"]?[0]?["snippet"]?["title"]?.stringValue == "After")
        #expect(read["items"]?[0]?["status"]?["privacyStatus"]?.stringValue == "unlisted")

        #expect(emulator.call("DELETE", "/youtube/v3/playlists?id=\(id)", token: bob).status == 403)
        #expect(emulator.call("DELETE", "/youtube/v3/playlists?id=\(id)", token: alice).status == 204)
        #expect(TestEmulator.ids(try emulator.get("/youtube/v3/playlists?part=id&id=\(id)").json).isEmpty)
        let again = emulator.call("DELETE", "/youtube/v3/playlists?id=\(id)", token: alice)
        #expect(again.status == 404)
        #expect(TestEmulator.reason(again.json!) == "playlistNotFound")
        let missing = emulator.call("PUT", "/youtube/v3/playlists?part=snippet", token: alice, body: update)
        #expect(missing.status == 404)
    }

    @Test func theOwnerChangesACatalogPlaylistOfTheirChannel() throws {
        let emulator = TestEmulator()
        let alice = emulator.token(for: "alice")
        let channel = try #require(emulator.user("alice").channelId)
        let listed = try emulator.get("/youtube/v3/playlists?part=id&channelId=\(channel)&maxResults=50").json
        let id = try #require(TestEmulator.ids(listed).first)
        let update: JSONValue = ["id": .string(id), "snippet": ["title": "Renamed"]]
        #expect(emulator.call("PUT", "/youtube/v3/playlists?part=snippet", token: alice, body: update).status == 200)
        let read = try emulator.get("/youtube/v3/playlists?part=snippet&id=\(id)").json
        #expect(read["items"]?[0]?["snippet"]?["title"]?.stringValue == "Renamed")
        #expect(emulator.call("DELETE", "/youtube/v3/playlists?id=\(id)", token: alice).status == 204)
        let after = try emulator.get("/youtube/v3/playlists?part=id&channelId=\(channel)&maxResults=50").json
        #expect(!TestEmulator.ids(after).contains(id))
    }

    @Test func refusals() throws {
        let emulator = TestEmulator()
        let alice = emulator.token(for: "alice")
        let untitled = emulator.call(
            "POST", "/youtube/v3/playlists?part=snippet", token: alice, body: ["snippet": ["description": "x"]])
        #expect(untitled.status == 400)
        #expect(TestEmulator.reason(untitled.json!) == "playlistTitleRequired")
        let long = emulator.call(
            "POST", "/youtube/v3/playlists?part=snippet", token: alice,
            body: Self.body(String(repeating: "a", count: 151)))
        #expect(long.status == 400)
        #expect(TestEmulator.reason(long.json!) == "invalidPlaylistSnippet")
        let carol = emulator.call(
            "POST", "/youtube/v3/playlists?part=snippet", token: emulator.token(for: "carol"), body: Self.body("x"))
        #expect(carol.status == 403)
        #expect(TestEmulator.reason(carol.json!) == "ineligibleAccount")
        let mineWithout = emulator.call(
            "GET", "/youtube/v3/playlists?part=id&mine=true", token: emulator.token(for: "carol"))
        #expect(mineWithout.status == 200)
        #expect(try emulator.get("/youtube/v3/playlists?part=id&mine=true").status == 401)
    }

    @Test func strictModeRefusesReadOnlyFieldsAndUnwritableParts() throws {
        let strict = TestEmulator(strict: true)
        let alice = strict.token(for: "alice")
        let withId: JSONValue = ["id": "PLmine", "snippet": ["title": "x"]]
        let refused = strict.call("POST", "/youtube/v3/playlists?part=snippet", token: alice, body: withId)
        #expect(refused.status == 400)
        let channelId: JSONValue = ["snippet": ["title": "x", "channelId": "UCx"]]
        #expect(strict.call("POST", "/youtube/v3/playlists?part=snippet", token: alice, body: channelId).status == 400)
        let part = strict.call("POST", "/youtube/v3/playlists?part=snippet,player", token: alice, body: Self.body("x"))
        #expect(part.status == 400)
        let unknown = strict.call(
            "POST", "/youtube/v3/playlists?part=snippet,bogus", token: alice, body: Self.body("x"))
        #expect(unknown.status == 400)
        #expect(TestEmulator.reason(unknown.json!) == "unknownPart")

        let lenient = TestEmulator()
        let token = lenient.token(for: "alice")
        let kept = lenient.call("POST", "/youtube/v3/playlists?part=snippet", token: token, body: withId)
        #expect(kept.status == 200)
        #expect(kept.json?["id"]?.stringValue != "PLmine")
        #expect(
            lenient.call("POST", "/youtube/v3/playlists?part=snippet,player", token: token, body: Self.body("x")).status
                == 200)
    }
}
