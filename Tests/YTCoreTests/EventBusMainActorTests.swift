import Foundation
import Synchronization
import Testing

@testable import YTCore

/// Listeners registered with `isolation: MainActor.shared` run on the main actor: at once when
/// the event is emitted there, later and in emit order when it is emitted on another thread.
@Suite struct EventBusMainActorTests {
    @MainActor @Test func emittedOnTheMainActorItRunsAtOnceInRegistrationOrder() {
        let bus = EventBus()
        let log = Log<String>()
        let controller = Controller()
        bus.on(Ping.self, by: log) { log, ping in log.append("plain before:\(ping.key)") }
        bus.on(Ping.self, by: controller, isolation: MainActor.shared) { controller, ping in
            controller.heard.append(ping.key)
            log.append("main:\(ping.key)")
        }
        bus.on(Ping.self, by: log) { log, ping in log.append("plain after:\(ping.key)") }
        bus.emit(Ping(key: "a"))
        bus.emit(Ping(key: "b"))
        #expect(log.entries == ["plain before:a", "main:a", "plain after:a", "plain before:b", "main:b", "plain after:b"])
        #expect(controller.heard == ["a", "b"])
    }

    @MainActor @Test func anEventEmittedByAMainActorHandlerArrivesBeforeTheOuterEmitGoesOn() {
        let bus = EventBus()
        let controller = Controller()
        bus.on(PageFetched.self, by: controller, isolation: MainActor.shared) { controller, page in
            controller.heard.append("page:\(page.items)")
            bus.emit(Ping(key: page.resource))
        }
        bus.on(Ping.self, by: controller, isolation: MainActor.shared) { controller, ping in
            controller.heard.append("ping:\(ping.key)")
        }
        bus.on(PageFetched.self, by: controller, isolation: MainActor.shared) { controller, _ in
            controller.heard.append("second page listener")
        }
        bus.emit(PageFetched(resource: "videos", items: 50, hasNextPage: false))
        #expect(controller.heard == ["page:50", "ping:videos", "second page listener"])
    }

    @Test func emittedOffTheMainActorItRunsLaterOnTheMainActorInEmitOrder() async {
        let bus = EventBus()
        let controller = Controller()
        let (arrivals, arrived) = AsyncStream.makeStream(of: String.self)
        bus.on(Ping.self, by: controller, isolation: MainActor.shared) { controller, ping in
            MainActor.preconditionIsolated()
            controller.heard.append(ping.key)
            arrived.yield(ping.key)
        }
        let plain = Log<String>()
        bus.on(Ping.self, by: plain) { plain, ping in plain.append(ping.key) }
        let keys = (0..<200).map { "k\($0)" }
        let heardByReturn = await Task.detached {
            for key in keys { bus.emit(Ping(key: key)) }
            return plain.entries
        }.value
        #expect(heardByReturn == keys, "the plain listener heard each before its emit returned")
        var arrived200: [String] = []
        for await key in arrivals {
            arrived200.append(key)
            if arrived200.count == keys.count { break }
        }
        #expect(arrived200 == keys)
        #expect(await controller.heard == keys)
    }

    @Test func plainListenersStillRunOnTheEmittingThreadBeforeEmitReturns() async {
        let bus = EventBus()
        let threads = Log<Bool>()
        let controller = Controller()
        bus.on(Ping.self, by: controller, isolation: MainActor.shared) { controller, ping in
            controller.heard.append(ping.key)
        }
        bus.on(Ping.self, by: threads) { threads, _ in threads.append(Thread.current.isMainThread) }
        let (sameThread, heardBeforeReturn) = await Task.detached {
            (emitHearingTheThread(on: bus), threads.entries)
        }.value
        #expect(sameThread, "the ownerless listener ran on the thread that emitted")
        #expect(heardBeforeReturn == [false], "the owned one had run, off the main thread, before emit returned")
    }

    /// Emits one `Ping` and says whether a plain listener heard it on the emitting thread.
    private func emitHearingTheThread(on bus: EventBus) -> Bool {
        let emitter = ObjectIdentifier(Thread.current)
        let sameThread = Mutex(false)
        let token = bus.on(Ping.self, by: nil) { _ in
            sameThread.withLock { $0 = ObjectIdentifier(Thread.current) == emitter }
        }
        bus.emit(Ping(key: "x"))
        token.cancel()
        return sameThread.withLock { $0 }
    }

    /// The main thread is held (as a busy screen would hold it) while another thread emits, so the
    /// queued delivery cannot have run when the test cancels one listener and emits on main.
    @MainActor @Test func queuedDeliveriesSkipACancelledListenerAndFollowAMainThreadEmit() async {
        let bus = EventBus()
        let controller = Controller()
        let (arrivals, arrived) = AsyncStream.makeStream(of: String.self)
        let cancelled = bus.on(Ping.self, by: controller, isolation: MainActor.shared) { controller, ping in
            controller.heard.append("cancelled:\(ping.key)")
        }
        bus.on(Ping.self, by: controller, isolation: MainActor.shared) { controller, ping in
            controller.heard.append(ping.key)
            arrived.yield(ping.key)
        }
        let emitted = DispatchSemaphore(value: 0)
        Thread {
            bus.emit(Ping(key: "from a thread 1"))
            bus.emit(Ping(key: "from a thread 2"))
            emitted.signal()
        }.start()
        emitted.wait()
        #expect(controller.heard.isEmpty, "nothing reached the main actor while it was busy")
        cancelled.cancel()
        bus.emit(Ping(key: "from main"))
        var seen = 0
        for await _ in arrivals {
            seen += 1
            if seen == 3 { break }
        }
        #expect(controller.heard == ["from main", "from a thread 1", "from a thread 2"])
    }

    @MainActor @Test func aReleasedOwnerHearsNothingQueuedForIt() async {
        let bus = EventBus()
        let witness = Controller()
        let (arrivals, arrived) = AsyncStream.makeStream(of: String.self)
        let log = Log<String>()
        weak var released: Controller?
        do {
            let owner = Controller()
            released = owner
            bus.on(Ping.self, by: owner, isolation: MainActor.shared) { _, ping in log.append(ping.key) }
        }
        bus.on(Ping.self, by: witness, isolation: MainActor.shared) { _, ping in arrived.yield(ping.key) }
        #expect(released == nil)
        await Task.detached { bus.emit(Ping(key: "late")) }.value
        for await _ in arrivals { break }
        #expect(log.entries.isEmpty)
        #expect(bus.listenerCount(for: Ping.self) == 1)
    }
}

/// A controller of a screen: main-actor state, changed only by its handlers.
@MainActor private final class Controller {
    var heard: [String] = []
}

/// An event of the tests' own, carrying a string.
private struct Ping: Event, Hashable {
    let key: String
}
