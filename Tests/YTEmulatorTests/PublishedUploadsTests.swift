import Testing

@testable import YTEmulator

/// `POST /emulator/uploads` (``Emulator/publishUploads(on:)``): a new upload is seen by every
/// method and by the feeds alike, at the emulator's clock.
@Suite struct PublishedUploadsTests {
    /// A catalog of its own (publishing changes it), its clock fixed a day after the catalog's today.
    private func emulator() -> (Emulator, now: Int64) {
        let now = Int64(TestEmulator.epochDay + 1) * 86_400 + 3_723
        let emulator = Emulator(configuration: EmulatorConfiguration(epochDay: TestEmulator.epochDay, clock: { now }))
        return (emulator, now)
    }

    private func get(_ emulator: Emulator, _ target: String) throws -> JSONValue {
        let response = emulator.handle(EmulatorRequest(target: target + "&key=k"))
        #expect(response.status == 200, "\(target)")
        return try JSONParser.parse(response.body)
    }

    @Test func anUploadIsSeenByTheAPIAndTheFeedsAlike() throws {
        let (emulator, now) = emulator()
        let channel = emulator.catalog.channels[5]
        let before = channel.uploads.count
        let published = try emulator.publishUploads(on: [channel.id])
        let upload = try #require(published.first)
        #expect(published.count == 1)
        #expect(upload.channelId == channel.id)
        #expect(upload.publishedAt == now)

        let video = try get(emulator, "/youtube/v3/videos?part=snippet,contentDetails&id=\(upload.videoId)")
        #expect(video["items"]?[0]?["snippet"]?["publishedAt"]?.stringValue == RFC3339.format(now))
        #expect(video["items"]?[0]?["snippet"]?["channelId"]?.stringValue == channel.id)
        let uploads = try get(emulator, "/youtube/v3/playlistItems?part=contentDetails&playlistId=\(channel.uploadsPlaylistId)")
        #expect(uploads["items"]?[0]?["contentDetails"]?["videoId"]?.stringValue == upload.videoId)
        let counts = try get(emulator, "/youtube/v3/channels?part=statistics&id=\(channel.id)")
        #expect(counts["items"]?[0]?["statistics"]?["videoCount"]?.stringValue == String(before + 1))
        let search = try get(emulator, "/youtube/v3/search?part=id&type=video&order=date&channelId=\(channel.id)")
        #expect(TestEmulator.ids(search).first == upload.videoId)
        let feed = emulator.handle(EmulatorRequest(target: "/feeds/videos.xml?channel_id=\(channel.id)"))
        let xml = String(decoding: feed.body, as: UTF8.self)
        let first = try #require(xml.range(of: "<yt:videoId>"))
        #expect(xml[first.upperBound...].hasPrefix(upload.videoId))
        #expect(xml.contains("<published>\(RFC3339.format(now))</published>"))
    }

    @Test func theUploadsWithoutShortsPlaylistLeavesShortsOut() throws {
        let (emulator, _) = emulator()
        let channel = emulator.catalog.channels[0]
        let long = "UULF" + channel.id.dropFirst(2)
        let listed = try get(emulator, "/youtube/v3/playlistItems?part=contentDetails&maxResults=50&playlistId=\(long)")
        let ids = (listed["items"]?.arrayValue ?? []).compactMap { $0["contentDetails"]?["videoId"]?.stringValue }
        let catalog = emulator.catalog
        let expected = channel.uploads.map { catalog.videos[$0] }.filter { !$0.isShort }.prefix(50).map(\.id)
        #expect(ids == Array(expected))
        #expect(channel.uploads.contains { catalog.videos[$0].isShort }, "the fixture channel should hold a Short")
    }

    @Test func randomChannelsAreDistinctAndUnknownOnesPublishNothing() throws {
        let (emulator, _) = emulator()
        let published = try emulator.publishUploads(onRandomChannels: 7)
        #expect(Set(published.map(\.channelId)).count == 7)
        #expect(Set(published.map(\.videoId)).count == 7)
        let videos = emulator.catalog.videos.count
        #expect(throws: PublishError.unknownChannel("UCnone")) {
            try emulator.publishUploads(on: [emulator.catalog.channels[2].id, "UCnone"])
        }
        #expect(emulator.catalog.videos.count == videos)
        #expect(throws: PublishError.tooMany(Emulator.maximumPublished + 1)) {
            try emulator.publishUploads(onRandomChannels: Emulator.maximumPublished + 1)
        }
    }
}
