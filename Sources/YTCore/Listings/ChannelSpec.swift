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

    public init(reference: String, shelf: Shelf = .uploads, limit: Limit = 25) {
        self.reference = reference
        self.shelf = shelf
        self.limit = limit
    }

    /// Any values go together; the reference is read when the listing runs (`channelReference`).
    public func validate() throws(ListingProblem) {}

    /// The channel the reference names; throws `CoreError.invalidChannelReference`.
    public func channelReference() throws -> ChannelReference {
        try ChannelReference.parse(reference)
    }

    /// The channel's id (an @handle and a URL continue the same cursor as the id), the shelf and
    /// the limit.
    public func cursorKey(channelId: String) -> String {
        ListingKey.make("channel", ["id": channelId, "list": shelf.rawValue, "limit": String(limit.value)])
    }

    public func commandLine(adding options: [String]) -> String {
        ShellWord.commandLine("ytclone channel", words: [reference], options: [
            shelf == .playlists ? "--playlists" : nil, limit == 25 ? nil : "--limit \(limit)",
        ].compactMap { $0 } + options)
    }

    /// The channel, then its uploads (videos looked up) or its playlists.
    public var estimatedCost: Int {
        ChannelService.estimatedCost(channelWith: limit.value, playlists: shelf == .playlists)
    }
}
