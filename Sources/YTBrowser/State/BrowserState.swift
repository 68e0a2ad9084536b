import YTCore

/// Where the person is in the browser and what they are typing: everything a screen shows that
/// is not data. A value: keys change it (`BrowserState+Keys`), screens read it, tests build it.
struct BrowserState: Sendable, Equatable {
    /// Home's tabs, in the order Tab walks them.
    enum Tab: Int, CaseIterable, Sendable {
        case popular, subscriptions, search, favorites, history
        /// The Google account's liked videos and its playlists: shown only when signed in with Google.
        case liked, myPlaylists

        var title: String {
            switch self {
            case .popular: "Popular"
            case .subscriptions: "Subscriptions"
            case .search: "Search"
            case .favorites: "Favorites"
            case .history: "History"
            case .liked: "Liked"
            case .myPlaylists: "My playlists"
            }
        }

        /// Tabs of the signed-in user's own data: opening one without an account brings the gate.
        var needsAccount: Bool { ![.popular, .search].contains(self) }

        /// Tabs read from the Google account (YouTube's own lists, with the user's token).
        var needsGoogle: Bool { self == .liked || self == .myPlaylists }

        /// The tabs Home shows, in order: Liked and My playlists only when signed in with Google.
        static func shown(google: Bool) -> [Tab] { allCases.filter { google || !$0.needsGoogle } }
    }

    /// A screen in the stack; Esc, `h` and Backspace go back one.
    enum Route: Hashable, Sendable {
        case home
        case video(String)
        /// A channel by id or `@handle`.
        case channel(String)
        case playlist(String)
    }

    /// What a channel's page lists.
    enum Section: Hashable, Sendable {
        case uploads, playlists
    }

    /// A line being typed at the bottom of the screen: what it is for, the field, and whether
    /// Esc asked "Discard this draft? y/n".
    struct Editing: Equatable, Sendable {
        enum Purpose: Equatable, Sendable {
            case search
            case comment(videoId: String)
            /// A local comment of yours being rewritten.
            case editComment(id: Int64, videoId: String)
            /// A comment to post on YouTube (signed in with Google), or a reply to thread
            /// `parentId` by `author`.
            case youtubeComment(videoId: String, parentId: String?, author: String?)
            /// The local filter of Home's tab: each key narrows its rows (`LocalFilter`).
            case filter
        }

        var purpose: Purpose
        var field: EditableText
        var confirmingDiscard = false
        /// The earlier search ↑ brought back into the line (its place in `searches`), and what
        /// was typed before it, which ↓ past the newest brings back.
        var recalled: Int? = nil
        var draft = ""

        var text: String { field.text }

        static func search(_ text: String) -> Editing { Editing(purpose: .search, field: EditableText(text)) }

        static func filter(_ text: String) -> Editing { Editing(purpose: .filter, field: EditableText(text)) }

        /// Comments keep the line breaks pasted into them (or typed with Alt-Enter).
        static func comment(videoId: String, text: String) -> Editing {
            Editing(purpose: .comment(videoId: videoId), field: EditableText(text, multiline: true))
        }

        static func youtubeComment(videoId: String, replyingTo comment: CommentEntry? = nil) -> Editing {
            Editing(purpose: .youtubeComment(videoId: videoId, parentId: comment?.id, author: comment?.author),
                    field: EditableText("", multiline: true))
        }

        static func editComment(id: Int64, videoId: String, text: String) -> Editing {
            Editing(purpose: .editComment(id: id, videoId: videoId), field: EditableText(text, multiline: true))
        }
    }

    enum Overlay: Equatable, Sendable {
        case help
        /// The `ytclone …` command that shows what the current view shows.
        case command(String)
        /// "Delete this comment?" — `y` deletes it, any other key keeps it.
        case confirmDelete(commentId: Int64, videoId: String)
        /// "Search again? costs 101 units" on the bottom line — Enter or `y` spends, any other key does not.
        case confirmSpend(Spend)
    }

    /// A key that spends more quota than a unit, waiting for a yes.
    enum Spend: Equatable, Sendable {
        /// `r` on Search: the first page of the search again, from the API.
        case refreshSearch
        /// Enter on a #hashtag of a video's page: a search for it.
        case hashtag(String)
    }

    /// Where a list's cursor is and which row is at the top of the screen.
    struct Position: Equatable, Sendable {
        var selected = 0
        var top = 0

        /// Moved by `delta` rows within a list of `count`, the top following so the selected row
        /// stays among the `rows` shown.
        func moved(by delta: Int, count: Int, rows: Int) -> Position {
            var place = self
            place.selected = min(max(0, count - 1), max(0, selected + delta))
            if place.selected < place.top { place.top = place.selected }
            if place.selected >= place.top + rows { place.top = place.selected - rows + 1 }
            return place
        }

        /// The same row selected, the top moved as little as it takes for it to be among the
        /// `rows` shown (the screen may have shrunk since the top was set).
        func showing(rows: Int) -> Position { moved(by: 0, count: selected + 1, rows: rows) }

        /// Within a list of `count` rows: a refresh may have brought fewer than the cursor passed.
        func clamped(to count: Int) -> Position {
            let last = max(0, count - 1)
            return Position(selected: min(selected, last), top: min(top, min(selected, last)))
        }
    }

    var stack: [Route] = [.home]
    var tab: Tab = .popular
    var positions: [Tab: Position] = [:]
    /// Where each screen of the stack was left, so that going back finds it as it was.
    var places: [Route: Place] = [:]

    struct Place: Equatable, Sendable {
        var top = 0
        var link: Int? = nil
        var section = Section.uploads
    }

    /// The first line of the video's page shown.
    var detailTop: Int {
        get { places[route]?.top ?? 0 }
        set { places[route, default: Place()].top = newValue }
    }

    /// The link of the video's page Tab has moved to (its channel, a #hashtag, an @mention, a comment).
    var detailLink: Int? {
        get { places[route]?.link }
        set { places[route, default: Place()].link = newValue }
    }

    /// What a channel's page lists: its uploads or its playlists.
    var section: Section {
        get { places[route]?.section ?? .uploads }
        set { places[route, default: Place()].section = newValue }
    }
    /// The comment threads whose replies are shown.
    var expanded: Set<String> = []
    /// The YouTube comment Enter was pressed on: `c` replies to it while Tab stays on it.
    var replyTo: String? = nil
    /// Where the cursor is on each channel's and playlist's list.
    var pagePositions: [PageList: Position] = [:]
    /// The query of the search tab, once one ran.
    var query = ""
    /// The searches run this session and before, oldest first, which ↑ recalls in the search line.
    var searches: [String] = []
    /// What the local filter of each tab keeps: the words its rows must hold (`LocalFilter`).
    var localFilters: [Tab: String] = [:]
    /// The videos marked with Space, in the order marked: `w` plays them as one queue.
    var marked: [String] = []
    /// The search tab's filters, and the sheet that changes them while it is open.
    var filters = SearchFilters()
    var filterSheet: SearchFilters? = nil
    /// Popular's region and category, and the sheet that changes them while it is open.
    var chart = ChartFilters()
    var chartSheet: ChartFilters? = nil
    /// What each tab shows of its rows (lengths, Shorts, live, order), and the sheet that
    /// changes the shown tab's while it is open.
    var shownFilters: [Tab: VideoFilter] = [:]
    var shownSheet: ShownFilters? = nil
    var editing: Editing? = nil
    var overlay: Overlay? = nil
    /// The sign-in / sign-up form, shown over the screen while present.
    var gate: GateForm? = nil
    /// One line of news for the person (saved, failed, copied), cleared by the next key.
    var message: String? = nil
    /// Whether rows and a video's page show thumbnails (`browse --thumbnails`).
    var thumbnails = false
    var quit = false

    var route: Route { stack.last ?? .home }

    func position(_ tab: Tab) -> Position { positions[tab] ?? Position() }

    /// One list of a channel's or playlist's page.
    struct PageList: Hashable, Sendable {
        let route: Route
        let section: Section
    }
}
