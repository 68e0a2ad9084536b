import Foundation
import Testing

/// Without a key, the built binary against the emulator process: oEmbed and a channel's feed
/// through libcurl and the server's routes (`/oembed`, `/feeds/videos.xml`), with no API method
/// asked (the rest runs in process in `CommandTests/KeylessTests`).
@Suite struct KeylessIntegrationTests {
    @Test func aVideoAndAChannelWithoutAKey() throws {
        let emulator = try EmulatorProcess.start(["--api-key", "keyless-test-key"])
        defer { emulator.stop() }
        let fixtures = try emulator.fixtures()
        let environment = ["YTCLONE_HOME": FileManager.default.temporaryDirectory
            .appendingPathComponent("ytclone-keyless-\(UUID().uuidString)").path,
            "YTCLONE_API_BASE": emulator.baseURL.absoluteString]
        defer { try? FileManager.default.removeItem(atPath: environment["YTCLONE_HOME"]!) }
        let id = try #require(fixtures["videoId"])
        let video = try CommandRunner.ytclone(["video", id, "--json"], environment: environment)
        #expect(video.status == 0, "\(video.stderr)")
        let object = try #require(try video.json() as? [String: Any])
        #expect(object["id"] as? String == id && !((object["title"] as? String) ?? "").isEmpty)
        #expect(video.stderr.contains("No API key:"))
        let refused = try CommandRunner.ytclone(["video", try #require(fixtures["videoNotEmbeddable"])], environment: environment)
        #expect(refused.status == 78, "\(refused.stderr)")
        let channel = try CommandRunner.ytclone(["channel", try #require(fixtures["channelId"]), "--json"], environment: environment)
        #expect(channel.status == 0, "\(channel.stderr)")
        let methods = try #require(try emulator.stats()["byMethod"] as? [String: Any])
        #expect(methods["oembed"] as? Int == 2, "\(methods)")
        #expect(methods["feeds"] as? Int == 1, "\(methods)")
        #expect(Set(methods.keys) == ["oembed", "feeds"], "no API method without a key: \(methods)")
    }
}
