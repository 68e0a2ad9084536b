import Foundation

/// Runs `body`, which blocks (a child process it waits for, a sleep), on a thread of its own, and
/// waits for it without holding one of the few threads swift-testing runs tests on (as many as
/// cores): tests that mostly wait for retries and timeouts then overlap instead of queueing.
///
/// `body` runs outside the test's task, so it must not record issues (`#expect`): it returns
/// what the test then checks.
func offThePool<T: Sendable>(_ body: @escaping () throws -> T) async throws -> T {
    let work = BlockingWork(body)
    return try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work.body() }) }.start()
    }
}

/// Hands a blocking closure to the thread that runs it, and nothing else touches it.
private final class BlockingWork<T>: @unchecked Sendable {
    let body: () throws -> T

    init(_ body: @escaping () throws -> T) {
        self.body = body
    }
}
