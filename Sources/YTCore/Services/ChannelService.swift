import YouTubeAPI

/// Finds channels by id or handle.
public struct ChannelService: Sendable {
    private let client: YouTubeClient

    public init(client: YouTubeClient) {
        self.client = client
    }

    /// The channel's details (1 unit).
    ///
    /// - Throws: `CoreError.channelNotFound` when channels.list answers with no item.
    public func channel(_ reference: ChannelReference) async throws -> Channel {
        let page: Wire.ListResponse<Wire.Channel>
        switch reference {
        case .id(let id): page = try await client.channels(ids: [id])
        case .handle(let handle): page = try await client.channel(handle: handle)
        }
        guard let channel = page.items.lazy.compactMap(Channel.init).first else {
            throw CoreError.channelNotFound(reference.description)
        }
        return channel
    }

    /// The channel `id` names and the first page of its uploads, requested together.
    ///
    /// The uploads playlist of `UC…` is `UU…`, so `uploads` is asked for that one while
    /// channels.list is on the wire. When the channel names another uploads playlist, the guess is
    /// dropped (whatever it answered, a 404 included) and the real one asked for: one more round
    /// trip, only then. A failure of the channel lookup is the one thrown, as when the two went one
    /// after the other.
    /// - Returns: the channel, and `nil` for uploads when it has no uploads playlist.
    public func channelWithUploads<Page: Sendable>(
        id: String, uploads: @escaping @Sendable (_ playlistId: String) async throws -> Page
    ) async throws -> (channel: Channel, uploads: Page?) {
        let guessed = Channel.uploadsPlaylistId(of: id)
        @Sendable func guessedUploads() async throws -> Page? {
            guard let guessed else { return nil }
            return try await uploads(guessed)
        }
        async let guessedPage = guessedUploads()
        let channel = try await channel(.id(id))
        guard let real = channel.uploadsPlaylistId else { return (channel, nil) }
        if real == guessed { return (channel, try await guessedPage) }
        return (channel, try await uploads(real))
    }

    /// The channels `references` name, ids looked up 50 per call and handles one by one, in the
    /// order given, and the references that name no channel (also in order).
    /// - Throws: anything but a channel that does not exist: the API's failures.
    public func lookUp(_ references: [ChannelReference]) async throws
        -> (found: [Channel], missing: [ChannelReference])
    {
        var byId: [String: Channel] = [:]
        let ids = references.compactMap { if case .id(let id) = $0 { id } else { nil } }
        for batch in ids.chunked(50) {
            for channel in try await client.channels(ids: batch).items.compactMap(Channel.init) {
                byId[channel.id] = channel
            }
        }
        var found: [Channel] = []
        var missing: [ChannelReference] = []
        for reference in references {
            switch reference {
            case .id(let id):
                if let channel = byId[id] { found.append(channel) } else { missing.append(reference) }
            case .handle:
                do {
                    found.append(try await channel(reference))
                } catch CoreError.channelNotFound {
                    missing.append(reference)
                }
            }
        }
        return (found, missing)
    }

    /// The channel id: as given, or looked up for a handle.
    public func channelId(_ reference: ChannelReference) async throws -> String {
        switch reference {
        case .id(let id): id
        case .handle: try await channel(reference).id
        }
    }
}
