import Foundation
import Testing

/// The API key and the passwords never show: not on stdout or stderr (traces and errors included),
/// not in any file ytclone writes (database, WAL, cache, session), not in a player's argv, and no
/// flag takes them, so they never reach ytclone's own argv either.
@Suite struct SecretsTests {
    /// Shaped like a real key (39 characters from the URL-safe alphabet), and unique per run.
    static let key = "AIzaSy" + String(UUID().uuidString.replacingOccurrences(of: "-", with: "_").prefix(33))
    static let password = "Pw-" + UUID().uuidString.prefix(13)
    static let newPassword = "Nw-" + UUID().uuidString.prefix(13)
    static let wrongPassword = "Wr-" + UUID().uuidString.prefix(13)
    static let secrets = [key, password, newPassword, wrongPassword]

    @Test func noSecretInOutputFilesOrArgv() throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        defer { emulator.stop() }
        let fixtures = try emulator.fixtures()
        let videoId = try #require(fixtures["videoId"]), handle = try #require(fixtures["channelHandle"])
        let home = AccountFlowTests.Home(apiKey: Self.key)
        home.apiBase = emulator.baseURL.absoluteString
        let player = try home.fakePlayer()

        var results: [(String, CommandResult)] = []
        func run(_ arguments: [String], stdin: String? = nil, path: String? = nil, status: Int32 = 0) throws {
            let result = try home.run(arguments, stdin: stdin, path: path)
            #expect(result.status == status, "\(arguments): \(result.stderr)")
            results.append((arguments.joined(separator: " "), result))
        }
        func arm(_ kind: String, count: Int) throws {
            let body = Array(#"{"kind":"\#(kind)","count":\#(count)}"#.utf8)
            _ = try RawHTTPConnection.fetch(port: emulator.port, "POST", "/emulator/faults", body: body)
        }

        try run(["signup", "--name", "Ada", "--email", "ada@example.com", "--password-stdin", "-v"],
                stdin: Self.password + "\n")
        try run(["signout"])
        try run(["signin", "--email", "ada@example.com", "--password-stdin"], stdin: Self.wrongPassword + "\n", status: 77)
        try run(["signin", "--email", "nobody@example.com", "--password-stdin"], stdin: Self.password + "\n", status: 77)
        try run(["signin", "--email", "ada@example.com", "--password-stdin", "-v"], stdin: Self.password + "\n")
        try run(["profile", "edit", "--password", "--password-stdin"], stdin: "\(Self.password)\n\(Self.newPassword)\n")
        try run(["profile", "edit", "--password", "--password-stdin"],
                stdin: "\(Self.wrongPassword)\n\(Self.newPassword)\n", status: 77)
        try run(["profile", "--json", "-v"])
        try run(["feed", "--limit", "60", "-v"])
        try run(["feed", "--limit", "60", "--refresh", "-v"])
        try run(["search", "music", "--limit", "5", "-v"])
        try run(["video", videoId, "--comments", "-v"])
        try run(["comments", videoId, "--limit", "5", "--json", "-v"])
        try run(["subscribe", handle, "-v"])
        try run(["feed", "--subscriptions", "-v"])
        try run(["feed", "--offline", "--limit", "60", "-v"])
        try run(["quota", "--json"])
        try run(["cache", "stats", "-v"])
        try arm("503", count: 2)
        try run(["feed", "--refresh", "-v"])
        try arm("malformed", count: 1)
        try run(["video", videoId, "--refresh", "-v"], status: 70)
        try arm("reset", count: 10)
        try run(["feed", "--refresh", "-v"], status: 69)
        try arm("reset", count: 0)
        try run(["watch", videoId, "-v"], path: player.bin.path + ":/usr/bin:/bin")
        try run(["signout", "-v"])

        for (command, result) in results {
            for secret in Self.secrets {
                #expect(!result.stdout.contains(secret), "\(command) printed a secret on stdout")
                #expect(!result.stderr.contains(secret), "\(command) printed a secret on stderr")
            }
        }
        let traces = results.map(\.1.stderr).joined()
        #expect(traces.contains("key=REDACTED"), "the -v traces show where the key went")
        #expect(traces.contains("retry: videos.list"), "the retry trace was exercised")

        let playerArguments = try String(contentsOf: player.log, encoding: .utf8)
        #expect(playerArguments.contains(videoId))
        let written = try filesWritten(under: home.url, besides: [player.log, player.bin])
        #expect(written.contains { $0.lastPathComponent.hasSuffix(".sqlite3-wal") || $0.pathExtension == "sqlite3" })
        #expect(written.contains { $0.path.contains("/responses/") }, "the cache was written")
        for file in written + [player.log] {
            let bytes = try Data(contentsOf: file)
            for secret in Self.secrets {
                #expect(bytes.range(of: Data(secret.utf8)) == nil, "\(file.path) holds a secret")
            }
        }
    }

    @Test func rejectedKeysAndWrongPasswordsAreNotEchoed() throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        defer { emulator.stop() }
        let home = AccountFlowTests.Home(apiKey: Self.wrongPassword)  // not the emulator's key
        home.apiBase = emulator.baseURL.absoluteString
        let rejected = try home.run(["feed", "-v"])
        #expect(rejected.status == 77)
        #expect(!rejected.stderr.contains(Self.wrongPassword) && !rejected.stdout.contains(Self.wrongPassword))
    }

    @Test func noFlagTakesASecret() throws {
        let emulator = try EmulatorProcess.start()
        defer { emulator.stop() }
        let home = AccountFlowTests.Home()
        home.apiBase = emulator.baseURL.absoluteString
        #expect(try home.run(["feed", "--api-key", Self.key]).status == 64)
        #expect(try home.run(["feed", "--key", Self.key]).status == 64)
        #expect(try home.run(["signin", "--email", "a@example.com", "--password", Self.password]).status == 64)
        #expect(try home.run(["signup", "--name", "A", "--email", "a@example.com", "--password", Self.password]).status == 64)
        // The only password flags read stdin or ask; --help says so.
        for command in [["signin"], ["signup"], ["profile", "edit"], ["account", "delete"]] {
            let help = try home.run(command + ["--help"]).stdout
            #expect(!help.contains("--password <"), "\(command) takes a password as a flag value")
            #expect(!help.contains("--api-key"), "\(command) takes a key as a flag")
        }
    }

    /// Every regular file under `root` but those named in `besides` (and their contents).
    private func filesWritten(under root: URL, besides: [URL]) throws -> [URL] {
        let skipped = Set(besides.map(\.standardizedFileURL.path))
        let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]))
        return enumerator.compactMap { $0 as? URL }.filter { url in
            let path = url.standardizedFileURL.path
            guard !skipped.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) else { return false }
            return (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }
    }
}
