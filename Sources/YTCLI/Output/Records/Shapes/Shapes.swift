import Foundation
import YTCore

/// Each model's fields, described once (docs/json.md documents the JSON they make): the JSON key
/// that is also the TSV header, which fields are TSV columns, and which table columns people see.
enum Shapes {
    static let video = video(marked: .unknown)

    /// Videos with the signed-in user's marks: a `✓` column after the id when someone is signed
    /// in; `watched` and `position` in JSON either way.
    static func video(marked marks: WatchMarks) -> Shape<Video> {
        Shape<Video>(kind: "video", [
            Field("id", column: Column("ID") { $0.id }) { .text($0.id) },
        ] + marks.fields { $0.id } + [
            Field("title", column: Column("TITLE", .flexible(rank: 2)) { $0.title }) { .text($0.title) },
            Field("channelTitle", column: Column("CHANNEL", .flexible(rank: 1)) { $0.channelTitle }) { .text($0.channelTitle) },
            Field("viewCount", column: Column("VIEWS", right: true) { HumanFormat.count($0.viewCount) }) { .number($0.viewCount) },
            Field("durationSeconds", column: Column("LENGTH", right: true) {
                HumanFormat.duration($0.durationSeconds, live: $0.liveBroadcastContent)
            }) { .number($0.durationSeconds) },
            Field("publishedAt", column: .age("PUBLISHED") { $0.publishedAt }) { .date($0.publishedAt) },
            Field("url", tsv: false) { .text($0.watchURL) },
            Field("description", tsv: false) { .text($0.description) },
            Field("channelId", tsv: false) { .text($0.channelId) },
            Field("likeCount", tsv: false) { .number($0.likeCount) },
            Field("commentCount", tsv: false) { .number($0.commentCount) },
            Field("tags", tsv: false) { .texts($0.tags) },
            Field("categoryId", tsv: false) { .text($0.categoryId) },
            Field("liveBroadcastContent", tsv: false) { .text($0.liveBroadcastContent) },
            Field("thumbnailUrl", tsv: false) { .text($0.thumbnailURL) },
            Field("definition", tsv: false) { .text($0.definition) },
            Field("caption", tsv: false) { .flag($0.hasCaptions) },
        ])
    }

    static let channel = Shape<Channel>(kind: "channel", [
        Field("id", column: Column("ID") { $0.id }) { .text($0.id) },
        Field("title", column: Column("TITLE", .flexible(rank: 2)) { $0.title }) { .text($0.title) },
        // The handle gives way before the title; the id beside it is never cut.
        Field("handle", column: Column("HANDLE", .flexible(rank: 1)) { $0.handle ?? "–" }) { .text($0.handle) },
        Field("subscriberCount", column: Column("SUBSCRIBERS", right: true) { subscribers($0, short: true) }) {
            .number($0.subscriberCount)
        },
        Field("videoCount", column: Column("VIDEOS", right: true) { HumanFormat.count($0.videoCount) }) {
            .number($0.videoCount)
        },
        Field("viewCount") { .number($0.viewCount) },
        Field("publishedAt", column: .age("CREATED") { $0.publishedAt }) { .date($0.publishedAt) },
        Field("url", tsv: false) { .text($0.url) },
        Field("description", tsv: false) { .text($0.description) },
        Field("country", tsv: false) { .text($0.country) },
        Field("subscriberCountHidden", tsv: false) { .flag($0.subscribersHidden) },
        Field("uploadsPlaylistId", tsv: false) { .text($0.uploadsPlaylistId) },
        Field("thumbnailUrl", tsv: false) { .text($0.thumbnailURL) },
    ])

    /// A channel's subscribers as people read them: `hidden` when the channel hides the count.
    static func subscribers(_ channel: Channel, short: Bool) -> String {
        if channel.subscribersHidden { return "hidden" }
        guard let count = channel.subscriberCount else { return "–" }
        return short ? HumanFormat.count(count) : count.formatted()
    }

    static let playlist = Shape<Playlist>(kind: "playlist", [
        Field("id", column: Column("ID") { $0.id }) { .text($0.id) },
        Field("title", column: Column("TITLE", .flexible(rank: 2)) { $0.title }) { .text($0.title) },
        Field("channelTitle", column: Column("CHANNEL", .flexible(rank: 1)) { $0.channelTitle }) { .text($0.channelTitle) },
        Field("itemCount", column: Column("VIDEOS", right: true) { HumanFormat.count($0.itemCount) }) { .number($0.itemCount) },
        Field("publishedAt", column: .age("PUBLISHED") { $0.publishedAt }) { .date($0.publishedAt) },
        Field("url", tsv: false) { .text($0.url) },
        Field("description", tsv: false) { .text($0.description) },
        Field("channelId", tsv: false) { .text($0.channelId) },
        Field("thumbnailUrl", tsv: false) { .text($0.thumbnailURL) },
    ])

    static let subscription = Shape<Subscription>(kind: "subscription", numbered: false, [
        Field("channelId", column: Column("CHANNEL") { $0.channelId }) { .text($0.channelId) },
        Field("title", column: Column("TITLE", .flexible(rank: 2)) { $0.title }) { .text($0.title) },
        // The handle gives way before the title; the id beside it is never cut.
        Field("handle", column: Column("HANDLE", .flexible(rank: 1)) { $0.handle ?? "–" }) { .text($0.handle) },
        Field("addedAt", column: .age("ADDED") { $0.addedAt }) { .date($0.addedAt) },
    ])

    static let category = Shape<VideoCategory>(kind: "category", numbered: false, [
        Field("id", column: Column("ID", right: true) { $0.id }) { .text($0.id) },
        Field("title", column: Column("TITLE", .flexible(rank: 2)) { $0.title }) { .text($0.title) },
        Field("assignable", column: Column("ASSIGNABLE") { $0.assignable ? "yes" : "no" }) { .flag($0.assignable) },
    ])
}
