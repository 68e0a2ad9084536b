import Foundation
import Testing
import YTCore
@testable import YTBrowser

/// Signed in with Google, a video's page writes to YouTube: `c` comments (Enter on a comment
/// then `c` replies), `L` and `D` rate, `s` subscribes; each write shows at once as pending, then
/// as YouTube has it or back with the error in place. The keys, the controller over a fake
/// `GoogleSources` the test answers for, and the frames each state draws.
@Suite struct BrowserGoogleWritesTests {
    let size = Frame.Size(width: 80, height: 24)
    static let videoId = "dQw4w9WgXcQ"

    /// The fixtures' data, signed in with Google as channel "Ada on YouTube".
    static func signedIn() -> BrowserData {
        var data = BrowserFixtures.data()
        data.googleAccount = "Ada on YouTube"
        data.googleCanComment = true
        return data
    }

    static func onVideo() -> BrowserState {
        var state = BrowserState()
        state.stack = [.home, .video(videoId)]
        return state
    }

    // MARK: Keys

    @Test func cSignedInWithGoogleOpensAYouTubeCommentThatSaysItsCost() {
        var state = Self.onVideo()
        #expect(state.handle(.character("c"), data: Self.signedIn(), size: size).isEmpty)
        #expect(state.editing?.purpose == .youtubeComment(videoId: Self.videoId, parentId: nil, author: nil))
        let bottom = BrowserRenderer.render(state, Self.signedIn(), size: size).text
        #expect(bottom.contains("Comment (YouTube · 50 units): "), "\(bottom)")
        for key in "Hello" { _ = state.handle(.character(key), data: Self.signedIn(), size: size) }
        let sent = state.handle(.enter, data: Self.signedIn(), size: size)
        let comment = try? #require(sent.first as? YouTubeCommentSubmitted)
        #expect(comment == YouTubeCommentSubmitted(videoId: Self.videoId, parentId: nil, body: "Hello"))
    }

    @Test func cWithoutGoogleStaysLocalAndSaysSo() {
        var state = Self.onVideo()
        _ = state.handle(.character("c"), data: BrowserFixtures.data(), size: size)
        #expect(state.editing?.purpose == .comment(videoId: Self.videoId))
        #expect(BrowserRenderer.render(state, BrowserFixtures.data(), size: size).text.contains("Comment:    local · Enter post"))
    }

    @Test func enterOnAYouTubeCommentThenCReplies() throws {
        let data = Self.signedIn()
        var state = Self.onVideo()
        // Tab walks the channel, the description's links, then the comments: the first comment.
        let first = try #require(data.detail.links.firstIndex(of: .comment(0)))
        state.detailLink = first
        _ = state.handle(.enter, data: data, size: size)
        #expect(state.replyTo == "Ugx1")
        #expect(state.message?.contains("c replies to @chlo-4324") == true, "\(state.message ?? "")")
        _ = state.handle(.character("c"), data: data, size: size)
        #expect(state.editing?.purpose == .youtubeComment(videoId: Self.videoId, parentId: "Ugx1", author: "@chlo-4324"))
        #expect(BrowserRenderer.render(state, data, size: size).text.contains("Reply to @chlo-4324 (YouTube · 50 units):"))
        // Tab moved on: `c` is a comment of its own again.
        state.editing = nil
        state.detailLink = first + 1
        _ = state.handle(.character("c"), data: data, size: size)
        #expect(state.editing?.purpose == .youtubeComment(videoId: Self.videoId, parentId: nil, author: nil))
    }

    @Test func cAfterAFailedCommentBringsItsTextBack() {
        let data = Self.written(.failed("HTTP 500"))
        var state = Self.onVideo()
        _ = state.handle(.character("c"), data: data, size: size)
        #expect(state.editing?.text == "First from the browser")
        #expect(state.editing?.purpose == .youtubeComment(videoId: Self.videoId, parentId: nil, author: nil))
    }

    @Test func lLikesAndAgainTakesTheLikeBackDDislikes() {
        var data = Self.signedIn()
        var state = Self.onVideo()
        #expect(state.handle(.character("L"), data: data, size: size).first as? RatingChosen
                == RatingChosen(videoId: Self.videoId, rating: "like"))
        data.writes.ratings[Self.videoId] = GoogleWrites.Rating(shown: "like", initial: "none")
        #expect(state.handle(.character("L"), data: data, size: size).first as? RatingChosen
                == RatingChosen(videoId: Self.videoId, rating: "none"))
        #expect(state.handle(.character("D"), data: data, size: size).first as? RatingChosen
                == RatingChosen(videoId: Self.videoId, rating: "dislike"))
    }

    @Test func lWithoutGoogleSaysHowToSignIn() {
        var state = Self.onVideo()
        #expect(state.handle(.character("L"), data: BrowserFixtures.data(), size: size).isEmpty)
        #expect(state.message == "Sign in with Google to rate videos: ytclone auth login")
    }

    @Test func sSignedInWithGoogleSubscribesOnYouTubeOtherwiseLocally() {
        var state = Self.onVideo()
        let youtube = state.handle(.character("s"), data: Self.signedIn(), size: size).first as? YouTubeSubscriptionToggled
        #expect(youtube?.channel.id == "UCuAXFkgsw1L7xaCfnd5JJOw")
        let local = state.handle(.character("s"), data: BrowserFixtures.data(), size: size).first
        #expect(local is SubscriptionToggled)
    }

    @Test func theStatusLineNamesTheGoogleAccountAndTheKeysSayTheirCost() {
        let text = BrowserRenderer.render(Self.onVideo(), Self.signedIn(), size: Frame.Size(width: 120, height: 30)).text
        #expect(text.contains("@ada · YouTube: Ada on YouTube"), "\(text)")
        #expect(text.contains("c L D s 50 units"), "\(text)")
        #expect(!BrowserRenderer.render(Self.onVideo(), BrowserFixtures.data(), size: size).text.contains("YouTube:"))
    }

    // MARK: Frames: pending, then confirmed or failed

    static func written(_ status: GoogleWrites.Status, parentId: String? = nil) -> BrowserData {
        var data = signedIn()
        var comment = GoogleWrites.Comment(id: 1, videoId: videoId, parentId: parentId, text: "First from the browser")
        comment.status = status
        if status == .confirmed {
            var posted = BrowserFixtures.comments[0]
            posted.id = "Ugz-server-9"
            posted.author = "Ada on YouTube"
            posted.text = "First from the browser"
            posted.replyCount = 0
            posted.publishedAt = BrowserFixtures.now
            comment.posted = posted
        }
        data.writes.comments = [comment]
        data.writes.show(on: &data.detail, videoId: videoId)
        return data
    }

    @Test func aCommentIsShownPendingThenAsYouTubeHasItOrFailedWithItsTextKept() {
        func page(_ data: BrowserData) -> String {
            DetailScreen.content(data.detail, width: 78, now: BrowserFixtures.now).lines
                .map { $0.map(\.text).joined() }.joined(separator: "\n")
        }
        let pending = page(Self.written(.pending))
        #expect(pending.contains("[youtube] ⋯ posting…") && pending.contains("First from the browser"), "\(pending)")
        let confirmed = page(Self.written(.confirmed))
        #expect(confirmed.contains("[youtube] Ada on YouTube · just now · ✓ posted, id Ugz-server-9"), "\(confirmed)")
        #expect(!confirmed.contains("posting"))
        let failed = page(Self.written(.failed("the quota is spent")))
        #expect(failed.contains("✗ not posted — c writes it again\n  the quota is spent"), "\(failed)")
        #expect(failed.contains("First from the browser"))
        // A reply shows under the thread it answers.
        let reply = page(Self.written(.pending, parentId: "Ugx1")).components(separatedBy: "\n")
        let thread = try? #require(reply.firstIndex { $0.contains("@chlo-4324") })
        let pendingReply = reply.firstIndex { $0.contains("↳ ⋯ posting…") }
        #expect(thread != nil && pendingReply != nil && pendingReply! > thread!, "\(reply)")
    }

    @Test func aLikeIsShownPendingThenCountedOrPutBackWithTheReason() {
        func page(_ rating: GoogleWrites.Rating) -> String {
            var data = Self.signedIn()
            data.detail.video?.likeCount = 41
            data.writes.ratings[Self.videoId] = rating
            data.writes.show(on: &data.detail, videoId: Self.videoId)
            return DetailScreen.content(data.detail, width: 78, now: BrowserFixtures.now).lines
                .map { $0.map(\.text).joined() }.joined(separator: "\n")
        }
        let pending = page(GoogleWrites.Rating(shown: "like", initial: "none", status: .pending, asked: "like"))
        #expect(pending.contains("You: ▲ liked ⋯ sending") && pending.contains("41 likes"), "\(pending)")
        let confirmed = page(GoogleWrites.Rating(shown: "like", initial: "none", status: .confirmed, asked: "like"))
        #expect(confirmed.contains("You: ▲ liked") && confirmed.contains("42 likes") && !confirmed.contains("sending"), "\(confirmed)")
        let failed = page(GoogleWrites.Rating(shown: "none", initial: "none", status: .failed("HTTP 503"), asked: "like"))
        #expect(failed.contains("not rated") && failed.contains("✗ like not sent: HTTP 503") && failed.contains("41 likes"), "\(failed)")
    }

    static let goldens: [(String, BrowserData)] = [
        ("google-comment-pending", written(.pending)), ("google-comment-confirmed", written(.confirmed)),
        ("google-comment-failed", written(.failed("The request cannot be completed because you have exceeded your quota."))),
    ]

    @Test(arguments: goldens.indices)
    func matchesItsGoldenFrame(_ index: Int) throws {
        let (name, data) = Self.goldens[index]
        let frame = BrowserRenderer.render(Self.onVideo(), data, size: size)
        let file = BrowserFrameTests.folder.appendingPathComponent("\(name)-80x24.txt")
        if ProcessInfo.processInfo.environment["YTCLONE_RECORD_GOLDEN"] == "1" {
            try frame.text.write(to: file, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOf: file, encoding: .utf8)
        #expect(frame.text == golden, "\(file.lastPathComponent) differs:\n\(frame.text)")
    }
}
