import Testing

@testable import YTEmulator

/// The schema checker itself must catch the mistakes it exists to catch.
@Suite struct DiscoverySchemaTests {
    @Test func flagsCountsSentAsNumbersAndUnknownKeys() throws {
        let schema = try DiscoverySchema.load()
        let bad: JSONValue = [
            "kind": "youtube#videoListResponse",
            "items": [
                [
                    "kind": "youtube#video", "id": "x", "statistics": ["viewCount": 12],
                    "publishTime": "2020-01-01T00:00:00Z",
                ]
            ],
            "pageInfo": ["totalResults": "1"],
        ]
        let problems = schema.violations(of: bad, against: "VideoListResponse")
        #expect(problems.contains { $0.contains("statistics.viewCount") })
        #expect(problems.contains { $0.contains("unknown key 'publishTime'") })
        #expect(problems.contains { $0.contains("pageInfo.totalResults") })
    }

    @Test func acceptsARealRecordedShape() throws {
        let schema = try DiscoverySchema.load()
        let good: JSONValue = [
            "kind": "youtube#channelListResponse", "etag": "e",
            "items": [
                [
                    "kind": "youtube#channel", "id": "UC1",
                    "statistics": ["viewCount": "1", "hiddenSubscriberCount": false],
                    "contentDetails": ["relatedPlaylists": ["likes": "", "uploads": "UU1"]],
                ]
            ],
        ]
        #expect(schema.violations(of: good, against: "ChannelListResponse").isEmpty)
    }
}
