import Foundation
import YTCore

/// What the view-models hold at one moment, as the screens read it: the `@Publishable` states of
/// the listings, the open video and its comments, the account and the quota. A value, so a test
/// renders a screen from a fixed one.
struct BrowserData: Sendable {
    /// One of Home's lists: its rows and how its loading stands.
    struct List: Sendable {
        var items: [Video] = []
        var isLoading = false
        var error: String? = nil
        var hasMore = false
        /// Whether anything was loaded yet (an empty list then says so).
        var loaded = false
        /// Videos no earlier look at the list showed (Subscriptions' "new" marks).
        var new: Set<String> = []
    }

    /// The open video: its details, then YouTube's comments and the local ones merged.
    struct Detail: Sendable {
        var video: Video? = nil
        var isLoading = false
        var error: String? = nil
        var comments: [CommentEntry] = []
        var commentsLoading = false
        var commentsError: String? = nil
        var isFavorite = false
    }

    var lists: [BrowserState.Tab: List] = [:]
    var detail = Detail()
    var user: User? = nil
    /// Units spent today (Pacific day) and the daily budget.
    var quota: (used: Int, budget: Int)? = nil
    var offline = false
    /// When the answer shown was fetched, if it came from the cache.
    var now = Date()

    func list(_ tab: BrowserState.Tab) -> List { lists[tab] ?? List() }
}

extension BrowserData.List {
    /// The list as a listing view-model publishes it.
    init(_ state: ListingViewModel<Video>.State, new: Set<String> = [], redact: (String) -> String) {
        self.init(items: state.items, isLoading: state.isLoading,
                  error: state.error.map { BrowserData.describe($0, redact: redact) },
                  hasMore: state.hasMore, loaded: state.page > 0, new: new)
    }
}

extension BrowserData {
    /// One line for an error shown in place: the words the command line prints after `error:`.
    static func describe(_ error: any Error, redact: (String) -> String) -> String {
        ErrorPresenter.describe(error, redact: redact).message
    }
}
