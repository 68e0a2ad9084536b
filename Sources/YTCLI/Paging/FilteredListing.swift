import ArgumentParser
import YTCore

/// A video listing's `VideoFilter` as a run applies it: the rows filtered and sorted, the walk
/// going on while the filters drop rows until `--limit` are shown, and a note on stderr for a
/// filter the listing's rows cannot answer.
struct FilteredListing: Sendable {
    let filter: VideoFilter
    /// Which of some video ids the user marked watched (asked only with `--unwatched`).
    let watched: @Sendable ([String]) throws -> Set<String>
    let console: Console
    /// Why the rows may not tell their lengths ("the channel's feed gives no lengths"), for the
    /// notes of the length filters; nil names what is missing.
    var why: String?

    /// `fetch` (a page walk for `wanted` rows from a token) with the filter applied: while it
    /// drops rows, walking on to fill `limit` (`Listing.filling`, bounded by what the spec's
    /// `fillCost` priced), the rows then put in the filter's order.
    func fetch(
        limit: Int, _ fetch: @escaping @Sendable (_ token: String?, _ wanted: Int) async throws -> Listing<Video>
    ) -> @Sendable (String?) async throws -> Listing<Video> {
        let filtered = self
        return { token in
            guard filtered.filter.drops else {
                var listing = try await fetch(token, limit)
                listing.items = filtered.filter.sorted(listing.items)
                return listing
            }
            var unknown: [String: Int] = [:]
            var listing = try await Listing.filling(limit: limit, from: token, keep: { videos in
                let passed = try filtered.apply(videos)
                unknown.merge(passed.unknown, uniquingKeysWith: +)
                return passed.rows
            }, fetch: fetch)
            listing.items = filtered.filter.sorted(listing.items)
            filtered.say(unknown)
            return listing
        }
    }

    /// `rows` filtered, in the listing's order (the sort is the caller's, once all are in).
    func apply<Row: FilterableVideo & Sendable>(_ rows: [Row]) throws -> FilteredRows<Row> {
        var unsorted = filter
        unsorted.sort = nil
        let watched = unsorted.unwatched ? try self.watched(rows.map(\.facts.videoId)) : []
        return unsorted.apply(rows, watched: watched)
    }

    /// The first `limit` of `rows` that pass, in the filter's order: a listing loaded whole
    /// (favorites, history). The caller says the notes (`say`) once.
    func shown<Row: FilterableVideo & Sendable>(_ rows: [Row], limit: Int = .max) throws -> FilteredRows<Row> {
        var passed = try apply(rows)
        passed.rows = filter.sorted(Array(passed.rows.prefix(limit)))
        return passed
    }

    /// One note per filter some rows could not be judged by.
    func say(_ unknown: [String: Int]) {
        for note in FilteredRows<Video>(rows: [], dropped: 0, unknown: unknown).notes(why: why) { console.note(note) }
    }
}

extension AppEnvironment {
    /// `filter` as this run applies it; with `--unwatched`, the signed-in user's watched marks
    /// (`watchMarks()`, the lookup every listing's ✓ column uses).
    ///
    /// - Throws: a usage error (exit 64) for `--unwatched` when nobody is signed in: the marks
    ///   are kept per user.
    func filtered(_ filter: VideoFilter, why: String? = nil) throws -> FilteredListing {
        guard filter.unwatched else {
            return FilteredListing(filter: filter, watched: { _ in [] }, console: console, why: why)
        }
        let marks = try watchMarks()
        guard marks.user != nil else {
            throw ValidationError("--unwatched needs a signed-in user, whose watched videos it hides: "
                                      + "\(ErrorPresenter.signInHint), or drop --unwatched.")
        }
        return FilteredListing(filter: filter, watched: { try marks.marks(for: $0).watchedIds }, console: console, why: why)
    }
}
