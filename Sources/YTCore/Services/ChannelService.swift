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

    /// The channel id: as given, or looked up for a handle.
    public func channelId(_ reference: ChannelReference) async throws -> String {
        switch reference {
        case .id(let id): id
        case .handle: try await channel(reference).id
        }
    }
}
