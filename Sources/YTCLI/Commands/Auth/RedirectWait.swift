import Foundation

/// Waits for the browser's answer to `auth login` from whichever comes first: the loopback
/// listener, or the address pasted on stdin (when stdin is a terminal, or with `--paste`).
/// The other wait is stopped within a fraction of a second.
enum RedirectWait {
    /// Where a pasted address is read from.
    struct Paste {
        var descriptor: Int32
        var isTerminal: Bool
    }

    /// The redirect's query and whether it was pasted (`auth status` says `paste`), or `nil` when
    /// nothing came by `deadline`.
    ///
    /// - Throws: `CLIError.signInFailed(.unreadablePaste)` when piped input was not the address.
    static func answer(
        listener: LoopbackListener, paste: Paste?, until deadline: ContinuousClock.Instant, console: Console
    ) async throws -> (query: [String: String], pasted: Bool)? {
        let done = StopFlag()
        return try await withThrowingTaskGroup(of: (outcome: PastedRedirect.Outcome, pasted: Bool).self) { group in
            group.addTask {
                (await listener.awaitRedirect(until: deadline, stop: done.isSet).map { .answer($0) } ?? .nothing, false)
            }
            if let paste {
                group.addTask {
                    (await PastedRedirect.read(from: paste.descriptor, isTerminal: paste.isTerminal, until: deadline,
                                               stop: done.isSet, complain: { console.error($0) }), true)
                }
            }
            defer { done.set() }
            for try await (outcome, pasted) in group {
                switch outcome {
                case .answer(let query): return (query, pasted)
                case .unreadable: throw CLIError.signInFailed(.unreadablePaste)
                case .nothing: continue
                }
            }
            return nil
        }
    }
}

/// A flag set once, read from the threads that wait.
final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() { lock.withLock { value = true } }
    @Sendable func isSet() -> Bool { lock.withLock { value } }
}
