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
        #expect(OffsetPageToken.isCanonical(token))
    }

    /// Spellings of one position that Google honours: each decodes to what it means, and none
    /// is canonical (so strict mode can tell them apart).
    @Test(arguments: [
        ("CIUAEAA", 5, false),  // WWW::YoutubeViewer's two-byte varint for 5
        ("CIWAgIAAEAA", 5, false),  // a five-byte varint
        ("CLIAEAA", 50, false),  // WWW::YoutubeViewer's spelling of 50
        ("CAUQAA==", 5, false),  // padded
        ("CAUQAA=", 5, false),
        ("EAAIBQ", 5, false),  // field 2 before field 1
        ("EAEICg", 10, true),
        ("CAU", 5, false),  // no field 2: forward
        ("CAUQABgH", 5, false),  // unknown varint field 3
        ("CAUiAqvNEAA", 5, false),  // unknown length-delimited field 4
        ("CAUpAQIDBAUGBwgQAA", 5, false),  // unknown 64-bit field 5
        ("CAUtAQIDBBAB", 5, true),  // unknown 32-bit field 5, backward
        ("CAEIBRAA", 5, false),  // field 1 twice: the last one counts
    ])
    func decodesEveryMessageThatMeansAPosition(token: String, offset: Int, backward: Bool) throws {
        let parsed = try #require(OffsetPageToken(token), "\(token) should decode")
        #expect(parsed == OffsetPageToken(offset: offset, backward: backward))
        #expect(!OffsetPageToken.isCanonical(token))
    }

    @Test func standardAndURLSafeAlphabetsBothDecode() throws {
        // An unknown length-delimited field whose bytes put "+" and "/" (or "-" and "_") in the text.
        let bytes: [UInt8] = [0x08, 0x07, 0x22, 0x03, 0xFB, 0xEF, 0xFF, 0x10, 0x01]
        let standard = Base64.encode(bytes, urlSafe: false, padded: false)
        let urlSafe = Base64.encode(bytes, urlSafe: true, padded: false)
        try #require(standard != urlSafe)
        #expect(standard.contains("+") || standard.contains("/"))
        #expect(OffsetPageToken(standard) == OffsetPageToken(offset: 7, backward: true))
        #expect(OffsetPageToken(urlSafe) == OffsetPageToken(offset: 7, backward: true))
        // The query string turns an unencoded "+" into a space; that still decodes.
        if standard.contains("+") {
            #expect(OffsetPageToken(standard.replacing("+", with: " ")) == OffsetPageToken(offset: 7, backward: true))
        }
    }

    @Test(arguments: [
        "", "=", "C", "garbage!", "CAUQAg", "CgEF", "CIU", "EAA", "CAUQAAA", "QURTSl9p", "CP____8PEAA",
        "CICAgICAgICAgIAB", "CICAgICAgICAgAE",
    ])
    func refusesWhatIsNotAPosition(token: String) {
        #expect(OffsetPageToken(token) == nil, "\(token) should not decode")
    }

    @Test func commentTokensRoundTripOnlyInTheirOwnContext() throws {
        let token = CommentPageToken.encode(offset: 40, context: "a", seed: 7)
        #expect(token.count > 100)
        #expect(CommentPageToken.decode(token, context: "a", seed: 7) == 40)
        #expect(CommentPageToken.decode(token, context: "b", seed: 7) == nil)
        #expect(CommentPageToken.decode(token, context: "a", seed: 8) == nil)
    }

    @Test func commentTokensAreReadLenientlyButStillChecked() throws {
        let token = CommentPageToken.encode(offset: 40, context: "a", seed: 7)
        let unpadded = String(token.prefix { $0 != "=" })
        try #require(unpadded != token)
        #expect(CommentPageToken.decode(unpadded, context: "a", seed: 7) == 40)
        let urlSafe = token.replacing("+", with: "-").replacing("/", with: "_")
        #expect(CommentPageToken.decode(urlSafe, context: "a", seed: 7) == 40)
        #expect(CommentPageToken.decode(unpadded, context: "b", seed: 7) == nil)
        #expect(CommentPageToken.decode(String(token.dropFirst(4)), context: "a", seed: 7) == nil)
    }
}
