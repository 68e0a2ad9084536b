import Testing

@testable import YTEmulator

@Suite struct DeterminismTests {
    static let targets = [
        "/youtube/v3/search?part=snippet&q=swift&maxResults=50",
        "/youtube/v3/videos?part=snippet,contentDetails,statistics&chart=mostPopular&maxResults=50&regionCode=JP",
        "/youtube/v3/channels?part=snippet,statistics&forHandle=anaobriencodes",
    ]

    @Test func sameSeedGivesTheSameBytes() {
        let first = TestEmulator(seed: 42)
        let second = TestEmulator(seed: 42)
        #expect(first.fixtures == second.fixtures)
        for target in Self.targets {
            #expect(first.raw(target).body == second.raw(target).body, "\(target)")
        }
        let thread = first.fixture("commentThreadWithReplies")
        let comments = "/youtube/v3/comments?part=snippet&parentId=\(thread)"
        #expect(first.raw(comments).body == second.raw(comments).body)
    }

    @Test func anotherSeedGivesAnotherCatalog() {
        let one = TestEmulator(seed: 1)
        let two = TestEmulator(seed: 2)
        #expect(one.fixture("videoId") != two.fixture("videoId"))
        #expect(one.raw(Self.targets[1]).body != two.raw(Self.targets[1]).body)
    }

    @Test func regionsGetDifferentCharts() throws {
        let emulator = TestEmulator.shared
        let us = TestEmulator.ids(
            try emulator.get("/youtube/v3/videos?part=id&chart=mostPopular&regionCode=US&maxResults=50").json)
        let jp = TestEmulator.ids(
            try emulator.get("/youtube/v3/videos?part=id&chart=mostPopular&regionCode=JP&maxResults=50").json)
        #expect(us.count == 50)
        #expect(us != jp)
    }
}
