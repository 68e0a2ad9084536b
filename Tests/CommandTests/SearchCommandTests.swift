import Foundation
import Testing

/// `ytclone search` in process against the catalog: each filter narrows the results the way it says.
@Suite struct SearchCommandTests {
    private func search(_ session: CommandHome, _ arguments: [String]) async throws -> [[String: Any]] {
        let results = try await session.array(["search"] + arguments + ["--json"])
        #expect(!results.isEmpty, "search \(arguments) found nothing, so the filter check would prove nothing")
        return results
    }

    @Test func videoResultsAreFilledInWithLengthsAndViews() async throws {
        let session = CommandHome.today(columns: 100)
        let videos = try await search(session, ["", "--limit", "10"])
        #expect(videos.count == 10)
        for video in videos {
            #expect(video["kind"] as? String == "video")
            #expect(video["durationSeconds"] is Int)
            #expect(video["viewCount"] is Int)
            #expect(!((video["title"] as? String) ?? "&").contains("&#39;"))
        }
    }

    @Test func durationFiltersLengths() async throws {
        let session = CommandHome.today(columns: 100)
        let short = try await search(session, ["", "--duration", "short", "--limit", "30"])
        #expect(short.allSatisfy { ($0["durationSeconds"] as? Int).map { $0 < 240 } == true })
        let long = try await search(session, ["", "--duration", "long", "--limit", "30"])
        #expect(long.allSatisfy { ($0["durationSeconds"] as? Int).map { $0 > 1200 } == true })
    }

    @Test func relativeAfterKeepsTheLastDays() async throws {
        let session = CommandHome.today(columns: 100)
        // ytclone counts 7d back from its own clock, which reads no earlier than this.
        let floor = Date().addingTimeInterval(-7 * 86_400)
        let recent = try await search(session, ["", "--after", "7d", "--limit", "50"])
        for video in recent {
            let published = try #require(CommandHome.date(video["publishedAt"]))
            #expect(published >= floor, "\(video["id"] ?? "") published \(published)")
        }
        // Something older exists, so the filter did leave videos out.
        let older = try await search(session, ["", "--before", "7d", "--limit", "5"])
        #expect(Set(older.compactMap { $0["id"] as? String }).isDisjoint(with: recent.compactMap { $0["id"] as? String }))
    }

    @Test func absoluteDatesBoundBothEnds() async throws {
        let session = CommandHome.today(columns: 100)
        let after = session.epoch.addingTimeInterval(-400 * 86_400)
        let before = session.epoch.addingTimeInterval(-30 * 86_400)
        let videos = try await search(session, ["", "--after", CommandHome.day(after), "--before", CommandHome.day(before),
                                                "--limit", "50"])
        for video in videos {
            let published = try #require(CommandHome.date(video["publishedAt"]))
            #expect(published >= after && published < before, "published \(published)")
        }
    }

    @Test(arguments: ["channelId", "channelHandle", "url"])
    func channelFilterAcceptsEachFormAndKeepsThatChannel(form: String) async throws {
        let session = CommandHome.today(columns: 100)
        let id = session.api.fixture("channelId")
        let value = form == "url" ? "https://www.youtube.com/channel/\(id)" : session.api.fixture(form)
        let videos = try await search(session, ["", "--channel", value, "--limit", "20"])
        #expect(videos.allSatisfy { $0["channelId"] as? String == id })
    }

    @Test func orderDateIsNewestFirstAndOrderViewsMostViewedFirst() async throws {
        let session = CommandHome.today(columns: 100)
        let byDate = try await search(session, ["", "--order", "date", "--limit", "30"]).compactMap {
            CommandHome.date($0["publishedAt"])
        }
        #expect(byDate.count == 30)
        #expect(byDate == byDate.sorted(by: >))
        let byViews = try await search(session, ["", "--order", "views", "--limit", "30"]).compactMap { $0["viewCount"] as? Int }
        #expect(byViews.count == 30)
        #expect(byViews == byViews.sorted(by: >))
    }

    @Test func channelAndPlaylistResultsHaveTheirOwnShapes() async throws {
        let session = CommandHome.today(columns: 100)
        let channels = try await search(session, ["", "--type", "channel", "--limit", "5"])
        let channelKeys = try JSONDocs.keys(of: "Channel")
        for channel in channels {
            #expect(channel["kind"] as? String == "channel")
            #expect(Set(channel.keys) == channelKeys)
            #expect(channel["videoCount"] is Int)
        }
        let playlists = try await search(session, ["", "--type", "playlist", "--limit", "5"])
        let playlistKeys = try JSONDocs.keys(of: "Playlist")
        for playlist in playlists {
            #expect(playlist["kind"] as? String == "playlist")
            #expect(Set(playlist.keys) == playlistKeys)
            #expect(playlist["itemCount"] is Int)
        }
    }

    @Test func limitWalksPagesAndNextPageContinues() async throws {
        let session = CommandHome.today(columns: 100)
        let first = try await search(session, ["", "--limit", "60"])
        #expect(first.count == 60)
        #expect(Set(first.compactMap { $0["id"] as? String }).count == 60)
        #expect(session.api.count("search") == 2)
        let next = try await search(session, ["", "--limit", "60", "--next-page"])
        #expect(Set(next.compactMap { $0["id"] as? String }).isDisjoint(with: first.compactMap { $0["id"] as? String }))
    }

    /// The `more:` hint is for a person at a terminal (CommandTests check its words): a pipe or a
    /// cron mail does not get it.
    @Test func aPipedTableHasNoMoreHint() async throws {
        let session = CommandHome.today(columns: 100)
        session.environment["COLUMNS"] = "70"
        let result = await session.run(["search", "", "--limit", "3"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("more:"), "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").allSatisfy { $0.count <= 70 })
    }

    typealias Refusal = ExpectedFailure

    static let refusals: [Refusal] = [
        Refusal(arguments: ["--type", "user"], status: 64, message: "'video', 'channel' or 'playlist'"),
        Refusal(arguments: ["--order", "best"], status: 64, message: "'relevance', 'date', 'views', 'rating' or 'title'"),
        Refusal(arguments: ["--duration", "tiny"], status: 64, message: "'short', 'medium' or 'long'"),
        Refusal(arguments: ["--safe-search", "off"], status: 64, message: "'none', 'moderate' or 'strict'"),
        Refusal(arguments: ["--region", "USA"], status: 64, message: "two-letter"),
        Refusal(arguments: ["--limit", "0"], status: 64, message: "between 1 and 500"),
        Refusal(arguments: ["--type", "channel", "--duration", "short"], status: 64,
                message: "--duration applies to videos only"),
        Refusal(arguments: ["--type", "playlist", "--caption", "--hd"], status: 64,
                message: "--caption, --hd apply to videos only"),
        Refusal(arguments: ["--after", "yesterday"], status: 64, message: "an age like 12h, 7d, 2w, 1y"),
        Refusal(arguments: ["--before", "2023-02-29"], status: 64, message: "a date like 2024-01-31"),
        Refusal(arguments: ["--after", "2024-02-01", "--before", "2024-01-01"], status: 65, message: "earlier than --before"),
        Refusal(arguments: ["--channel", "not a channel"], status: 65, message: "is not a channel id, @handle"),
        Refusal(arguments: ["--channel", "@nobody-by-this-name"], status: 66, message: "no channel @nobody-by-this-name"),
    ]

    @Test(arguments: refusals)
    func invalidValuesAreRefusedBeforeAnySearch(_ refusal: Refusal) async throws {
        let session = CommandHome.today(columns: 100)
        let result = await session.run(["search", "swift"] + refusal.arguments)
        #expect(result.status == refusal.status, "stderr: \(result.stderr)")
        #expect(result.stderr.contains(refusal.message), "stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(session.api.count("search") == 0, "a refused search must not spend 100 units")
    }
}
