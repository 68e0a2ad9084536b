import YTCore
import YouTubeAPI

/// What the commands on the Google user's own YouTube library ask the run for.
extension AppEnvironment {
    /// The signed-in Google user's subscriptions, likes and playlists.
    ///
    /// - Throws: `CoreError.notSignedIn` (no local account), `CLIError.notSignedInWithGoogle`.
    func youtubeAccount() throws -> YouTubeAccountService {
        YouTubeAccountService(client: try youtubeClient(), bus: bus)
    }

    /// The channel id `reference` names for a write to YouTube: an id as it is (Google says when
    /// it does not exist), a @handle looked up (1 unit, with the API key; without one, refused as
    /// the local `subscribe` refuses it).
    ///
    /// - Throws: `CoreError.channelNotFound` for a handle no channel has.
    func channelIdForYouTube(_ reference: ChannelReference, command: String) async throws -> String {
        switch reference {
        case .id(let id): return id
        case .handle(let handle):
            guard hasAPIKey else { throw KeylessError.handle(handle, command: command) }
            return try await channels().channelId(reference)
        }
    }

    /// The playlist a command names: an id or URL, or the number of a row of the last playlist
    /// listing shown in this terminal session (`ytclone playlists --mine`, then `playlist add 2 …`).
    ///
    /// - Throws: `CoreError.invalidPlaylistReference`; `CLIError.noSuchRow` for a row number that
    ///   names no playlist of that listing.
    func playlistId(from reference: String) throws -> String {
        guard (1...6).contains(reference.count), reference.allSatisfy({ $0.isASCII && $0.isNumber }),
              let number = Int(reference), number >= 1
        else { return try PlaylistReference.id(from: reference) }
        let (store, userId) = try storeOfWhoever()
        let rows = try store.shownRows(userId: userId, session: try terminalSession())
        // Row numbers of a video listing are no playlists: the number is then no playlist reference.
        guard let rows, rows.kind == PagedRun.Kind.playlist.rawValue else {
            throw CoreError.invalidPlaylistReference(reference)
        }
        guard let id = rows.id(ofRow: number) else { throw CLIError.noSuchRow(number, shown: rows) }
        return id
    }
}
