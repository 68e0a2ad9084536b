import Foundation

/// Holds each of `count` threads in `arriveAndWait()` until all of them have arrived.
final class ThreadBarrier: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private var arrived = 0

    init(count: Int) {
        self.count = count
    }

    func arriveAndWait() {
        condition.lock()
        defer { condition.unlock() }
        arrived += 1
        if arrived == count {
            condition.broadcast()
        }
        while arrived < count {
            condition.wait()
        }
    }
}
