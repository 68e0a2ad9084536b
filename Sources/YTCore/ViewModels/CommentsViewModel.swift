/// A video's local comments and the last comment written, edited or deleted.
public final class CommentsViewModel {
    /// The comments of the video last loaded, oldest first.
    @Publishable public var comments: [LocalComment] = []
    /// The comment an add or edit produced.
    @Publishable public var changed: LocalComment? = nil
    /// The id of the comment last deleted.
    @Publishable public var deleted: Int64? = nil

    private let service: CommentService

    public init(service: CommentService) {
        self.service = service
    }

    public func load(videoId: String) throws {
        comments = try service.comments(on: videoId)
    }

    /// Loads the `limit` newest comments, oldest of them first; reads no more than that.
    public func loadLatest(videoId: String, limit: Int) throws {
        comments = try service.latestComments(on: videoId, limit: limit).reversed()
    }

    public func add(_ body: String, to videoId: String, by user: User) throws {
        changed = try service.add(body, to: videoId, by: user)
    }

    public func edit(_ id: Int64, body: String, by user: User) throws {
        changed = try service.edit(id, body: body, by: user)
    }

    public func delete(_ id: Int64, by user: User) throws {
        try service.delete(id, by: user)
        deleted = id
    }
}
