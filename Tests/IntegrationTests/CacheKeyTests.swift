import Foundation
import Testing

/// The response cache's keys keep every request apart, and its clock cannot be fooled.
@Suite struct CacheKeyTests {
    /// Answers each search with one video numbered by how many searches came before.
    static func countingServer() throws -> FakeAPIServer {
        let count = Counter()
        return try FakeAPIServer { request in
            switch request.path {
            case "/youtube/v3/search": .init(body: CraftedAnswers.searchPage([count.next()], next: nil))
            default: .init(body: CraftedAnswers.videos((request.value("id") ?? "").split(separator: ",").map(String.init)))
            }
        }
    }

    static func searches(_ server: FakeAPIServer) -> [FakeAPIServer.Request] {
        server.requests.filter { $0.path == "/youtube/v3/search" }
    }

    @Test func aQueryHoldingAmpersandsIsNotAnotherRequestsKey() throws {
        let server = try Self.countingServer(), home = AccountFlowTests.Home(server: server)
        let plain = try home.run(["search", "cats", "--region", "GB", "--json", "--limit", "1"])
        #expect(plain.status == 0, "\(plain.stderr)")
        // Before, the key joined k=v& unescaped: this was answered from the entry above.
        let crafted = try home.run(["search", "cats&regionCode=GB", "--json", "--limit", "1"])
        #expect(crafted.status == 0, "\(crafted.stderr)")
        #expect(Self.searches(server).count == 2)
        #expect(Self.searches(server).last?.value("q") == "cats&regionCode=GB")
        #expect(crafted.ids != plain.ids)
        // Each is still its own cache entry: repeating either asks nothing.
        _ = try home.run(["search", "cats&regionCode=GB", "--json", "--limit", "1"])
        _ = try home.run(["search", "cats", "--region", "GB", "--json", "--limit", "1"])
        #expect(Self.searches(server).count == 2)
    }

    @Test func anEntryStampedInTheFutureIsStale() throws {
        let server = try Self.countingServer(), home = AccountFlowTests.Home(server: server)
        #expect(try home.run(["search", "tea", "--json", "--limit", "1"]).status == 0)
        #expect(Self.searches(server).count == 1)
        // Stamp every entry in 2100: before, such an entry stayed fresh forever.
        let folder = home.url.appendingPathComponent("cache/responses")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".entry") {
            let file = folder.appendingPathComponent(name)
            var data = try Data(contentsOf: file)
            let newline = try #require(data.firstIndex(of: 0x0A))
            var header = try #require(try JSONSerialization.jsonObject(with: data[..<newline]) as? [String: Any])
            header["storedAt"] = 4_102_444_800.0  // 2100-01-01
            data = try JSONSerialization.data(withJSONObject: header) + data[newline...]
            try data.write(to: file)
        }
        let again = try home.run(["search", "tea", "--json", "--limit", "1", "-v"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(Self.searches(server).count == 2, "\(again.stderr)")
    }
}
