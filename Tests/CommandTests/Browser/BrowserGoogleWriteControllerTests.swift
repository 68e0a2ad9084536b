import Foundation
import Testing
import YTCore
@testable import YTBrowser

/// The controller behind the browser's writes to YouTube: each write is published as pending
/// before its answer, then as the server has it, or back with the error (a failed rating shows
/// the one YouTube still has); each answer is announced on the bus. The server is a fake
/// `GoogleSources` whose answers the test hands over when it chooses.
@MainActor @Suite struct BrowserGoogleWriteControllerTests {
    struct Refused: Error {}

    /// Answers handed to the fake's writes one by one, when the test says.
    final class Answers<Value: Sendable>: Sendable {
        let stream: AsyncStream<Result<Value, Refused>>
        let continuation: AsyncStream<Result<Value, Refused>>.Continuation
        init() { (stream, continuation) = AsyncStream.makeStream() }
        func next() async throws -> Value {
            for await answer in stream { return try answer.get() }
            throw Refused()
        }
    }

    let comments = Answers<CommentEntry>()
    let rates = Answers<Void>()
    let bus = EventBus()
    let settled: AsyncStream<YouTubeWriteSettled>
    let heard: AsyncStream<YouTubeWriteSettled>.Continuation

    init() { (settled, heard) = AsyncStream.makeStream() }

    func controller() -> GoogleWriteController {
        let comments = comments, rates = rates
        let google = GoogleSources(
            channelTitle: "Ada on YouTube", canWriteComments: true,
            comment: { videoId, text in
                var entry = try await comments.next()
                entry.videoId = videoId
                entry.text = text
                return entry
            },
            reply: { _, _, text in
                var entry = try await comments.next()
                entry.text = text
                return entry
            },
            rating: { _ in "none" },
            rate: { _, _ in try await rates.next() },
            isSubscribed: { _ in false }, setSubscribed: { _, _ in },
            liked: { _, _ in Listing(items: [], nextPageToken: nil) }, playlists: { _, _ in Listing(items: [], nextPageToken: nil) },
            playlist: { id in throw CoreError.playlistNotFound(id) }, playlistVideos: { _, _, _ in Listing(items: [], nextPageToken: nil) })
        let controller = GoogleWriteController(google: google, bus: bus, describe: { _ in "refused by the test" })
        controller.listen(on: bus)
        let heard = heard
        bus.on(YouTubeWriteSettled.self, by: nil) { heard.yield($0) }
        return controller
    }

    static var posted: CommentEntry {
        var entry = BrowserFixtures.comments[0]
        entry.id = "Ugz-server-1"
        entry.author = "Ada on YouTube"
        return entry
    }

    @Test func aCommentIsPendingUntilTheServerAnswersThenHasItsIdAndAuthor() async throws {
        let controller = controller()
        bus.emit(YouTubeCommentSubmitted(videoId: "v1", parentId: nil, body: "Hello"))
        let pending = try #require(controller.writes.wrappedValue.comments.first)
        #expect(pending.status == .pending && pending.text == "Hello" && pending.posted == nil)
        comments.continuation.yield(.success(Self.posted))
        var waiting = settled.makeAsyncIterator()
        let answer = await waiting.next()
        #expect(answer == YouTubeWriteSettled(method: "commentThreads.insert", failure: nil))
        let confirmed = try #require(controller.writes.wrappedValue.comments.first)
        #expect(confirmed.status == .confirmed && confirmed.posted?.id == "Ugz-server-1" && confirmed.posted?.author == "Ada on YouTube")
    }

    @Test func aFailedReplyStaysWithItsTextAndTheReasonAndIsNotSentAgain() async throws {
        let controller = controller()
        bus.emit(YouTubeCommentSubmitted(videoId: "v1", parentId: "Ugx1", body: "Agreed"))
        #expect(controller.writes.wrappedValue.replies(to: "Ugx1").first?.status == .pending)
        comments.continuation.yield(.failure(Refused()))
        var waiting = settled.makeAsyncIterator()
        #expect(await waiting.next() == YouTubeWriteSettled(method: "comments.insert", failure: "refused by the test"))
        let failed = try #require(controller.writes.wrappedValue.replies(to: "Ugx1").first)
        #expect(failed.status == .failed("refused by the test") && failed.text == "Agreed")
        #expect(controller.writes.wrappedValue.comments.count == 1)
        // Written again: the new one, pending, takes the failed one's place.
        bus.emit(YouTubeCommentSubmitted(videoId: "v1", parentId: "Ugx1", body: "Agreed!"))
        #expect(controller.writes.wrappedValue.comments.map(\.text) == ["Agreed!"])
        #expect(controller.writes.wrappedValue.comments.first?.status == .pending)
        comments.continuation.yield(.success(Self.posted))
        #expect(await waiting.next()?.failure == nil)
    }

    @Test func aLikeIsShownAtOnceAndConfirmedOrPutBackWhenRefused() async throws {
        let controller = controller()
        var waiting = settled.makeAsyncIterator()
        bus.emit(RatingChosen(videoId: "v1", rating: "like"))
        #expect(controller.writes.wrappedValue.ratings["v1"]?.shown == "like")
        #expect(controller.writes.wrappedValue.ratings["v1"]?.status == .pending)
        rates.continuation.yield(.success(()))
        #expect(await waiting.next()?.failure == nil)
        #expect(controller.writes.wrappedValue.ratings["v1"]?.status == .confirmed)
        // Pressing again asks for none; the server refuses: the like YouTube has is shown again.
        bus.emit(RatingChosen(videoId: "v1", rating: "none"))
        #expect(controller.writes.wrappedValue.ratings["v1"]?.shown == "none")
        rates.continuation.yield(.failure(Refused()))
        #expect(await waiting.next()?.failure == "refused by the test")
        let back = try #require(controller.writes.wrappedValue.ratings["v1"])
        #expect(back.shown == "like" && back.status == .failed("refused by the test"))
    }
}
