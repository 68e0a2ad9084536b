import Synchronization
import Testing

@testable import YTCore

@Suite struct PublishableTests {
    @Test func subscriptionWithoutImmediateWaitsForTheNextSet() {
        let count = Publishable(wrappedValue: 5)
        let seen = Log<Int>()
        count.subscribe(by: seen, immediate: false) { seen, value in seen.append(value) }
        #expect(seen.entries.isEmpty)
        count.wrappedValue = 6
        #expect(seen.entries == [6])
    }

    @Test func immediateSubscriptionGetsTheCurrentValueFirst() {
        let count = Publishable(wrappedValue: 5)
        let seen = Log<Int>()
        count.subscribe(by: seen, immediate: true) { seen, value in seen.append(value) }
        #expect(seen.entries == [5])
        count.wrappedValue = 6
        #expect(seen.entries == [5, 6])
    }

    @Test func subscribersAreCalledInSubscriptionOrder() {
        let count = Publishable(wrappedValue: 0)
        let log = Log<String>()
        for name in ["a", "b", "c"] {
            count.subscribe(by: log) { log, value in log.append("\(name)\(value)") }
        }
        count.wrappedValue = 1
        count.wrappedValue = 2
        #expect(log.entries == ["a1", "b1", "c1", "a2", "b2", "c2"])
    }

    @Test func wrapperPublishesEverySetOfTheProperty() {
        let model = CounterModel()
        let seen = Log<Int>()
        model.$count.subscribe(by: seen, immediate: true) { seen, value in seen.append(value) }
        model.count += 1
        model.count = 10
        #expect(seen.entries == [0, 1, 10])
        #expect(model.count == 10)
    }

    @Test func releasedSubscriberGetsNothingAndIsRemoved() {
        let count = Publishable(wrappedValue: 0)
        let log = Log<Int>()
        weak var released: Owner?
        do {
            let owner = Owner()
            released = owner
            count.subscribe(by: owner) { _, value in log.append(value) }
            count.wrappedValue = 1
        }
        #expect(released == nil)
        #expect(count.subscriberCount == 1)
        count.wrappedValue = 2
        #expect(log.entries == [1])
        #expect(count.subscriberCount == 0)
    }

    @Test func nonSendableOwnerBoundsItsSubscription() {
        let count = Publishable(wrappedValue: 0)
        let log = Log<Int>()
        weak var released: PlainOwner?
        do {
            let owner = PlainOwner()
            released = owner
            count.subscribe(by: owner) { value in log.append(value) }
            count.wrappedValue = 1
        }
        #expect(released == nil)
        count.wrappedValue = 2
        #expect(log.entries == [1])
        #expect(count.subscriberCount == 0)
    }

    @Test func subscriberHoldingThePublisherIsStillReleased() {
        weak var releasedRenderer: CountRenderer?
        weak var releasedPublisher: Publishable<Int>?
        do {
            let renderer = CountRenderer(count: Publishable(wrappedValue: 3))
            releasedRenderer = renderer
            releasedPublisher = renderer.count
            renderer.count.wrappedValue = 4
            #expect(renderer.shown.entries == [3, 4])
        }
        #expect(releasedRenderer == nil)
        #expect(releasedPublisher == nil)
    }

    @Test func cancelledSubscriptionGetsNothingAndIsRemoved() {
        let count = Publishable(wrappedValue: 0)
        let seen = Log<Int>()
        let token = count.subscribe(by: seen) { seen, value in seen.append(value) }
        count.wrappedValue = 1
        token.cancel()
        #expect(count.subscriberCount == 0)
        count.wrappedValue = 2
        #expect(seen.entries == [1])
    }

    @Test func ownerlessSubscriptionLastsUntilCancelled() {
        let count = Publishable(wrappedValue: 0)
        let log = Log<Int>()
        let token = count.subscribe(by: nil) { value in log.append(value) }
        count.wrappedValue = 1
        count.wrappedValue = 2
        token.cancel()
        count.wrappedValue = 3
        #expect(log.entries == [1, 2])
        #expect(count.subscriberCount == 0)
    }

    @Test func cancellingFromAHandlerStopsALaterSubscriberAtOnce() {
        let count = Publishable(wrappedValue: 0)
        let log = Log<String>()
        let later = Mutex<ObservationToken?>(nil)
        count.subscribe(by: log) { log, value in
            log.append("first\(value)")
            later.withLock { $0?.cancel() }
        }
        later.withLock { $0 = count.subscribe(by: log) { log, value in log.append("second\(value)") } }
        count.wrappedValue = 1
        #expect(log.entries == ["first1"])
    }

    @Test func valueSetByAHandlerReachesEverySubscriberAfterTheCurrentOne() {
        let count = Publishable(wrappedValue: 0)
        let log = Log<String>()
        count.subscribe(by: log) { log, value in
            log.append("a\(value)")
            if value == 1 { count.wrappedValue = 2 }
        }
        count.subscribe(by: log) { log, value in log.append("b\(value)") }
        count.wrappedValue = 1
        #expect(log.entries == ["a1", "b1", "a2", "b2"])
        #expect(count.wrappedValue == 2)
    }

    @Test func concurrentSetsReachEverySubscriberOnceAndInTheSameOrder() async {
        let count = Publishable(wrappedValue: -1)
        let first = Log<Int>()
        let second = Log<Int>()
        count.subscribe(by: first) { log, value in log.append(value) }
        count.subscribe(by: second) { log, value in log.append(value) }
        await withTaskGroup { group in
            for value in 0..<200 {
                group.addTask { count.wrappedValue = value }
            }
        }
        #expect(first.entries.sorted() == Array(0..<200))
        #expect(first.entries == second.entries)
        #expect(first.entries.last == count.wrappedValue)
    }
}


/// A view-model as the app writes them: plain class, state behind the wrapper.
private final class CounterModel {
    @Publishable var count = 0
}

/// Holds the publisher it subscribes to, with itself as owner: the shape that must not leak.
private final class CountRenderer: Sendable {
    let count: Publishable<Int>
    let shown = Log<Int>()

    init(count: Publishable<Int>) {
        self.count = count
        count.subscribe(by: self, immediate: true) { renderer, value in renderer.shown.append(value) }
    }
}
