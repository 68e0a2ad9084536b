import Foundation
import Testing

/// Files that hold a secret (.env, config, session) and are readable by others draw a warning.
@Suite struct SecretFileModeTests {
    @Test func aLooseDotEnvIsReportedAndAPrivateOneIsNot() throws {
        let loose = try CommandRunner.ytclone(["quota"], dotEnv: "YOUTUBE_API_KEY=mode-key-0123456789\n",
                                              dotEnvMode: 0o644)
        #expect(loose.status == 0)
        #expect(loose.stderr.contains("/.env is mode 644, readable by other users"))
        #expect(loose.stderr.contains("chmod 600"))
        #expect(!loose.stderr.contains("mode-key-0123456789"))

        let tight = try CommandRunner.ytclone(["quota"], dotEnv: "YOUTUBE_API_KEY=mode-key-0123456789\n")
        #expect(tight.status == 0)
        #expect(!tight.stderr.contains("warning"))
    }

    @Test func aLooseConfigAndSessionFileAreReported() throws {
        let home = AccountFlowTests.Home()
        #expect(try home.signUp().status == 0)
        #expect(!(try home.run(["whoami"]).stderr.contains("warning")))

        let session = home.url.appendingPathComponent("state/session")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: session.path)
        let config = home.url.appendingPathComponent("config/config")
        try FileManager.default.createDirectory(at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("quota_budget=5000\n".utf8).write(to: config)
        try FileManager.default.setAttributes([.posixPermissions: 0o604], ofItemAtPath: config.path)

        let result = try home.run(["whoami"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("state/session is mode 640"))
        #expect(result.stderr.contains("config/config is mode 604"))
    }
}
