import Synchronization

/// One subscriber of a `Publishable` or an `EventBus`: its place in line and how to reach it.
///
/// `send` reports `false` once the owner is gone, so the publisher can drop the listener.
final class Listener<Payload>: Sendable {
    /// Assigned in subscription order; publishers deliver in ascending `id`.
    let id: UInt64
    /// Whether the handler must run on the main actor; the publisher sends it there.
    let isOnMainActor: Bool
    private let cancelled = Atomic<Bool>(false)
    private let deliver: @Sendable (Payload) -> Bool

    private init(id: UInt64, isOnMainActor: Bool = false, deliver: @escaping @Sendable (Payload) -> Bool) {
        self.id = id
        self.isOnMainActor = isOnMainActor
        self.deliver = deliver
    }

    /// A listener whose handler receives its owner, held weakly, with each payload.
    convenience init<Owner: AnyObject & Sendable>(
        id: UInt64, owner: Owner, handler: @escaping @Sendable (Owner, Payload) -> Void
    ) {
        self.init(id: id) { [weak owner] payload in
            guard let owner else { return false }
            handler(owner, payload)
            return true
        }
    }

    /// A listener whose handler receives its owner on the main actor.
    ///
    /// The publisher calls `send` for it only on the main actor, so the handler is entered on its
    /// own actor and never has to assume it.
    convenience init<Owner: AnyObject & Sendable>(
        id: UInt64, owner: Owner, mainActorHandler handler: @escaping @MainActor @Sendable (Owner, Payload) -> Void
    ) where Payload: Sendable {
        self.init(id: id, isOnMainActor: true) { [weak owner] payload in
            guard let owner else { return false }
            MainActor.assumeIsolated { handler(owner, payload) }
            return true
        }
    }

    /// A listener that lives while `owner` does, or until cancelled when `owner` is `nil`.
    convenience init(id: UInt64, owner: AnyObject?, handler: @escaping @Sendable (Payload) -> Void) {
        guard let owner else {
            self.init(id: id) { payload in
                handler(payload)
                return true
            }
            return
        }
        let weakOwner = WeakOwner(owner)
        self.init(id: id) { payload in
            guard weakOwner.isAlive else { return false }
            handler(payload)
            return true
        }
    }

    /// Delivers `payload` unless cancelled; returns `false` if the owner has been deallocated.
    func send(_ payload: Payload) -> Bool {
        if cancelled.load(ordering: .sequentiallyConsistent) { return true }
        return deliver(payload)
    }

    func cancel() {
        cancelled.store(true, ordering: .sequentiallyConsistent)
    }
}
