import Testing

@testable import YTEmulator

/// Every method of the discovery document is answered for what it is: never 404 "Method not
/// found" or 405 for its own HTTP method, with a key or with a token that has its scopes.
@Suite struct UnservedMethodTests {
    static func target(_ method: APIMethod) -> String {
        "/youtube/v3/" + method.path.replacingOccurrences(of: "{id}", with: "abc") + "?part=id"
    }

    static func body(_ method: APIMethod) -> JSONValue? {
        method.httpMethod == "GET" || method.httpMethod == "DELETE" ? nil : [:]
    }

    @Test func everyMethodAnswersWithAKeyOrAToken() {
        let emulator = TestEmulator(budget: 100_000_000)
        var wrong: [String] = []
        for method in APIMethod.all {
            let keyed = emulator.emulator.handle(
                EmulatorRequest(
                    method: method.httpMethod, target: Self.target(method) + "&key=k",
                    body: Self.body(method).map { JSONWriter(pretty: false).serialize($0) } ?? []))
            if [404, 405].contains(keyed.status) && keyed.errorReason != "videoNotFound" {
                wrong.append("\(method.id) keyed: \(keyed.status) \(keyed.errorReason ?? "-")")
            }
            let token = emulator.token(for: "alice", scopes: method.scopes.isEmpty ? ["youtube"] : method.scopes)
            let (status, json) = emulator.call(method.httpMethod, Self.target(method), token: token, body: Self.body(method))
            let reason = TestEmulator.reason(json ?? [:]) ?? "-"
            if status == 405 || (status == 404 && reason == "notFound") || status == 401 {
                wrong.append("\(method.id) with a token: \(status) \(reason)")
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    @Test func withoutATokenOAuthOnlyMethodsNeedLogin() throws {
        let emulator = TestEmulator()
        for target in ["/youtube/v3/liveBroadcasts?part=id&mine=true", "/youtube/v3/superChatEvents?part=id"] {
            let (status, json) = try emulator.get(target)
            #expect(status == 401, "\(target)")
            #expect(TestEmulator.reason(json) == "required", "\(target)")
        }
    }

    @Test func liveAndSuperChatAnswerForAnAccountThatDoesNotStream() {
        let emulator = TestEmulator()
        let token = emulator.token(for: "alice", scopes: ["youtube"])
        let broadcasts = emulator.call("GET", "/youtube/v3/liveBroadcasts?part=id&mine=true", token: token)
        #expect(broadcasts.status == 200)
        #expect(broadcasts.json?["kind"]?.stringValue == "youtube#liveBroadcastListResponse")
        #expect(broadcasts.json?["items"]?.arrayValue?.isEmpty == true)
        let superChats = emulator.call("GET", "/youtube/v3/superChatEvents?part=snippet", token: token)
        #expect(superChats.status == 200)
        #expect(superChats.json?["items"]?.arrayValue?.isEmpty == true)
        let insert = emulator.call("POST", "/youtube/v3/liveBroadcasts?part=snippet", token: token, body: ["snippet": [:]])
        #expect(insert.status == 403)
        #expect(TestEmulator.reason(insert.json ?? [:]) == "liveStreamingNotEnabled")
        let chat = try? emulator.get("/youtube/v3/liveChat/messages?part=snippet&liveChatId=nope")
        #expect(chat?.status == 404)
        #expect(TestEmulator.reason(chat?.json ?? [:]) == "liveChatNotFound")
    }

    @Test func videoWritesCheckOwnershipAndMedia() {
        let emulator = TestEmulator()
        let catalog = emulator.emulator.catalog
        let alice = emulator.user("alice")
        let aliceIndex = catalog.channelByID[alice.channelId ?? ""]!
        let own = catalog.videos[catalog.channels[aliceIndex].uploads[0]].id
        let other = emulator.fixture("videoId")
        let token = emulator.token(for: "alice", scopes: ["youtube"])
        let insert = emulator.call("POST", "/youtube/v3/videos?part=snippet", token: token, body: ["snippet": ["title": "x"]])
        #expect(insert.status == 400)
        #expect(TestEmulator.reason(insert.json ?? [:]) == "mediaBodyRequired")
        let update = emulator.call("PUT", "/youtube/v3/videos?part=snippet", token: token, body: ["id": .string(other)])
        #expect(update.status == 403)
        #expect(TestEmulator.reason(update.json ?? [:]) == "forbidden")
        let thumbnail = emulator.call("POST", "/youtube/v3/thumbnails/set?videoId=" + own, token: token)
        #expect(thumbnail.status == 400)
        #expect(TestEmulator.reason(thumbnail.json ?? [:]) == "mediaBodyRequired")
        #expect(emulator.call("DELETE", "/youtube/v3/videos?id=nosuchvideo", token: token).status == 404)
        let upload = emulator.call(
            "POST", "/upload/youtube/v3/videos?part=snippet&uploadType=resumable", token: token,
            body: ["snippet": ["title": "x"]])
        #expect(upload.status == 400)
        #expect(TestEmulator.reason(upload.json ?? [:]) == "uploadLimitExceeded")
    }

    @Test func reportAbuseTakesTheListedReasons() {
        let emulator = TestEmulator()
        let token = emulator.token(for: "bob", scopes: ["youtube.force-ssl"])
        let video = emulator.fixture("videoId")
        let good = emulator.call(
            "POST", "/youtube/v3/videos/reportAbuse", token: token,
            body: ["videoId": .string(video), "reasonId": "SP", "secondaryReasonId": "SP.1"])
        #expect(good.status == 204)
        let bad = emulator.call(
            "POST", "/youtube/v3/videos/reportAbuse", token: token, body: ["videoId": .string(video), "reasonId": "ZZ"])
        #expect(bad.status == 400)
        #expect(TestEmulator.reason(bad.json ?? [:]) == "invalidAbuseReason")
    }

    @Test func captionsOfAnothersVideoAreForbidden() throws {
        let emulator = TestEmulator()
        let video = emulator.fixture("videoId")
        let tracks = try emulator.get("/youtube/v3/captions?part=id&videoId=" + video).json
        let id = try #require(tracks["items"]?[0]?["id"]?.stringValue)
        let token = emulator.token(for: "alice", scopes: ["youtube.force-ssl"])
        let download = emulator.call("GET", "/youtube/v3/captions/" + id, token: token)
        #expect(download.status == 403)
        #expect(TestEmulator.reason(download.json ?? [:]) == "forbidden")
        let missing = emulator.call("GET", "/youtube/v3/captions/AUieDaSnothing", token: token)
        #expect(missing.status == 404)
        #expect(TestEmulator.reason(missing.json ?? [:]) == "captionNotFound")
    }

    @Test func trainabilityIsAResource() {
        let emulator = TestEmulator()
        let video = emulator.fixture("videoId")
        let (status, json) = emulator.call(
            "GET", "/youtube/v3/videoTrainability?id=" + video, token: emulator.token(for: "carol", scopes: ["youtube.readonly"]))
        #expect(status == 200)
        #expect(json?["kind"]?.stringValue == "youtube#videoTrainability")
        #expect(json?["videoId"]?.stringValue == video)
    }

    @Test func anOwnerDownloadsAndDeletesTheirTrack() throws {
        let emulator = TestEmulator()
        let catalog = emulator.emulator.catalog
        let alice = emulator.user("alice")
        let channel = catalog.channels[catalog.channelByID[alice.channelId ?? ""]!]
        let video = catalog.videos[channel.uploads[0]]
        let tracks = try emulator.get("/youtube/v3/captions?part=id&videoId=" + video.id).json
        let id = try #require(tracks["items"]?[0]?["id"]?.stringValue)
        let token = emulator.token(for: "alice", scopes: ["youtube.force-ssl"])
        let response = emulator.emulator.handle(
            EmulatorRequest(target: "/youtube/v3/captions/\(id)?tfmt=vtt", headers: ["Authorization": "Bearer " + token]))
        #expect(response.status == 200)
        #expect(response.headers.first { $0.name == "Content-Type" }?.value.hasPrefix("text/vtt") == true)
        let text = String(decoding: response.body, as: UTF8.self)
        #expect(text.hasPrefix("WEBVTT\n\n00:00:00.000 --> 00:00:03.000\n"))
        #expect(emulator.call("GET", "/youtube/v3/captions/\(id)?tfmt=docx", token: token).status == 400)
        #expect(emulator.emulator.ledgers[OAuthClient.defaultProject]?.used ?? 0 >= 200)
        #expect(emulator.call("DELETE", "/youtube/v3/captions?id=" + id, token: token).status == 204)
        #expect(emulator.call("GET", "/youtube/v3/captions/" + id, token: token).status == 404)
        let after = try emulator.get("/youtube/v3/captions?part=id&videoId=" + video.id).json
        #expect(!TestEmulator.ids(after).contains(id))
        #expect(emulator.call("DELETE", "/youtube/v3/captions?id=" + id, token: token).status == 404)
    }
}
