import YTCore

// How a renderer follows a view-model on the command line: it shows each state the model
// finishes loading, and keeps the first failure for the command, which throws it (a subscription
// handler cannot). The browser's screens follow the same states and redraw on every change.

extension ListingViewModel {
    /// Hands the items of every load that finished to `show`.
    @discardableResult
    func follow(failure: RenderFailure, _ show: @escaping @Sendable ([Item]) throws -> Void) -> ObservationToken {
        state.subscribe(by: failure) { state in
            guard state.isLoaded else { return }
            failure.capture { try show(state.items) }
        }
    }
}

extension DetailViewModel {
    /// Hands the value of every load that finished to `show`.
    @discardableResult
    func follow(failure: RenderFailure, _ show: @escaping @Sendable (Value) throws -> Void) -> ObservationToken {
        state.subscribe(by: failure) { state in
            guard !state.isLoading, state.error == nil, let value = state.value else { return }
            failure.capture { try show(value) }
        }
    }
}
