import YTCore

extension YTClone.PlaylistCommand {
    /// Where a playlist's videos come from, given a page token and how many are wanted.
    typealias VideoSource = @Sendable (_ token: String?, _ wanted: Int) async throws -> Listing<Video>

    /// The playlist and the source of its videos: the public API as always; but a playlist the
    /// key cannot see (a private one, such as `playlist create` makes by default) is looked for
    /// among the Google user's own when they are signed in, so `ytclone playlist ID` shows it.
    func playlistAndVideos(_ id: String, in environment: AppEnvironment) async throws -> (Playlist, VideoSource) {
        let service = try environment.playlists()
        do {
            let playlist = try await service.playlist(id: id)
            return (playlist, { try await service.videos(playlistId: id, limit: $1, pageToken: $0) })
        } catch CoreError.playlistNotFound {
            guard try environment.googleSession() != nil else { throw CoreError.playlistNotFound(id) }
            let account = try environment.youtubeAccount()
            let playlist = try await account.playlist(id: id)
            return (playlist, { try await account.videos(playlistId: id, limit: $1, pageToken: $0) })
        }
    }
}
