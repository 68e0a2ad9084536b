/// A channel's latest uploads or its playlists (`ytclone channel`, the browser's channel page).
public struct ChannelSpec: ListingSpec {
    public typealias Limit = Bounded<Bounds.ListingLimit>

    /// Which of the channel's lists.
    public enum Shelf: String, CaseIterable, Sendable {
        case uploads, playlists
    }

    /// As typed: a UC… id, an @handle or a channel URL.
    public var reference: String
    public var shelf: Shelf
    /// How many uploads or playlists to list, walking pages as needed.
    public var limit: Limit
    /// What is shown of the uploads loaded (uploads only).
    public var filter: VideoFilter

    public init(reference: String, shelf: Shelf = .uploads, limit: Limit = 25, filter: VideoFilter = VideoFilter()) {
        self.reference = reference
        self.shelf = shelf
        self.limit = limit
        self.filter = filter
    }

    /// The filters go together and apply to uploads only; the reference is read when the
    /// listing runs (`channelReference`).
    public func validate() throws(ListingProblem) {
        try filter.validate()
        let names = filter.optionNames
        guard shelf == .uploads || names.isEmpty else {
            throw ListingProblem("\(names.joined(separator: ", ")) \(names.count == 1 ? "applies" : "apply") to videos; "
                                    + "drop \(names.count == 1 ? "it" : "them") or --playlists.")
        }
    }

    /// The channel the reference names; throws `CoreError.invalidChannelReference`.
    public func channelReference() throws -> ChannelReference {
        try ChannelReference.parse(reference)
    }

    /// The channel's id (an @handle and a URL continue the same cursor as the id), the shelf and
    /// the limit.
    public func cursorKey(channelId: String) -> String {
        ListingKey.make("channel", ["id": channelId, "list": shelf.rawValue, "limit": String(limit.value)]
            .merging(filter.keyParameters) { mine, _ in mine })
    }

    public func commandLine(adding options: [String]) -> String {
        ShellWord.commandLine("ytclone channel", words: [reference], options: [
            shelf == .playlists ? "--playlists" : nil, limit == 25 ? nil : "--limit \(limit)",
        ].compactMap { $0 } + filter.options + options)
    }

    /// The channel, then its uploads (videos looked up) or its playlists; with filters that drop
    /// rows, `fillCost` more.
    public var estimatedCost: Int {
        ChannelService.estimatedCost(channelWith: limit.value, playlists: shelf == .playlists) + fillCost
    }

    /// The most the pages walked to fill `limit` after filtering cost (0 without such filters).
    public var fillCost: Int {
        shelf == .playlists ? 0 : PlaylistService.estimatedCost(videoPages: filter.fillPages(limit: limit.value))
    }
}
