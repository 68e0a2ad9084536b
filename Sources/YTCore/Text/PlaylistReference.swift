import Foundation
import YouTubeAPI

/// Reads a playlist id out of whatever a person pastes: a bare id or any YouTube URL carrying one.
///
/// Accepted: `PL…`, `UU…` (a channel's uploads), `OL…` (albums), `FL…`, `LL…`;
/// `https://www.youtube.com/playlist?list=ID`, a watch URL with `&list=ID`, `youtu.be/VIDEO?list=ID`,
/// `youtube.com/embed/videoseries?list=ID`, `m.` and `music.` hosts, with or without a scheme.
public enum PlaylistReference {
    /// Returns the playlist id, or throws `CoreError.invalidPlaylistReference`.
    public static func id(from text: String) throws -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if isPlaylistID(trimmed) { return trimmed }
        let hosts = ["youtube.com", "youtu.be", "youtube-nocookie.com"]
        guard let components = PastedURL.components(trimmed), let host = components.host?.lowercased(),
            hosts.contains(where: { host == $0 || host.hasSuffix("." + $0) }),
            let list = components.queryItems?.first(where: { $0.name == "list" })?.value, isPlaylistID(list)
        else { throw CoreError.invalidPlaylistReference(text) }
        return list
    }

    /// A known prefix followed by URL-safe base64, 12 to 64 characters in all (old `PL` ids have
    /// 16 characters after the prefix, current ones 32, album ids 39).
    public static func isPlaylistID(_ text: String) -> Bool {
        Wire.IDs.isPlaylist(text)
    }
}
