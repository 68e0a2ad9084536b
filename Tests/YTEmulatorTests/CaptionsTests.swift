import Testing

@testable import YTEmulator

/// `captions.list`: a video's tracks (standard when `contentDetails.caption` is true, and the
/// automatic one), with a key or a token.
@Suite struct CaptionsTests {
    let emulator = TestEmulator.shared

    @Test func tracksFollowTheVideosCaptionFlag() throws {
        let catalog = emulator.emulator.catalog
        let captioned = try #require(catalog.videos.first { $0.caption })
        let plain = try #require(catalog.videos.first { !$0.caption })
        let (status, json) = try emulator.get("/youtube/v3/captions?part=id,snippet&videoId=" + captioned.id)
        #expect(status == 200)
        #expect(json["kind"]?.stringValue == "youtube#captionListResponse")
        let kinds = (json["items"]?.arrayValue ?? []).compactMap { $0["snippet"]?["trackKind"]?.stringValue }
        #expect(kinds == ["standard", "asr"])
        #expect(json["items"]?[0]?["snippet"]?["videoId"]?.stringValue == captioned.id)
        let other = try emulator.get("/youtube/v3/captions?part=snippet&videoId=" + plain.id).json
        #expect((other["items"]?.arrayValue ?? []).compactMap { $0["snippet"]?["trackKind"]?.stringValue } == ["asr"])
        let id = try #require(json["items"]?[1]?["id"]?.stringValue)
        let one = try emulator.get("/youtube/v3/captions?part=id&videoId=\(captioned.id)&id=\(id)").json
        #expect(TestEmulator.ids(one) == [id])
    }

    @Test func videoIdIsRequiredAndMustExist() throws {
        let missing = try emulator.get("/youtube/v3/captions?part=id")
        #expect(missing.status == 400)
        #expect(TestEmulator.reason(missing.json) == "required")
        let unknown = try emulator.get("/youtube/v3/captions?part=id&videoId=xxxxxxxxxxx")
        #expect(unknown.status == 404)
        #expect(TestEmulator.reason(unknown.json) == "videoNotFound")
    }

    @Test func aTokenNeedsForceSSLOrPartner() {
        let video = emulator.fixture("videoId")
        let readonly = emulator.token(for: "alice", scopes: ["youtube.readonly"])
        #expect(emulator.call("GET", "/youtube/v3/captions?part=id&videoId=" + video, token: readonly).status == 403)
        let forceSSL = emulator.token(for: "alice", scopes: ["youtube.force-ssl"])
        #expect(emulator.call("GET", "/youtube/v3/captions?part=id&videoId=" + video, token: forceSSL).status == 200)
    }
}
