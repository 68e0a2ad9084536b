import Foundation
import Testing

/// Where the API key may go, in process: `.env`'s root is not trusted on its own, and a plain-http
/// root is refused unless it is loopback, before any request.
@Suite struct KeyTrustTests {
    /// An id shaped like YouTube's that no catalog holds.
    static let video = "v0000000003"

    /// A home whose only API root is the one `.env` in its folder names.
    private func home(dotEnv: String) throws -> CommandHome {
        let home = CommandHome.today()
        home.environment["YTCLONE_API_BASE"] = nil
        let file = try home.file(".env", dotEnv)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file)
        return home
    }

    @Test func aDotEnvRootIsIgnoredWhenNothingElseNamesOne() async throws {
        // With no root anywhere else the default (Google) applies; --offline keeps this machine
        // off the network, and -v shows which root was chosen and why.
        let home = try home(dotEnv: "YTCLONE_API_BASE=http://127.0.0.1:9\n")
        home.environment["YOUTUBE_API_KEY"] = "users-key"
        let result = await home.run(["video", Self.video, "--offline", "-v"])
        #expect(result.status == 69)  // nothing cached: --offline cannot answer
        #expect(home.api.requests.isEmpty)
    }

    @Test(arguments: [
        "http://example.com", "http://youtube.googleapis.com", "http://10.0.0.1:8080", "http://192.168.1.2",
        "http://127.0.0.1.example.com", "http://[::2]:80",
    ])
    func aPlainHTTPRootElsewhereIsAConfigurationError(root: String) async throws {
        let home = CommandHome.today()
        home.environment["YOUTUBE_API_KEY"] = "k"
        let flag = await home.run(["video", Self.video, "--api-base", root])
        #expect(flag.status == 78)
        #expect(flag.stderr.hasPrefix("error: the API base '\(root)' (from --api-base) is plain http"), "\(flag.stderr)")
        #expect(flag.stderr.contains("hint: "))
        home.environment["YTCLONE_API_BASE"] = root
        let variable = await home.run(["video", Self.video])
        #expect(variable.status == 78)
        #expect(variable.stderr.contains("(from YTCLONE_API_BASE)"))
    }
}
