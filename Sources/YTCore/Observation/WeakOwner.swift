/// A weak reference to a subscription's owner, kept only to learn whether the owner still exists.
///
/// `@unchecked Sendable` because owners may be non-Sendable classes (a view-model, a renderer)
/// and this box travels to whichever thread publishes. That is safe because the box never hands
/// the object out and never calls it: its one operation, `isAlive`, loads a `weak let`, which the
/// Swift runtime does atomically (taking and dropping a strong reference with atomic
/// retain/release). No state of the owner is read or written from another thread.
struct WeakOwner: @unchecked Sendable {
    private weak let object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }

    /// Whether the owner has not been deallocated yet.
    var isAlive: Bool {
        object != nil
    }
}
