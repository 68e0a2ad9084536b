import Testing

@testable import YTEmulator

@Suite struct FieldSelectionTests {
    let emulator = TestEmulator.shared

    @Test func subSelectionKeepsOnlyTheNamedFields() throws {
        let video = emulator.fixture("videoId")
        let (status, json) = try emulator.get(
            "/youtube/v3/videos?part=snippet,statistics&id=\(video)&fields=items(id,snippet/title),kind")
        #expect(status == 200)
        #expect(json.keys == ["kind", "items"])
        let item = try #require(json["items"]?[0])
        #expect(item.keys == ["id", "snippet"])
        #expect(item["snippet"]?.keys == ["title"])
    }

    @Test func pathsAndWildcards() throws {
        let video = emulator.fixture("videoId")
        let paths = try emulator.get(
            "/youtube/v3/videos?part=statistics&id=\(video)&fields=items/statistics/viewCount,etag"
        ).json
        #expect(paths.keys == ["etag", "items"])
        #expect(paths["items"]?[0]?["statistics"]?.keys == ["viewCount"])
        let everything = try emulator.get("/youtube/v3/videos?part=statistics&id=\(video)&fields=*").json
        let unfiltered = try emulator.get("/youtube/v3/videos?part=statistics&id=\(video)").json
        #expect(everything.keys == unfiltered.keys)
        #expect(everything["items"] == unfiltered["items"])
        let starred = try emulator.get("/youtube/v3/videos?part=snippet,statistics&id=\(video)&fields=items(*)").json
        #expect(starred.keys == ["items"])
        #expect(starred["items"]?[0]?.keys.contains("statistics") == true)
    }

    @Test(arguments: ["items(id", "items)", "a,,b", "items/", "/items", "it ems(x)y", "items(id)(x)"])
    func malformedFieldsAreInvalidParameter(fields: String) throws {
        let encoded = fields.replacing(" ", with: "%20")
        let (status, json) = try emulator.get("/youtube/v3/videos?part=id&chart=mostPopular&fields=\(encoded)")
        #expect(status == 400)
        #expect(TestEmulator.reason(json) == "invalidParameter")
        #expect(json["error"]?["errors"]?[0]?["location"]?.stringValue == "fields")
    }

    @Test func fieldsChangeTheETag() throws {
        let plain = emulator.raw("/youtube/v3/videos?part=id&chart=mostPopular")
        let narrowed = emulator.raw("/youtube/v3/videos?part=id&chart=mostPopular&fields=items/id")
        #expect(plain.header("ETag") != narrowed.header("ETag"))
    }
}
