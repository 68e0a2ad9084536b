/// What the comment write methods share: who may write, the text rules, new ids in Google's
/// shape, and the resource the answer renders.
enum CommentAuthoring {
    /// Google's limit on a comment's `textOriginal`, in characters.
    static let maximumLength = 10_000

    /// The caller's channel, which authors the comment; a Google account without a YouTube
    /// channel is 403 `ineligibleAccount`.
    static func authorChannel(_ caller: Caller, catalog: Catalog, resource: String) throws -> String {
        guard let channel = caller.user.channelId, catalog.channelByID[channel] != nil else {
            throw APIError.ineligibleAccount(resource: resource)
        }
        return channel
    }

    /// The comment's text at `path`: 400 `commentTextRequired` when missing or blank,
    /// `commentTextTooLong` past 10,000 characters.
    static func text(_ body: WriteBody, at path: String, resource: String) throws -> String {
        guard let text = body.value(path)?.stringValue,
            !text.allSatisfy({ $0.isWhitespace })
        else { throw APIError.commentTextRequired(path, resource: resource) }
        guard text.count <= maximumLength else { throw APIError.commentTextTooLong(path, resource: resource) }
        return text
    }

    /// Whether `caller` owns the channel of the comment's video (and so may moderate or delete it).
    static func ownsVideo(of comment: CatalogComment, caller: Caller, catalog: Catalog) -> Bool {
        guard let channel = caller.user.channelId else { return false }
        return catalog.channel(of: catalog.videos[comment.videoIndex]).id == channel
    }

    /// A new thread (top-level comment) id like the catalog's (`Ug…4AaABAg`, 26 characters),
    /// from the write's serial and text; it never decodes as a catalog position.
    static func threadId(seed: UInt64, serial: Int, text: String) -> String {
        var rng = SplitMix64(seed ^ Digest.hash64("thread:\(serial):\(text)"))
        let bytes = (0..<12).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        let flavour = Array("wxyz")[Int(rng.next() >> 62)]
        return "Ug" + String(flavour) + Base64.encode(bytes, urlSafe: true, padded: false)
            + CommentIdentifier.threadSuffix
    }

    /// A new reply id: the thread's id, a dot and 22 characters.
    static func replyId(parent: String, seed: UInt64, serial: Int, text: String) -> String {
        var rng = SplitMix64(seed ^ Digest.hash64("reply:\(parent):\(serial):\(text)"))
        let bytes = (0..<16).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        return parent + "." + Base64.encode(bytes, urlSafe: true, padded: false)
    }

    /// Read-only properties of a comment's snippet, at `prefix` (strict mode refuses them).
    static func readOnly(comment prefix: String) -> [String] {
        [
            "id", "etag", "kind", "authorDisplayName", "authorProfileImageUrl", "authorChannelUrl", "authorChannelId",
            "textDisplay", "canRate", "viewerRating", "likeCount", "moderationStatus", "publishedAt", "updatedAt",
        ].map { name in ["id", "etag", "kind"].contains(name) ? prefix + name : prefix + "snippet." + name }
    }
}
