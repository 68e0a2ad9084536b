import Testing

@testable import YTEmulator

@Suite struct ParameterValidationTests {
    let emulator = TestEmulator.shared

    @Test(arguments: [
        ("search?part=id&maxResults=51", "[0, 50]"), ("search?part=id&maxResults=-1", "[0, 50]"),
        ("videos?part=id&chart=mostPopular&maxResults=0", "[1, 50]"),
        ("channels?part=id&id=x&maxResults=99", "[0, 50]"),
        ("commentThreads?part=id&videoId=x&maxResults=0", "[1, 100]"),
        ("comments?part=id&parentId=x&maxResults=101", "[1, 100]"),
        ("playlistItems?part=id&playlistId=x&maxResults=abc", "[0, 50]"),
    ])
    func maxResultsOutOfRangeIsInvalidValue(target: String, range: String) throws {
        let (status, json) = try emulator.get("/youtube/v3/" + target)
        #expect(status == 400)
        #expect(TestEmulator.reason(json) == "invalidValue")
        #expect(json["error"]?["message"]?.stringValue?.hasSuffix("Values must be within the range: \(range)") == true)
    }

    @Test(arguments: [
        "search?part=id&maxResults=50", "search?part=id&maxResults=0",
        "commentThreads?part=id&videoId=V&maxResults=100",
    ])
    func maxResultsAtTheBoundsIsAccepted(target: String) throws {
        let resolved = target.replacing("=V", with: "=" + emulator.fixture("videoWithManyComments"))
        #expect(try emulator.get("/youtube/v3/" + resolved).status == 200)
    }

    @Test func missingPartIsRequiredAndUnknownPartIsRejected() throws {
        let missing = try emulator.get("/youtube/v3/videos?chart=mostPopular").json
        #expect(TestEmulator.reason(missing) == "required")
        #expect(missing["error"]?["errors"]?[0]?["location"]?.stringValue == "part")
        let unknown = try emulator.get("/youtube/v3/videos?chart=mostPopular&part=snippet,bogus")
        #expect(unknown.status == 400)
        #expect(TestEmulator.reason(unknown.json) == "unknownPart")
    }

    @Test func onlyRequestedPartsAppear() throws {
        let item = try #require(
            try emulator.get("/youtube/v3/videos?part=statistics&id=\(emulator.fixture("videoId"))").json["items"]?[0])
        #expect(item.keys == ["kind", "etag", "id", "statistics"])
    }

    @Test func fiftyIdsAtMostAndUnknownIdsAreSimplyMissing() throws {
        let known = emulator.fixture("videoId")
        let (status, json) = try emulator.get("/youtube/v3/videos?part=id&id=\(known),AAAAAAAAAAA,BBBBBBBBBBB")
        #expect(status == 200)
        #expect(TestEmulator.ids(json) == [known])
        let tooMany = (0..<51).map { _ in known }.joined(separator: ",")
        #expect(try emulator.get("/youtube/v3/videos?part=id&id=\(tooMany)").status == 400)
        let none = try emulator.get("/youtube/v3/videos?part=id&id=AAAAAAAAAAA").json
        #expect(none["items"]?.arrayValue?.isEmpty == true)
    }

    @Test func videoOnlySearchFiltersNeedTypeVideo() throws {
        let (status, json) = try emulator.get("/youtube/v3/search?part=id&videoDuration=long")
        #expect(status == 400)
        #expect(TestEmulator.reason(json) == "invalidSearchFilter")
        #expect(try emulator.get("/youtube/v3/search?part=id&type=video&videoDuration=long").status == 200)
    }

    @Test func prettyPrintDefaultsToIndentedAndFalseIsCompact() {
        let pretty = String(decoding: emulator.raw("/youtube/v3/videoCategories?part=snippet&id=1").body, as: UTF8.self)
        let compact = String(
            decoding: emulator.raw("/youtube/v3/videoCategories?part=snippet&id=1&prettyPrint=false").body,
            as: UTF8.self)
        #expect(pretty.hasPrefix("{\n  \"kind\": \"youtube#videoCategoryListResponse\""))
        #expect(compact.hasPrefix("{\"kind\":\"youtube#videoCategoryListResponse\""))
        #expect(!compact.contains("\n"))
    }
}
