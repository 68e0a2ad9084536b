/// A listing of what the Google user signed in keeps on YouTube: `ytclone liked`,
/// `ytclone playlists --mine`, `ytclone subscriptions --youtube`.
///
/// Its cursor is the local account's, as every listing's is; the Google sign-in belongs to that
/// account, so another person's pages are never continued.
public struct AccountListingSpec: ListingSpec {
    public typealias Limit = Bounded<Bounds.ListingLimit>

    /// Which of the user's lists.
    public enum Shelf: String, Sendable, Hashable {
        case liked, playlists, subscriptions
    }

    public var shelf: Shelf
    /// How many items to list, walking pages as needed.
    public var limit: Limit

    public init(_ shelf: Shelf, limit: Limit = 25) {
        self.shelf = shelf
        self.limit = limit
    }

    /// Nothing to check: a shelf and a limit always go together.
    public func validate() throws(ListingProblem) {}

    /// The shelf and the limit.
    public var cursorKey: String {
        ListingKey.make("youtube-\(shelf.rawValue)", ["limit": String(limit.value)])
    }

    /// The command that lists this shelf.
    public var command: String {
        switch shelf {
        case .liked: "ytclone liked"
        case .playlists: "ytclone playlists --mine"
        case .subscriptions: "ytclone subscriptions --youtube"
        }
    }

    public func commandLine(adding options: [String]) -> String {
        ([command] + (limit == 25 ? [] : ["--limit \(limit)"]) + options).joined(separator: " ")
    }

    /// A page of 50 for every 50 items, 1 unit each.
    public var estimatedCost: Int {
        switch shelf {
        case .liked: YouTubeAccountService.estimatedCost(liked: limit.value)
        case .playlists: YouTubeAccountService.estimatedCost(playlists: limit.value)
        case .subscriptions: YouTubeAccountService.estimatedCost(subscriptions: limit.value)
        }
    }
}
