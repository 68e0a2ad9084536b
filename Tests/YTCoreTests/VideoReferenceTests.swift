import Testing

@testable import YTCore

@Suite struct VideoReferenceTests {
    @Test(arguments: [
        "dQw4w9WgXcQ",
        "  dQw4w9WgXcQ\n",
        "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        "https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s",
        "http://youtube.com/watch?v=dQw4w9WgXcQ",
        "youtube.com/watch?v=dQw4w9WgXcQ",
        "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
        "https://music.youtube.com/watch?v=dQw4w9WgXcQ&list=RDAMVM",
        "https://youtu.be/dQw4w9WgXcQ",
        "https://youtu.be/dQw4w9WgXcQ?si=abcdef&t=10",
        "youtu.be/dQw4w9WgXcQ",
        "https://www.youtube.com/shorts/dQw4w9WgXcQ",
        "https://www.youtube.com/embed/dQw4w9WgXcQ?start=3",
        "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
        "https://www.youtube.com/live/dQw4w9WgXcQ?feature=share",
        "https://www.youtube.com/v/dQw4w9WgXcQ",
    ])
    func acceptsEveryFormAPersonPastes(text: String) throws {
        #expect(try VideoReference.id(from: text) == "dQw4w9WgXcQ")
    }

    @Test(arguments: [
        "", "dQw4w9WgXc", "dQw4w9WgXcQQ", "dQw4w9WgX!Q", "https://example.com/watch?v=dQw4w9WgXcQ",
        "https://www.youtube.com/watch?v=short", "https://www.youtube.com/@handle", "https://youtu.be/",
        "https://www.youtube.com/playlist?list=PL0123456789",
    ])
    func rejectsAnythingElse(text: String) {
        #expect(throws: CoreError.invalidVideoReference(text)) { try VideoReference.id(from: text) }
    }
}
