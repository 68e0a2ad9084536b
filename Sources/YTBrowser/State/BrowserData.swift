import Foundation
import YTCore
import YTImages

/// What the view-models hold at one moment, as the screens read it: the `@Publishable` states of
/// the listings, the open video and its comments, the account and the quota. A value, so a test
/// renders a screen from a fixed one.
struct BrowserData: Sendable {
    /// The thumbnails drawn so far (`BrowserPictures`).
    var pictures: [PictureKey: PictureCells] = [:]

    /// One of Home's lists (or a channel's or playlist's): its rows and how its loading stands.
    typealias List = Rows<Video>

    struct Rows<Item: Sendable>: Sendable {
        var items: [Item] = []
        var isLoading = false
        var error: String? = nil
        /// What the list says in place of rows, not as a failure (Popular without an API key).
        var notice: String? = nil
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
        /// Replies of the threads that were expanded, by thread id.
        var replies: [String: Rows<CommentEntry>] = [:]
        /// Signed in with Google: the user's rating, their subscription to the channel as this
        /// session changed it, and the comments and replies written on the video.
        var rating: GoogleWrites.Rating? = nil
        var subscription: GoogleWrites.Subscription? = nil
        var written: [GoogleWrites.Comment] = []
        /// The thumbnail, drawn, when thumbnails are on and it has arrived.
        var picture: PictureCells? = nil
        /// The cells kept for the thumbnail from the start, so the page does not move when it
        /// arrives; nil when thumbnails are off or the video has none.
        var pictureBox: (columns: Int, rows: Int)? = nil

        /// What Tab walks on the page: the channel, each #hashtag and @mention of the
        /// description in order, then each comment.
        var links: [DetailLink] {
            guard let video else { return [] }
            var links: [DetailLink] = video.channelId.isEmpty ? [] : [.channel(video.channelId)]
            for segment in TagParser.segments(TerminalText.sanitize(video.description, keepNewlines: true)) {
                switch segment {
                case .hashtag(let tag): links.append(.hashtag(tag))
                case .mention(let handle): links.append(.mention(handle))
                case .text: break
                }
            }
            return links + comments.indices.map(DetailLink.comment)
        }
    }

    /// A channel's page: the channel, then its uploads or its playlists.
    struct ChannelPage: Sendable {
        var channel: Channel? = nil
        var isLoading = false
        var error: String? = nil
        var uploads = List()
        var playlists = Rows<Playlist>()
    }

    /// A playlist's page: the playlist and its videos.
    struct PlaylistPage: Sendable {
        var playlist: Playlist? = nil
        var isLoading = false
        var error: String? = nil
        var videos = List()
    }

    var lists: [BrowserState.Tab: List] = [:]
    /// The rows of a tab's list its local filter keeps, by place in the list (`narrow`); no
    /// entry: the tab is not filtered.
    var narrowed: [BrowserState.Tab: [Int]] = [:]
    /// The search tab's results when it looks for channels or playlists.
    var searchChannels = Rows<Channel>()
    var searchPlaylists = Rows<Playlist>()
    /// The Google account's playlists (the My playlists tab), private ones too.
    var myPlaylists = Rows<Playlist>()
    /// The categories of the region Popular's sheet shows.
    var categories = Rows<VideoCategory>()
    /// The region those categories are of (nil: the default one).
    var categoriesRegion: String? = nil
    var detail = Detail()
    var channel = ChannelPage()
    var playlist = PlaylistPage()
    var user: User? = nil
    /// The Google account's channel, when the local account is signed in with Google.
    var googleAccount: String? = nil
    /// Whether that sign-in can post comments (a device sign-in cannot).
    var googleCanComment = false
    /// What this session wrote to YouTube, pending, confirmed or failed.
    var writes = GoogleWrites()
    /// The videos shown that the signed-in user watched: their rows are dimmed (`WatchedRows`).
    var watched: Set<String> = []
    /// Units spent today (Pacific day) and the daily budget.
    var quota: (used: Int, budget: Int)? = nil
    var offline = false
    /// Seconds since the last answer shown was fetched, when it came from the cache.
    var cacheAge: Double? = nil
    /// A request being tried again (`HTTP 503 — retrying in 2 s (2/4)`).
    var retry: String? = nil
    /// Writes to YouTube answered this session, and how many failed (`YouTubeWriteSettled`).
    var youtubeWrites = (answered: 0, failed: 0)
    /// The moment the screens count ages from ("3 hours ago"): now, or a fixed one in tests.
    var now = Date()

    func list(_ tab: BrowserState.Tab) -> List { lists[tab] ?? List() }

    /// The tabs Home shows: Liked and My playlists only when signed in with Google.
    var tabs: [BrowserState.Tab] { BrowserState.Tab.shown(google: googleAccount != nil) }
}

/// A link on a video's page.
enum DetailLink: Hashable, Sendable {
    case channel(String)
    case hashtag(String)
    case mention(String)
    /// A comment, by its place in the page's comments.
    case comment(Int)
}

extension BrowserData.Rows where Item: Identifiable, Item.ID: Sendable {
    /// The list as a listing view-model publishes it.
    init(_ state: ListingViewModel<Item>.State, new: Set<String> = [], describe: (any Error) -> String) {
        let keyNeeded = state.error as? KeyNeeded
        self.init(items: state.items, isLoading: state.isLoading, error: keyNeeded == nil ? state.error.map(describe) : nil,
                  notice: keyNeeded?.words, hasMore: state.hasMore, loaded: state.page > 0, new: new)
    }
}
