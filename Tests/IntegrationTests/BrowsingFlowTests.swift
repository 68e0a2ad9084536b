import Foundation
import Testing

/// Paging across runs, watch, tags and mentions through the built binary.
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

    @Test func nextPageThreeTimesThenPrevPageGivesTheSecondPageAgain() throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        defer { emulator.stop() }
        let home = home(emulator)
        let first = try ids(home, ["--next-page"])
        let second = try ids(home, ["--next-page"])
        let third = try ids(home, ["--next-page"])
        #expect(Set(first + second + third).count == 15)
        #expect(try ids(home, ["--prev-page"]) == second)
        #expect(try ids(home, ["--first-page"]) == first)
        #expect(try ids(home, ["--next-page"]) == second)
        // Another query has a cursor of its own.
        #expect(try ids(home, ["--next-page", "--region", "JP"]).count == 5)
        #expect(try ids(home, ["--next-page"]) == third)
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

    @Test func lastPageSaysSoAndPrintsAnEmptyList() throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        defer { emulator.stop() }
        let home = home(emulator)
        #expect(try home.run(["feed", "--json", "--limit", "200"]).status == 0)
        let after = try home.run(["feed", "--json", "--limit", "200", "--next-page"])
        #expect(after.status == 0)
        #expect((try after.json() as? [Any])?.isEmpty == true)
        #expect(after.stderr.contains("last page"))
    }

    @Test func watchPrintsOrHandsTheURLToAPlayer() throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        defer { emulator.stop() }
        let home = home(emulator)
        let id = try #require(try emulator.fixtures()["videoId"])
        let url = "https://www.youtube.com/watch?v=\(id)"
        #expect(try home.run(["watch", "https://youtu.be/\(id)", "--print"]).stdout == url + "\n")
        // No mpv or xdg-open on this PATH: the URL is printed.
        let empty = home.url.appendingPathComponent("empty-bin")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        #expect(try home.run(["watch", id], path: empty.path).stdout == url + "\n")

        let (bin, log) = try home.fakePlayer()
        #expect(try home.signUp().status == 0)
        let played = try home.run(["watch", id], path: bin.path + ":/usr/bin:/bin")
        #expect(played.status == 0, "\(played.stderr)")
        #expect(try String(contentsOf: log, encoding: .utf8) == "--\n\(url)\n")
        let history = try #require(try home.json(["history"]) as? [[String: Any]])
        #expect(history.first?["videoId"] as? String == id)
        #expect((history.first?["title"] as? String)?.isEmpty == false)
    }

    @Test func tagsAndMentionsFindLocalComments() throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        defer { emulator.stop() }
        let home = home(emulator)
        #expect(try home.signUp("bob@example.com", handle: "bob", name: "Bob").status == 0)
        _ = try home.run(["signout"])
        #expect(try home.signUp("ada@example.com", handle: "ada").status == 0)
        #expect(try home.run(["comment", "add", "dQw4w9WgXcQ", "Ask @Bob about #SwiftLang"]).status == 0)
        #expect(try home.run(["comment", "add", "dQw4w9WgXcQ", "no tags here"]).status == 0)

        let tagged = try #require(try home.json(["tag", "#swiftlang"]) as? [String: Any])
        #expect(tagged["tag"] as? String == "swiftlang")
        #expect((tagged["comments"] as? [[String: Any]])?.compactMap { $0["text"] as? String } == ["Ask @Bob about #SwiftLang"])
        #expect(tagged["videos"] is [Any])
        let byMethod = try #require(try emulator.stats()["byMethod"] as? [String: Any])
        #expect(byMethod["search.list"] as? Int == 1)

        let local = try #require(try home.json(["tag", "SwiftLang", "--local"]) as? [String: Any])
        #expect((local["videos"] as? [Any])?.isEmpty == true)
        #expect(try home.run(["tag", "#1"]).status == 64)

        _ = try home.run(["signout"])
        _ = try home.run(["signin", "--email", "bob@example.com", "--password-stdin"], stdin: AccountFlowTests.password + "\n")
        let mentions = try #require(try home.json(["mentions"]) as? [[String: Any]])
        #expect(mentions.count == 1)
        #expect(mentions.first?["author"] as? String == "@ada")
    }

    @Test func commentThreadsPageOnAndBackWithoutAPrevToken() throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        defer { emulator.stop() }
        let home = home(emulator)
        let video = try #require(try emulator.fixtures()["videoWithManyComments"])
        func page(_ extra: [String]) throws -> [String] {
            let result = try home.run(["comments", video, "--source", "youtube", "--order", "time", "--limit", "30",
                                       "--json"] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            return (try result.json() as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
        }
        let first = try page([])
        let second = try page(["--next-page"])
        let third = try page(["--next-page"])
        #expect(first.count == 30 && second.count == 30 && third.count == 30)
        #expect(Set(first + second + third).count == 90)
        #expect(try page(["--prev-page"]) == second)
        #expect(try page(["--prev-page"]) == first)
    }

    @Test func commentSearchAndReplies() throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        defer { emulator.stop() }
        let home = home(emulator)
        let fixtures = try emulator.fixtures()
        let video = try #require(fixtures["videoWithManyComments"])
        let all = try #require(try home.json(["comments", video, "--source", "youtube", "--limit", "50"]) as? [[String: Any]])
        let word = try #require((all.first?["text"] as? String)?.split(separator: " ").first { $0.count > 4 })
        let found = try #require(try home.json(["comments", video, "--source", "youtube", "--search", String(word)])
            as? [[String: Any]])
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { ($0["text"] as? String)?.localizedCaseInsensitiveContains(String(word)) == true })

        let thread = try #require(fixtures["commentThreadWithReplies"])
        let replies = try #require(try home.json(["comments", video, "--replies", thread]) as? [[String: Any]])
        #expect(!replies.isEmpty)
        #expect(replies.allSatisfy { $0["source"] as? String == "youtube" && $0["replyCount"] is NSNull })
        #expect(try home.run(["comments", video, "--replies", thread, "--source", "local"]).status == 64)
    }

    @Test func refreshFetchesFromTheAPI() throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        defer { emulator.stop() }
        let home = home(emulator)
        let first = try ids(home, [])
        #expect(try ids(home, ["--refresh"]) == first)
        let byMethod = try #require(try emulator.stats()["byMethod"] as? [String: Any])
        #expect(byMethod["videos.list"] as? Int == 2)
    }
}
