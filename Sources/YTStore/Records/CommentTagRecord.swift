import GRDB

/// A row of `comment_tags`: one #hashtag or @mention of a comment, lower-cased, without its sigil.
struct CommentTagRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "comment_tags"

    enum Kind: String, Codable {
        case hashtag
        case mention
    }

    var commentId: Int64
    var kind: Kind
    var value: String
    /// Order of first appearance in the body.
    var position: Int

    enum CodingKeys: String, CodingKey {
        case kind, value, position
        case commentId = "comment_id"
    }
}
