import YTCore

// What a person asks for in the browser, as events on the run's EventBus. A screen never calls a
// service: a key becomes one of these, a controller hears it and asks a view-model, the
// view-model publishes, and the screen is drawn again from what it published.

/// Load one of Home's lists: its first page, the page after what is shown, or the first page
/// again revalidated with the API (`r`: an unchanged answer comes back as a 304, no download).
struct ListingRequested: Event, Hashable {
    enum Kind: Sendable, Hashable { case first, more, refresh }
    let tab: BrowserState.Tab
    let kind: Kind
}

/// Thumbnails the screen shows (`BrowserPictures` fetches and draws those it has not yet).
struct PicturesWanted: Event, Hashable {
    let keys: [PictureKey]
}

/// Run a search for the search tab.
struct SearchSubmitted: Event, Equatable {
    let query: String
    var filters = SearchFilters()
}

/// Open a video's detail: its details, then its comments (YouTube's and local ones).
struct VideoOpened: Event, Hashable {
    let videoId: String
}

/// Post a local comment as the signed-in user.
struct CommentSubmitted: Event, Hashable {
    let videoId: String
    let body: String
}

/// Add the video to the favorites, or take it out.
struct FavoriteToggled: Event, Hashable {
    let video: Video
}

/// Subscribe to the channel (`s`), or unsubscribe when subscribed, as `ytclone subscribe` and
/// `unsubscribe` do.
struct SubscriptionToggled: Event, Hashable {
    let channel: Channel
}

/// Sign in or sign up with what the gate's form holds.
struct GateSubmitted: Event {
    let form: GateForm
}

/// Put the text on the clipboard (`y` copies the link of a row or a page), through the terminal (OSC 52).
struct CopyRequested: Event, Hashable {
    let text: String
}

/// Play videos with the player `ytclone watch` uses, one queue in one player, leaving the screen
/// while they play (`w`; `a` with sound only).
struct WatchRequested: Event, Hashable {
    let videoIds: [String]
    var audioOnly = false
}

/// Open a channel's or a playlist's page: the channel (then its uploads) or the playlist (then
/// its videos).
struct PageOpened: Event, Hashable {
    let route: BrowserState.Route
}

/// Load one list of a channel's or playlist's page: its first page, the next, or again.
struct PageListRequested: Event, Hashable {
    let list: BrowserState.PageList
    let kind: ListingRequested.Kind
}

/// Load the replies of a YouTube comment thread.
struct RepliesRequested: Event, Hashable {
    let threadId: String
}

/// Save a new text for one of your local comments.
struct CommentEditSubmitted: Event, Hashable {
    let commentId: Int64
    let videoId: String
    let body: String
}

/// Delete one of your local comments (the person said yes).
struct CommentDeleteConfirmed: Event, Hashable {
    let commentId: Int64
    let videoId: String
}

/// Load the video categories of a region, for Popular's sheet.
struct CategoriesRequested: Event, Hashable {
    let regionCode: String?
}

/// Show Popular for this region and category.
struct ChartChosen: Event, Equatable {
    let chart: ChartFilters
}
