import Testing

@testable import YTEmulator

/// `channelSections.list`: each channel's shelves, by channel, by id, or the token user's.
@Suite struct ChannelSectionsTests {
    @Test func aChannelsShelvesNameItsPlaylists() throws {
        let emulator = TestEmulator.shared
        let channelId = emulator.fixture("channelId")
        let channel = emulator.emulator.catalog.channels[emulator.emulator.catalog.channelByID[channelId]!]
        let (status, json) = try emulator.get(
            "/youtube/v3/channelSections?part=id,snippet,contentDetails&channelId=" + channelId)
        #expect(status == 200)
        let items = json["items"]?.arrayValue ?? []
        #expect(items.first?["snippet"]?["type"]?.stringValue == "recentUploads")
        #expect(items.map { $0["snippet"]?["position"]?.intValue } == items.indices.map { $0 })
        #expect(items.allSatisfy { $0["id"]?.stringValue?.hasPrefix(channelId + ".") == true })
        let single = items.first { $0["snippet"]?["type"]?.stringValue == "singlePlaylist" }
        if let first = channel.playlists.first {
            #expect(single?["contentDetails"]?["playlists"]?[0]?.stringValue == emulator.emulator.catalog.playlists[first].id)
        }
        let id = try #require(items.last?["id"]?.stringValue)
        let byId = try emulator.get("/youtube/v3/channelSections?part=snippet&id=" + id)
        #expect(TestEmulator.ids(byId.json) == [id])
        #expect(try emulator.get("/youtube/v3/channelSections?part=snippet").status == 400)
    }

    @Test func mineIsTheTokenUsersChannel() throws {
        let emulator = TestEmulator()
        let bob = emulator.user("bob")
        let mine = emulator.call("GET", "/youtube/v3/channelSections?part=snippet&mine=true", token: emulator.token(for: "bob"))
        #expect(mine.status == 200)
        let channels = Set((mine.json?["items"]?.arrayValue ?? []).compactMap { $0["snippet"]?["channelId"]?.stringValue })
        #expect(channels == [bob.channelId ?? ""])
        let carol = emulator.call("GET", "/youtube/v3/channelSections?part=id&mine=true", token: emulator.token(for: "carol"))
        #expect(TestEmulator.ids(carol.json ?? [:]).isEmpty)
        #expect(try emulator.get("/youtube/v3/channelSections?part=id&mine=true").status == 401)
    }
}
