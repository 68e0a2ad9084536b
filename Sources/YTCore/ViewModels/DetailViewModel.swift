import Synchronization

/// One thing a screen shows in detail (a video, a channel, a playlist): the value once loaded,
/// whether it is loading, what went wrong. Like `ListingViewModel`, a newer load supersedes an
/// older one still running.
///
/// ```swift
/// let model = DetailViewModel { try await videos.video(id: id) }
/// model.state.subscribe(by: screen) { screen, state in screen.render(state) }
/// try await model.load()
/// ```
public final class DetailViewModel<Value: Sendable>: Sendable {
    public struct State: Sendable {
        public var value: Value? = nil
        public var isLoading = false
        /// Why the last load failed; cleared when the next one starts.
        public var error: (any Error)? = nil
    }

    public let state = Publishable(wrappedValue: State())

    private let fetch: @Sendable () async throws -> Value
    private let generation = Mutex(0)

    public init(fetch: @escaping @Sendable () async throws -> Value) {
        self.fetch = fetch
    }

    /// Loads (or reloads) the value. - Throws: what the fetch threw, after publishing it as `error`.
    @discardableResult
    public func load() async throws -> Value {
        let mine = generation.withLock { generation in
            generation += 1
            return generation
        }
        state.wrappedValue = State(value: state.wrappedValue.value, isLoading: true)
        do {
            let value = try await fetch()
            if isCurrent(mine) { state.wrappedValue = State(value: value) }
            return value
        } catch {
            if isCurrent(mine) { state.wrappedValue = State(value: state.wrappedValue.value, error: error) }
            throw error
        }
    }

    private func isCurrent(_ load: Int) -> Bool {
        generation.withLock { $0 == load }
    }
}
