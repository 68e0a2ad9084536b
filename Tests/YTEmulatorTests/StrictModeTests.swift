import Testing

@testable import YTEmulator

/// `--strict` refuses, with a 400 that says so and names what, each request the documentation
/// calls unsupported though Google answers it; the same request passes the default mode.
@Suite struct StrictModeTests {
    let strict = TestEmulator.strict
    let lenient = TestEmulator.shared

    /// Placeholders: {V} a video, {VM} one with many comments, {T} a thread with replies, {C} the
    /// fixture channel.
    private func resolve(_ target: String, _ emulator: TestEmulator) -> String {
        "/youtube/v3/"
            + target.replacing("{VM}", with: emulator.fixture("videoWithManyComments"))
            .replacing("{V}", with: emulator.fixture("videoId"))
            .replacing("{T}", with: emulator.fixture("commentThreadWithReplies"))
            .replacing("{C}", with: emulator.fixture("channelId"))
    }

    @Test(arguments: [
        ("videos?part=id&id={V}&maxResults=5", "incompatibleParameters", "maxResults", "maxResults is not supported together with id"),
        ("videos?part=id&id={V}&pageToken=CAUQAA", "incompatibleParameters", "pageToken", "pageToken is not supported together with id"),
        ("comments?part=id&id={T}&maxResults=5", "incompatibleParameters", "maxResults", "comments.list"),
        ("commentThreads?part=id&id={T}&maxResults=5", "incompatibleParameters", "maxResults", "commentThreads.list"),
        ("commentThreads?part=id&id={T}&order=time", "incompatibleParameters", "order", "order is not supported"),
        ("commentThreads?part=id&id={T}&searchTerms=a", "incompatibleParameters", "searchTerms", "searchTerms"),
        ("search?part=id&q=tutorial&pageToken=CIUAEAA", "invalidPageToken", "pageToken", "'CAUQAA' for the same position"),
        ("videos?part=id&chart=mostPopular&pageToken=CAUQAA%3D%3D", "invalidPageToken", "pageToken", "not in the form"),
        ("activities?part=id&channelId={C}&pageToken=EAAIBQ", "invalidPageToken", "pageToken", "not in the form"),
        ("videos?part=id&chart=mostPopular&foo=bar", "unexpectedParameter", "foo", "'foo' is not a parameter of videos.list"),
        ("search?part=id&hl=en", "unexpectedParameter", "hl", "'hl' is not a parameter of search.list"),
        ("videos?part=id&chart=mostPopular&textFormat=html", "unexpectedParameter", "textFormat", "textFormat"),
        ("videos?part=id&chart=mostPopular&key=test-key&key=test-key", "invalidParameter", "key", "'key' is given 2 times"),
        ("search?part=id&q=a&q=b", "invalidParameter", "q", "'q' is given 2 times"),
        ("videos?part=id&chart=mostPopular&locale=en", "deprecatedParameter", "locale", "deprecated"),
        ("videos?part=id&chart=mostPopular&alt=proto", "invalidParameter", "alt", "alt=proto"),
        ("videos?part=id&chart=mostPopular&regionCode=jp", "invalidValue", "regionCode", "'jp' is not an upper-case"),
        ("activities?part=id&channelId={C}&regionCode=de", "invalidValue", "regionCode", "upper-case"),
    ])
    func refusesWhatTheDocumentationCallsUnsupported(
        target: String, reason: String, parameter: String, detail: String
    ) throws {
        let (status, json) = try strict.get(resolve(target, strict))
        #expect(status == 400, "\(target)")
        #expect(TestEmulator.reason(json) == reason, "\(target)")
        #expect(json["error"]?["errors"]?[0]?["location"]?.stringValue == parameter, "\(target)")
        let message = TestEmulator.message(json)
        #expect(message.hasPrefix("yt-emulator strict mode: "), "\(target): \(message)")
        #expect(message.contains(detail), "\(target): \(message)")
        #expect(message.contains("--strict"))
        // The default mode answers the very same request.
        let plain = try lenient.get(resolve(target, lenient))
        #expect(plain.status == 200, "\(target) without --strict → \(plain.status)")
    }

    @Test func aNonCanonicalCommentTokenIsRefusedButTheCanonicalOneIsNot() throws {
        let base = resolve("commentThreads?part=id&videoId={VM}&maxResults=20", strict)
        let token = try #require(try strict.get(base).json["nextPageToken"]?.stringValue)
        let encoded = token.replacing("+", with: "%2B").replacing("/", with: "%2F").replacing("=", with: "%3D")
        #expect(try strict.get(base + "&pageToken=" + encoded).status == 200)
        let unpadded = encoded.replacing("%3D", with: "")
        try #require(unpadded != encoded)
        let refused = try strict.get(base + "&pageToken=" + unpadded)
        #expect(refused.status == 400)
        #expect(TestEmulator.reason(refused.json) == "invalidPageToken")
        #expect(TestEmulator.message(refused.json).hasPrefix("yt-emulator strict mode: "))
    }

    /// What ytclone sends passes: canonical tokens, known parameters, fields, upper-case regions.
    @Test func ordinaryRequestsPass() throws {
        let f = strict.fixtures
        let targets = [
            "videos?part=snippet,contentDetails,statistics&id=\(f["videoId"]!)&fields=items(id,snippet/title)",
            "videos?part=snippet&chart=mostPopular&regionCode=US&maxResults=50&pageToken=CDIQAA",
            "search?part=snippet&q=swift&type=video&videoDuration=long&maxResults=50&regionCode=DE",
            "channels?part=snippet&forHandle=\(f["channelHandle"]!)",
            "playlists?part=snippet&channelId=\(f["channelId"]!)&maxResults=50",
            "playlistItems?part=contentDetails&playlistId=\(f["uploadsPlaylistId"]!)&maxResults=50&pageToken=CAUQAQ",
            "commentThreads?part=snippet&videoId=\(f["videoWithManyComments"]!)&order=relevance&textFormat=plainText",
            "comments?part=snippet&parentId=\(f["commentThreadWithReplies"]!)&textFormat=plainText&maxResults=100",
            "videoCategories?part=snippet&regionCode=US&hl=en_US",
            "activities?part=snippet,contentDetails&channelId=\(f["channelId"]!)&maxResults=50&publishedAfter=2020-01-01T00:00:00Z",
            "videos?part=id&chart=mostPopular&prettyPrint=false&quotaUser=u&alt=json&%24.xgafv=2",
        ]
        for target in targets {
            let (status, json) = try strict.get("/youtube/v3/" + target)
            #expect(status == 200, "\(target): \(TestEmulator.message(json))")
        }
        #expect(strict.raw("/youtube/v3/videoCategories?part=id&id=1&callback=f").status == 200)
    }

    @Test func refusedRequestsStillCostQuota() throws {
        let emulator = TestEmulator(budget: 10, strict: true)
        let response = emulator.raw("/youtube/v3/videos?part=id&id=\(emulator.fixture("videoId"))&maxResults=5")
        #expect(response.status == 400)
        #expect(response.errorReason == "incompatibleParameters")
        #expect(response.strictRefusal?.hasPrefix("yt-emulator strict mode: maxResults") == true)
        #expect(emulator.emulator.quotaUsed == 1)
        // Google's own refusals are not strict-mode refusals (the server logs only the latter).
        let own = emulator.raw("/youtube/v3/videos?part=id&chart=mostPopular&pageToken=junk")
        #expect(own.errorReason == "invalidPageToken")
        #expect(own.strictRefusal == nil)
        #expect(emulator.emulator.quotaUsed == 2)
    }

    /// Google's own refusals keep their reason in strict mode: strict only adds refusals.
    @Test func googlesOwnErrorsAreUnchanged() throws {
        let channel = strict.fixture("channelId")
        #expect(TestEmulator.reason(try strict.get("/youtube/v3/videos?part=bogus&chart=mostPopular").json) == "unknownPart")
        #expect(TestEmulator.reason(try strict.get("/youtube/v3/search?part=id&pageToken=garbage").json) == "invalidPageToken")
        #expect(
            TestEmulator.message(try strict.get("/youtube/v3/search?part=id&pageToken=garbage").json)
                == "The request specifies an invalid page token.")
        let home = try strict.get("/youtube/v3/activities?part=id&home=true")
        #expect(home.status == 403)
        #expect(TestEmulator.reason(home.json) == "homeParameterDeprecated")
        #expect(try strict.get("/youtube/v3/activities?part=id&channelId=\(channel)&mine=true").status == 400)
    }
}
