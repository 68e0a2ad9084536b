import Foundation

/// Local comments: written, edited and deleted by their author, read by anyone on this machine.
public final class CommentService: Sendable {
    /// Bodies longer than this (in characters, after trimming) are refused.
    public static let maxLength = 10_000

    private let comments: any CommentStore
    private let bus: EventBus
    private let now: @Sendable () -> Date

    public init(comments: any CommentStore, bus: EventBus, now: @escaping @Sendable () -> Date = Date.init) {
        self.comments = comments
        self.bus = bus
        self.now = now
    }

    /// Adds a comment to `videoId`, storing the #hashtags and @mentions it carries.
    public func add(_ body: String, to videoId: String, by user: User) throws -> LocalComment {
        let body = try Self.checkedBody(body)
        let comment = try comments.addComment(
            videoId: videoId, userId: user.id, body: body, hashtags: TagParser.hashtags(in: body),
            mentions: TagParser.mentions(in: body), now: now())
        bus.emit(CommentAdded(commentId: comment.id, videoId: videoId))
        return comment
    }

    /// Replaces the body of one of `user`'s comments. - Throws: `StoreError.notFound` for others' comments.
    public func edit(_ id: Int64, body: String, by user: User) throws -> LocalComment {
        let body = try Self.checkedBody(body)
        return try comments.updateComment(
            id: id, userId: user.id, body: body, hashtags: TagParser.hashtags(in: body),
            mentions: TagParser.mentions(in: body), now: now())
    }

    /// Deletes one of `user`'s comments. - Throws: `StoreError.notFound` for others' comments.
    public func delete(_ id: Int64, by user: User) throws {
        try comments.deleteComment(id: id, userId: user.id)
    }

    public func comments(on videoId: String) throws -> [LocalComment] {
        try comments.comments(videoId: videoId)
    }

    /// The `limit` newest local comments on `videoId`, newest first.
    public func latestComments(on videoId: String, limit: Int) throws -> [LocalComment] {
        try comments.latestComments(videoId: videoId, limit: limit)
    }

    /// Comments carrying `#tag` (with or without the `#`, any case), newest first.
    public func comments(taggedWith tag: String) throws -> [LocalComment] {
        try comments.comments(hashtag: Self.bare(tag, "#"))
    }

    /// Comments mentioning `user`'s handle, newest first.
    public func comments(mentioning user: User) throws -> [LocalComment] {
        try comments.comments(mentioning: user.handle.lowercased())
    }

    private static func bare(_ text: String, _ sigil: Character) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return (trimmed.first == sigil ? String(trimmed.dropFirst()) : trimmed).lowercased()
    }

    /// Trims `body` and checks it is 1 to `maxLength` characters, none of them U+0000.
    ///
    /// PostgreSQL's text cannot hold U+0000 (its driver cuts a body there and kept the tags of
    /// the whole), so it is refused before anything is stored, on both backends alike.
    static func checkedBody(_ body: String) throws -> String {
        guard !body.unicodeScalars.contains("\u{0}") else { throw CoreError.commentHoldsNUL }
        let trimmed = body.trimmingCharacters(in: .whitespacesAndNewlines)
        guard (1...maxLength).contains(trimmed.count) else {
            throw CoreError.commentLength(count: trimmed.count, limit: maxLength)
        }
        return trimmed
    }
}
