import Foundation
import Testing
@testable import YTCLI
import YTStore

/// `watch` in process against a fake mpv on PATH (`FakePlayer`): what the player is given (the
/// quality, audio-only, the queue, where to start), how a missing or failing player is reported,
/// and, signed in, the progress mpv reports over its JSON IPC kept in history and used to resume.
@Suite struct WatchCommandTests {
    private func home(signedIn: Bool = false) async throws -> (CommandHome, FakePlayer) {
        let home = signedIn ? await CommandHome.signedIn() : CommandHome.make()
        let player = try FakePlayer(in: home.root)
        home.environment["PATH"] = player.path
        return (home, player)
    }

    private func url(_ id: String) -> String { "https://www.youtube.com/watch?v=\(id)" }

    @Test func theQualityAndTheQueueGoToOneMPV() async throws {
        let (home, mpv) = try await home()
        let first = home.api.fixture("videoId"), second = home.api.fixture("liveVideo")
        let result = await home.run(["watch", first, "https://youtu.be/\(second)", "--quality", "720"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try mpv.runs() == [["--ytdl-format=bestvideo[height<=?720]+bestaudio/best[height<=?720]", url(first), url(second)]])
        #expect(home.environment["YOUTUBE_API_KEY"] != nil)
        #expect(try mpv.secretsSeen() == "", "the API key is not the player's")
    }

    @Test func audioOnlyAsksForNoVideoAndTheBestAudio() async throws {
        let (home, mpv) = try await home()
        let id = home.api.fixture("videoId")
        #expect(await home.run(["watch", id, "--audio-only", "--start", "1:23"]).status == 0)
        #expect(try mpv.runs() == [["--no-video", "--ytdl-format=bestaudio/best", "--start=+83", url(id)]])
    }

    @Test func theConfiguredQualityAndPlayerAreTheDefaults() async throws {
        let (home, _) = try await home()
        let vlc = try FakePlayer("vlc", in: home.root)
        home.environment["PATH"] = vlc.path
        let id = home.api.fixture("videoId")
        let config = home.root.appendingPathComponent("home/config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try FakePlayer.writeExecutable("player=vlc\nquality=480\n", to: config.appendingPathComponent("config"))
        _ = chmod(config.appendingPathComponent("config").path, 0o600)
        let played = await home.run(["watch", id])
        #expect(played.status == 0, "\(played.stderr)")
        #expect(try vlc.runs() == [[url(id)]], "vlc gets the URL alone")
        #expect(played.stderr.contains("vlc is given the URLs only; only mpv takes --quality."), "\(played.stderr)")
    }

    @Test func aBadConfiguredQualityIsRefused() async throws {
        let (home, mpv) = try await home()
        home.environment["YTCLONE_QUALITY"] = "4k"
        let result = await home.run(["watch", home.api.fixture("videoId")])
        #expect(result.status == 65)
        #expect(result.stderr.contains("invalid value '4k' for YTCLONE_QUALITY"), "\(result.stderr)")
        #expect(try mpv.runs().isEmpty)
    }

    @Test(arguments: ["1:75", "abc", "-3", "1:2:3:4", ""])
    func aStartThatIsNoTimeIsAUsageError(_ start: String) async throws {
        let (home, mpv) = try await home()
        let result = await home.run(["watch", home.api.fixture("videoId"), "--start", start])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(try mpv.runs().isEmpty)
    }

    @Test func aPlayerExitingTwoIsReported() async throws {
        let (home, mpv) = try await home()
        try mpv.play(events: [], status: 2)
        let result = await home.run(["watch", home.api.fixture("videoId")])
        #expect(result.status == 69)
        #expect(result.stderr.contains("error: mpv exited with status 2"), "\(result.stderr)")
    }

    @Test func aMissingPlayerNamesWhatToInstall() async throws {
        let (home, _) = try await home(signedIn: true)
        home.environment["PATH"] = home.root.appendingPathComponent("nothing").path
        let result = await home.run(["watch", home.api.fixture("videoId")])
        #expect(result.status == 69)
        #expect(result.stderr.contains("error: mpv is not installed"), "\(result.stderr)")
        #expect(result.stderr.contains("hint: apt install mpv yt-dlp"), "\(result.stderr)")
        let chosen = await home.run(["watch", home.api.fixture("videoId"), "--player", "celluloid"])
        #expect(chosen.status == 69)
        #expect(chosen.stderr.contains("error: celluloid is not installed"), "\(chosen.stderr)")
        #expect(await home.run(["watch", home.api.fixture("videoId"), "--player", "mpv --fs"]).status == 64,
                "a player is one program, never a shell line")
        #expect((try await home.json(["history"]) as? [Any])?.isEmpty == true, "nothing played: no view")
    }

    @Test func aPlayerGivenByPathIsRunWithTheURL() async throws {
        let (home, mpv) = try await home()
        home.environment["PATH"] = "/usr/bin:/bin"  // python3 for the script, no player
        let id = home.api.fixture("videoId")
        let result = await home.run(["watch", id, "--player", mpv.folder.appendingPathComponent("mpv").path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try mpv.runs() == [[url(id)]], "a path to mpv is mpv")
    }

    @Test func printListsTheURLsWithoutPlaying() async throws {
        let (home, mpv) = try await home()
        let first = home.api.fixture("videoId"), second = home.api.fixture("liveVideo")
        #expect(await home.run(["watch", first, second, "--print"]).stdout == url(first) + "\n" + url(second) + "\n")
        let json = try #require(try await home.json(["watch", first, second, "--print"]) as? [[String: Any]])
        #expect(json.map { $0["videoId"] as? String } == [first, second])
        #expect(try mpv.runs().isEmpty)
    }

    @Test func withoutAKeyTheHistoryHasTheTitleFromOEmbed() async throws {
        let (home, mpv) = try await home(signedIn: true)
        home.environment["YOUTUBE_API_KEY"] = nil
        let id = home.api.fixture("videoId")
        #expect(await home.run(["watch", id]).status == 0)
        #expect(try mpv.runs().count == 1)
        let history = try #require(try await home.json(["history"]) as? [[String: Any]])
        #expect((history.first?["title"] as? String)?.isEmpty == false, "\(history)")
        #expect(!home.api.methods.contains("videos"), "no Data API without a key")
    }

    @Test func aPlaylistIsQueuedVideoByVideoWithAKeyAndAsItsURLWithout() async throws {
        let (home, mpv) = try await home()
        let playlist = home.api.fixture("playlistId")
        #expect(await home.run(["watch", "--playlist", playlist]).status == 0)
        let queued = try #require(try mpv.runs().last)
        #expect(queued.count > 1 && queued.allSatisfy { $0.hasPrefix("https://www.youtube.com/watch?v=") }, "\(queued)")
        #expect(home.api.methods.contains("playlistItems"))

        home.environment["YOUTUBE_API_KEY"] = nil
        #expect(await home.run(["watch", "--playlist", playlist]).status == 0)
        #expect(try mpv.runs().last == ["https://www.youtube.com/playlist?list=\(playlist)"])
        #expect(await home.run(["watch"]).status == 64, "a video or --playlist is needed")
    }

    // MARK: Progress over mpv's IPC

    @Test func progressReportedOverIPCIsKeptAndResumedFrom() async throws {
        let (home, mpv) = try await home(signedIn: true)
        let id = home.api.fixture("videoId")
        try mpv.play(events: [("duration", 200), ("time-pos", 50), ("time-pos", nil), ("time-pos", 100.5)], status: 0)
        let first = await home.run(["watch", id])
        #expect(first.status == 0, "\(first.stderr)")
        let arguments = try #require(try mpv.runs().first)
        let socket = try #require(arguments.first { $0.hasPrefix("--input-ipc-server=") })
        #expect(!FileManager.default.fileExists(atPath: String(socket.dropFirst("--input-ipc-server=".count))),
                "the private socket is removed after")
        #expect(try mpv.socketFolderMode() == "0o700")
        #expect(try mpv.observed().first?.map { $0.dropFirst(2).first as? String } == ["time-pos", "duration", "playlist-pos"])
        #expect(first.stderr.contains("Stopped \(id) at 1:40 of 3:20."), "\(first.stderr)")

        let history = try #require(try await home.json(["history"]) as? [[String: Any]])
        #expect(history.first?["position"] as? Int == 100)
        #expect(history.first?["length"] as? Int == 200)
        #expect(history.first?["watched"] as? Bool == false)
        home.columns = 120
        home.terminal.stdout = true
        let table = await home.run(["history"])
        #expect(table.lines.first?.contains("PROGRESS") == true, "\(table.stdout)")
        #expect(table.lines.dropFirst().first?.contains("1:40 / 3:20") == true, "\(table.stdout)")
        home.terminal.stdout = false

        try mpv.play(events: [("duration", 200), ("time-pos", 190)], status: 0)
        let second = await home.run(["watch", id])
        #expect(second.stderr.contains("Resuming at 1:40 (--from-start to start over)."), "\(second.stderr)")
        let resumed = try mpv.runs()
        #expect(resumed.last?.contains("--start=+100") == true, "\(resumed)")
        let watched = try #require(try await home.json(["history"]) as? [[String: Any]])
        #expect(watched.first?["watched"] as? Bool == true, "past 90% of 200 s")
        #expect(await home.run(["history"]).stdout.contains("✓ 3:10 / 3:20"))

        // Watched: the next play starts at the beginning; --start and --from-start say where.
        #expect(await home.run(["watch", id]).status == 0)
        #expect(try mpv.runs().last?.contains { $0.hasPrefix("--start") } == false)
        #expect(await home.run(["watch", id, "--start", "7"]).status == 0)
        #expect(try mpv.runs().last?.contains("--start=+7") == true)
    }

    @Test func fromStartIgnoresWhereYouStopped() async throws {
        let (home, mpv) = try await home(signedIn: true)
        let id = home.api.fixture("videoId")
        try mpv.play(events: [("duration", 600), ("time-pos", 61)], status: 0)
        #expect(await home.run(["watch", id]).status == 0)
        let again = await home.run(["watch", id, "--from-start"])
        #expect(!again.stderr.contains("Resuming"), "\(again.stderr)")
        #expect(try mpv.runs().last?.contains { $0.hasPrefix("--start") } == false)
    }

    @Test func aQueueKeepsTheProgressOfEachVideoAndResumesEachInItsGroup() async throws {
        let (home, mpv) = try await home(signedIn: true)
        let first = home.api.fixture("videoId"), second = home.api.fixture("liveVideo")
        try mpv.play(events: [("duration", 100), ("time-pos", 95), ("playlist-pos", 1), ("time-pos", nil),
                              ("duration", 300), ("time-pos", 30)], status: 0)
        #expect(await home.run(["watch", first, second]).status == 0)
        let history = try #require(try await home.json(["history"]) as? [[String: Any]])
        let byId = Dictionary(uniqueKeysWithValues: history.compactMap { entry in (entry["videoId"] as? String).map { ($0, entry) } })
        #expect(byId[first]?["watched"] as? Bool == true)
        #expect(byId[first]?["position"] as? Int == 95)
        #expect(byId[second]?["watched"] as? Bool == false)
        #expect(byId[second]?["position"] as? Int == 30)
        #expect(byId[second]?["length"] as? Int == 300)

        try mpv.play(events: [], status: 0)
        let again = await home.run(["watch", first, second])
        #expect(again.stderr.contains("Resuming \(second) at 0:30"), "\(again.stderr)")
        let arguments = try #require(try mpv.runs().last)
        #expect(Array(arguments.suffix(5)) == [url(first), "--{", "--start=+30", url(second), "--}"])
    }

    @Test func aPlayerThatFailsAfterPlayingStillKeepsTheProgress() async throws {
        let (home, mpv) = try await home(signedIn: true)
        let id = home.api.fixture("videoId")
        try mpv.play(events: [("duration", 100), ("time-pos", 42)], status: 2)
        let result = await home.run(["watch", id])
        #expect(result.status == 69)
        let history = try #require(try await home.json(["history"]) as? [[String: Any]])
        #expect(history.first?["position"] as? Int == 42)
    }

    /// The browser's `w` (and `a`) plays through the same Playback: it resumes where `watch`
    /// stopped, and keeps what mpv reports.
    @Test func theBrowsersPlayerResumesAndKeepsProgressAsWatchDoes() async throws {
        let (home, mpv) = try await home(signedIn: true)
        let id = home.api.fixture("videoId")
        try mpv.play(events: [("duration", 600), ("time-pos", 61)], status: 0)
        #expect(await home.run(["watch", id]).status == 0)

        let whoami = try #require(try await home.json(["whoami", "--json"]) as? [String: Any])
        let userId = try #require((whoami["id"] as? Int).map(Int64.init))
        let store = try SQLiteStore(path: home.root.appendingPathComponent("home/data/ytclone.sqlite3").path)
        let user = try #require(try store.user(id: userId))
        try mpv.play(events: [("duration", 600), ("time-pos", 590)], status: 4)
        let said = BrowserAssembly.play([id], path: mpv.path, options: PlaybackOptions(audioOnly: true),
                                        saver: ProgressSaver(store: store, user: user, now: { Date() }))
        #expect(said == nil, "mpv quit with Ctrl-C (4) is no failure")
        let arguments = try #require(try mpv.runs().last)
        #expect(arguments.contains("--start=+61") && arguments.contains("--no-video"), "\(arguments)")
        #expect(try store.progress(videoIds: [id], userId: userId)[id]?.watched == true)
    }
}
