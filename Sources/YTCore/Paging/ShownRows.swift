import Foundation

/// The rows of the last listing a terminal session showed: the number of its first row and the
/// id each row stands for, so that `ytclone video 3` means the video of row 3.
public struct ShownRows: Sendable, Hashable {
    /// What the rows are: `video`, `channel` or `playlist`.
    public var kind: String
    /// The listing (`ListingKey`), so the next page of the same listing goes on numbering.
    public var listing: String
    public var firstRow: Int
    public var ids: [String]

    public init(kind: String, listing: String, firstRow: Int, ids: [String]) {
        self.kind = kind
        self.listing = listing
        self.firstRow = firstRow
        self.ids = ids
    }

    /// The id of row `number`, if it is one of these rows.
    public func id(ofRow number: Int) -> String? {
        let index = number - firstRow
        return ids.indices.contains(index) ? ids[index] : nil
    }

    public var lastRow: Int { firstRow + ids.count - 1 }
}

/// Where the rows last shown are kept, per user (or nobody) and terminal session of a machine.
public protocol ShownRowsStore: Sendable {
    func shownRows(userId: Int64?, session: TerminalSession) throws -> ShownRows?
    func saveShownRows(_ rows: ShownRows, userId: Int64?, session: TerminalSession, now: Date) throws
}
