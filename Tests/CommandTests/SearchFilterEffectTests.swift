import Foundation
import Testing

/// The search filters that the other suites do not reach, in process: each changes the results as
/// it says.
@Suite struct SearchFilterEffectTests {
    private func ids(_ results: [[String: Any]]) -> [String] {
        results.compactMap { $0["id"] as? String }
    }

    @Test func hdAndCaptionKeepOnlyMatchingVideos() async throws {
        let session = CommandHome.today(columns: 100)
        let all = try await session.array(["search", "a", "--limit", "50", "--json"])
        let hd = try await session.array(["search", "a", "--hd", "--limit", "50", "--json"])
        let captioned = try await session.array(["search", "a", "--caption", "--limit", "50", "--json"])
        #expect(!hd.isEmpty && !captioned.isEmpty)
        #expect(hd.allSatisfy { $0["definition"] as? String == "hd" })
        #expect(captioned.allSatisfy { $0["caption"] as? Bool == true })
        #expect(all.contains { $0["definition"] as? String == "sd" }, "without --hd some results are sd")
        #expect(all.contains { $0["caption"] as? Bool == false }, "without --caption some results have none")
    }

    @Test func strictSafeSearchAndRegionChangeTheResults() async throws {
        let session = CommandHome.today(columns: 100)
        let none = ids(try await session.array(["search", "a", "--safe-search", "none", "--limit", "200", "--json"]))
        let strict = ids(try await session.array(["search", "a", "--safe-search", "strict", "--limit", "200", "--json"]))
        #expect(!strict.isEmpty)
        #expect(Set(none).isSuperset(of: strict) || none.count == 200, "strict only removes results")
        #expect(none != strict)

        let us = ids(try await session.array(["search", "a", "--region", "US", "--limit", "200", "--json"]))
        let jp = ids(try await session.array(["search", "a", "--region", "JP", "--limit", "200", "--json"]))
        #expect(!us.isEmpty && !jp.isEmpty)
        #expect(us != jp, "videos blocked in a region are left out there")
    }
}
