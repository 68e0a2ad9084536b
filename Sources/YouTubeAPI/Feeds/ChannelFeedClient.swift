import Foundation

/// Reads channels' Atom feeds: no API key, no quota, no retries (a feed that fails is the API's
/// to answer for, not something to wait on).
///
/// Requests are reported to `observer` as `ClientEvent`s with the method `feeds`, so `-v` shows
/// them beside the API's.
public struct ChannelFeedClient: Sendable {
    /// Where YouTube serves feeds.
    public static let defaultRoot = URL(string: "https://www.youtube.com")!
    /// A real feed is about 30 KB; anything much larger is not one.
    public static let maxBodyBytes = 2 << 20

    public let transport: any HTTPTransport
    public let root: URL
    public var observer: (@Sendable (ClientEvent) -> Void)?

    public init(transport: any HTTPTransport, root: URL = ChannelFeedClient.defaultRoot,
                observer: (@Sendable (ClientEvent) -> Void)? = nil)
    {
        self.transport = transport
        self.root = root
        self.observer = observer
    }

    /// The feeds' root that goes with an API root: YouTube's own for Google's API, else the same
    /// origin (an emulator serves both).
    public static func root(forAPI apiRoot: URL) -> URL {
        guard apiRoot.host != YouTubeClient.defaultRoot.host,
              var parts = URLComponents(url: apiRoot, resolvingAgainstBaseURL: false)
        else { return defaultRoot }
        parts.path = ""
        parts.query = nil
        return parts.url ?? defaultRoot
    }

    /// Why a channel's feed could not be used.
    public enum Failure: Error, Sendable, Hashable {
        case status(Int)
        case transport(TransportError)
        case malformed
        case notAFeed
        /// libxml2 could not be loaded, so no feed can be read.
        case parserUnavailable(String)
        /// A feed of another channel than the one asked for.
        case otherChannel

        /// A short word for counts in `-v` and progress: `403`, `malformed`…
        public var label: String {
            switch self {
            case .status(let status): String(status)
            case .transport: "unreachable"
            case .malformed, .notAFeed, .otherChannel: "malformed"
            case .parserUnavailable: "no libxml2"
            }
        }
    }

    /// The feed of channel `channelId` (`UC…`); `withoutShorts`, that of its uploads without
    /// Shorts (the playlist `UULF…`).
    public func feed(channelId: String, withoutShorts: Bool = false) async -> Result<ChannelFeed, Failure> {
        var parts = URLComponents(url: root.appendingPathComponent("feeds/videos.xml"), resolvingAgainstBaseURL: false)!
        parts.queryItems = withoutShorts && channelId.hasPrefix("UC")
            ? [URLQueryItem(name: "playlist_id", value: "UULF" + channelId.dropFirst(2))]
            : [URLQueryItem(name: "channel_id", value: channelId)]
        let response: HTTPResponse
        do {
            response = try await transport.observedGet(parts.url!, method: "feeds", maxBodyBytes: Self.maxBodyBytes,
                                                       observer: observer)
        } catch {
            return .failure(.transport(error))
        }
        guard response.status == 200 else { return .failure(.status(response.status)) }
        do {
            let feed = try ChannelFeed.parse(response.body)
            guard feed.channelId == channelId else { return .failure(.otherChannel) }
            return .success(feed)
        } catch .notAFeed {
            return .failure(.notAFeed)
        } catch .unavailable(let reason) {
            return .failure(.parserUnavailable(reason))
        } catch {
            return .failure(.malformed)
        }
    }
}
