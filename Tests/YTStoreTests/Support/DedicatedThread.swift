import Foundation

/// Runs `body` on a thread of its own, the way a separate process would run it.
///
/// The store's calls block; on the cooperative pool (two threads on these machines) eight of
/// them would mostly take turns instead of contending for the database.
func onDedicatedThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}
