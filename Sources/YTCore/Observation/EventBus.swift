import Synchronization

/// Carries typed events from the services that emit them to the listeners that want them.
///
/// A listener registers for one event type and hears only events of that type, in registration
/// order, synchronously on the emitting thread before `emit` returns. Listeners are held weakly
/// through an owner: once the owner is deallocated the listener gets nothing more and is dropped
/// at the next emit of its type. A listener registered with a `nil` owner lasts until its
/// `ObservationToken` is cancelled or the bus goes away.
///
/// A listener registered with `isolation: MainActor.shared` runs on the main actor instead, so a
/// `@MainActor` controller handles its events without asserting where it is. An event emitted from
/// code isolated to the main actor (a `@MainActor` type or function: `emit` takes the caller's
/// isolation) reaches it synchronously, in registration order among the others, as above. An
/// event emitted from anywhere else reaches the other listeners at once and the main-actor ones
/// later, in a task on the main actor: they hear such events in the order the emits were made
/// (one queue per bus), each once, but possibly after an event emitted on the main actor in the
/// meantime. A listener cancelled or an owner released before then hears nothing.
///
/// The bus is injected (the composition root makes one), never a global. Handlers run outside the
/// bus's lock, so they may emit, register or cancel; an event emitted by a handler reaches its
/// listeners before the outer `emit` moves on to the next listener. Emits from several threads at
/// once each reach every listener exactly once, but in no set order relative to each other.
///
/// ```swift
/// let bus = EventBus()
/// bus.on(QuotaSpent.self, by: ledger) { ledger, spent in
///     ledger.charge(spent.units, for: spent.method)
/// }
/// bus.on(VideoOpened.self, by: controller, isolation: MainActor.shared) { controller, opened in
///     controller.open(opened.videoId)   // a @MainActor method, called on the main actor
/// }
/// bus.emit(QuotaSpent(method: "search.list", units: 100))
/// ```
public final class EventBus: Sendable {
    private struct State {
        var listeners: [ObjectIdentifier: [Listener<any Event>]] = [:]
        var nextID: UInt64 = 0
        /// Events emitted off the main actor, waiting for their main-actor listeners.
        var forMainActor: [Delivery] = []
        /// Whether a task on the main actor is on its way to deliver `forMainActor`.
        var isMainActorTaskPending = false
    }

    /// An event and the main-actor listeners that were registered for it when it was emitted.
    private struct Delivery {
        let event: any Event
        let key: ObjectIdentifier
        let listeners: [Listener<any Event>]
    }

    private let state = Mutex(State())

    public init() {}

    /// Calls `handler` with `owner` and each event of type `E` for as long as `owner` exists.
    ///
    /// `Owner` must be Sendable because the handler runs on whichever thread emits. To tie a
    /// listener to a non-Sendable owner, use the one-argument handler instead.
    ///
    /// - Parameters:
    ///   - type: the event type to listen for.
    ///   - owner: held weakly; once it is deallocated the listener is dropped.
    ///   - handler: receives the owner and the event on the emitting thread.
    /// - Returns: a token to remove the listener before the owner goes away.
    @discardableResult
    public func on<E: Event, Owner: AnyObject & Sendable>(
        _ type: E.Type, by owner: Owner, handler: @escaping @Sendable (Owner, E) -> Void
    ) -> ObservationToken {
        add(for: type) { id in
            Listener(id: id, owner: owner) { owner, event in
                if let event = event as? E { handler(owner, event) }
            }
        }
    }

    /// Calls `handler` on the main actor with `owner` and each event of type `E` while `owner` exists.
    ///
    /// For a `@MainActor` owner such as a screen's controller: an event emitted on the main actor
    /// reaches the handler before `emit` returns; one emitted elsewhere reaches it in a task on the
    /// main actor, after the emitting thread's listeners (see `EventBus`).
    ///
    /// - Parameters:
    ///   - type: the event type to listen for.
    ///   - owner: held weakly; once it is deallocated the listener is dropped.
    ///   - isolation: `MainActor.shared`, where the handler runs.
    ///   - handler: receives the owner and the event on the main actor.
    /// - Returns: a token to remove the listener before the owner goes away.
    @discardableResult
    public func on<E: Event, Owner: AnyObject & Sendable>(
        _ type: E.Type, by owner: Owner, isolation: MainActor,
        handler: @escaping @MainActor @Sendable (Owner, E) -> Void
    ) -> ObservationToken {
        add(for: type) { id in
            Listener(id: id, owner: owner, mainActorHandler: { owner, event in
                if let event = event as? E { handler(owner, event) }
            })
        }
    }

    /// Calls `handler` with each event of type `E` while `owner` exists, or until cancelled.
    ///
    /// `owner` only bounds the listener's life and may be any class, Sendable or not. The handler
    /// must not capture the owner strongly, or the owner never goes away; when the handler needs
    /// the owner, use `on(_:by:handler:)` with a two-argument handler instead.
    ///
    /// - Parameters:
    ///   - type: the event type to listen for.
    ///   - owner: held weakly; `nil` for a listener that lasts until its token is cancelled.
    ///   - handler: receives each event on the emitting thread.
    /// - Returns: a token to remove the listener.
    @discardableResult
    public func on<E: Event>(
        _ type: E.Type, by owner: AnyObject?, handler: @escaping @Sendable (E) -> Void
    ) -> ObservationToken {
        add(for: type) { id in
            Listener(id: id, owner: owner) { event in
                if let event = event as? E { handler(event) }
            }
        }
    }

    /// Delivers `event` to the listeners registered for its type, in registration order; off the
    /// main actor, the main-actor listeners get it later, on the main actor.
    ///
    /// - Parameter isolation: the caller's actor, which Swift passes; on the main actor, every
    ///   listener hears the event before `emit` returns.
    public func emit<E: Event>(_ event: E, isolation: isolated (any Actor)? = #isolation) {
        let key = ObjectIdentifier(E.self)
        let listeners = state.withLock { $0.listeners[key] ?? [] }
        guard isolation !== MainActor.shared, listeners.contains(where: \.isOnMainActor) else {
            return deliver(event, to: listeners, key: key)
        }
        deliver(event, to: listeners.filter { !$0.isOnMainActor }, key: key)
        let mustStartTask = state.withLock { state in
            state.forMainActor.append(
                Delivery(event: event, key: key, listeners: listeners.filter(\.isOnMainActor)))
            defer { state.isMainActorTaskPending = true }
            return !state.isMainActorTaskPending
        }
        if mustStartTask {
            Task { @MainActor in self.deliverForMainActor() }
        }
    }

    /// How many listeners for `type` are held, including any whose owner died since the last emit.
    func listenerCount<E: Event>(for type: E.Type) -> Int {
        state.withLock { $0.listeners[ObjectIdentifier(type)]?.count ?? 0 }
    }

    private func deliver(_ event: any Event, to listeners: [Listener<any Event>], key: ObjectIdentifier) {
        var gone: [UInt64] = []
        for listener in listeners where !listener.send(event) {
            gone.append(listener.id)
        }
        if !gone.isEmpty { remove(gone, from: key) }
    }

    /// Delivers the events emitted off the main actor, oldest first, until none is left.
    @MainActor private func deliverForMainActor() {
        while let delivery = nextForMainActor() {
            deliver(delivery.event, to: delivery.listeners, key: delivery.key)
        }
    }

    private func nextForMainActor() -> Delivery? {
        state.withLock { state in
            guard !state.forMainActor.isEmpty else {
                state.isMainActorTaskPending = false
                return nil
            }
            return state.forMainActor.removeFirst()
        }
    }

    private func add<E: Event>(
        for type: E.Type, _ makeListener: (UInt64) -> Listener<any Event>
    ) -> ObservationToken {
        let key = ObjectIdentifier(type)
        let listener = state.withLock { state in
            let listener = makeListener(state.nextID)
            state.nextID += 1
            state.listeners[key, default: []].append(listener)
            return listener
        }
        return ObservationToken { [weak self] in
            listener.cancel()
            self?.remove([listener.id], from: key)
        }
    }

    private func remove(_ ids: [UInt64], from key: ObjectIdentifier) {
        state.withLock { state in
            state.listeners[key]?.removeAll { ids.contains($0.id) }
            if state.listeners[key]?.isEmpty == true { state.listeners[key] = nil }
        }
    }
}
