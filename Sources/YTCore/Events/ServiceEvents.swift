import YouTubeAPI

/// A local comment was written.
public struct CommentAdded: Event, Hashable {
    public let commentId: Int64
    public let videoId: String
    public init(commentId: Int64, videoId: String) {
        self.commentId = commentId
        self.videoId = videoId
    }
}

/// Something `YouTubeClient` reported (a request, a response, a retry, quota spent).
public struct ClientActivity: Event, Hashable {
    public let event: ClientEvent
    public init(_ event: ClientEvent) { self.event = event }
}
