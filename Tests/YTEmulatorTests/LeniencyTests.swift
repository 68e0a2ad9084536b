import Testing

@testable import YTEmulator

/// The default mode accepts what Google's API accepts: each request here is one a public
/// client sends, which Google answers 200, and the emulator must too, with the same answer
/// as the plain request.
@Suite struct LeniencyTests {
    let emulator = TestEmulator.shared

    /// The items of `target`, which must be answered 200.
    private func ids(_ target: String) throws -> [String] {
        let (status, json) = try emulator.get(target)
        #expect(status == 200, "\(target) → \(status): \(TestEmulator.message(json))")
        return TestEmulator.ids(json)
    }

    @Test func maxResultsBesideVideoIdsIsIgnored() throws {
        let videoIds = ["videoId", "liveVideo", "videoWithEmojiTitle", "videoWithRTLTitle", "videoWithHTMLTitle",
            "videoWithCJKTitle", "videoWithHiddenLikes"].map(emulator.fixture)
        let plain = try ids("/youtube/v3/videos?part=snippet&id=\(videoIds.joined(separator: ","))")
        #expect(plain.count == 7)
        // What WWW::YoutubeViewer sends: maxResults=5 with seven ids still returns all seven.
        let withMax = try ids("/youtube/v3/videos?part=snippet&id=\(videoIds.joined(separator: ","))&maxResults=5")
        #expect(withMax == plain)
        // Out of range too: with id, the parameter plays no part at all.
        #expect(try ids("/youtube/v3/videos?part=snippet&id=\(videoIds[0])&maxResults=500") == [videoIds[0]])
        #expect(try ids("/youtube/v3/videos?part=id&id=\(videoIds[0])&pageToken=CAUQAA") == [videoIds[0]])
    }

    @Test func maxResultsAndPageTokenBesideCommentIdsAreIgnored() throws {
        let thread = emulator.fixture("commentThreadWithReplies")
        #expect(try ids("/youtube/v3/commentThreads?part=id&id=\(thread)&maxResults=1000&order=relevance") == [thread])
        #expect(try ids("/youtube/v3/comments?part=id&id=\(thread)&maxResults=0&pageToken=junk") == [thread])
    }

    /// Standard parameters and parameters of other methods change nothing.
    @Test(arguments: [
        "prettyPrint=true", "hl=de", "textFormat=plainText", "alt=json", "quotaUser=someone", "%24.xgafv=2",
        "userIp=1.2.3.4", "foo=bar", "relatedToVideoId=abc", "key=test-key&key=second", "key=&key=test-key", "fields=",
        "v=3",
        "maxHeight=200", "onBehalfOfContentOwner=x", "alt=proto",
    ])
    func ignoredParametersChangeNothing(extra: String) throws {
        let base = "/youtube/v3/videos?part=id&chart=mostPopular&maxResults=7"
        #expect(try ids(base + "&" + extra) == (try ids(base)))
    }

    @Test func anEmptyKeyBeforeTheRealOneIsTolerated() {
        let keyed = TestEmulator(apiKey: "secret")
        let target = "/youtube/v3/videoCategories?part=id&id=1&key=&key=secret&key=secret"
        #expect(keyed.raw(target, key: nil).status == 200)
        #expect(keyed.raw("/youtube/v3/videoCategories?part=id&id=1&key=wrong&key=secret", key: nil).status == 400)
    }

    @Test func lowerCaseRegionCodesMeanTheUpperCaseOnes() throws {
        let upper = try emulator.get("/youtube/v3/videos?part=id&chart=mostPopular&regionCode=JP&maxResults=20")
        let lower = try emulator.get("/youtube/v3/videos?part=id&chart=mostPopular&regionCode=jp&maxResults=20")
        #expect(lower.status == 200)
        #expect(TestEmulator.ids(lower.json) == TestEmulator.ids(upper.json))
        let search = try emulator.get("/youtube/v3/search?part=id&regionCode=de").json
        #expect(search["regionCode"]?.stringValue == "DE")
        #expect(try emulator.get("/youtube/v3/videoCategories?part=id&regionCode=gb").status == 200)
        // Still two letters.
        #expect(try emulator.get("/youtube/v3/search?part=id&regionCode=usa").status == 400)
    }

    /// The discovery document's "unspecified" enum members mean the default.
    @Test(arguments: [
        ("search?part=id&q=swift&order=searchSortUnspecified", "search?part=id&q=swift"),
        ("search?part=id&q=swift&safeSearch=safeSearchSettingUnspecified", "search?part=id&q=swift"),
        ("search?part=id&type=video&videoDuration=videoDurationUnspecified", "search?part=id&type=video"),
        ("search?part=id&type=video&videoCaption=videoCaptionUnspecified", "search?part=id&type=video"),
        ("search?part=id&type=video&eventType=none", "search?part=id&type=video"),
        ("commentThreads?part=id&videoId=V&order=orderUnspecified", "commentThreads?part=id&videoId=V"),
        ("commentThreads?part=id&videoId=V&textFormat=textFormatUnspecified", "commentThreads?part=id&videoId=V"),
    ])
    func unspecifiedEnumValuesMeanTheDefault(target: String, plain: String) throws {
        let video = emulator.fixture("videoWithManyComments")
        let resolve = { (text: String) in "/youtube/v3/" + text.replacing("=V", with: "=" + video) }
        #expect(try ids(resolve(target)) == (try ids(resolve(plain))))
    }

    @Test func dateTimeParametersInTheFormsGoogleTakes() throws {
        let channel = emulator.fixture("channelId")
        let base = "/youtube/v3/search?part=id&type=video&channelId=\(channel)&maxResults=50"
        let exact = try ids(base + "&publishedAfter=2024-01-01T00:00:00Z")
        #expect(!exact.isEmpty)
        #expect(try ids(base + "&publishedAfter=2024-01-01") == exact)
        #expect(try ids(base + "&publishedAfter=2024-01-01T00:00:00") == exact)
        #expect(try ids(base + "&publishedAfter=2024-01-01T00:00:00.000Z") == exact)
        // "+01:00" sent without percent-encoding arrives as " 01:00"; it is one hour earlier in UTC.
        #expect(try ids(base + "&publishedAfter=2024-01-01T01:00:00+01:00") == exact)
        #expect(try ids(base + "&publishedAfter=2024-01-01T01:00:00%2B01:00") == exact)
        #expect(try emulator.get(base + "&publishedAfter=yesterday").status == 400)
    }

    @Test func callbackWrapsTheAnswerAsJSONP() throws {
        let response = emulator.raw("/youtube/v3/videoCategories?part=id&id=1&callback=handle.it&prettyPrint=false")
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "text/javascript; charset=UTF-8")
        let text = String(decoding: response.body, as: UTF8.self)
        #expect(text.hasPrefix("// API callback\nhandle.it({\"kind\":\"youtube#videoCategoryListResponse\""))
        #expect(text.hasSuffix("});"))
        let error = emulator.raw("/youtube/v3/videos?part=bogus&chart=mostPopular&callback=cb")
        #expect(error.status == 400)
        #expect(String(decoding: error.body, as: UTF8.self).hasPrefix("// API callback\ncb({"))
        // Not a JavaScript name: plain JSON.
        let plain = emulator.raw("/youtube/v3/videoCategories?part=id&id=1&callback=alert(1)")
        #expect(plain.header("Content-Type") == "application/json; charset=UTF-8")
        #expect(plain.body.first == UInt8(ascii: "{"))
    }
}

/// Page tokens: whatever decodes to a valid position in the listing is honoured, in every
/// offset-paged method; garbage and positions outside the listing are still refused.
@Suite struct PageTokenLeniencyTests {
    let emulator = TestEmulator.shared

    static let listings = [
        "search?part=id&q=tutorial", "videos?part=id&chart=mostPopular", "playlistItems?part=id&playlistId=UPLOADS",
        "playlists?part=id&channelId=CHANNEL", "activities?part=id&channelId=CHANNEL",
    ]

    private func target(_ listing: String, _ extra: String) -> String {
        "/youtube/v3/" + listing.replacing("UPLOADS", with: emulator.fixture("uploadsPlaylistId"))
            .replacing("CHANNEL", with: emulator.fixture("channelId")) + extra
    }

    @Test(arguments: listings)
    func everySpellingOfOffsetTwoGivesTheSamePage(listing: String) throws {
        let canonical = try emulator.get(target(listing, "&maxResults=2&pageToken=CAIQAA"))
        #expect(canonical.status == 200)
        let expected = TestEmulator.ids(canonical.json)
        try #require(expected.count == 2, "\(listing) needs at least four items")
        #expect(canonical.json["prevPageToken"]?.stringValue == "CAIQAQ")
        for token in ["CIIAEAA", "CAIQAA==", "EAAIAg", "CAI", "CAIQABgB", "CIKAgIAAEAA"] {
            let (status, json) = try emulator.get(target(listing, "&maxResults=2&pageToken=\(token)"))
            #expect(status == 200, "\(listing) \(token)")
            #expect(TestEmulator.ids(json) == expected, "\(listing) \(token)")
            #expect(json["nextPageToken"] == canonical.json["nextPageToken"])
            #expect(json["prevPageToken"]?.stringValue == "CAIQAQ")
        }
    }

    /// The exact request of the issue: a client-built token for offset 5 in search.
    @Test func theIssuesSearchTokenIsHonoured() throws {
        let base = "/youtube/v3/search?part=snippet&q=tutorial&maxResults=5"
        let canonical = try emulator.get(base + "&pageToken=CAUQAA")
        let clientBuilt = try emulator.get(base + "&pageToken=CIUAEAA")
        #expect(clientBuilt.status == 200)
        #expect(TestEmulator.ids(clientBuilt.json) == TestEmulator.ids(canonical.json))
        #expect(TestEmulator.ids(clientBuilt.json).count == 5)
    }

    @Test(arguments: listings)
    func tokensOutsideTheListingAreInvalid(listing: String) throws {
        let total = try #require(
            try emulator.get(target(listing, "&maxResults=1")).json["pageInfo"]?["totalResults"]?.intValue)
        let count = listing.hasPrefix("search") ? try countSearch(listing) : total
        let atEnd = try emulator.get(target(listing, "&pageToken=" + OffsetPageToken(offset: count, backward: false).encoded))
        #expect(atEnd.status == 200)
        #expect(atEnd.json["items"]?.arrayValue?.isEmpty == true)
        for token in [
            OffsetPageToken(offset: count + 1, backward: false).encoded,
            OffsetPageToken(offset: count + 1, backward: true).encoded, "CAAQAQ", "CAUQAg", "bm90IGEgdG9rZW4",
        ] {
            let (status, json) = try emulator.get(target(listing, "&pageToken=\(token)"))
            #expect(status == 400, "\(listing) \(token)")
            #expect(TestEmulator.reason(json) == "invalidPageToken")
        }
    }

    /// search's totalResults is approximate; count the hits by walking.
    private func countSearch(_ listing: String) throws -> Int {
        var count = 0
        var token: String?
        repeat {
            let json = try emulator.get(target(listing, "&maxResults=50" + (token.map { "&pageToken=" + $0 } ?? ""))).json
            count += TestEmulator.ids(json).count
            token = json["nextPageToken"]?.stringValue
        } while token != nil
        return count
    }

    @Test func commentTokensWithoutPaddingOrInTheOtherAlphabetAreHonoured() throws {
        let video = emulator.fixture("videoWithManyComments")
        let base = "/youtube/v3/commentThreads?part=id&videoId=\(video)&maxResults=20"
        let token = try #require(try emulator.get(base).json["nextPageToken"]?.stringValue)
        let second = TestEmulator.ids(try emulator.get(base + "&pageToken=" + percentEncoded(token)).json)
        #expect(second.count == 20)
        let unpadded = String(token.prefix { $0 != "=" })
        #expect(TestEmulator.ids(try emulator.get(base + "&pageToken=" + percentEncoded(unpadded)).json) == second)
        let urlSafe = token.replacing("+", with: "-").replacing("/", with: "_")
        #expect(TestEmulator.ids(try emulator.get(base + "&pageToken=" + percentEncoded(urlSafe)).json) == second)
        // A "+" left unencoded arrives as a space.
        #expect(TestEmulator.ids(try emulator.get(base + "&pageToken=" + token.replacing("=", with: "%3D")).json) == second)
    }

    private func percentEncoded(_ text: String) -> String {
        text.replacing("+", with: "%2B").replacing("/", with: "%2F").replacing("=", with: "%3D")
    }
}
