import Testing

@testable import YTEmulator

/// Every response the emulator can give must fit the discovery document's schemas.
@Suite struct SchemaConformanceTests {
    let emulator = TestEmulator.shared

    static let responseSchemas = [
        "search": "SearchListResponse", "videos": "VideoListResponse", "channels": "ChannelListResponse",
        "playlists": "PlaylistListResponse", "playlistItems": "PlaylistItemListResponse",
        "commentThreads": "CommentThreadListResponse", "comments": "CommentListResponse",
        "videoCategories": "VideoCategoryListResponse", "activities": "ActivityListResponse",
        "i18nRegions": "I18nRegionListResponse", "i18nLanguages": "I18nLanguageListResponse",
        "videoAbuseReportReasons": "VideoAbuseReportReasonListResponse",
        "channelSections": "ChannelSectionListResponse", "captions": "CaptionListResponse",
    ]

    static let videoParts =
        "id,snippet,contentDetails,statistics,status,player,topicDetails,liveStreamingDetails,localizations,fileDetails"
    static let channelParts = "id,snippet,contentDetails,statistics,status,topicDetails,brandingSettings,localizations"
    static let playlistParts = "id,snippet,contentDetails,status,player,localizations"

    @Test func everyEndpointPartAndPageFitsTheDiscoverySchema() throws {
        let schema = try DiscoverySchema.load()
        var checked = 0
        var seenKeys: Set<String> = []
        for target in try targets() {
            let response = emulator.raw(target)
            #expect(response.status == 200, "\(target) → \(response.status)")
            let json = try JSONParser.parse(response.body)
            let resource = String(target.dropFirst("/youtube/v3/".count).prefix { $0 != "?" })
            let name = try #require(Self.responseSchemas[resource])
            let problems = schema.violations(of: json, against: name)
            #expect(problems.isEmpty, "\(target): \(problems.prefix(5).joined(separator: "; "))")
            collectKeys(json, prefix: resource, into: &seenKeys)
            checked += 1
        }
        #expect(checked > 60)
        // The walk must actually have exercised every part and the paging envelope.
        for key in [
            "videos.snippet", "videos.contentDetails", "videos.statistics", "videos.status", "videos.player",
            "videos.topicDetails", "videos.liveStreamingDetails", "channels.brandingSettings",
            "channels.statistics", "channels.contentDetails", "channels.status", "channels.topicDetails",
            "playlists.player", "playlists.status", "playlists.contentDetails", "playlistItems.status",
            "playlistItems.contentDetails", "commentThreads.replies", "videos.prevPageToken",
            "search.nextPageToken", "search.regionCode", "comments.nextPageToken", "videoCategories.snippet",
            "activities.snippet", "activities.contentDetails", "activities.nextPageToken", "activities.prevPageToken",
            "activities.pageInfo", "i18nRegions.snippet", "i18nLanguages.snippet", "videoAbuseReportReasons.snippet",
            "channelSections.contentDetails", "captions.snippet",
        ] {
            #expect(seenKeys.contains(key), "never saw \(key)")
        }
    }

    /// Top-level envelope keys and item keys, as `resource.key`.
    private func collectKeys(_ json: JSONValue, prefix: String, into keys: inout Set<String>) {
        let itemKeys = (json["items"]?.arrayValue ?? []).flatMap(\.keys)
        for key in json.keys + itemKeys { keys.insert("\(prefix).\(key)") }
    }

    private func targets() throws -> [String] {
        let f = emulator.fixtures
        let specialVideos = f.filter { $0.key.hasPrefix("video") || $0.key.hasSuffix("Video") }.map(\.value).sorted()
        var targets = [
            "/youtube/v3/videos?part=\(Self.videoParts)&id=\(specialVideos.joined(separator: ","))",
            "/youtube/v3/channels?part=\(Self.channelParts)&forHandle=\(f["channelHandle"]!)",
            "/youtube/v3/channels?part=id&forHandle=@no-such-handle-anywhere",
            "/youtube/v3/playlists?part=\(Self.playlistParts)&channelId=\(f["channelId"]!)&maxResults=2",
            "/youtube/v3/playlists?part=\(Self.playlistParts)&id=\(f["playlistId"]!),\(f["uploadsPlaylistId"]!)",
            "/youtube/v3/playlistItems?part=id,snippet,contentDetails,status&playlistId=\(f["uploadsPlaylistId"]!)&maxResults=50",
            "/youtube/v3/commentThreads?part=id,snippet,replies&videoId=\(f["videoWithManyComments"]!)&maxResults=100&order=relevance",
            "/youtube/v3/commentThreads?part=snippet&videoId=\(f["videoWithHostileTitle"]!)&textFormat=plainText",
            "/youtube/v3/commentThreads?part=snippet,replies&id=\(f["commentThreadWithReplies"]!)",
            "/youtube/v3/commentThreads?part=snippet&allThreadsRelatedToChannelId=\(f["channelId"]!)",
            "/youtube/v3/comments?part=id,snippet&id=\(f["commentThreadWithReplies"]!)",
            "/youtube/v3/videoCategories?part=snippet&regionCode=US",
            "/youtube/v3/videoCategories?part=snippet&id=1,18,28",
            "/youtube/v3/search?part=snippet&q=swift&maxResults=50",
            "/youtube/v3/search?part=snippet&type=channel&maxResults=50&order=videoCount",
            "/youtube/v3/search?part=snippet&type=playlist&maxResults=50&order=title",
            "/youtube/v3/search?part=snippet&type=video&videoDuration=long&order=date&maxResults=50",
            "/youtube/v3/search?part=id&type=video&eventType=live",
            "/youtube/v3/search?part=snippet&channelId=\(f["channelId"]!)&order=viewCount&maxResults=50",
            "/youtube/v3/i18nRegions?part=snippet", "/youtube/v3/i18nRegions?part=snippet&hl=de_DE",
            "/youtube/v3/i18nLanguages?part=snippet&hl=fr", "/youtube/v3/videoAbuseReportReasons?part=id,snippet",
            "/youtube/v3/channelSections?part=id,snippet,contentDetails&channelId=\(f["channelId"]!)",
        ]
        for video in specialVideos {
            targets.append("/youtube/v3/captions?part=id,snippet&videoId=\(video)")
        }
        targets += try walk("/youtube/v3/videos?part=\(Self.videoParts)&chart=mostPopular&maxResults=50")
        targets += try walk(
            "/youtube/v3/playlistItems?part=snippet,contentDetails,status&playlistId=\(f["playlistId"]!)&maxResults=10")
        targets += try walk("/youtube/v3/search?part=snippet&q=tutorial&maxResults=50", limit: 3)
        targets += try walk(
            "/youtube/v3/commentThreads?part=snippet,replies&videoId=\(f["videoWithManyComments"]!)&maxResults=100")
        targets += try walk(
            "/youtube/v3/comments?part=snippet&parentId=\(f["commentThreadWithReplies"]!)&maxResults=10")
        targets += try walk("/youtube/v3/activities?part=id,snippet,contentDetails&channelId=\(f["channelId"]!)&maxResults=50")
        targets.append("/youtube/v3/activities?part=id&channelId=\(f["channelId"]!)&maxResults=0")
        // Every channel's feed, so every kind of video (live, upcoming, hostile titles) appears in one.
        for channel in emulator.emulator.catalog.channels {
            targets.append("/youtube/v3/activities?part=snippet,contentDetails&channelId=\(channel.id)&maxResults=50")
        }
        // Every channel the catalog has, fifty at a time, with every part.
        let channels = emulator.emulator.catalog.channels.map(\.id)
        for start in stride(from: 0, to: channels.count, by: 50) {
            targets.append(
                "/youtube/v3/channels?part=\(Self.channelParts)&id="
                    + channels[start..<min(start + 50, channels.count)].joined(separator: ","))
        }
        // And every video, by id, fifty at a time.
        let videos = emulator.emulator.catalog.videos.map(\.id)
        for start in stride(from: 0, to: videos.count, by: 50) {
            targets.append(
                "/youtube/v3/videos?part=\(Self.videoParts)&id="
                    + videos[start..<min(start + 50, videos.count)].joined(separator: ","))
        }
        return targets
    }

    /// The target of each page of a listing, following `nextPageToken`.
    private func walk(_ first: String, limit: Int = 20) throws -> [String] {
        var pages = [first]
        while pages.count < limit, let token = try emulator.get(pages.last!).json["nextPageToken"]?.stringValue {
            pages.append(first + "&pageToken=" + token)
        }
        return pages
    }
}
