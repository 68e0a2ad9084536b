import Synchronization

/// A value that tells its subscribers each time it is set: the state of a view-model.
///
/// Subscribers are held weakly through an owner. The handler receives the owner, so it needs no
/// `[weak self]`, and a subscription whose owner has been deallocated gets nothing and is dropped
/// at the next delivery. Nothing here keeps an owner alive, so an owner may hold the publisher.
///
/// Every set reaches every subscriber present at that moment, in subscription order, and the
/// setter delivers it before returning. Deliveries never overlap: a value set while another is
/// being delivered (by a handler, or on a second thread) is queued and delivered right after it,
/// by the thread already delivering, and that setter returns at once. So all subscribers see the
/// same values in the same order, and the last value each one sees is the current value.
/// Handlers run outside the lock and may set the value, subscribe or cancel.
///
/// ```swift
/// final class SearchModel {
///     @Publishable var state: SearchState = .idle
/// }
///
/// model.$state.subscribe(by: progressBar, immediate: true) { bar, state in
///     bar.show(state)
/// }
/// model.state = .loading   // the bar shows `.loading` before this line returns
/// ```
///
/// `model.state.count += 1` is a read followed by a set, not one atomic step. The wrapper fits a
/// plain or `@MainActor` class; Swift rejects its hidden `var` in a `Sendable` class, which holds
/// `let state = Publishable(wrappedValue: …)` instead.
@propertyWrapper
public final class Publishable<Value: Sendable>: Sendable {
    private struct State {
        var value: Value
        var subscribers: [Listener<Value>] = []
        var nextID: UInt64 = 0
        var pending: [Delivery] = []
        var isDelivering = false

        /// Makes the caller the one thread that delivers, unless another already is.
        mutating func claimDelivery() -> Bool {
            guard !isDelivering, !pending.isEmpty else { return false }
            isDelivering = true
            return true
        }
    }

    private struct Delivery {
        let value: Value
        /// Subscribers with an id below this get the value; `only` narrows it to one new subscriber.
        let idsBelow: UInt64
        let only: UInt64?

        func reaches(_ id: UInt64) -> Bool {
            only.map { $0 == id } ?? (id < idsBelow)
        }
    }

    private let state: Mutex<State>

    public init(wrappedValue: Value) {
        state = Mutex(State(value: wrappedValue))
    }

    /// The current value; setting it notifies the subscribers.
    public var wrappedValue: Value {
        get { state.withLock { $0.value } }
        set { publish(newValue) }
    }

    /// The publisher itself, so `$state.subscribe(by:immediate:_:)` reads naturally.
    public var projectedValue: Publishable<Value> {
        self
    }

    /// How many subscriptions are held, including any whose owner died since the last delivery.
    var subscriberCount: Int {
        state.withLock { $0.subscribers.count }
    }

    /// Calls `handler` with `owner` and each new value for as long as `owner` exists.
    ///
    /// `Owner` must be Sendable because the handler runs on whichever thread delivers. To tie a
    /// subscription to a non-Sendable owner, use the one-argument handler instead.
    ///
    /// - Parameters:
    ///   - owner: held weakly; once it is deallocated the subscription ends.
    ///   - immediate: whether to deliver the current value first, before any later one.
    ///   - handler: receives the owner and the value on the thread that delivers.
    /// - Returns: a token to end the subscription before the owner goes away.
    @discardableResult
    public func subscribe<Owner: AnyObject & Sendable>(
        by owner: Owner, immediate: Bool = false, _ handler: @escaping @Sendable (Owner, Value) -> Void
    ) -> ObservationToken {
        add(immediate: immediate) { Listener(id: $0, owner: owner, handler: handler) }
    }

    /// Calls `handler` with each new value while `owner` exists, or until cancelled if it is `nil`.
    ///
    /// `owner` only bounds the subscription's life and may be any class, Sendable or not. The
    /// handler must not capture the owner strongly, or the owner never goes away; when the handler
    /// needs the owner, use `subscribe(by:immediate:_:)` with a two-argument handler instead.
    ///
    /// - Parameters:
    ///   - owner: held weakly; `nil` for a subscription that lasts until its token is cancelled.
    ///   - immediate: whether to deliver the current value first, before any later one.
    ///   - handler: receives each value on the thread that delivers.
    /// - Returns: a token to end the subscription.
    @discardableResult
    public func subscribe(
        by owner: AnyObject?, immediate: Bool = false, _ handler: @escaping @Sendable (Value) -> Void
    ) -> ObservationToken {
        add(immediate: immediate) { Listener(id: $0, owner: owner, handler: handler) }
    }

    private func add(immediate: Bool, _ makeListener: (UInt64) -> Listener<Value>) -> ObservationToken {
        let (listener, mustDeliver) = state.withLock { state in
            let listener = makeListener(state.nextID)
            state.nextID += 1
            state.subscribers.append(listener)
            if immediate {
                state.pending.append(Delivery(value: state.value, idsBelow: 0, only: listener.id))
            }
            return (listener, state.claimDelivery())
        }
        if mustDeliver { deliverPending() }
        return ObservationToken { [weak self] in
            listener.cancel()
            self?.remove([listener.id])
        }
    }

    private func publish(_ value: Value) {
        let mustDeliver = state.withLock { state in
            state.value = value
            if !state.subscribers.isEmpty {
                state.pending.append(Delivery(value: value, idsBelow: state.nextID, only: nil))
            }
            return state.claimDelivery()
        }
        if mustDeliver { deliverPending() }
    }

    /// Delivers queued values one at a time until the queue is empty, then gives up the role.
    private func deliverPending() {
        while let (value, audience) = nextDelivery() {
            var gone: [UInt64] = []
            for listener in audience where !listener.send(value) {
                gone.append(listener.id)
            }
            if !gone.isEmpty { remove(gone) }
        }
    }

    private func nextDelivery() -> (Value, [Listener<Value>])? {
        state.withLock { state in
            guard !state.pending.isEmpty else {
                state.isDelivering = false
                return nil
            }
            let delivery = state.pending.removeFirst()
            return (delivery.value, state.subscribers.filter { delivery.reaches($0.id) })
        }
    }

    private func remove(_ ids: [UInt64]) {
        state.withLock { $0.subscribers.removeAll { ids.contains($0.id) } }
    }
}
