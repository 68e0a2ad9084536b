import Synchronization
import YTCore

/// A channel page's first load: the channel and its first uploads page requested together
/// (`ChannelService.channelWithUploads`: channels.list and the `UU…` playlist at once, then the
/// lookup), handed once to the channel's model and once to the uploads' model. Later loads
/// (`r`, Tab back) ask as before.
final class ChannelFirstLoad: Sendable {
    typealias Loaded = (channel: Channel, uploads: Listing<Video>?)

    private struct State {
        var task: Task<Loaded, any Error>?
        var channelTaken = false
        var uploadsTaken = false
    }

    private let state = Mutex(State())
    private let start: @Sendable () async throws -> Loaded

    init(channelId: String, sources: BrowserSources, pageSize: Int) {
        start = {
            try await sources.channels().channelWithUploads(id: channelId) { playlistId in
                try await sources.playlists().videos(playlistId: playlistId, limit: pageSize)
            }
        }
    }

    /// The shared load for the channel's model, the first time it asks; nil after.
    func channel() -> Task<Loaded, any Error>? {
        take(\.channelTaken)
    }

    /// The shared load for the uploads' first page, the first time it is asked for; nil after.
    func uploads() -> Task<Loaded, any Error>? {
        take(\.uploadsTaken)
    }

    private func take(_ taken: WritableKeyPath<State, Bool>) -> Task<Loaded, any Error>? {
        let start = start
        return state.withLock { state in
            guard !state[keyPath: taken] else { return nil }
            state[keyPath: taken] = true
            if let task = state.task { return task }
            let task = Task { try await start() }
            state.task = task
            return task
        }
    }
}
