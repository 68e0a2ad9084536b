import Synchronization
import Testing
import YTCore
import YTStore

/// Writing a local comment announces it on the bus, where the progress line counts it.
@Suite struct CommentServiceTests {
    @Test func addingACommentAnnouncesIt() throws {
        try withTemporaryStore { store in
            let bus = EventBus()
            let heard = Mutex<[CommentAdded]>([])
            let token = bus.on(CommentAdded.self, by: nil) { event in heard.withLock { $0.append(event) } }
            defer { token.cancel() }
            let user = try store.makeUser("cy")
            let comment = try CommentService(comments: store, bus: bus).add("hello #tag", to: "dQw4w9WgXcQ", by: user)
            #expect(heard.withLock { $0 } == [CommentAdded(commentId: comment.id, videoId: "dQw4w9WgXcQ")])
        }
    }
}
