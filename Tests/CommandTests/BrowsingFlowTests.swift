import Foundation
import Testing

/// Paging across runs, tags, mentions and comment threads in process against the catalog.
@Suite struct BrowsingFlowTests {
    private func ids(_ home: CommandHome, _ arguments: [String]) async throws -> [String] {
        let result = await home.run(["feed", "--json", "--limit", "5"] + arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return (try result.json as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
    }

    @Test func nextPageThreeTimesThenPrevPageGivesTheSecondPageAgain() async throws {
        let home = CommandHome.today()
        let first = try await ids(home, ["--next-page"])
        let second = try await ids(home, ["--next-page"])
        let third = try await ids(home, ["--next-page"])
        #expect(Set(first + second + third).count == 15)
        #expect(try await ids(home, ["--prev-page"]) == second)
        #expect(try await ids(home, ["--first-page"]) == first)
        #expect(try await ids(home, ["--next-page"]) == second)
        // Another query has a cursor of its own.
        #expect(try await ids(home, ["--next-page", "--region", "JP"]).count == 5)
        #expect(try await ids(home, ["--next-page"]) == third)
    }

    @Test func lastPageSaysSoAndPrintsAnEmptyList() async throws {
        let home = CommandHome.today()
        #expect(await home.run(["feed", "--json", "--limit", "200"]).status == 0)
        let after = await home.run(["feed", "--json", "--limit", "200", "--next-page"])
        #expect(after.status == 0)
        #expect((try after.json as? [Any])?.isEmpty == true)
        #expect(after.stderr.contains("last page"))
    }

    @Test func tagsAndMentionsFindLocalComments() async throws {
        let home = CommandHome.today()
        #expect(await home.signUp(email: "bob@example.com", handle: "bob", name: "Bob").status == 0)
        _ = await home.run(["signout"])
        #expect(await home.signUp(email: "ada@example.com", handle: "ada").status == 0)
        #expect(await home.run(["comment", "add", "dQw4w9WgXcQ", "Ask @Bob about #SwiftLang"]).status == 0)
        #expect(await home.run(["comment", "add", "dQw4w9WgXcQ", "no tags here"]).status == 0)

        let tagged = try #require(try await home.json(["tag", "#swiftlang"]) as? [String: Any])
        #expect(tagged["tag"] as? String == "swiftlang")
        #expect((tagged["comments"] as? [[String: Any]])?.compactMap { $0["text"] as? String } == ["Ask @Bob about #SwiftLang"])
        #expect(tagged["videos"] is [Any])
        #expect(home.api.count("search") == 1)

        let local = try #require(try await home.json(["tag", "SwiftLang", "--local"]) as? [String: Any])
        #expect((local["videos"] as? [Any])?.isEmpty == true)
        #expect(await home.run(["tag", "#1"]).status == 64)

        _ = await home.run(["signout"])
        _ = await home.run(["signin", "--email", "bob@example.com", "--password-stdin"], stdin: AccountFlowTests.password + "\n")
        let mentions = try #require(try await home.json(["mentions"]) as? [[String: Any]])
        #expect(mentions.count == 1)
        #expect(mentions.first?["author"] as? String == "@ada")
    }

    @Test func commentThreadsPageOnAndBackWithoutAPrevToken() async throws {
        let home = CommandHome.today()
        let video = home.api.fixture("videoWithManyComments")
        func page(_ extra: [String]) async throws -> [String] {
            let result = await home.run(["comments", video, "--source", "youtube", "--order", "time", "--limit", "30",
                                         "--json"] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            return (try result.json as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
        }
        let first = try await page([])
        let second = try await page(["--next-page"])
        let third = try await page(["--next-page"])
        #expect(first.count == 30 && second.count == 30 && third.count == 30)
        #expect(Set(first + second + third).count == 90)
        #expect(try await page(["--prev-page"]) == second)
        #expect(try await page(["--prev-page"]) == first)
    }

    @Test func commentSearchAndReplies() async throws {
        let home = CommandHome.today()
        let video = home.api.fixture("videoWithManyComments")
        let all = try #require(try await home.json(["comments", video, "--source", "youtube", "--limit", "50"]) as? [[String: Any]])
        let word = try #require((all.first?["text"] as? String)?.split(separator: " ").first { $0.count > 4 })
        let found = try #require(try await home.json(["comments", video, "--source", "youtube", "--search", String(word)])
            as? [[String: Any]])
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { ($0["text"] as? String)?.localizedCaseInsensitiveContains(String(word)) == true })

        let thread = home.api.fixture("commentThreadWithReplies")
        let replies = try #require(try await home.json(["comments", video, "--replies", thread]) as? [[String: Any]])
        #expect(!replies.isEmpty)
        #expect(replies.allSatisfy { $0["source"] as? String == "youtube" && $0["replyCount"] is NSNull })
        #expect(await home.run(["comments", video, "--replies", thread, "--source", "local"]).status == 64)
    }

    @Test func refreshFetchesFromTheAPI() async throws {
        let home = CommandHome.today()
        let first = try await ids(home, [])
        #expect(try await ids(home, ["--refresh"]) == first)
        #expect(home.api.count("videos") == 2)
    }
}
