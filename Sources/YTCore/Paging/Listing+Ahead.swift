import Synchronization
import YouTubeAPI

/// Walking pages whose items need a second request (a lookup) without waiting for it.
extension Listing {
    /// A page whose listing has arrived: the ids of the items it will hold, and how to complete them.
    public struct ListedPage: Sendable {
        /// The ids of the page's items in order, one item each.
        var ids: [Item.ID]
        /// How many items the API sent.
        var received: Int
        var next: String?
        /// The page's items, one for each of `ids` with that id (the lookup).
        var complete: @Sendable () async throws -> [Item]

        init(ids: [Item.ID], received: Int, next: String?, complete: @escaping @Sendable () async throws -> [Item]) {
            self.ids = ids
            self.received = received
            self.next = next
            self.complete = complete
        }
    }

    /// `walk(limit:perPage:from:fetch:)` with each page in two steps: the next page's `list` leaves
    /// as soon as the previous one's token is known, while that page is still being completed.
    ///
    /// The pages requested, their `wanted` counts, the items, their order and the way the walk
    /// ends are those of `walk`, because a listed page already names its items' ids. The requests
    /// are admitted in `walk`'s order too: a page's completion first, then the next page's list
    /// (`RequestAdmission`), so a budget refuses the same request; completions run one after the
    /// other. A failure is the one `walk` would have met first (an earlier page's completion
    /// before a later `list`); once a completion has failed, no further page is listed or completed.
    ///
    /// Never specialized: Swift 6.3.1 crashes emitting its task's closure specialized for an item
    /// type under `-disable-concrete-type-metadata-mangled-name-accessors` (the release flags);
    /// the walk waits on the network, so the generic code costs nothing that shows.
    @_semantics("optimize.sil.specialize.generic.never")
    static func walkAhead(
        limit: Int, perPage: Int = 50, from token: String?,
        list: (_ token: String?, _ wanted: Int) async throws -> ListedPage
    ) async throws -> Listing {
        let completionFailed = FailureFlag()
        return try await withThrowingTaskGroup(of: (Int, Result<[Item], any Error>?).self) { group in
            var kept: [[Item.ID]] = []
            var seen = Set<Item.ID>()
            var count = 0
            var following = PageFollowing(from: token, limit: limit, perPage: perPage)
            var token = token
            var stop: Stop?
            var listFailure: (any Error)?
            var previous: OneShotSignal?
            while !completionFailed.isSet {
                let page: ListedPage
                do {
                    page = try await list(token, limit - count)
                } catch {
                    listFailure = error
                    break
                }
                let (index, complete, after) = (kept.count, page.complete, previous)
                let (admitted, done) = (OneShotSignal(), OneShotSignal())
                previous = done
                group.addTask {
                    defer { admitted.signal() }
                    // Completions go one after the other: none after one that failed.
                    guard await after?.wait() ?? true else {
                        done.signal(false)
                        return (index, nil)
                    }
                    do {
                        let items = try await RequestAdmission.$onAdmitted.withValue({ admitted.signal() }) {
                            try await complete()
                        }
                        done.signal(true)
                        return (index, .success(items))
                    } catch {
                        completionFailed.set()
                        done.signal(false)
                        return (index, .failure(error))
                    }
                }
                var ids: [Item.ID] = []
                for id in page.ids where count < limit && seen.insert(id).inserted {
                    ids.append(id)
                    count += 1
                }
                kept.append(ids)
                if let end = following.end(after: page.next, received: page.received, kept: count, pages: kept.count) {
                    (token, stop) = end
                    break
                }
                token = page.next
                // The next list is admitted after this page's completion, as in `walk`.
                _ = await admitted.wait()
            }
            var completed: [Int: [Item]] = [:]
            var failures: [Int: any Error] = [:]
            for try await (index, result) in group {
                switch result {
                case .success(let items): completed[index] = items
                case .failure(let error): failures[index] = error
                case nil: break
                }
            }
            if let first = failures.keys.min(), let error = failures[first] { throw error }
            if let listFailure { throw listFailure }
            var items: [Item] = []
            for (index, ids) in kept.enumerated() {
                let byId = Dictionary((completed[index] ?? []).map { ($0.id, $0) }) { first, _ in first }
                items += ids.compactMap { byId[$0] }
            }
            return Listing(items: items, nextPageToken: token, stop: stop, pages: kept.count)
        }
    }
}

/// Set by a page's completion when it fails, so that the walk lists no further page.
private final class FailureFlag: Sendable {
    private let state = Mutex(false)
    var isSet: Bool { state.withLock { $0 } }
    func set() { state.withLock { $0 = true } }
}
