import Foundation
import YTCore

/// The fields of what ytclone keeps locally, and of comments from either source.
extension Shapes {
    /// Comments of YouTube and local ones alike (docs/json.md "Comment"). Tables show comments as
    /// threads instead (`CommentRenderer`).
    static let comment = Shape<CommentEntry>(kind: nil, [
        Field("source") { .text($0.source.rawValue) },
        Field("id") { .text($0.id) },
        Field("author") { .text($0.author) },
        Field("likeCount") { .number($0.likeCount) },
        Field("replyCount") { .number($0.replyCount) },
        Field("publishedAt") { .date($0.publishedAt) },
        Field("text") { .text($0.text) },
        Field("videoId", tsv: false) { .text($0.videoId) },
        Field("authorChannelId", tsv: false) { .text($0.authorChannelId) },
        Field("updatedAt", tsv: false) { .date($0.updatedAt) },
        Field("hashtags", tsv: false) { .texts($0.hashtags) },
        Field("mentions", tsv: false) { .texts($0.mentions) },
        Field("mine", tsv: false) { .flag($0.mine) },
    ])

    static let favorite = favorite(marked: .unknown)

    /// Favorites with the user's watched marks (a `✓` column, `watched` and `position`).
    static func favorite(marked marks: WatchMarks) -> Shape<Favorite> {
        Shape<Favorite>(kind: nil, numbered: false, [
            Field("videoId", column: Column("ID") { $0.videoId }) { .text($0.videoId) },
        ] + marks.fields { $0.videoId } + [
            Field("title", column: Column("TITLE", .flexible(rank: 2)) { $0.title }) { .text($0.title) },
            Field("channelTitle", column: Column("CHANNEL", .flexible(rank: 1)) { $0.channelTitle }) { .text($0.channelTitle) },
            Field("addedAt", column: .age("ADDED") { $0.addedAt }) { .date($0.addedAt) },
        ])
    }

    static let history = Shape<HistoryEntry>(kind: nil, [
        Field("id", tsv: false) { .number($0.id) },
        Field("videoId", column: Column("ID") { $0.videoId }) { .text($0.videoId) },
        Field("title", column: Column("TITLE", .flexible(rank: 2)) { $0.title }) { .text($0.title) },
        Field("channelTitle", column: Column("CHANNEL", .flexible(rank: 1)) { $0.channelTitle }) { .text($0.channelTitle) },
        Field("viewedAt", column: .age("VIEWED") { $0.viewedAt }) { .date($0.viewedAt) },
        Field("position", tsv: false, column: Column("PROGRESS", right: true) { progress($0) }) {
            .number($0.position.map { Int64($0) })
        },
        Field("length", tsv: false) { .number($0.length.map { Int64($0) }) },
        Field("watched", tsv: false) { .flag($0.watched) },
    ])

    /// How far the user got, for people: `12:34 / 20:00`, `✓ 19:50 / 20:00` once watched, blank
    /// when no player reported it.
    private static func progress(_ entry: HistoryEntry) -> String {
        guard let position = entry.position else { return entry.watched ? "✓" : "" }
        let length = entry.length.map { HumanFormat.duration(Int($0)) } ?? "–"
        return (entry.watched ? "✓ " : "") + "\(HumanFormat.duration(Int(position))) / \(length)"
    }

    /// An account; the password hash and the avatar's bytes never appear (docs/json.md "User").
    static let user = Shape<User>(kind: nil, numbered: false, [
        Field("id") { .number($0.id) },
        Field("name") { .text($0.name) },
        Field("email") { .text($0.email) },
        Field("handle") { .text($0.handle) },
        Field("avatar", tsv: false) { user in
            .object(user.avatar.map { AvatarJSON(mimeType: $0.mimeType, bytes: $0.data.count) })
        },
        Field("createdAt", tsv: false) { .date($0.createdAt) },
        Field("updatedAt", tsv: false) { .date($0.updatedAt) },
    ])

    private struct AvatarJSON: Encodable, Sendable {
        let mimeType: String
        let bytes: Int
    }
}

/// What `watch --print` names: the video and the address a player opens.
struct WatchTarget: Sendable {
    let videoId: String
    let url: String
}

extension Shapes {
    static let watch = Shape<WatchTarget>(kind: nil, numbered: false, [
        Field("videoId") { .text($0.videoId) },
        Field("url") { .text($0.url) },
    ])
}
