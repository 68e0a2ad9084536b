import Foundation
import Testing

/// A fault armed in the emulator over HTTP and a player run as a process, through the built binary
/// (paging, tags and comments run in process in `CommandTests/BrowsingFlowTests`).
@Suite struct BrowsingFlowTests {
    static let key = "browse-key"

    private func ids(_ home: AccountFlowTests.Home, _ arguments: [String]) throws -> [String] {
        let result = try home.run(["feed", "--json", "--limit", "5"] + arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return (try result.json() as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
    }

    private func home(_ emulator: EmulatorProcess) -> AccountFlowTests.Home {
        let home = AccountFlowTests.Home(apiKey: Self.key)
        home.apiBase = emulator.baseURL.absoluteString
        return home
    }

    @Test func aFailedFetchDoesNotMoveTheCursor() throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        defer { emulator.stop() }
        let home = home(emulator)
        let first = try ids(home, ["--next-page"])
        _ = try RawHTTPConnection.fetch(port: emulator.port, "POST", "/emulator/faults",
                                        body: Array(#"{"kind":"quota","count":5}"#.utf8))
        #expect(try home.run(["feed", "--json", "--limit", "5", "--next-page"]).status == 75)
        _ = try RawHTTPConnection.fetch(port: emulator.port, "POST", "/emulator/faults",
                                        body: Array(#"{"kind":"quota","count":0}"#.utf8))
        let second = try ids(home, ["--next-page"])
        #expect(second.count == 5)
        #expect(Set(second).isDisjoint(with: first))
        #expect(try ids(home, ["--prev-page"]) == first)
    }

    @Test func watchPrintsOrHandsTheURLToAPlayer() throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        defer { emulator.stop() }
        let home = home(emulator)
        let id = try #require(try emulator.fixtures()["videoId"])
        let url = "https://www.youtube.com/watch?v=\(id)"
        #expect(try home.run(["watch", "https://youtu.be/\(id)", "--print"]).stdout == url + "\n")
        // No mpv or xdg-open on this PATH: exit 69, with what to install.
        let empty = home.url.appendingPathComponent("empty-bin")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let missing = try home.run(["watch", id], path: empty.path)
        #expect(missing.status == 69)
        #expect(missing.stderr.contains("hint: apt install mpv yt-dlp"), "\(missing.stderr)")

        let (bin, log) = try home.fakePlayer()
        #expect(try home.signUp().status == 0)
        let played = try home.run(["watch", id], path: bin.path + ":/usr/bin:/bin")
        #expect(played.status == 0, "\(played.stderr)")
        // Signed in, mpv is given a private socket to report progress on (this one never listens).
        let arguments = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        #expect(arguments.count == 2 && arguments.first?.hasPrefix("--input-ipc-server=") == true, "\(arguments)")
        #expect(arguments.last.map(String.init) == url)
        let history = try #require(try home.json(["history"]) as? [[String: Any]])
        #expect(history.first?["videoId"] as? String == id)
        #expect((history.first?["title"] as? String)?.isEmpty == false)
    }

    /// Ctrl-C at the terminal reaches the player and ytclone alike: ytclone lives on to keep where
    /// the player stood, and mpv quitting on it (status 4) is no failure.
    @Test func ctrlCWhilePlayingStopsThePlayerNotYtclone() throws {
        let home = AccountFlowTests.Home(apiKey: Self.key)
        let bin = home.url.appendingPathComponent("signal-bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let mpv = bin.appendingPathComponent("mpv")
        // As the terminal sends Ctrl-C: to the whole foreground process group, which the player
        // shares with ytclone; it quits on it (4), and exits 9 if the signal never came.
        try Data("#!/bin/sh\ntrap 'exit 4' INT\nkill -INT 0\nsleep 1\nexit 9\n".utf8).write(to: mpv)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: mpv.path)
        let stopped = try home.run(["watch", "dQw4w9WgXcQ"], path: bin.path + ":/usr/bin:/bin")
        #expect(stopped.status == 0, "\(stopped.stderr)")

        try Data("#!/bin/sh\nexit 4\n".utf8).write(to: bin.appendingPathComponent("vlc"))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("vlc").path)
        let vlc = try home.run(["watch", "dQw4w9WgXcQ", "--player", "vlc"], path: bin.path + ":/usr/bin:/bin")
        #expect(vlc.status == 69, "status 4 is a failure for any other player")
        #expect(vlc.stderr.contains("error: vlc exited with status 4"), "\(vlc.stderr)")
    }
}
