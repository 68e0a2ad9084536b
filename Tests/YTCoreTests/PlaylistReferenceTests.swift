import Testing

@testable import YTCore

@Suite struct PlaylistReferenceTests {
    static let id = "PLOU2XLYxmsIIuiBfYad6rFYQU_jL2ryal"

    @Test(arguments: [
        id, " \(id)\n", "https://www.youtube.com/playlist?list=\(id)", "youtube.com/playlist?list=\(id)&si=abc",
        "https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=\(id)&index=3",
        "https://m.youtube.com/watch?list=\(id)&v=dQw4w9WgXcQ", "https://music.youtube.com/playlist?list=\(id)",
        "https://youtu.be/dQw4w9WgXcQ?list=\(id)", "https://www.youtube.com/embed/videoseries?list=\(id)",
    ])
    func acceptsEveryFormAPersonPastes(text: String) throws {
        #expect(try PlaylistReference.id(from: text) == Self.id)
    }

    @Test(arguments: [
        "UU_x5XG1OV2P6uZZ5FSM9Ttw", "OLAK5uy_kBm2fMNAvl4LNn6vPBuNTfNHMHs0JbIl8", "FL_x5XG1OV2P6uZZ5FSM9Ttw",
        "PL1234567890ABCDEF",
    ])
    func acceptsEveryKindOfPlaylistID(id: String) throws {
        #expect(try PlaylistReference.id(from: id) == id)
    }

    @Test(arguments: [
        "", "PL", "PLshort", "XX1234567890ABCDEF", "PL1234567890ABC!EF", "dQw4w9WgXcQ",
        "https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://example.com/playlist?list=\(id)",
        "https://www.youtube.com/playlist?list=", "https://www.youtube.com/playlist?list=nonsense",
    ])
    func rejectsAnythingElse(text: String) {
        #expect(throws: CoreError.invalidPlaylistReference(text)) { try PlaylistReference.id(from: text) }
    }
}
