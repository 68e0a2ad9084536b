import Foundation
import Testing

/// Long work shows one line of progress on stderr when stderr is a terminal, and nothing when it
/// is not; stdout is never touched.
@Suite struct ProgressTests {
    static let key = "progress-key"

    /// A walk of three search pages at 400 ms a request: long enough to pass the quarter second
    /// after which progress appears.
    static func slowEmulator() throws -> EmulatorProcess {
        try EmulatorProcess.start(["--api-key", key, "--latency-ms", "400"])
    }

    /// What a pseudo-terminal (of `columns`, when given) shows while `command` runs against a slow
    /// emulator from a fresh home, ending with `status=` and its exit status.
    static func onATerminal(_ command: String, columns: Int? = nil) throws -> String {
        let emulator = try slowEmulator()
        defer { emulator.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("ytclone-progress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let terminal = try PseudoTerminal(script: (columns.map { "stty cols \($0)\n" } ?? "") + """
            \(command)
            echo "status=$?"
            echo END
            """, environment: [
                "PATH": "/usr/bin:/bin", "HOME": home.path, "YTCLONE_HOME": home.path, "LANG": "C.UTF-8", "TZ": "UTC",
                "TERM": "xterm", "YOUTUBE_API_KEY": key, "YTCLONE_API_BASE": emulator.baseURL.absoluteString,
                "YTCLONE": try BuildProducts.executable("ytclone").path,
            ])
        #expect(terminal.waitFor("END", seconds: 120))
        return terminal.text
    }

    @Test func aSlowWalkShowsProgressOnATerminal() throws {
        if PseudoTerminal.tools == nil { try Test.cancel("needs dash and setsid (util-linux) to run a terminal session") }
        let text = try Self.onATerminal(#""$YTCLONE" search music --limit 120"#)
        #expect(text.contains("status=0"), "\(text)")
        // Redrawn in place on one line, then cleared before the table.
        #expect(text.contains("\r\u{1B}[2K"), "\(text.debugDescription)")
        #expect(text.contains("page 2 · 100 results"), "\(text.debugDescription)")
        #expect(text.contains("units"), "\(text.debugDescription)")
        let table = try #require(text.range(of: "#  ID"))
        let lastProgress = try #require(text.range(of: "page ", options: .backwards))
        #expect(lastProgress.lowerBound < table.lowerBound, "no progress after the result")
    }

    /// On a terminal narrower than the line, each frame is cut to its width: at 80 columns a
    /// longer line wrapped and every redraw left a row behind.
    @Test func aFrameNeverWrapsOnANarrowTerminal() throws {
        if PseudoTerminal.tools == nil { try Test.cancel("needs dash and setsid (util-linux) to run a terminal session") }
        let text = try Self.onATerminal(#""$YTCLONE" search music --limit 120 --format tsv > /dev/null"#, columns: 24)
        #expect(text.contains("status=0"), "\(text)")
        let frames = text.components(separatedBy: "\r\u{1B}[2K").dropFirst()
            .map { $0.prefix { $0 != "\r" && $0 != "\n" } }.filter { !$0.isEmpty }
        #expect(frames.contains { $0.contains("page 2") }, "\(text.debugDescription)")
        for frame in frames {
            #expect(frame.count <= 23, "\(frame) is wider than the terminal")
        }
        #expect(frames.contains { $0.hasSuffix("…") }, "\(text.debugDescription)")
    }

    @Test func nothingWhenStderrIsNotATerminalOrWithQuiet() throws {
        let emulator = try Self.slowEmulator()
        defer { emulator.stop() }
        let environment = ["YOUTUBE_API_KEY": Self.key, "YTCLONE_API_BASE": emulator.baseURL.absoluteString]
        // TSV: absolute dates, so the two runs print the same bytes even when an hour turns between
        // them ("16 hours ago" in a table became "17 hours ago" once).
        let piped = try CommandRunner.ytclone(["search", "music", "--limit", "120", "--format", "tsv"],
                                              environment: environment)
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(!piped.stderr.contains("page "), "\(piped.stderr)")
        #expect(!(piped.stdout + piped.stderr).contains("\u{1B}["))
        // --progress always draws on a file too (for tools that want it); stdout stays clean.
        let forced = try CommandRunner.ytclone(
            ["search", "music", "--limit", "120", "--format", "tsv", "--progress", "always", "--refresh"],
            environment: environment)
        #expect(forced.status == 0)
        #expect(forced.stderr.contains("page 2 · 100 results"), "\(forced.stderr)")
        #expect(!forced.stdout.contains("\u{1B}["))
        #expect(forced.stdout == piped.stdout)
    }

    /// A signed-in home subscribed to 3 channels of an emulator started with `arguments`.
    private func subscribedToThree(_ arguments: [String]) throws -> (EmulatorProcess, AccountFlowTests.Home) {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key, "--latency-ms", "300"] + arguments)
        let home = AccountFlowTests.Home(apiKey: Self.key)
        home.apiBase = emulator.baseURL.absoluteString
        #expect(try home.signUp().status == 0)
        let response = try RawHTTPConnection.fetch(port: emulator.port, "GET", "/emulator/channels")
        let channels = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: String]])
            .prefix(3).compactMap { $0["id"] }
        #expect(try home.run(["subscribe"] + channels).status == 0)
        return (emulator, home)
    }

    @Test func theSubscriptionsRefreshCountsItsChannels() throws {
        let (emulator, home) = try subscribedToThree([])
        defer { emulator.stop() }
        let feed = try home.run(["feed", "--subscriptions", "--limit", "5", "--progress", "always"])
        #expect(feed.status == 0, "\(feed.stderr)")
        #expect(feed.stderr.contains("channels 3/3"), "\(feed.stderr.debugDescription)")
        #expect(!feed.stdout.contains("channels "))
    }

    @Test func theSubscriptionsRefreshCountsTheFeedsThatFailed() throws {
        let (emulator, home) = try subscribedToThree(["--feed-fault", "403"])
        defer { emulator.stop() }
        let feed = try home.run(["feed", "--subscriptions", "--limit", "5", "--progress", "always"])
        #expect(feed.status == 0, "\(feed.stderr)")
        #expect(feed.stderr.contains("3 feeds failed"), "\(feed.stderr.debugDescription)")
        #expect(feed.stderr.contains("channels 3/3"), "\(feed.stderr.debugDescription)")
    }
}
