import Testing

@testable import YTEmulator

@Suite struct KeyAndQuotaTests {
    @Test func missingKeyIsForbidden() throws {
        let emulator = TestEmulator(apiKey: "secret")
        let response = emulator.raw("/youtube/v3/videos?part=id&chart=mostPopular", key: nil)
        let json = try JSONParser.parse(response.body)
        #expect(response.status == 403)
        #expect(TestEmulator.reason(json) == "forbidden")
        #expect(json["error"]?["message"]?.stringValue == "The request is missing a valid API key.")
        #expect(json["error"]?["status"]?.stringValue == "PERMISSION_DENIED")
    }

    @Test func wrongKeyIsBadRequestWithErrorInfo() throws {
        let emulator = TestEmulator(apiKey: "secret")
        let response = emulator.raw("/youtube/v3/videos?part=id&chart=mostPopular", key: "wrong")
        let json = try JSONParser.parse(response.body)
        #expect(response.status == 400)
        #expect(TestEmulator.reason(json) == "badRequest")
        #expect(json["error"]?["message"]?.stringValue == "API key not valid. Please pass a valid API key.")
        #expect(json["error"]?["status"]?.stringValue == "INVALID_ARGUMENT")
        #expect(json["error"]?["details"]?[0]?["reason"]?.stringValue == "API_KEY_INVALID")
        #expect(emulator.raw("/youtube/v3/videos?part=id&chart=mostPopular", key: "secret").status == 200)
    }

    @Test func anyNonEmptyKeyPassesWithoutTheFlag() {
        let emulator = TestEmulator()
        #expect(emulator.raw("/youtube/v3/videoCategories?part=id&id=1", key: "anything").status == 200)
        #expect(emulator.raw("/youtube/v3/videoCategories?part=id&id=1&key=", key: nil).status == 403)
    }

    @Test func searchCostsAHundredAndInvalidRequestsStillCost() throws {
        let emulator = TestEmulator(budget: 250)
        #expect(emulator.raw("/youtube/v3/search?part=id").status == 200)
        #expect(emulator.emulator.quotaUsed == 100)
        #expect(emulator.raw("/youtube/v3/videos?part=bogus&chart=mostPopular").status == 400)
        #expect(emulator.emulator.quotaUsed == 101)
        #expect(emulator.raw("/youtube/v3/search?part=id").status == 200)
        let over = emulator.raw("/youtube/v3/search?part=id")
        let json = try JSONParser.parse(over.body)
        #expect(over.status == 403)
        #expect(TestEmulator.reason(json) == "quotaExceeded")
        #expect(json["error"]?["errors"]?[0]?["domain"]?.stringValue == "youtube.quota")
        #expect(
            json["error"]?["message"]?.stringValue?.contains("<a href=\"/youtube/v3/getting-started#quota\">quota</a>")
                == true)
        #expect(String(decoding: over.body, as: UTF8.self).contains("\\u003ca href="))
        // The 49 units left still buy cheap calls.
        #expect(emulator.raw("/youtube/v3/videoCategories?part=id&id=1").status == 200)
        #expect(emulator.emulator.quotaUsed == 202)
    }

    @Test func bucketsModelCountsSearchCallsSeparately() {
        let emulator = TestEmulator(budget: 5, model: .buckets)
        for _ in 0..<100 { #expect(emulator.raw("/youtube/v3/search?part=id&maxResults=0").status == 200) }
        #expect(emulator.raw("/youtube/v3/search?part=id").status == 403)
        #expect(emulator.raw("/youtube/v3/videoCategories?part=id&id=1").status == 200)
    }
}
