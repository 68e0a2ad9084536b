import Dispatch
import Foundation
import Synchronization
import Testing

@testable import YTCore

@Suite struct QuotaRecorderTests {
    static let day = QuotaServiceTests.beforeMidnight

    struct DiskFull: Error {}

    /// A recorder over `ledger` that counts how often it opened the ledger and what it was told
    /// failed.
    final class Probe: Sendable {
        let ledger = MemoryLedger()
        let opened = Mutex(0)
        let failures = Mutex<[String]>([])
        /// Signalled each time the recorder opens the ledger for a batch.
        let opening = DispatchSemaphore(value: 0)

        func recorder(failing: Bool = false) -> QuotaRecorder {
            QuotaRecorder(service: { [self] in
                opened.withLock { $0 += 1 }
                opening.signal()
                if failing { throw DiskFull() }
                return QuotaService(ledger: ledger, budget: 10_000, now: { QuotaRecorderTests.day })
            }, failed: { [self] error in failures.withLock { $0.append("\(error)") } })
        }

        func usage() throws -> [QuotaUsage] {
            try ledger.quotaUsage(day: "2026-11-21").sorted { $0.method < $1.method }
        }
    }

    @Test func whatTheBusCarriesIsInTheLedgerOnceClosed() throws {
        let probe = Probe()
        let bus = EventBus()
        let recorder = probe.recorder()
        recorder.listen(on: bus)
        bus.emit(QuotaSpent(method: "search.list", units: 100))
        bus.emit(QuotaSpent(method: "videos.list", units: 1))
        bus.emit(QuotaSpent(method: "videos.list", units: 1))
        recorder.close()
        #expect(try probe.usage() == [
            QuotaUsage(method: "search.list", calls: 1, units: 100), QuotaUsage(method: "videos.list", calls: 2, units: 2),
        ])
        #expect(probe.failures.withLock { $0 } == [])
    }

    @Test func closingTwiceWritesNothingTwiceAndNothingIsRecordedAfterClosing() throws {
        let probe = Probe()
        let recorder = probe.recorder()
        recorder.record(QuotaSpent(method: "search.list", units: 100))
        recorder.close()
        let opened = probe.opened.withLock { $0 }
        #expect(opened >= 1)

        recorder.record(QuotaSpent(method: "search.list", units: 100))
        recorder.close()
        #expect(try probe.usage() == [QuotaUsage(method: "search.list", calls: 1, units: 100)])
        #expect(probe.opened.withLock { $0 } == opened, "the ledger is not opened after the run closed it")
    }

    @Test func aRunThatSpendsNothingNeverOpensTheLedger() {
        let probe = Probe()
        probe.recorder().close()
        #expect(probe.opened.withLock { $0 } == 0)
    }

    @Test func aLedgerThatCannotBeWrittenIsReportedOnce() {
        let probe = Probe()
        let recorder = probe.recorder(failing: true)
        recorder.record(QuotaSpent(method: "search.list", units: 100))
        probe.opening.wait()  // the queue took the first batch
        recorder.record(QuotaSpent(method: "videos.list", units: 1))
        recorder.close()
        #expect(probe.opened.withLock { $0 } == 2, "two batches, each tried")
        #expect(probe.failures.withLock { $0 } == ["\(DiskFull())"])
    }

    @Test func theBusHoldsTheRecorderWeakly() {
        let bus = EventBus()
        weak var gone: QuotaRecorder?
        do {
            let recorder = Probe().recorder()
            recorder.listen(on: bus)
            gone = recorder
        }
        #expect(gone == nil, "the run's environment owns the recorder, not the bus")
    }
}
