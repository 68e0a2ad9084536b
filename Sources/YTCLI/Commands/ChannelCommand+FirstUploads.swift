import YTCore

extension YTClone.ChannelCommand {
    /// The first uploads page a run shows, fetched beside the channel: the page `token` starts.
    struct FirstUploads: Sendable {
        let token: String?
        let listing: Listing<Video>
    }

    /// The channel, and for a `UC…` id with its uploads shown, the page `run` starts on, both
    /// requested together (`ChannelService.channelWithUploads`): channels.list and the uploads'
    /// playlistItems.list leave at once. A handle (no `run` yet) needs channels.list's answer
    /// before anything.
    func channelWithFirstUploads(
        _ reference: ChannelReference, uploads: @escaping @Sendable (String?) -> @Sendable (String?) async throws -> Listing<Video>,
        run: PagedRun?, in environment: AppEnvironment
    ) async throws -> (Channel, FirstUploads?) {
        let channels = try environment.channels()
        guard case .id(let id) = reference, spec.shelf == .uploads,
            let start = try? run?.navigator.start(paging.direction)
        else { return (try await channels.channel(reference), nil) }
        let (channel, listing) = try await channels.channelWithUploads(id: id) { try await uploads($0)(start.token) }
        return (channel, listing.map { FirstUploads(token: start.token, listing: $0) })
    }
}
