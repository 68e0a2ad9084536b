/// Ends one subscription to a `Publishable` or one listener on an `EventBus`.
///
/// Most call sites ignore it: a subscription made `by:` an owner ends by itself once the owner is
/// deallocated. Keep the token to stop earlier, or for a subscription without an owner, which
/// otherwise lasts as long as the publisher. Dropping the token cancels nothing.
///
/// ```swift
/// let token = bus.on(QuotaSpent.self, by: nil) { spent in units.add(spent.units) }
/// // …
/// token.cancel()
/// ```
public struct ObservationToken: Sendable {
    private let onCancel: @Sendable () -> Void

    init(onCancel: @escaping @Sendable () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops the subscription: once `cancel()` returns, no new delivery to it starts.
    ///
    /// A delivery already running on another thread finishes. Calling it again does nothing.
    public func cancel() {
        onCancel()
    }
}
