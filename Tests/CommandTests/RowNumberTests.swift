import Foundation
import Testing

/// Row numbers: they go on across pages of a listing, and a row of the last listing a terminal
/// session showed stands for its video wherever a video id is taken.
@Suite struct RowNumberTests {
    /// The ids of a table's rows, by the number in its first column.
    static func rows(_ result: CommandHome.Result) -> [Int: String] {
        var rows: [Int: String] = [:]
        for line in result.lines.dropFirst() {
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            if words.count > 1, let number = Int(words[0]) { rows[number] = String(words[1]) }
        }
        return rows
    }

    @Test func numbersGoOnAcrossPagesAndStandForTheirVideos() async throws {
        let home = CommandHome.make()
        let first = Self.rows(await home.run(["feed", "--limit", "5"]))
        #expect(first.keys.sorted() == [1, 2, 3, 4, 5])
        let third = await home.run(["video", "3", "--json"])
        #expect(third.status == 0, "\(third.stderr)")
        #expect(try (third.json as? [String: Any])?["id"] as? String == first[3])

        let second = Self.rows(await home.run(["feed", "--limit", "5", "--next-page"]))
        #expect(second.keys.sorted() == [6, 7, 8, 9, 10], "\(second)")
        #expect(try (await home.run(["watch", "7", "--print", "--json"]).json as? [String: Any])?["videoId"] as? String
                == second[7])
        let gone = await home.run(["video", "3"])
        #expect(gone.status == 65)
        #expect(gone.stderr.hasPrefix("error: row 3 is not in the last listing shown here (rows 6–10)"), "\(gone.stderr)")

        let back = Self.rows(await home.run(["feed", "--limit", "5", "--prev-page"]))
        #expect(back.keys.sorted() == [1, 2, 3, 4, 5] && back == first)
    }

    /// The subscriptions feed prints its table whole (not through a page walk): its rows stand
    /// for their videos all the same, with a key and without one, not those of an older listing.
    @Test(arguments: [true, false])
    func theSubscriptionsFeedsRowsStandForTheirVideos(withKey: Bool) async throws {
        let home = withKey ? CommandHome.make() : CommandHome.make(key: nil)
        #expect(await home.signUp("ada").status == 0)
        let channels = home.api.catalogChannels.prefix(3).map(\.id)
        let csv = "Channel Id,Channel Url,Channel Title\n" + channels.map { "\($0),http://www.youtube.com/channel/\($0),x\n" }.joined()
        #expect(await home.run(["subscriptions", "import", try home.file("s.csv", csv)]).status == 0)
        #expect(await home.run(["channel", channels[0], "--limit", "3"]).status == 0)
        let feed = Self.rows(await home.run(["feed", "--subscriptions", "--limit", "4"]))
        #expect(feed.keys.sorted() == [1, 2, 3, 4], "\(feed)")
        let watched = await home.run(["watch", "4", "--print", "--json"])
        #expect(watched.status == 0, "\(watched.stderr)")
        #expect(try (watched.json as? [String: Any])?["videoId"] as? String == feed[4])
    }

    @Test func aTagsVideosStandForTheirVideos() async throws {
        let home = CommandHome.make()
        #expect(await home.run(["feed", "--limit", "5"]).status == 0)
        let tag = Self.rows(await home.run(["tag", "swift", "--limit", "3"]))
        try #require(tag.keys.sorted() == [1, 2, 3], "\(tag)")
        #expect(try (await home.run(["video", "2", "--json"]).json as? [String: Any])?["id"] as? String == tag[2])
    }

    @Test func machineOutputLeavesTheRowsAsTheyWere() async throws {
        let home = CommandHome.make()
        let feed = Self.rows(await home.run(["feed", "--limit", "3"]))
        #expect(await home.run(["search", "cooking", "--limit", "5", "--json"]).status == 0)
        #expect(try (await home.run(["video", "2", "--json"]).json as? [String: Any])?["id"] as? String == feed[2])
    }

    @Test func rowsOfChannelsAreNotVideos() async {
        let home = CommandHome.make()
        #expect(await home.run(["search", "cooking", "--type", "channel", "--limit", "3"]).status == 0)
        let result = await home.run(["video", "2"])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("error: the last listing shown here lists channels, not videos"), "\(result.stderr)")
    }

    @Test func withoutAListingARowNumberIsExplained() async {
        let result = await CommandHome.make().run(["video", "3"])
        #expect(result.status == 65)
        #expect(result.stderr == """
            error: no listing has been shown in this terminal to take row 3 from
            hint: list videos first (ytclone feed), or give a video id or URL

            """)
    }

    @Test func aSignedInUserAddsAFavoriteByRow() async throws {
        let home = CommandHome.make()
        #expect(await home.signUp("ada").status == 0)
        let feed = Self.rows(await home.run(["feed", "--limit", "4"]))
        #expect(await home.run(["fav", "add", "4"]).status == 0)
        let favorites = try await home.run(["fav", "list", "--json"]).json as? [[String: Any]]
        #expect(favorites?.first?["videoId"] as? String == feed[4])
    }

    /// Two machines on one database (here the second home's data folder is the first's), whose
    /// terminal sessions have the same id (one process runs both): each keeps its own rows.
    @Test func twoMachinesOnOneDatabaseKeepTheirOwnRows() async throws {
        let laptop = CommandHome.make(), server = CommandHome.make()
        let feed = Self.rows(await laptop.run(["feed", "--limit", "3"]))
        #expect(feed.count == 3)
        let serverHome = server.root.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: serverHome, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        try FileManager.default.createSymbolicLink(at: serverHome.appendingPathComponent("data"),
                                                   withDestinationURL: laptop.root.appendingPathComponent("home/data"))
        #expect(await server.run(["search", "cooking", "--type", "channel", "--limit", "3"]).status == 0)

        let video = await laptop.run(["video", "2", "--json"])
        #expect(video.status == 0, "\(video.stderr)")
        #expect(try (video.json as? [String: Any])?["id"] as? String == feed[2])
        let onServer = await server.run(["video", "2"])
        #expect(onServer.stderr.hasPrefix("error: the last listing shown here lists channels, not videos"),
                "\(onServer.stderr)")

        // Each machine's id is its own, in a file only its user may read.
        let ids = try [laptop, server].map { home in
            let file = home.root.appendingPathComponent("home/state/machine")
            let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
            #expect(mode == 0o600)
            return try String(contentsOf: file, encoding: .utf8)
        }
        #expect(ids[0] != ids[1])
    }
}
