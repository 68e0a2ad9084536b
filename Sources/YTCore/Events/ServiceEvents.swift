import YouTubeAPI

/// An account was created (and is not signed in yet).
public struct SignedUp: Event, Hashable {
    public let user: User
    public init(user: User) { self.user = user }
}

/// A session started for `user`.
public struct SignedIn: Event, Hashable {
    public let user: User
    public init(user: User) { self.user = user }
}

/// The session ended.
public struct SignedOut: Event, Hashable {
    public init() {}
}

/// Name, email, handle or avatar changed; `user` is the account as saved.
public struct ProfileChanged: Event, Hashable {
    public let user: User
    public init(user: User) { self.user = user }
}

/// An account and all its data were deleted.
public struct AccountDeleted: Event, Hashable {
    public let userId: Int64
    public init(userId: Int64) { self.userId = userId }
}

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
