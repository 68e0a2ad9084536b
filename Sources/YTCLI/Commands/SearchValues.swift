import ArgumentParser

/// `search --type` values.
enum SearchType: String, ArgumentChoice {
    case video, channel, playlist
}

/// `search --order` values; `views` is the API's `viewCount`.
enum SearchOrder: String, ArgumentChoice {
    case relevance, date, views, rating, title

    var apiValue: String { self == .views ? "viewCount" : rawValue }
}

/// `search --duration` values: under 4 minutes, 4 to 20 minutes, over 20 minutes.
enum DurationFilter: String, ArgumentChoice {
    case short, medium, long
}

/// `search --safe-search` values.
enum SafeSearchLevel: String, ArgumentChoice {
    // Not `none`: an enum case of that name is easily mistaken for `Optional.none`.
    case unrestricted = "none"
    case moderate, strict
}
