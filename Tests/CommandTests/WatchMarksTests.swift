import Foundation
import Testing
import YTCore
import YTStore

/// Every video listing marks what the signed-in user watched: a `✓` column in tables, `watched`
/// and `position` in JSON, from progress saved through the store as `watch` saves it.
@Suite struct WatchMarksTests {
    /// A listing: its command line (`$name` for the emulator fixture `name`) and where its videos
    /// are in the JSON it prints.
    struct Listing: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        /// The key of the videos' array in an object, nil for a bare array, "" for one video.
        var key: String?
        var idKey = "id"
        /// Run without an API key (oEmbed, the channels' feeds).
        var keyless = false
        var testDescription: String { arguments.joined(separator: " ") + (keyless ? " (no key)" : "") }
    }

    static let listings = [
        Listing(arguments: ["feed", "--limit", "5"]),
        Listing(arguments: ["search", "swift", "--limit", "5"]),
        Listing(arguments: ["channel", "$channelId", "--limit", "5"], key: "videos"),
        Listing(arguments: ["playlist", "$playlistId", "--limit", "5"], key: "videos"),
        Listing(arguments: ["video", "$videoId"], key: ""),
        Listing(arguments: ["video", "$videoId", "--comments"], key: "video"),
        Listing(arguments: ["fav", "list"], idKey: "videoId"),
        Listing(arguments: ["feed", "--subscriptions", "--limit", "5"]),
        Listing(arguments: ["tag", "#swift", "--limit", "5"], key: "videos"),
        Listing(arguments: ["feed", "--subscriptions", "--limit", "5"], keyless: true),
        Listing(arguments: ["channel", "$channelId", "--limit", "5"], key: "videos", keyless: true),
        Listing(arguments: ["video", "$videoId"], key: "", keyless: true),
    ]

    /// A signed-in home with a favorite and a subscription, so that every listing has rows;
    /// without a key, subscribed from a Takeout file.
    static func home(keyless: Bool = false) async throws -> CommandHome {
        guard !keyless else {
            let home = CommandHome.make(key: nil)
            #expect(await home.signUp().status == 0)
            let channel = home.api.fixture("channelId")
            let csv = "Channel Id,Channel Url,Channel Title\n\(channel),http://www.youtube.com/channel/\(channel),Channel\n"
            let imported = await home.run(["subscriptions", "import", try home.file("s.csv", csv)])
            #expect(imported.status == 0, "\(imported.stderr)")
            return home
        }
        let home = await CommandHome.signedIn()
        for setup in [["fav", "add", home.api.fixture("videoId")], ["subscribe", home.api.fixture("channelId")]] {
            let result = await home.run(setup)
            #expect(result.status == 0, "\(setup): \(result.stderr)")
        }
        return home
    }

    /// Saves how far the signed-in user got in `videoId`, as a player reported it.
    static func play(_ videoId: String, to position: Double, of length: Double, in home: CommandHome) async throws {
        let user = try #require(try await home.json(["whoami", "--json"]) as? [String: Any])
        let userId = try #require(user["id"] as? Int64 ?? (user["id"] as? Int).map(Int64.init))
        let store = try SQLiteStore(path: home.root.appendingPathComponent("home/data/ytclone.sqlite3").path)
        try store.saveProgress(WatchProgress(videoId: videoId, reachedPosition: position, of: length, at: Date()),
                               userId: userId)
    }

    /// The video objects a listing printed.
    static func videos(_ listing: Listing, _ home: CommandHome) async throws -> [[String: Any]] {
        let arguments = listing.arguments.map { $0.hasPrefix("$") ? home.api.fixture(String($0.dropFirst())) : $0 }
        let json = try await home.json(arguments + ["--json"])
        switch listing.key {
        case nil: return try #require(json as? [[String: Any]])
        case "": return [try #require(json as? [String: Any])]
        case let key?:
            let object = try #require(json as? [String: Any])
            if let videos = object[key] as? [[String: Any]] { return videos }
            return [try #require(object[key] as? [String: Any])]
        }
    }

    @Test(arguments: listings)
    func aWatchedVideoIsMarkedInJSON(_ listing: Listing) async throws {
        let home = try await Self.home(keyless: listing.keyless)
        let before = try await Self.videos(listing, home)
        let ids = before.compactMap { $0[listing.idKey] as? String }
        let watched = try #require(ids.first, "\(listing.testDescription) listed nothing")
        #expect(before.allSatisfy { $0["watched"] as? Bool == false && $0["position"] is NSNull },
                "\(listing.testDescription): nothing played yet")
        try await Self.play(watched, to: 95, of: 100, in: home)
        if ids.count > 1 { try await Self.play(ids[1], to: 30.6, of: 100, in: home) }

        let after = try await Self.videos(listing, home)
        let marked = Dictionary(after.map { ($0[listing.idKey] as? String ?? "", $0) }) { first, _ in first }
        #expect(marked[watched]?["watched"] as? Bool == true, "\(listing.testDescription): \(after)")
        #expect(marked[watched]?["position"] as? Int == 95)
        if ids.count > 1 {
            #expect(marked[ids[1]]?["watched"] as? Bool == false, "30% in is not watched")
            #expect(marked[ids[1]]?["position"] as? Int == 30, "whole seconds")
        }
    }

    @Test func aTableMarksWatchedRowsInANarrowColumn() async throws {
        let home = try await Self.home()
        let ids = try #require(try await home.json(["feed", "--limit", "5", "--json"]) as? [[String: Any]])
            .compactMap { $0["id"] as? String }
        try await Self.play(ids[2], to: 99, of: 100, in: home)
        home.terminal.stdout = true
        home.columns = 120
        let table = await home.run(["feed", "--limit", "5"])
        #expect(table.status == 0, "\(table.stderr)")
        let lines = table.lines.map { TerminalText.sanitize($0) }
        #expect(lines.first?.contains("ID           ✓  TITLE") == true, "\(table.stdout)")
        let rows = lines.dropFirst().filter { !$0.isEmpty }
        #expect(rows.count == 5)
        for (row, id) in zip(rows, ids) {
            #expect(row.contains("\(id)  \(id == ids[2] ? "✓" : " ")  "), "\(row)")
        }
        for line in lines { #expect(TerminalText.width(line) <= 120, "\(line)") }
    }

    @Test func signedOutNothingIsMarked() async throws {
        let home = CommandHome.make()
        let videos = try #require(try await home.json(["feed", "--limit", "3", "--json"]) as? [[String: Any]])
        #expect(videos.allSatisfy { $0["watched"] is NSNull && $0["position"] is NSNull })
        home.terminal.stdout = true
        home.columns = 120
        let table = await home.run(["feed", "--limit", "3"])
        #expect(!table.stdout.contains("✓"), "no ✓ column when nothing can be known: \(table.stdout)")
    }

    @Test func aVideosDetailsSayHowFarYouGot() async throws {
        let home = try await Self.home()
        let id = home.api.fixture("videoId")
        try await Self.play(id, to: 75, of: 200, in: home)
        let stopped = await home.run(["video", id]).stdout
        #expect(stopped.contains("Watched:   stopped at 1:15"), "\(stopped)")
        try await Self.play(id, to: 195, of: 200, in: home)
        #expect(await home.run(["video", id]).stdout.contains("Watched:   yes"))
        let keyless = try await Self.home(keyless: true)
        try await Self.play(id, to: 75, of: 200, in: keyless)
        let oEmbed = await keyless.run(["video", id])
        #expect(oEmbed.stdout.contains("Watched:   stopped at 1:15"), "without a key too: \(oEmbed.stdout)")
    }
}
