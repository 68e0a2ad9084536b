/// What a search lists (`search --type`), as the API names it.
public enum SearchType: String, CaseIterable, Sendable {
    case video, channel, playlist
}

/// The order of a search's results (`search --order`); `views` is the API's `viewCount`.
public enum SearchOrder: String, CaseIterable, Sendable {
    case relevance, date, views, rating, title

    /// The API's word for it.
    public var apiValue: String { self == .views ? "viewCount" : rawValue }
}

/// A search's video length (`search --duration`): under 4 minutes, 4 to 20 minutes, over 20 minutes.
public enum DurationFilter: String, CaseIterable, Sendable {
    case short, medium, long
}

/// A search's safe-search level (`search --safe-search`).
public enum SafeSearchLevel: String, CaseIterable, Sendable {
    // Not `none`: an enum case of that name is easily mistaken for `Optional.none`.
    case unrestricted = "none"
    case moderate, strict
}
