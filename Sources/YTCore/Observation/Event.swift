/// Something that happened, announced on an `EventBus`.
///
/// Events are small value types; each one a service emits is its own type, so a listener asks for
/// exactly the kind it wants (`bus.on(PageFetched.self, …)`) and never sees the others.
///
/// ```swift
/// struct CommentAdded: Event {
///     let commentId: Int64
///     let videoId: String
/// }
///
/// bus.emit(CommentAdded(commentId: 42, videoId: "dQw4w9WgXcQ"))
/// ```
public protocol Event: Sendable {}
