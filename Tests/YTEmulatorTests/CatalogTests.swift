import Testing

@testable import YTEmulator

@Suite struct CatalogTests {
    let catalog = TestEmulator.shared.emulator.catalog

    @Test func sizesAndIdShapes() {
        #expect(catalog.channels.count == 300)
        #expect((2500...3500).contains(catalog.videos.count))
        #expect(catalog.videos.allSatisfy { $0.id.count == 11 })
        #expect(catalog.channels.allSatisfy { $0.id.count == 24 && $0.id.hasPrefix("UC") })
        #expect(catalog.playlists.allSatisfy { $0.id.count == 34 && $0.id.hasPrefix("PL") })
        #expect(Set(catalog.channels.map { $0.handle.lowercased() }).count == catalog.channels.count)
    }

    @Test func everyKindOfAwkwardContentExists() {
        let videos = catalog.videos
        #expect(videos.contains { $0.title.unicodeScalars.contains { $0.value == 0x200D } })  // ZWJ
        #expect(videos.contains { $0.title.unicodeScalars.contains { $0.value == 0x202E } })  // RTL override
        #expect(videos.contains { $0.title.unicodeScalars.contains { $0.value == 0x1B } })  // ESC
        #expect(videos.contains { ($0.durationSeconds ?? 0) > 86_400 })
        #expect(videos.contains { ($0.durationSeconds ?? Int.max) < 60 })
        #expect(videos.contains { $0.broadcast == .upcoming })
        #expect(videos.filter(\.likesHidden).count > 10)
        #expect(videos.filter(\.commentsDisabled).count > 10)
        #expect(videos.contains { $0.description.contains("@") && $0.description.contains("#") })
        #expect(catalog.channels.contains { $0.hiddenSubscriberCount })
        #expect(catalog.channels.contains { $0.uploads.isEmpty })
    }

    @Test func newestVideosAreHoursOld() {
        let newest = catalog.videos.map(\.publishedAt).max() ?? 0
        #expect(newest < catalog.now)
        #expect(catalog.now - newest < 86_400)
        let oldest = catalog.channels.map(\.publishedAt).min() ?? 0
        #expect(catalog.now - oldest <= 5 * 366 * 86_400)
    }

    @Test func handlesResolveCaseInsensitivelyWithOrWithoutAt() throws {
        let emulator = TestEmulator.shared
        let id = emulator.fixture("channelId")
        for handle in ["@anaobriencodes", "AnaOBrienCodes", "%40ANAOBRIENCODES"] {
            let json = try emulator.get("/youtube/v3/channels?part=snippet&forHandle=\(handle)").json
            #expect(TestEmulator.ids(json) == [id], "\(handle)")
        }
        let missing = try emulator.get("/youtube/v3/channels?part=snippet&forHandle=@nobody-here").json
        #expect(missing["items"] == nil)
    }
}
