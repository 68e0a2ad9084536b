import Testing

@testable import YTCore

@Suite struct ChannelReferenceTests {
    static let id = "UC_x5XG1OV2P6uZZ5FSM9Ttw"

    @Test(arguments: [
        id, "  \(id)\n", "https://www.youtube.com/channel/\(id)", "https://www.youtube.com/channel/\(id)/videos",
        "youtube.com/channel/\(id)", "http://m.youtube.com/channel/\(id)?si=abc",
    ])
    func readsChannelIDs(text: String) throws {
        #expect(try ChannelReference.parse(text) == .id(Self.id))
    }

    @Test(arguments: [
        "@GoogleDevelopers", "https://www.youtube.com/@GoogleDevelopers", "youtube.com/@GoogleDevelopers/videos",
        "https://m.youtube.com/@GoogleDevelopers?si=x", "www.youtube.com/@GoogleDevelopers/playlists",
        "https://www.youtube.com/c/GoogleDevelopers",
    ])
    func readsHandles(text: String) throws {
        #expect(try ChannelReference.parse(text) == .handle("@GoogleDevelopers"))
    }

    @Test func handlesMayUseAnyScript() throws {
        #expect(try ChannelReference.parse("@たなか.channel") == .handle("@たなか.channel"))
    }

    @Test(arguments: [
        "", "@", "@ab", "@has space", "@bad!char", "UC_x5XG1OV2P6uZZ5FSM9Tt", "UC_x5XG1OV2P6uZZ5FSM9Ttw1",
        "https://example.com/@GoogleDevelopers", "https://www.youtube.com/user/GoogleDevelopers",
        "https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://www.youtube.com/channel/notanid", "GoogleDevelopers",
    ])
    func rejectsAnythingElse(text: String) {
        #expect(throws: CoreError.invalidChannelReference(text)) { try ChannelReference.parse(text) }
    }

    @Test func describesItselfAsTyped() {
        #expect(ChannelReference.handle("@x_y").description == "@x_y")
        #expect(ChannelReference.id(Self.id).description == Self.id)
    }
}
