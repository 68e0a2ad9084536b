import Foundation
import Testing

/// `ytclone download` through a fake yt-dlp first on `PATH`: a script that records the arguments
/// it received and writes, as the real one does, one line per video to its `--print-to-file`.
@Suite struct DownloadCommandTests {
    /// A folder holding the fake `yt-dlp`, and what it recorded.
    struct FakeYTDLP {
        let folder: URL

        /// The fake, copied into place by `install` so that this process never holds it open for
        /// writing (a script open for writing anywhere fails to run: ETXTBSY).
        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("ytclone-ytdlp-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let source = folder.appendingPathComponent("yt-dlp.txt")
            try Data(Self.script.utf8).write(to: source)
            let install = Process()
            install.executableURL = URL(fileURLWithPath: "/usr/bin/install")
            install.arguments = ["-m", "0700", source.path, folder.appendingPathComponent("yt-dlp").path]
            try install.run()
            install.waitUntilExit()
            #expect(install.terminationStatus == 0)
        }

        /// Records its argv (one argument a line, then `--end--`) and whether it saw an API key;
        /// writes `ID DIR/Title [ID].mp4` for the first `FAKE_WRITES` URLs (all by default), ends
        /// by the signal `FAKE_SIGNAL`, or says an error and exits `FAKE_STATUS`, when set.
        static let script = """
            #!/bin/sh
            log="$(dirname "$0")/argv"
            for argument in "$@"; do printf '%s\\n' "$argument" >> "$log"; done
            printf 'key:%s\\n--end--\\n' "${YOUTUBE_API_KEY:-none}" >> "$log"
            file=""; dir=""
            while [ $# -gt 0 ]; do
              case "$1" in
                --print-to-file) file="$3"; shift 3 ;;
                -P) dir="$2"; shift 2 ;;
                --) shift; break ;;
                *) shift ;;
              esac
            done
            written=0
            for url in "$@"; do
              if [ -n "$FAKE_WRITES" ] && [ "$written" -ge "$FAKE_WRITES" ]; then break; fi
              id="${url##*v=}"
              printf '%s %s\\n' "$id" "$dir/Title [$id].mp4" >> "$file"
              written=$((written + 1))
            done
            if [ -n "$FAKE_SIGNAL" ]; then kill -"$FAKE_SIGNAL" $$; fi
            if [ -n "$FAKE_STATUS" ]; then echo "ERROR: [youtube] fake failure" >&2; exit "$FAKE_STATUS"; fi
            exit 0
            """

        /// The argument lists of each run, in order.
        var runs: [[String]] {
            let text = (try? String(contentsOf: folder.appendingPathComponent("argv"), encoding: .utf8)) ?? ""
            return text.components(separatedBy: "--end--\n").dropLast().map { run in
                run.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
            }
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    /// A home whose `PATH` starts with the fake.
    static func home(_ fake: FakeYTDLP) -> CommandHome {
        let home = CommandHome.make()
        home.environment["PATH"] = fake.folder.path + ":/usr/bin:/bin"
        return home
    }

    /// The value after `option` in `arguments`.
    static func value(of option: String, in arguments: [String]) -> String? {
        arguments.firstIndex(of: option).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
    }

    @Test func qualityOutputAndSeveralVideosMakeOneRunWithTheURLsLast() async throws {
        let fake = try FakeYTDLP()
        defer { fake.remove() }
        let home = Self.home(fake)
        let first = home.api.fixture("videoId"), second = home.api.fixture("videoWithHiddenLikes")
        let result = await home.run(["download", first, "https://youtu.be/\(second)", "--quality", "720",
                                     "--output", "clips"])
        #expect(result.status == 0, "\(result.stderr)")
        let runs = fake.runs
        #expect(runs.count == 1, "one yt-dlp run for both videos")
        let arguments = try #require(runs.first)
        #expect(Self.value(of: "-f", in: arguments) == "bestvideo[height<=?720]+bestaudio/best[height<=?720]")
        #expect(!arguments.contains("-x"))
        let folder = home.root.appendingPathComponent("clips").standardizedFileURL.path
        #expect(Self.value(of: "-P", in: arguments) == folder, "--output is made absolute from where ytclone runs")
        #expect(Self.value(of: "-o", in: arguments) == "%(title)s [%(id)s].%(ext)s")
        #expect(Self.value(of: "--print-to-file", in: arguments) == "after_move:%(id)s %(filepath)s")
        let urls = arguments.drop { $0 != "--" }
        #expect(Array(urls) == ["--", "https://www.youtube.com/watch?v=\(first)",
                                "https://www.youtube.com/watch?v=\(second)", "key:none"],
                "the URLs after --, and no API key in yt-dlp's environment")
        #expect(arguments.contains("--quiet") && arguments.contains("--no-progress"), "off a terminal yt-dlp stays quiet")
        #expect(result.lines == ["\(folder)/Title [\(first)].mp4", "\(folder)/Title [\(second)].mp4"],
                "for a pipe, the paths written, one a line")
    }

    @Test func audioOnlyExtractsTheBestSoundIntoTheCurrentFolder() async throws {
        let fake = try FakeYTDLP()
        defer { fake.remove() }
        let home = Self.home(fake)
        let id = home.api.fixture("videoId")
        let result = await home.run(["download", id, "--audio-only", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let arguments = try #require(fake.runs.first)
        #expect(Self.value(of: "-f", in: arguments) == "bestaudio/best")
        #expect(arguments.contains("-x"))
        #expect(Self.value(of: "-P", in: arguments) == home.root.path)
        let files = try #require(try result.json as? [[String: Any]])
        #expect(files.count == 1)
        #expect(files.first?["videoId"] as? String == id)
        #expect(files.first?["path"] as? String == "\(home.root.path)/Title [\(id)].mp4")
        try JSONDocs.expect(try JSONValue.parse(result.stdout).arrayValue?.first ?? .null, is: "Download", "download --json")
    }

    @Test func onATerminalYTDLPShowsItsProgressAndATableListsTheFiles() async throws {
        let fake = try FakeYTDLP()
        defer { fake.remove() }
        let home = Self.home(fake)
        home.terminal = (stdin: false, stdout: true, stderr: true)
        home.columns = 200
        let id = home.api.fixture("videoId")
        let result = await home.run(["download", id])
        #expect(result.status == 0, "\(result.stderr)")
        let arguments = try #require(fake.runs.first)
        #expect(!arguments.contains("--quiet") && !arguments.contains("--no-progress"))
        let lines = result.lines.map { $0.replacingOccurrences(of: "\u{1B}[1m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "") }
        #expect(lines.first?.hasPrefix("ID") == true, "\(result.stdout)")
        #expect(lines.dropFirst().first?.contains(id) == true && lines.dropFirst().first?.contains("Title [\(id)].mp4") == true)
    }

    @Test func rowsOfTheLastListingStandForTheirVideos() async throws {
        let fake = try FakeYTDLP()
        defer { fake.remove() }
        let home = Self.home(fake)
        let rows = RowNumberTests.rows(await home.run(["feed", "--limit", "3"]))
        #expect(await home.run(["download", "3", "1"]).status == 0)
        let urls = try #require(fake.runs.first).drop { $0 != "--" }.dropFirst().dropLast()
        #expect(Array(urls) == [rows[3], rows[1]].map { "https://www.youtube.com/watch?v=\($0 ?? "?")" })
    }

    @Test func aFailingYTDLPIsReportedWithItsStatusAfterWhatItWrote() async throws {
        let fake = try FakeYTDLP()
        defer { fake.remove() }
        let home = Self.home(fake)
        home.environment["FAKE_STATUS"] = "1"
        home.environment["FAKE_WRITES"] = "1"
        let first = home.api.fixture("videoId"), second = home.api.fixture("videoWithHiddenLikes")
        let result = await home.run(["download", first, second, "--json"])
        #expect(result.status == 69)
        #expect(result.stderr.contains("ERROR: [youtube] fake failure"), "yt-dlp's own error reaches stderr: \(result.stderr)")
        #expect(result.stderr.contains("1 of 2 videos written"), "\(result.stderr)")
        #expect(result.stderr.contains("error: yt-dlp exited with status 1"), "\(result.stderr)")
        let files = try #require(try result.json as? [[String: Any]])
        #expect(files.map { $0["videoId"] as? String } == [first], "what was written before the failure is listed")
    }

    @Test func aYTDLPEndedByASignalIsSaidSo() async throws {
        let fake = try FakeYTDLP()
        defer { fake.remove() }
        let home = Self.home(fake)
        home.environment["FAKE_SIGNAL"] = "KILL"
        let result = await home.run(["download", home.api.fixture("videoId")])
        #expect(result.status == 69)
        #expect(result.stderr.contains("1 of 1 video written (yt-dlp was stopped by signal 9)"), "\(result.stderr)")
    }

    @Test func withoutYTDLPTheErrorSaysHowToInstallIt() async {
        let home = CommandHome.make(key: nil)
        home.environment["PATH"] = "/nonexistent"
        let result = await home.run(["download", home.api.fixture("videoId")])
        #expect(result.status == 69)
        #expect(result.stderr == """
            error: yt-dlp is not installed (not found on PATH)
            hint: apt install yt-dlp (or pipx install yt-dlp)

            """)
    }

    @Test func aDownloadNeedsNoKeyAndIsNoView() async throws {
        let fake = try FakeYTDLP()
        defer { fake.remove() }
        let home = CommandHome.make(key: nil)
        home.environment["PATH"] = fake.folder.path + ":/usr/bin:/bin"
        #expect(await home.signUp().status == 0)
        let result = await home.run(["download", home.api.fixture("videoId")])
        #expect(result.status == 0, "\(result.stderr)")
        let history = await home.run(["history", "--json"])
        #expect(history.status == 0, "\(history.stderr)")
        #expect(try (history.json as? [Any])?.isEmpty == true, "a download is not a view")
    }

    @Test func aBadReferenceIsRefusedBeforeYTDLPRuns() async throws {
        let fake = try FakeYTDLP()
        defer { fake.remove() }
        let result = await Self.home(fake).run(["download", "not a video"])
        #expect(result.status == 65)
        #expect(fake.runs.isEmpty)
    }
}
