/// Something that happened, announced on an `EventBus`.
///
/// Events are small value types; each one a service emits is its own type, so a listener asks for
/// exactly the kind it wants (`bus.on(PageFetched.self, …)`) and never sees the others.
///
/// ```swift
/// struct SignedIn: Event {
///     let handle: String
/// }
///
/// bus.emit(SignedIn(handle: "ada"))
/// ```
public protocol Event: Sendable {}
