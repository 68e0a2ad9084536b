import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a write waits while another connection (usually another `ytclone` process) holds the
/// database's write lock: it retries about every millisecond, for at least `timeout`.
///
/// SQLite's own `busy_timeout` backs off to 100 ms between attempts. A process writing in a
/// loop takes the lock again microseconds after releasing it, so a writer that sleeps 100 ms at
/// a time mostly wakes to find it taken: with eight writers adding 500 comments each, single
/// writes waited up to 2.5 s, a quarter of the timeout. Short, jittered pauses brought the worst
/// wait down to about 0.3 s for the same total time.
package enum BusyWait {
    /// The shortest time a write waits before failing with "database is locked".
    package static let timeout: TimeInterval = 10

    /// The pause between two attempts, in microseconds: one millisecond on average.
    static let pause: ClosedRange<UInt32> = 500...1_500

    /// Whether SQLite should try to take the lock again, after a pause; false once `timeout`
    /// has passed.
    ///
    /// `tries` counts attempts at this one lock, so the deadline is a lower bound: a loaded
    /// machine that oversleeps waits longer, never shorter.
    package static func shouldRetry(tries: Int) -> Bool {
        guard Double(tries) / 1_000 < timeout else { return false }
        usleep(UInt32.random(in: pause))
        return true
    }
}
