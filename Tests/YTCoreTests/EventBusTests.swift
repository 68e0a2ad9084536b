import Synchronization
import Testing

@testable import YTCore

@Suite struct EventBusTests {
    @Test func listenersHearOnlyTheirEventType() {
        let bus = EventBus()
        let pages = Log<PageFetched>()
        let hits = Log<Ping>()
        bus.on(PageFetched.self, by: pages) { pages, page in pages.append(page) }
        bus.on(Ping.self, by: hits) { hits, hit in hits.append(hit) }
        bus.emit(Ping(key: "videos?id=abc"))
        bus.emit(QuotaSpent(method: "videos.list", units: 1))
        #expect(hits.entries == [Ping(key: "videos?id=abc")])
        #expect(pages.entries.isEmpty)
    }

    @Test func listenersAreCalledInRegistrationOrder() {
        let bus = EventBus()
        let log = Log<String>()
        for name in ["ledger", "progress", "trace"] {
            bus.on(QuotaSpent.self, by: log) { log, spent in log.append("\(name):\(spent.units)") }
        }
        bus.emit(QuotaSpent(method: "search.list", units: 100))
        bus.emit(QuotaSpent(method: "videos.list", units: 1))
        #expect(log.entries == ["ledger:100", "progress:100", "trace:100", "ledger:1", "progress:1", "trace:1"])
    }

    @Test func eventEmittedAsAnExistentialReachesListenersOfItsType() {
        let bus = EventBus()
        let hits = Log<Ping>()
        bus.on(Ping.self, by: hits) { hits, hit in hits.append(hit) }
        let event: any Event = Ping(key: "k")
        bus.emit(event)
        #expect(hits.entries == [Ping(key: "k")])
    }

    @Test func releasedOwnerGetsNothingAndIsRemoved() {
        let bus = EventBus()
        let log = Log<Int>()
        weak var released: Owner?
        do {
            let owner = Owner()
            released = owner
            bus.on(QuotaSpent.self, by: owner) { _, spent in log.append(spent.units) }
            bus.emit(QuotaSpent(method: "videos.list", units: 1))
        }
        #expect(released == nil)
        #expect(bus.listenerCount(for: QuotaSpent.self) == 1)
        bus.emit(QuotaSpent(method: "search.list", units: 100))
        #expect(log.entries == [1])
        #expect(bus.listenerCount(for: QuotaSpent.self) == 0)
    }

    @Test func nonSendableOwnerBoundsItsListener() {
        let bus = EventBus()
        let log = Log<String>()
        weak var released: PlainOwner?
        do {
            let owner = PlainOwner()
            released = owner
            bus.on(Ping.self, by: owner) { traced in log.append(traced.key) }
            bus.emit(Ping(key: "> videos.list"))
        }
        #expect(released == nil)
        bus.emit(Ping(key: "> search.list"))
        #expect(log.entries == ["> videos.list"])
        #expect(bus.listenerCount(for: Ping.self) == 0)
    }

    @Test func listenerHoldingTheBusIsStillReleased() {
        let bus = EventBus()
        weak var released: QuotaTally?
        do {
            let tally = QuotaTally(bus: bus)
            released = tally
            bus.emit(QuotaSpent(method: "search.list", units: 100))
            bus.emit(QuotaSpent(method: "videos.list", units: 1))
            #expect(tally.spent.entries == [100, 1])
        }
        #expect(released == nil)
        bus.emit(QuotaSpent(method: "videos.list", units: 1))
        #expect(bus.listenerCount(for: QuotaSpent.self) == 0)
    }

    @Test func ownerlessListenerLastsUntilCancelled() {
        let bus = EventBus()
        let log = Log<String>()
        let token = bus.on(Ping.self, by: nil) { hit in log.append(hit.key) }
        bus.emit(Ping(key: "a"))
        bus.emit(Ping(key: "b"))
        token.cancel()
        token.cancel()
        bus.emit(Ping(key: "c"))
        #expect(log.entries == ["a", "b"])
        #expect(bus.listenerCount(for: Ping.self) == 0)
    }

    @Test func cancellingFromAHandlerStopsALaterListenerAtOnce() {
        let bus = EventBus()
        let log = Log<String>()
        let later = Mutex<ObservationToken?>(nil)
        bus.on(Ping.self, by: log) { log, hit in
            log.append("first:\(hit.key)")
            later.withLock { $0?.cancel() }
        }
        later.withLock { $0 = bus.on(Ping.self, by: log) { log, hit in log.append("second:\(hit.key)") } }
        bus.emit(Ping(key: "a"))
        #expect(log.entries == ["first:a"])
    }

    @Test func handlerMayEmitAndRegisterWithoutDeadlock() {
        let bus = EventBus()
        let log = Log<String>()
        bus.on(PageFetched.self, by: log) { log, page in
            log.append("page:\(page.items)")
            bus.on(Ping.self, by: log) { log, hit in log.append("hit:\(hit.key)") }
            bus.emit(Ping(key: page.resource))
        }
        bus.emit(PageFetched(resource: "videos", items: 50, hasNextPage: true))
        #expect(log.entries == ["page:50", "hit:videos"])
    }

    @Test func concurrentEmitsArriveExactlyOnceEach() async {
        let bus = EventBus()
        let units = Log<Int>()
        let hits = Log<String>()
        bus.on(QuotaSpent.self, by: units) { units, spent in units.append(spent.units) }
        bus.on(Ping.self, by: hits) { hits, hit in hits.append(hit.key) }
        await withTaskGroup { group in
            for unit in 0..<500 {
                group.addTask { bus.emit(QuotaSpent(method: "videos.list", units: unit)) }
            }
        }
        #expect(units.entries.sorted() == Array(0..<500))
        #expect(hits.entries.isEmpty)
    }
}


/// Keeps the bus it listens to, with itself as owner: the shape that must not leak.
private final class QuotaTally: Sendable {
    let bus: EventBus
    let spent = Log<Int>()

    init(bus: EventBus) {
        self.bus = bus
        bus.on(QuotaSpent.self, by: self) { tally, quota in tally.spent.append(quota.units) }
    }
}

/// An event of the tests' own, carrying a string.
private struct Ping: Event, Hashable {
    let key: String
}
