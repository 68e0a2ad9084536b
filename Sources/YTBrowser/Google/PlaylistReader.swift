import Synchronization
import YTCore
import YouTubeAPI

/// Reads a playlist's page: with the key, as anyone sees it, or, when the key cannot see it and
/// the local account is signed in with Google, with the user's token (a private playlist of
/// theirs, opened from My playlists). Once the key has not found it, its videos are read with
/// the token too.
final class PlaylistReader: Sendable {
    private let id: String
    private let sources: BrowserSources
    private let personal = Mutex(false)

    init(_ id: String, sources: BrowserSources) {
        self.id = id
        self.sources = sources
    }

    func playlist() async throws -> Playlist {
        try await read { try await sources.playlists().playlist(id: id) } personal: { try await $0.playlist(id) }
    }

    func videos(limit: Int, pageToken: String?) async throws -> Listing<Video> {
        try await read { try await sources.playlists().videos(playlistId: id, limit: limit, pageToken: pageToken) }
            personal: { try await $0.playlistVideos(id, limit, pageToken) }
    }

    private func read<Value>(_ withKey: () async throws -> Value,
                             personal withToken: (GoogleSources) async throws -> Value) async throws -> Value {
        if let google = sources.google, personal.withLock({ $0 }) { return try await withToken(google) }
        do {
            return try await withKey()
        } catch where Self.notFound(error) {
            guard let google = sources.google else { throw error }
            personal.withLock { $0 = true }
            return try await withToken(google)
        }
    }

    /// The key's answer for a playlist it cannot see: no such item (playlists.list) or 404
    /// `playlistNotFound` (playlistItems.list).
    private static func notFound(_ error: any Error) -> Bool {
        switch error {
        case CoreError.playlistNotFound: true
        case APIError.google(let google): google.reason == .playlistNotFound
        default: false
        }
    }
}
