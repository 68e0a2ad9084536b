import YTCore

/// The "Show" sheet of every tab (`S`; `F` on the tabs without a sheet of their own): which of
/// the rows loaded are shown and in what order, the `VideoFilter` of `--min-duration`,
/// `--max-duration`, `--hide-shorts`, `--live`, `--unwatched` and `--sort`. It asks nothing of the API: the tab
/// shows what it loaded, filtered; the `:` line gives the same options to the command.
struct ShownFilters: Equatable, Sendable {
    enum Row: Int, CaseIterable, Sendable {
        case minLength, maxLength, shorts, live, unwatched, sort

        var label: String {
            switch self {
            case .minLength: "At least"
            case .maxLength: "At most"
            case .shorts: "Shorts"
            case .live: "Live"
            case .unwatched: "Watched"
            case .sort: "Order"
            }
        }
    }

    /// The lengths ← → walk, as `--min-duration`/`--max-duration` take them; nil for any.
    static let lengths: [VideoLength?] = [nil] + ["1m", "4m", "10m", "20m", "1h"].map { VideoLength($0) }
    static let lives: [VideoFilter.Live?] = [nil] + VideoFilter.Live.allCases.map { $0 }
    static let sorts: [VideoSort?] = [nil] + VideoSort.allCases.map { $0 }

    /// The filter the rows edit.
    var filter: VideoFilter
    var focus = Row.minLength

    init(filter: VideoFilter = VideoFilter(), focus: Row = .minLength) {
        self.filter = filter
        self.focus = focus
    }

    /// What each row shows for its values, in their order.
    static func choices(_ row: Row) -> [String] {
        switch row {
        case .minLength, .maxLength: lengths.map { $0?.text ?? "any" }
        case .shorts: ["shown", "hidden"]
        case .live: lives.map { $0.map { $0 == .only ? "only live" : "hidden" } ?? "shown" }
        case .unwatched: ["shown", "hidden"]
        case .sort: sorts.map { $0?.rawValue ?? "the tab's own" }
        }
    }

    /// The row's value as its place among its choices.
    func place(_ row: Row) -> Int {
        switch row {
        case .minLength: Self.lengths.firstIndex(of: filter.minDuration) ?? 0
        case .maxLength: Self.lengths.firstIndex(of: filter.maxDuration) ?? 0
        case .shorts: filter.hideShorts ? 1 : 0
        case .live: Self.lives.firstIndex(of: filter.live) ?? 0
        case .unwatched: filter.unwatched ? 1 : 0
        case .sort: Self.sorts.firstIndex(of: filter.sort) ?? 0
        }
    }

    func value(_ row: Row) -> String { Self.choices(row)[place(row)] }

    /// Moves the focused row's value by `step`.
    mutating func cycle(_ step: Int) {
        let count = Self.choices(focus).count
        let next = (place(focus) + step + count) % count
        switch focus {
        case .minLength: filter.minDuration = Self.lengths[next]
        case .maxLength: filter.maxDuration = Self.lengths[next]
        case .shorts: filter.hideShorts = next == 1
        case .live: filter.live = Self.lives[next]
        case .unwatched: filter.unwatched = next == 1
        case .sort: filter.sort = Self.sorts[next]
        }
    }

    /// Moves the focus by `step` rows.
    mutating func move(_ step: Int) {
        let rows = Row.allCases
        focus = rows[(focus.rawValue + step + rows.count) % rows.count]
    }

    /// What the command line would refuse (a shortest length above the longest), if anything.
    var problem: String? {
        do {
            try filter.validate()
            return nil
        } catch {
            return error.message
        }
    }
}
