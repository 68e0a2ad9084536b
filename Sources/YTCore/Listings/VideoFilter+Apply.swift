import Foundation

/// `--sort`: the order of the rows loaded (one page), never of the whole listing.
public enum VideoSort: String, CaseIterable, Sendable {
    /// Newest first.
    case date
    /// Most viewed first.
    case views
    /// Longest first.
    case length
    /// By title, A to Z, ignoring case.
    case title
}

/// What a filter or a sort reads of a row; nil where the listing does not know it (a channel's
/// feed gives no lengths, favorites keep no view counts).
public struct VideoFacts: Sendable, Hashable {
    public var videoId: String
    public var seconds: Int?
    /// Whether it is a live or upcoming stream.
    public var live: Bool?
    /// The listing's date: published, added to favorites, watched.
    public var date: Date?
    public var views: UInt64?
    public var title: String

    public init(videoId: String, seconds: Int?, live: Bool?, date: Date?, views: UInt64?, title: String) {
        self.videoId = videoId
        self.seconds = seconds
        self.live = live
        self.date = date
        self.views = views
        self.title = title
    }
}

/// A row a `VideoFilter` can filter and sort.
public protocol FilterableVideo {
    var facts: VideoFacts { get }
}

extension Video: FilterableVideo {
    public var facts: VideoFacts {
        VideoFacts(videoId: id, seconds: durationSeconds,
                   live: liveBroadcastContent.map { $0 == "live" || $0 == "upcoming" }, date: publishedAt,
                   views: viewCount, title: title)
    }
}

/// A favorite keeps its title and when it was added: no length, no views, no live state.
extension Favorite: FilterableVideo {
    public var facts: VideoFacts {
        VideoFacts(videoId: videoId, seconds: nil, live: nil, date: addedAt, views: nil, title: title)
    }
}

/// A history entry knows the length a player reported, and when it was looked at.
extension HistoryEntry: FilterableVideo {
    public var facts: VideoFacts {
        VideoFacts(videoId: videoId, seconds: length.map { Int($0.rounded()) }, live: nil, date: viewedAt, views: nil,
                   title: title)
    }
}

/// What `VideoFilter.apply` kept, and what it could not judge.
public struct FilteredRows<Row>: Sendable where Row: Sendable {
    public var rows: [Row]
    /// How many rows the filters dropped.
    public var dropped: Int
    /// Per option, how many rows were kept because the listing does not tell what it needs.
    public var unknown: [String: Int]

    public init(rows: [Row], dropped: Int = 0, unknown: [String: Int] = [:]) {
        self.rows = rows
        self.dropped = dropped
        self.unknown = unknown
    }

    /// One line per option that some rows could not be judged by: "--min-duration not applied
    /// to 15 videos: the channels' feeds give no lengths". `why` says why the listing does not
    /// know the lengths; without it, and for `--live`, what is missing is named.
    public func notes(why: String? = nil) -> [String] {
        unknown.sorted { $0.key < $1.key }.map { option, count in
            let missing = option == "--live" ? "whether they are live is not known" : why ?? "their lengths are not known"
            return "\(option) not applied to \(HumanFormat.counted(count, "video")): \(missing)"
        }
    }
}

extension VideoFilter {
    /// The rows that pass, in `sort`'s order (stable: equal rows keep the listing's order).
    ///
    /// A Short is a video of `shortSeconds` or less, as the subscriptions feed always counted
    /// it. Live and upcoming streams have no length yet (the API says 0): the length filters
    /// keep them, `--live` decides. A row whose length is not known is kept, and counted in
    /// `unknown`; so is one whose live state is not known under `--live`.
    ///
    /// - Parameter watched: the ids of the rows marked watched, read when `unwatched` is set.
    public func apply<Row: FilterableVideo & Sendable>(_ rows: [Row], watched: Set<String> = []) -> FilteredRows<Row> {
        var kept: [Row] = []
        var unknown: [String: Int] = [:]
        let lengthOptions = lengthOptions
        for row in rows {
            let facts = row.facts
            if unwatched, watched.contains(facts.videoId) { continue }
            if let live {
                if let isLive = facts.live {
                    if isLive != (live == .only) { continue }
                } else {
                    unknown["--live", default: 0] += 1
                }
            }
            if facts.live != true, !lengthOptions.isEmpty {
                guard let seconds = facts.seconds else {
                    for option in lengthOptions { unknown[option, default: 0] += 1 }
                    kept.append(row)
                    continue
                }
                if hideShorts, seconds <= Self.shortSeconds { continue }
                if let minDuration, seconds < minDuration.seconds { continue }
                if let maxDuration, seconds > maxDuration.seconds { continue }
            }
            kept.append(row)
        }
        return FilteredRows(rows: sorted(kept), dropped: rows.count - kept.count, unknown: unknown)
    }

    /// `rows` in `sort`'s order, rows without the value sorted last; equal rows keep their order.
    public func sorted<Row: FilterableVideo>(_ rows: [Row]) -> [Row] {
        guard let sort else { return rows }
        let keyed = rows.enumerated().map { ($0.offset, $0.element.facts, $0.element) }
        return keyed.sorted { a, b in
            let order: Bool?
            switch sort {
            case .date: order = Self.descending(a.1.date, b.1.date)
            case .views: order = Self.descending(a.1.views, b.1.views)
            case .length: order = Self.descending(a.1.seconds, b.1.seconds)
            case .title:
                let compared = a.1.title.localizedCaseInsensitiveCompare(b.1.title)
                order = compared == .orderedSame ? nil : compared == .orderedAscending
            }
            return order ?? (a.0 < b.0)
        }.map(\.2)
    }

    /// Whether `a` goes before `b`, largest first and unknown last; nil when they tie.
    private static func descending<T: Comparable>(_ a: T?, _ b: T?) -> Bool? {
        switch (a, b) {
        case (nil, nil): nil
        case (nil, _): false
        case (_, nil): true
        case let (a?, b?): a == b ? nil : a > b
        }
    }
}
