import Testing

@testable import YTEmulator

@Suite struct OffsetPageTokenTests {
    @Test(arguments: [
        (5, false, "CAUQAA"), (10, false, "CAoQAA"), (10, true, "CAoQAQ"), (50, false, "CDIQAA"),
        (150, true, "CJYBEAE"),
    ])
    func encodesLikeTheRecordedTokens(offset: Int, backward: Bool, token: String) {
        #expect(OffsetPageToken(offset: offset, backward: backward).encoded == token)
        #expect(OffsetPageToken(token) == OffsetPageToken(offset: offset, backward: backward))
    }

    @Test func commentTokensRoundTripOnlyInTheirOwnContext() throws {
        let token = CommentPageToken.encode(offset: 40, context: "a", seed: 7)
        #expect(token.count > 100)
        #expect(CommentPageToken.decode(token, context: "a", seed: 7) == 40)
        #expect(CommentPageToken.decode(token, context: "b", seed: 7) == nil)
        #expect(CommentPageToken.decode(token, context: "a", seed: 8) == nil)
    }
}
