import Testing

@testable import YTEmulator

/// `i18nRegions.list`, `i18nLanguages.list` and `videoAbuseReportReasons.list`: fixed tables,
/// with a key or a token, names in `hl`'s language.
@Suite struct I18nEndpointsTests {
    let emulator = TestEmulator.shared

    @Test func regionsAreNamedInEnglishByDefaultAndInHl() throws {
        let (status, json) = try emulator.get("/youtube/v3/i18nRegions?part=snippet")
        #expect(status == 200)
        #expect(json["kind"]?.stringValue == "youtube#i18nRegionListResponse")
        let us = json["items"]?.arrayValue?.first { $0["id"]?.stringValue == "US" }
        #expect(us?["kind"]?.stringValue == "youtube#i18nRegion")
        #expect(us?["snippet"]?["gl"]?.stringValue == "US")
        #expect(us?["snippet"]?["name"]?.stringValue == "United States")
        let german = try emulator.get("/youtube/v3/i18nRegions?part=snippet&hl=de_DE").json
        let de = german["items"]?.arrayValue?.first { $0["id"]?.stringValue == "DE" }
        #expect(de?["snippet"]?["name"]?.stringValue == "Deutschland")
        #expect(us?["etag"] != german["items"]?.arrayValue?.first { $0["id"]?.stringValue == "US" }?["etag"])
        let unknown = try emulator.get("/youtube/v3/i18nRegions?part=snippet&hl=xx").json
        #expect(unknown["items"] == json["items"])
    }

    @Test func languagesHaveHlAndLocalisedNames() throws {
        let (status, json) = try emulator.get("/youtube/v3/i18nLanguages?part=snippet&hl=fr")
        #expect(status == 200)
        let items = json["items"]?.arrayValue ?? []
        #expect(items.count == I18nTables.languages.count)
        let de = items.first { $0["id"]?.stringValue == "de" }
        #expect(de?["kind"]?.stringValue == "youtube#i18nLanguage")
        #expect(de?["snippet"]?["hl"]?.stringValue == "de")
        #expect(de?["snippet"]?["name"]?.stringValue == "Allemand")
        #expect(try emulator.get("/youtube/v3/i18nLanguages?part=id").status == 400)
    }

    @Test func abuseReasonsCarrySecondaryReasons() throws {
        let (status, json) = try emulator.get("/youtube/v3/videoAbuseReportReasons?part=id,snippet")
        #expect(status == 200)
        let items = json["items"]?.arrayValue ?? []
        #expect(items.first?["kind"]?.stringValue == "youtube#videoAbuseReportReason")
        let spam = items.first { $0["id"]?.stringValue == "SP" }
        #expect(spam?["snippet"]?["label"]?.stringValue == "Spam or misleading")
        #expect(spam?["snippet"]?["secondaryReasons"]?[0]?["id"]?.stringValue == "SP.1")
        #expect(VideoAbuseReportReasonsEndpoint.accepts(reasonId: "SP", secondaryReasonId: "SP.3"))
        #expect(!VideoAbuseReportReasonsEndpoint.accepts(reasonId: "SP", secondaryReasonId: "V.1"))
        #expect(!VideoAbuseReportReasonsEndpoint.accepts(reasonId: "nope", secondaryReasonId: nil))
    }

    @Test func tokensWithReadonlyMayRead() {
        let token = emulator.token(for: "carol", scopes: ["youtube.readonly"])
        #expect(emulator.call("GET", "/youtube/v3/i18nRegions?part=snippet", token: token).status == 200)
        #expect(emulator.call("GET", "/youtube/v3/videoAbuseReportReasons?part=snippet", token: token).status == 200)
    }

    @Test func strictModeKnowsTheirParameters() {
        #expect(TestEmulator.strict.raw("/youtube/v3/i18nRegions?part=snippet&hl=en_US").status == 200)
        #expect(TestEmulator.strict.raw("/youtube/v3/i18nRegions?part=snippet&regionCode=US").status == 400)
    }
}
