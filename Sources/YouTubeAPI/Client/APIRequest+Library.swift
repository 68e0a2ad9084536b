import Foundation

extension APIRequest where Response == Wire.ListResponse<Wire.Playlist> {
    /// playlists.list by id with the user's token: a private playlist of theirs, which the key
    /// does not see, with its title and item count (asked before it is deleted).
    public static func myPlaylist(id: String) -> APIRequest {
        var request = playlists(ids: [id])
        request.personal = true
        return request
    }
}
