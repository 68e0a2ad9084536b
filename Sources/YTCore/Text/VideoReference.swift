import Foundation
import YouTubeAPI

/// Reads a video id out of whatever a person pastes: a bare id or any YouTube URL form.
///
/// Accepted: `dQw4w9WgXcQ`, `https://www.youtube.com/watch?v=ID&t=42`, `https://youtu.be/ID?si=…`,
/// `youtube.com/shorts/ID`, `/embed/ID`, `/live/ID`, `/v/ID`, `m.` and `music.` hosts, with or
/// without a scheme.
public enum VideoReference {
    /// Returns the 11-character id, or throws `CoreError.invalidVideoReference`.
    public static func id(from text: String) throws -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if isVideoID(trimmed) { return trimmed }
        guard let components = PastedURL.components(trimmed), let host = components.host?.lowercased() else {
            throw CoreError.invalidVideoReference(text)
        }
        let segments = components.path.split(separator: "/").map(String.init)
        var candidate: String?
        if host == "youtu.be" || host == "www.youtu.be" {
            candidate = segments.first
        } else if host == "youtube.com" || host.hasSuffix(".youtube.com") || host == "youtube-nocookie.com"
            || host.hasSuffix(".youtube-nocookie.com")
        {
            if segments.first == "watch" {
                candidate = components.queryItems?.first { $0.name == "v" }?.value
            } else if segments.count >= 2, ["shorts", "embed", "live", "v", "e"].contains(segments[0]) {
                candidate = segments[1]
            }
        }
        guard let candidate, isVideoID(candidate) else { throw CoreError.invalidVideoReference(text) }
        return candidate
    }

    /// Video ids are 11 characters of the URL-safe base64 alphabet.
    public static func isVideoID(_ text: String) -> Bool {
        Wire.IDs.isVideo(text)
    }
}
