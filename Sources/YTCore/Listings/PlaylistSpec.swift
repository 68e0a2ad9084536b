/// A playlist's videos (`ytclone playlist`, the browser's playlist page).
public struct PlaylistSpec: ListingSpec {
    public typealias Limit = Bounded<Bounds.ListingLimit>

    /// As typed: a PL…/UU…/OL…/FL… id or a URL carrying one.
    public var reference: String
    /// How many videos to list, walking pages as needed.
    public var limit: Limit
    /// What is shown of the videos loaded.
    public var filter: VideoFilter

    public init(reference: String, limit: Limit = 25, filter: VideoFilter = VideoFilter()) {
        self.reference = reference
        self.limit = limit
        self.filter = filter
    }

    /// The filters go together; the reference is read when the listing runs (`playlistId`).
    public func validate() throws(ListingProblem) { try filter.validate() }

    /// The playlist the reference names; throws `CoreError.invalidPlaylistReference`.
    public func playlistId() throws -> String {
        try PlaylistReference.id(from: reference)
    }

    /// The playlist's id (a URL continues the same cursor as the id) and the limit.
    public func cursorKey(playlistId: String) -> String {
        ListingKey.make("playlist", ["id": playlistId, "limit": String(limit.value)]
            .merging(filter.keyParameters) { mine, _ in mine })
    }

    public func commandLine(adding options: [String]) -> String {
        ShellWord.commandLine("ytclone playlist", words: [reference], options: filter.options + (limit == 25 ? [] : ["--limit \(limit)"]) + options)
    }

    /// The playlist's details, then its items and their videos page by page; with filters that
    /// drop rows, `fillCost` more.
    public var estimatedCost: Int { PlaylistService.estimatedCost(videos: limit.value) + fillCost }

    /// The most the pages walked to fill `limit` after filtering cost (0 without such filters).
    public var fillCost: Int { PlaylistService.estimatedCost(videoPages: filter.fillPages(limit: limit.value)) }
}
