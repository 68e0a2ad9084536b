import Synchronization

/// A Sendable subscriber or listener that records what it received, in order.
final class Log<Entry: Sendable>: Sendable {
    private let storage = Mutex<[Entry]>([])

    var entries: [Entry] {
        storage.withLock { $0 }
    }

    func append(_ entry: Entry) {
        storage.withLock { $0.append(entry) }
    }
}

/// An owner that only bounds a subscription's life.
final class Owner: Sendable {}

/// Not Sendable (mutable, no conformance), like most view-models and renderers.
final class PlainOwner {
    var touched = false
}
