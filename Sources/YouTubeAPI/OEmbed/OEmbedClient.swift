import Foundation

/// Reads YouTube's oEmbed answers (`/oembed?url=<watch URL>&format=json`): a public video's
/// title, channel and thumbnail, with no API key and no quota.
///
/// Requests are reported to `observer` as `ClientEvent`s with the method `oembed`, so `-v` shows
/// them beside the API's and the feeds'.
///
/// ```swift
/// let embed = try await OEmbedClient(transport: transport).video(id: "dQw4w9WgXcQ")
/// print(embed.title, embed.authorName ?? "")
/// ```
public struct OEmbedClient: Sendable {
    /// A real answer is under 2 KB; anything much larger is not one.
    public static let maxBodyBytes = 256 << 10

    public let transport: any HTTPTransport
    /// YouTube's site (`https://www.youtube.com`), or the origin of another API root: the same as
    /// the channel feeds' (`ChannelFeedClient.root(forAPI:)`).
    public let root: URL
    public var observer: (@Sendable (ClientEvent) -> Void)?

    public init(transport: any HTTPTransport, root: URL = ChannelFeedClient.defaultRoot,
                observer: (@Sendable (ClientEvent) -> Void)? = nil)
    {
        self.transport = transport
        self.root = root
        self.observer = observer
    }

    /// Why oEmbed told nothing about a video.
    public enum Failure: Error, Sendable, Hashable {
        /// 401: the owner does not allow the video to be embedded, and oEmbed says nothing about it.
        case embeddingDisabled(videoId: String)
        /// 404: the video is private, removed, or never existed.
        case notFound(videoId: String)
        /// Another status (400 for an address YouTube does not take, 5xx…).
        case status(Int)
        case transport(TransportError)
        /// A success status whose body is not an oEmbed object with a title.
        case malformed
    }

    /// What oEmbed tells about video `id`.
    ///
    /// - Throws: `Failure`.
    public func video(id: String) async throws(Failure) -> OEmbed {
        var parts = URLComponents(url: root.appendingPathComponent("oembed"), resolvingAgainstBaseURL: false)!
        parts.queryItems = [URLQueryItem(name: "url", value: "https://www.youtube.com/watch?v=\(id)"),
                            URLQueryItem(name: "format", value: "json")]
        let response: HTTPResponse
        do {
            response = try await transport.observedGet(parts.url!, method: "oembed", maxBodyBytes: Self.maxBodyBytes,
                                                       observer: observer)
        } catch {
            throw .transport(error)
        }
        switch response.status {
        case 200: return try OEmbed.parse(response.body)
        case 401, 403: throw .embeddingDisabled(videoId: id)
        case 404: throw .notFound(videoId: id)
        default: throw .status(response.status)
        }
    }
}
