/// Renders a catalog video as a `youtube#video` resource with the requested parts.
struct VideoRenderer {
    let catalog: Catalog
    /// Users' likes and comments, which the counts include.
    var writes = UserWrites()

    func render(_ video: CatalogVideo, parts: PartSelection) -> JSONValue {
        [
            "kind": "youtube#video",
            "etag": .string(Digest.etag(for: "video:\(catalog.seed):\(video.id)")),
            "id": .string(video.id),
            "snippet": parts.contains("snippet") ? snippet(video) : nil,
            "contentDetails": parts.contains("contentDetails") ? contentDetails(video) : nil,
            "status": parts.contains("status") ? status(video) : nil,
            "statistics": parts.contains("statistics") ? statistics(video) : nil,
            "player": parts.contains("player") ? player(video) : nil,
            "topicDetails": parts.contains("topicDetails")
                ? ["topicCategories": .array(video.topics.map(JSONValue.string))] : nil,
            "liveStreamingDetails": parts.contains("liveStreamingDetails") ? liveStreamingDetails(video) : nil,
        ]
    }

    private func snippet(_ video: CatalogVideo) -> JSONValue {
        let channel = catalog.channel(of: video)
        return [
            "publishedAt": .string(RFC3339.format(video.publishedAt, millis: video.millis)),
            "channelId": .string(channel.id),
            "title": .string(video.title),
            "description": .string(video.description),
            "thumbnails": Thumbnails.video(video),
            "channelTitle": .string(channel.title),
            "tags": video.tags.isEmpty ? nil : .array(video.tags.map(JSONValue.string)),
            "categoryId": .string(video.categoryId),
            "liveBroadcastContent": .string(video.broadcast.rawValue),
            "defaultLanguage": video.language.map(JSONValue.string),
            "localized": ["title": .string(video.title), "description": .string(video.description)],
            "defaultAudioLanguage": video.language.map(JSONValue.string),
        ]
    }

    private func contentDetails(_ video: CatalogVideo) -> JSONValue {
        [
            "duration": .string(ISODuration.format(seconds: video.durationSeconds)),
            "dimension": video.threeD ? "3d" : "2d",
            "definition": video.highDefinition ? "hd" : "sd",
            "caption": video.caption ? "true" : "false",
            "licensedContent": .bool(video.licensedContent),
            "regionRestriction": video.blockedRegions.isEmpty
                ? nil : ["blocked": .array(video.blockedRegions.map(JSONValue.string))],
            "contentRating": video.ageRestricted ? ["ytRating": "ytAgeRestricted"] : [:],
            "projection": video.spherical ? "360" : "rectangular",
        ]
    }

    private func status(_ video: CatalogVideo) -> JSONValue {
        [
            "uploadStatus": video.broadcast == .upcoming ? "uploaded" : "processed",
            "privacyStatus": "public",
            "license": video.creativeCommons ? "creativeCommon" : "youtube",
            "embeddable": .bool(video.embeddable),
            "publicStatsViewable": true,
            "madeForKids": .bool(video.madeForKids),
        ]
    }

    private func statistics(_ video: CatalogVideo) -> JSONValue {
        [
            "viewCount": .string(String(video.viewCount)),
            "likeCount": video.likesHidden ? nil : .string(String(video.likeCount + Int64(writes.likes(of: video.id)))),
            "favoriteCount": "0",
            "commentCount": video.commentsDisabled
                ? nil : .string(String(video.commentCount + Int64(writes.publishedComments(on: video.id)))),
        ]
    }

    private func player(_ video: CatalogVideo) -> JSONValue {
        let iframe =
            "<iframe width=\"480\" height=\"270\" src=\"//www.youtube.com/embed/\(video.id)\" frameborder=\"0\" "
            + "allow=\"accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share\" "
            + "referrerpolicy=\"strict-origin-when-cross-origin\" allowfullscreen></iframe>"
        return ["embedHtml": .string(iframe)]
    }

    private func liveStreamingDetails(_ video: CatalogVideo) -> JSONValue? {
        switch video.broadcast {
        case .none: return nil
        case .live:
            return [
                "actualStartTime": .string(RFC3339.format(video.publishedAt)),
                "concurrentViewers": .string(String(video.viewCount / 50 + 3)),
            ]
        case .upcoming:
            return ["scheduledStartTime": .string(RFC3339.format(catalog.now + 7 * 86_400 + 18 * 3600))]
        }
    }
}
