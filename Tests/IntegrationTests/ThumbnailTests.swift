import Foundation
import Testing

/// `ytclone video ID` draws the emulator's thumbnail through the image cache: the cache file's mode, a
/// terminal's `auto` and a fault on the wire (avatars and pipes run in process in
/// `CommandTests/ThumbnailCommandTests`).
@Suite struct ThumbnailTests {
    /// The emulator, and a home whose API base is it.
    static func start() throws -> (EmulatorProcess, AccountFlowTests.Home) {
        let emulator = try EmulatorProcess.start(["--api-key", "thumb-key"])
        let home = AccountFlowTests.Home(apiKey: "thumb-key")
        home.apiBase = emulator.baseURL.absoluteString
        return (emulator, home)
    }

    static func imageRequests(_ emulator: EmulatorProcess) throws -> Int {
        (try emulator.stats()["byMethod"] as? [String: Any])?["images"] as? Int ?? 0
    }

    @Test func theThumbnailIsDrawnAboveTheDetailsAndASecondRunFetchesNoImage() throws {
        let (emulator, home) = try Self.start()
        defer { emulator.stop() }
        let videoId = try #require(try emulator.fixtures()["videoId"])

        let first = try home.run(["video", videoId, "--thumbnails", "symbols"])
        #expect(first.status == 0, "\(first.stderr)")
        let lines = first.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let blocks = lines.prefix { $0.unicodeScalars.filter { (0x2580...0x259F).contains($0.value) }.count >= 3 }
        #expect(blocks.count >= 5, "\(first.stdout.prefix(400))")
        #expect(lines.first?.contains("\u{1B}[") == true)
        // The details follow the picture, from a line of their own.
        #expect(lines.contains { $0.hasPrefix("Channel:") })
        #expect(try Self.imageRequests(emulator) == 1)

        let second = try home.run(["video", videoId, "--thumbnails", "symbols"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout == first.stdout)
        #expect(try Self.imageRequests(emulator) == 1)  // the image cache answered

        let kitty = try home.run(["video", videoId, "--thumbnails", "kitty"])
        #expect(kitty.stdout.hasPrefix("\u{1B}_G"))
        let folder = home.url.appendingPathComponent("cache/images")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.count == 1)
        let mode = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(names[0]).path)[.posixPermissions]
        #expect(mode as? Int == 0o600)

        // cache stats counts the picture beside the answers; cache clear deletes it.
        let stats = try #require(try home.json(["cache", "stats"]) as? [String: Any])
        let methods = try #require(stats["methods"] as? [[String: Any]])
        #expect(methods.contains { $0["method"] as? String == "image" && $0["entries"] as? Int == 1 && $0["fresh"] as? Int == 1 },
                "\(methods)")
        #expect(try home.run(["cache", "clear"]).stderr.contains("and 1 cached picture"))
    }

    /// On a terminal, `auto` draws (a terminal that answers nothing costs the query's 150 ms) and
    /// the second run takes the picture from the cache.
    @Test func onATerminalAutoDrawsAndTheSecondRunFetchesNothing() throws {
        if PseudoTerminal.tools == nil { try Test.cancel("needs dash and setsid (util-linux) to run a terminal session") }
        let emulator = try EmulatorProcess.start(["--api-key", "thumb-key"])
        defer { emulator.stop() }
        let videoId = try #require(try emulator.fixtures()["videoId"])
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("ytclone-thumbs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let terminal = try PseudoTerminal(script: """
            before=$(stty -g)
            "$YTCLONE" video \(videoId)
            echo "first=$?"
            "$YTCLONE" video \(videoId)
            echo "second=$?"
            [ "$(stty -g)" = "$before" ] && echo "stty=same" || echo "stty=changed"
            echo END
            """, environment: [
                "PATH": "/usr/bin:/bin", "HOME": home.path, "YTCLONE_HOME": home.path, "LANG": "C.UTF-8", "TZ": "UTC",
                "TERM": "xterm-256color", "YOUTUBE_API_KEY": "thumb-key", "YTCLONE_API_BASE": emulator.baseURL.absoluteString,
                "YTCLONE": try BuildProducts.executable("ytclone").path,
            ])
        #expect(terminal.waitFor("END", seconds: 60))
        let text = terminal.text
        #expect(text.contains("first=0") && text.contains("second=0"), "\(text)")
        #expect(text.contains("stty=same"), "the terminal query puts the terminal back: \(text)")
        let pictureLines = text.split(separator: "\n").filter { line in
            line.contains("\u{1B}[38;") && line.unicodeScalars.contains { (0x2580...0x259F).contains($0.value) }
        }
        #expect(pictureLines.count >= 10, "two pictures of several rows: \(text.debugDescription.prefix(800))")
        #expect(try Self.imageRequests(emulator) == 1)
    }

    /// A 503 on the picture is retried like an API answer; the picture is drawn all the same.
    @Test func aFailedPictureIsRetried() throws {
        let (emulator, home) = try Self.start()
        defer { emulator.stop() }
        let videoId = try #require(try emulator.fixtures()["videoId"])
        let body = #"{"kind":"503","count":1,"after":1}"#  // after videos.list, the picture's first request
        #expect(try RawHTTPConnection.fetch(port: emulator.port, "POST", "/emulator/faults", body: Array(body.utf8)).status == 204)
        let result = try home.run(["video", videoId, "--thumbnails", "symbols"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.unicodeScalars.contains { (0x2580...0x259F).contains($0.value) })
        #expect(try Self.imageRequests(emulator) == 2)
    }
}
