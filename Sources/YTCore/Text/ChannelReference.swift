import Foundation
import YouTubeAPI

/// A channel as a person names it: by id or by handle, read out of whatever they paste.
///
/// Accepted: `UCxxxxxxxxxxxxxxxxxxxxxx`, `@handle`, `https://www.youtube.com/channel/UC…`,
/// `youtube.com/@handle` (also followed by `/videos`, `/playlists`…), `m.` hosts, with or without a
/// scheme. The legacy `youtube.com/c/Name` form is read as the handle `@Name`, which it usually
/// became; `/user/Name` names cannot be looked up by handle and are refused.
public enum ChannelReference: Sendable, Hashable, CustomStringConvertible {
    /// A `UC…` channel id.
    case id(String)
    /// A handle, kept with its leading `@`.
    case handle(String)

    /// Parses `text`, or throws `CoreError.invalidChannelReference`.
    public static func parse(_ text: String) throws -> ChannelReference {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if isChannelID(trimmed) { return .id(trimmed) }
        if trimmed.hasPrefix("@") {
            guard isHandle(trimmed.dropFirst()) else { throw CoreError.invalidChannelReference(text) }
            return .handle(trimmed)
        }
        guard let components = PastedURL.components(trimmed), let host = components.host?.lowercased(),
            host == "youtube.com" || host.hasSuffix(".youtube.com")
        else { throw CoreError.invalidChannelReference(text) }
        let segments = components.path.split(separator: "/").map(String.init)
        if let first = segments.first, first.hasPrefix("@"), isHandle(first.dropFirst()) {
            return .handle(first)
        }
        if segments.count >= 2, segments[0] == "channel", isChannelID(segments[1]) { return .id(segments[1]) }
        if segments.count >= 2, segments[0] == "c", isHandle(segments[1][...]) { return .handle("@" + segments[1]) }
        throw CoreError.invalidChannelReference(text)
    }

    /// Channel ids are `UC` and 22 characters of the URL-safe base64 alphabet.
    public static func isChannelID(_ text: String) -> Bool {
        Wire.IDs.isChannel(text)
    }

    /// Handles are 3 to 30 letters (of any script), digits, `_`, `-` and `.`.
    static func isHandle(_ text: Substring) -> Bool {
        (3...30).contains(text.count)
            && text.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || ("0"..."9").contains($0) || "_-.".unicodeScalars.contains($0)
            }
    }

    /// `UC…` or `@handle`, as a person would type it back.
    public var description: String {
        switch self {
        case .id(let id): id
        case .handle(let handle): handle
        }
    }
}
