import Testing

@testable import YTEmulator

/// `yt-emulator --channels N`: a catalog the size of a whole Takeout, the same for the same seed.
@Suite struct CatalogSizeTests {
    static let day = 20_000

    @Test func twoThousandChannelsEachWithItsUploadsTheSameForTheSameSeed() {
        let large = Catalog.generate(seed: 7, epochDay: Self.day, channels: 2_000)
        #expect(large.channels.count == 2_000)
        #expect(Set(large.channels.map(\.id)).count == 2_000)
        #expect(Set(large.channels.map { $0.handle.lowercased() }).count == 2_000)
        let uploading = large.channels.filter { !$0.uploads.isEmpty }
        #expect(uploading.count >= 1_900, "\(uploading.count) of 2,000 have uploads")
        #expect(large.videos.allSatisfy { large.channelByID[large.channels[$0.channelIndex].id] == $0.channelIndex })

        let again = Catalog.generate(seed: 7, epochDay: Self.day, channels: 2_000)
        #expect(again.channels.map(\.id) == large.channels.map(\.id))
        #expect(again.videos.map(\.id) == large.videos.map(\.id))
        #expect(Catalog.generate(seed: 8, epochDay: Self.day, channels: 2_000).channels.map(\.id) != large.channels.map(\.id))
    }

    @Test func theDefaultCatalogIsTheOneTheFixturesKnow() {
        let chosen = Catalog.generate(seed: 1, epochDay: Self.day, channels: EmulatorConfiguration.defaultChannels)
        let implied = Catalog.generate(seed: 1, epochDay: Self.day)
        #expect(chosen.channels.count == 300)
        #expect(chosen.videos.map(\.id) == implied.videos.map(\.id))
    }
}
