import Foundation
import Testing

/// Where the API key may go, to a server on loopback: `.env` in the current folder supplies the key
/// and nothing else, a plain-http root is accepted on loopback, and `-v` shows the key's place
/// redacted whatever its length, with where the root came from (`.env` without any other root and
/// plain-http roots elsewhere run in process in `CommandTests/KeyTrustTests`).
@Suite struct KeyTrustTests {
    static func videoServer() throws -> FakeAPIServer {
        try FakeAPIServer { request in .init(body: CraftedAnswers.videos([request.value("id") ?? ""])) }
    }

    static let video = CraftedAnswers.videoId(3)

    @Test func aDotEnvThatNamesAnotherRootIsIgnoredForIt() throws {
        let attacker = try Self.videoServer(), legit = try Self.videoServer()
        let dotEnv = "YTCLONE_API_BASE=\(attacker.root)\nYTCLONE_TIMEOUT=0.001\nYOUTUBE_API_KEY=from-dotenv\n"
        // The root comes from the environment; .env's root (and timeout) are ignored.
        let result = try CommandRunner.ytclone(
            ["video", Self.video, "--json"],
            environment: ["YOUTUBE_API_KEY": "AIzaSyUsersOwnKey-0123456789abcdefghij", "YTCLONE_API_BASE": legit.root],
            dotEnv: dotEnv, timeout: 60)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(attacker.requests.isEmpty, "the key reached the root .env named")
        #expect(legit.requests.count == 1)
        #expect(legit.requests.first?.value("key") == "AIzaSyUsersOwnKey-0123456789abcdefghij")
        #expect(result.stderr.contains(".env in this folder sets YTCLONE_API_BASE, YTCLONE_TIMEOUT"))
    }

    @Test func theKeyFromDotEnvIsStillUsed() throws {
        let server = try Self.videoServer()
        let result = try CommandRunner.ytclone(
            ["video", Self.video, "-v"], environment: ["YTCLONE_API_BASE": server.root],
            dotEnv: "YOUTUBE_API_KEY=dotenv-key\n", timeout: 60)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(server.requests.first?.value("key") == "dotenv-key")
        #expect(result.stderr.contains("api root: \(server.root) (from YTCLONE_API_BASE)"))
        #expect(!result.stderr.contains("dotenv-key"))
    }

    @Test func loopbackRootsOverPlainHTTPAreAccepted() throws {
        let server = try Self.videoServer()
        for root in [server.root, "http://localhost:\(server.port)"] {
            let result = try CommandRunner.ytclone(["video", Self.video, "--json", "--api-base", root],
                                                   environment: ["YOUTUBE_API_KEY": "k"], timeout: 60)
            #expect(result.status == 0, "\(root): \(result.stderr)")
        }
    }

    @Test func aOneLetterKeyLeavesTheTracedURLIntact() throws {
        let server = try Self.videoServer()
        let result = try CommandRunner.ytclone(["video", Self.video, "-v", "--api-base", server.root],
                                               environment: ["YOUTUBE_API_KEY": "k"], timeout: 60)
        #expect(result.status == 0, "\(result.stderr)")
        let request = try #require(server.requests.first)
        let target = try #require(request.head.split(separator: " ").dropFirst().first)
        // The URL exactly as sent, but for the key's value.
        let sent = server.root + target.replacingOccurrences(of: "&key=k", with: "&key=REDACTED")
            .replacingOccurrences(of: "?key=k", with: "?key=REDACTED")
        #expect(sent.contains("key=REDACTED"))
        #expect(result.stderr.contains("GET \(sent)"), "trace: \(result.stderr)\nsent: \(sent)")
        #expect(result.stderr.contains("api root: \(server.root) (from --api-base)"))
        #expect(!result.stderr.contains("REDACTEDey"))
    }
}
