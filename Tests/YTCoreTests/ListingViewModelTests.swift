import Synchronization
import Testing
@testable import YTCore

/// The view-models a screen follows: what they publish while loading, after loading, on failure,
/// on infinite scroll, and when a newer load overtakes an older one.
@Suite struct ListingViewModelTests {
    struct Item: Identifiable, Sendable, Equatable {
        let id: Int
    }

    struct Failure: Error {}

    /// Every state a subscriber saw, in order.
    final class Seen<State: Sendable>: Sendable {
        let states = Mutex<[State]>([])
        func add(_ state: State) { states.withLock { $0.append(state) } }
        var all: [State] { states.withLock { $0 } }
    }

    static func page(_ ids: ClosedRange<Int>, next: String?) -> Listing<Item> {
        Listing(items: ids.map(Item.init), nextPageToken: next)
    }

    @Test func aLoadPublishesLoadingThenTheItems() async throws {
        let model = ListingViewModel<Item> { token in
            #expect(token == nil)
            return Self.page(1...3, next: "p2")
        }
        let seen = Seen<ListingViewModel<Item>.State>()
        model.state.subscribe(by: seen) { seen, state in seen.add(state) }
        try await model.load()
        let states = seen.all
        #expect(states.count == 2)
        #expect(states[0].isLoading && states[0].items.isEmpty && !states[0].isLoaded)
        #expect(!states[1].isLoading && states[1].items.map(\.id) == [1, 2, 3] && states[1].isLoaded)
        #expect(states[1].page == 1 && states[1].nextPageToken == "p2" && states[1].hasMore)
    }

    @Test func loadMoreAppendsTheNextPageWithoutRepeats() async throws {
        let model = ListingViewModel<Item> { token in
            token == nil ? Self.page(1...3, next: "p2") : Self.page(3...5, next: nil)
        }
        try await model.load()
        try await model.loadMore()
        let state = model.state.wrappedValue
        #expect(state.items.map(\.id) == [1, 2, 3, 4, 5])
        #expect(state.page == 2 && !state.hasMore)
        try await model.loadMore()  // nothing follows: no fetch, nothing changes
        #expect(model.state.wrappedValue.page == 2)
    }

    @Test func aFailureIsPublishedAndThrownAndTheItemsStay() async throws {
        let fail = Mutex(false)
        let model = ListingViewModel<Item> { _ in
            if fail.withLock({ $0 }) { throw Failure() }
            return Self.page(1...2, next: "p2")
        }
        try await model.load()
        fail.withLock { $0 = true }
        await #expect(throws: Failure.self) { try await model.loadMore() }
        let state = model.state.wrappedValue
        #expect(state.error is Failure && !state.isLoading && !state.isLoaded)
        #expect(state.items.map(\.id) == [1, 2], "a failed scroll keeps what was shown")
        fail.withLock { $0 = false }
        try await model.load()  // pull to refresh clears the error
        #expect(model.state.wrappedValue.error == nil && model.state.wrappedValue.isLoaded)
    }

    @Test func aNewerLoadSupersedesAnOlderOneStillRunning() async throws {
        let (startedSignals, started) = AsyncStream.makeStream(of: Void.self)
        let (releaseSignals, release) = AsyncStream.makeStream(of: Void.self)
        let model = ListingViewModel<Item> { token in
            if token == "slow" {
                started.yield()
                for await _ in releaseSignals { break }
                return Self.page(90...91, next: nil)
            }
            return Self.page(1...2, next: nil)
        }
        let slow = Task { try await model.load(from: "slow") }
        for await _ in startedSignals { break }
        try await model.load(from: nil)
        release.yield()
        _ = try await slow.value
        #expect(model.state.wrappedValue.items.map(\.id) == [1, 2], "the older answer arrived last and was dropped")
    }

    @Test func aDetailModelPublishesItsValueOrItsError() async throws {
        let answer = Mutex<Result<String, Failure>>(.success("first"))
        let model = DetailViewModel<String> { try answer.withLock { try $0.get() } }
        let seen = Seen<DetailViewModel<String>.State>()
        model.state.subscribe(by: seen) { seen, state in seen.add(state) }
        try await model.load()
        answer.withLock { $0 = .failure(Failure()) }
        await #expect(throws: Failure.self) { try await model.load() }
        let states = seen.all
        #expect(states.map(\.isLoading) == [true, false, true, false])
        #expect(states[1].value == "first" && states[1].error == nil)
        #expect(states[3].value == "first" && states[3].error is Failure, "a failed reload keeps the value shown")
    }
}
