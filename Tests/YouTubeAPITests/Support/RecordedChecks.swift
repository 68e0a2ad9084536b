import Foundation
import Testing

@testable import YouTubeAPI

/// Per-folder assertions for `RecordedResponseTests`, each comparing the decoded values with the
/// same file read by `JSONSerialization`, so nothing is dropped or mistranslated on the way.
enum RecordedChecks {
    typealias JSON = [String: Any]

    /// Decodes a list page and checks what every list response shares; returns it with its raw items.
    static func page<Item: Decodable & Sendable & Hashable>(
        _: Item.Type, _ file: RecordedFile, resource: String
    ) throws -> (Wire.ListResponse<Item>, [JSON]) {
        let page = try Wire.makeDecoder().decode(Wire.ListResponse<Item>.self, from: file.data())
        let raw = try file.rawJSON()
        let rawItems = raw["items"] as? [JSON] ?? []
        let expectedKind = "youtube#\(resource)ListResponse"
        #expect(page.kind?.caseInsensitiveCompare(expectedKind) == .orderedSame, "\(file): kind \(page.kind ?? "nil")")
        #expect(page.etag != nil && page.etag == raw["etag"] as? String, "\(file): etag")
        #expect(!page.items.isEmpty, "\(file): no items")
        #expect(page.items.count == rawItems.count, "\(file): item count")
        #expect(page.nextPageToken == raw["nextPageToken"] as? String, "\(file): nextPageToken")
        #expect(page.prevPageToken == raw["prevPageToken"] as? String, "\(file): prevPageToken")
        #expect(page.regionCode == raw["regionCode"] as? String, "\(file): regionCode")
        let rawPageInfo = raw["pageInfo"] as? JSON
        #expect((page.pageInfo == nil) == (rawPageInfo == nil), "\(file): pageInfo presence")
        #expect(page.pageInfo?.totalResults == rawPageInfo?["totalResults"] as? Int, "\(file): totalResults")
        #expect(page.pageInfo?.resultsPerPage == rawPageInfo?["resultsPerPage"] as? Int, "\(file): resultsPerPage")
        return (page, rawItems)
    }

    /// A count the API sent as a string (or left out) must decode to exactly that number (or nil).
    static func expectCount(_ decoded: UInt64?, _ raw: Any?, _ label: String) {
        if let text = raw as? String {
            #expect(
                decoded != nil && decoded == UInt64(text), "\(label): \(text) decoded as \(String(describing: decoded))")
        } else {
            #expect(decoded == nil && raw == nil, "\(label): unexpected \(String(describing: raw))")
        }
    }

    static func search(_ file: RecordedFile) throws {
        let (page, rawItems) = try page(Wire.SearchResult.self, file, resource: "search")
        for (item, raw) in zip(page.items, rawItems) {
            #expect(item.etag == raw["etag"] as? String)
            let id = try #require(item.id, "\(file): search result without id")
            switch id.kind?.lowercased() {
            case "youtube#video": #expect(id.videoId?.count == 11, "\(file): \(id)")
            case "youtube#channel": #expect(id.channelId?.hasPrefix("UC") == true, "\(file): \(id)")
            case "youtube#playlist": #expect(id.playlistId != nil, "\(file): \(id)")
            default: Issue.record("\(file): unexpected id kind in \(id)")
            }
            #expect(item.snippet?.title?.isEmpty == false, "\(file): \(id) has no title")
            #expect(item.snippet?.publishedAt != nil, "\(file): \(id) has no publishedAt")
            #expect(item.snippet?.thumbnails?.default?.url != nil, "\(file): \(id) has no thumbnail")
        }
    }

    static func videos(_ file: RecordedFile) throws {
        let (page, rawItems) = try page(Wire.Video.self, file, resource: "video")
        for (video, raw) in zip(page.items, rawItems) {
            #expect(video.id != nil && video.id == raw["id"] as? String, "\(file): id")
            #expect(video.snippet?.title?.isEmpty == false, "\(file): \(video.id ?? "?") title")
            #expect(video.snippet?.publishedAt != nil, "\(file): \(video.id ?? "?") publishedAt")
            #expect(video.snippet?.categoryId?.allSatisfy(\.isNumber) == true, "\(file): categoryId")
            let rawStatistics = raw["statistics"] as? JSON
            #expect((video.statistics == nil) == (rawStatistics == nil), "\(file): statistics presence")
            if let statistics = video.statistics, let rawStatistics {
                expectCount(statistics.viewCount, rawStatistics["viewCount"], "\(file) viewCount")
                expectCount(statistics.likeCount, rawStatistics["likeCount"], "\(file) likeCount")
                expectCount(statistics.dislikeCount, rawStatistics["dislikeCount"], "\(file) dislikeCount")
                expectCount(statistics.favoriteCount, rawStatistics["favoriteCount"], "\(file) favoriteCount")
                expectCount(statistics.commentCount, rawStatistics["commentCount"], "\(file) commentCount")
            }
            if let rawDetails = raw["contentDetails"] as? JSON {
                let details = try #require(video.contentDetails)
                #expect((details.duration?.seconds ?? 0) > 0, "\(file): duration")
                #expect(details.caption == ((rawDetails["caption"] as? String) == "true"), "\(file): caption")
                #expect(details.licensedContent == rawDetails["licensedContent"] as? Bool, "\(file): licensedContent")
            }
        }
    }

    static func channels(_ file: RecordedFile) throws {
        let (page, rawItems) = try page(Wire.Channel.self, file, resource: "channel")
        for (channel, raw) in zip(page.items, rawItems) {
            let id = try #require(channel.id, "\(file): channel without id")
            #expect(id.hasPrefix("UC") && id == raw["id"] as? String, "\(file): id \(id)")
            #expect(channel.snippet?.title?.isEmpty == false, "\(file): \(id) title")
            #expect(channel.snippet?.customUrl?.hasPrefix("@") == true, "\(file): \(id) handle")
            if let rawStatistics = raw["statistics"] as? JSON {
                let statistics = try #require(channel.statistics)
                expectCount(statistics.viewCount, rawStatistics["viewCount"], "\(file) viewCount")
                expectCount(statistics.subscriberCount, rawStatistics["subscriberCount"], "\(file) subscriberCount")
                expectCount(statistics.videoCount, rawStatistics["videoCount"], "\(file) videoCount")
                #expect(statistics.hiddenSubscriberCount == rawStatistics["hiddenSubscriberCount"] as? Bool)
            }
            if raw["contentDetails"] != nil {
                #expect(channel.contentDetails?.relatedPlaylists?.uploads == "UU" + id.dropFirst(2), "\(file): uploads")
            }
        }
    }

    static func playlists(_ file: RecordedFile) throws {
        let (page, rawItems) = try page(Wire.Playlist.self, file, resource: "playlist")
        for (playlist, raw) in zip(page.items, rawItems) {
            #expect(playlist.id?.hasPrefix("PL") == true && playlist.id == raw["id"] as? String, "\(file): id")
            #expect(playlist.snippet?.title?.isEmpty == false, "\(file): title")
            #expect(playlist.snippet?.channelId?.hasPrefix("UC") == true, "\(file): channelId")
            #expect(playlist.snippet?.publishedAt != nil, "\(file): publishedAt")
        }
    }

    static func playlistItems(_ file: RecordedFile) throws {
        let (page, rawItems) = try page(Wire.PlaylistItem.self, file, resource: "playlistItem")
        for (item, raw) in zip(page.items, rawItems) {
            let snippet = try #require(item.snippet, "\(file): item without snippet")
            #expect(snippet.position != nil && snippet.position == (raw["snippet"] as? JSON)?["position"] as? Int)
            #expect(snippet.resourceId?.videoId?.count == 11, "\(file): resourceId")
            #expect(snippet.playlistId != nil, "\(file): playlistId")
            if let details = item.contentDetails {
                #expect(details.videoId == snippet.resourceId?.videoId, "\(file): contentDetails.videoId")
                #expect(details.videoPublishedAt != nil, "\(file): videoPublishedAt")
            }
        }
        let positions = page.items.compactMap { $0.snippet?.position }
        #expect(positions == positions.sorted() && Set(positions).count == positions.count, "\(file): \(positions)")
    }

    static func commentThreads(_ file: RecordedFile) throws {
        let (page, rawItems) = try page(Wire.CommentThread.self, file, resource: "commentThread")
        for (thread, raw) in zip(page.items, rawItems) {
            let snippet = try #require(thread.snippet, "\(file): thread without snippet")
            let comment = try #require(snippet.topLevelComment, "\(file): thread without topLevelComment")
            #expect(thread.id != nil && thread.id == comment.id, "\(file): thread id")
            #expect(snippet.totalReplyCount == (raw["snippet"] as? JSON)?["totalReplyCount"] as? Int)
            #expect(snippet.videoId != nil && snippet.videoId == comment.snippet?.videoId)
            #expect(comment.snippet?.textDisplay != nil && comment.snippet?.textOriginal != nil)
            #expect(comment.snippet?.likeCount != nil && comment.snippet?.publishedAt != nil)
        }
    }

    static func comments(_ file: RecordedFile) throws {
        let (page, _) = try page(Wire.Comment.self, file, resource: "comment")
        for comment in page.items {
            let snippet = try #require(comment.snippet, "\(file): comment without snippet")
            #expect(snippet.textDisplay?.isEmpty == false && snippet.textOriginal?.isEmpty == false)
            #expect(snippet.likeCount == 0, "\(file): likeCount")
            #expect(snippet.authorChannelId?.value?.hasPrefix("UC") == true, "\(file): authorChannelId")
            let published = try #require(snippet.publishedAt)
            let updated = try #require(snippet.updatedAt)
            #expect(published <= updated)
            if let parent = snippet.parentId {
                #expect(comment.id?.hasPrefix(parent + ".") == true, "\(file): reply id \(comment.id ?? "nil")")
            }
        }
    }

    static func videoCategories(_ file: RecordedFile) throws {
        let (page, _) = try page(Wire.VideoCategory.self, file, resource: "videoCategory")
        for category in page.items {
            #expect(category.id?.allSatisfy(\.isNumber) == true, "\(file): id \(category.id ?? "nil")")
            #expect(category.snippet?.title?.isEmpty == false && category.snippet?.assignable != nil)
        }
        #expect(page.pageInfo == nil, "\(file): videoCategories has no paging")
    }

    static func subscriptions(_ file: RecordedFile) throws {
        let (page, _) = try page(Wire.Subscription.self, file, resource: "subscription")
        for subscription in page.items {
            let snippet = try #require(subscription.snippet, "\(file): subscription without snippet")
            #expect(snippet.resourceId?.kind == "youtube#channel")
            #expect(snippet.resourceId?.channelId?.hasPrefix("UC") == true && snippet.title != nil)
            #expect(snippet.publishedAt != nil && snippet.thumbnails?.high?.url != nil)
        }
    }
}

extension RecordedChecks {
    /// Error files are read as envelopes; `GoogleErrorTests` pins each one's exact reason and message.
    static func error(_ file: RecordedFile) throws {
        let raw = try #require(file.rawJSON()["error"] as? JSON, "\(file): no error object")
        let code = try #require(raw["code"] as? Int, "\(file): no code")
        #expect(file.name.contains("_\(code)"), "\(file): name does not carry HTTP status \(code)")
        let error = try #require(GoogleError(status: code, body: file.data()), "\(file): not read as an envelope")
        let firstReason = (raw["errors"] as? [JSON])?.first?["reason"] as? String
        #expect(error.status == code && error.rawReason == firstReason, "\(file): \(error)")
        #expect(!error.message.isEmpty && !error.message.contains("<"), "\(file): message \(error.message)")
    }
}
