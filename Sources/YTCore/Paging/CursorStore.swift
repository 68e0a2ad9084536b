import Foundation

/// Where each listing stopped, per user and query, for `--next-page` and `--prev-page`.
public protocol CursorStore: Sendable {
    /// The stack of page tokens that led to the current page (empty = first page) and the next token.
    func cursor(userId: Int64?, listing: String) throws -> PageCursor?
    func saveCursor(_ cursor: PageCursor, userId: Int64?, listing: String, now: Date) throws
}

/// The position in a paged listing: tokens of the pages shown so far and the one after.
public struct PageCursor: Codable, Sendable, Hashable {
    /// Tokens of the pages walked through, the current page's last (`nil` for the first page).
    public var path: [String?]
    public var nextPageToken: String?

    public init(path: [String?], nextPageToken: String?) {
        self.path = path
        self.nextPageToken = nextPageToken
    }
}
