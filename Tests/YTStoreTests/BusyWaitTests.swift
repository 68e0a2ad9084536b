import Testing
import YTStore

@Suite struct BusyWaitTests {
    @Test func aLockedWriteIsRetriedForAtLeastFiveSeconds() {
        #expect(BusyWait.timeout >= 5)
        // Each try pauses about a millisecond, so 4,999 tries are under five seconds.
        #expect(BusyWait.shouldRetry(tries: 0))
        #expect(BusyWait.shouldRetry(tries: 4_999))
    }

    @Test func itGivesUpOnceTheTimeoutHasPassed() {
        #expect(!BusyWait.shouldRetry(tries: Int(BusyWait.timeout * 1_000)))
        #expect(!BusyWait.shouldRetry(tries: Int.max))
    }
}
