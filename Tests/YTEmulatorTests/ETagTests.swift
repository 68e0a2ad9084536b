import Testing

@testable import YTEmulator

@Suite struct ETagTests {
    @Test func matchingIfNoneMatchIsNotModifiedAndStillCharged() throws {
        let emulator = TestEmulator()
        let target = "/youtube/v3/videos?part=snippet&id=\(emulator.fixture("videoId"))"
        let first = emulator.raw(target)
        let etag = try #require(try JSONParser.parse(first.body)["etag"]?.stringValue)
        #expect(etag.count == 27)
        #expect(first.header("ETag") == "\"\(etag)\"")
        for header in [etag, "\"\(etag)\"", "W/\"\(etag)\""] {
            let again = emulator.raw(target, headers: ["If-None-Match": header])
            #expect(again.status == 304)
            #expect(again.body.isEmpty)
        }
        #expect(emulator.emulator.quotaUsed == 4)
        #expect(emulator.raw(target, headers: ["If-None-Match": "\"stale\""]).status == 200)
    }

    @Test func itemETagsAreBareBase64URL() throws {
        let json = try TestEmulator.shared.get("/youtube/v3/videos?part=id&chart=mostPopular&maxResults=50").json
        for item in json["items"]?.arrayValue ?? [] {
            let etag = try #require(item["etag"]?.stringValue)
            #expect(etag.count == 27)
            #expect(etag.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        }
    }
}
