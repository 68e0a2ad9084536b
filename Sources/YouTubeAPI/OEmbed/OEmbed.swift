import Foundation

/// YouTube's oEmbed answer for one video (`GET https://www.youtube.com/oembed?url=…&format=json`):
/// what anyone may read about a public video without an API key.
///
/// Decoded defensively: every field is optional on the wire, a value of the wrong type counts as
/// absent, and only `title` is required. Addresses are kept only when they are http(s).
public struct OEmbed: Sendable, Hashable {
    public var title: String
    /// The channel's name (`author_name`).
    public var authorName: String?
    /// The channel's address (`author_url`): `https://www.youtube.com/@handle` or `…/channel/UC…`.
    public var authorURL: String?
    public var thumbnailURL: String?
    public var thumbnailWidth: Int?
    public var thumbnailHeight: Int?

    public init(title: String, authorName: String? = nil, authorURL: String? = nil, thumbnailURL: String? = nil,
                thumbnailWidth: Int? = nil, thumbnailHeight: Int? = nil)
    {
        self.title = title
        self.authorName = authorName
        self.authorURL = authorURL
        self.thumbnailURL = thumbnailURL
        self.thumbnailWidth = thumbnailWidth
        self.thumbnailHeight = thumbnailHeight
    }

    /// The channel id in `authorURL` when it is a `/channel/UC…` address (a `/@handle` one names none).
    public var channelId: String? {
        guard let authorURL, let path = URLComponents(string: authorURL)?.path else { return nil }
        let parts = path.split(separator: "/")
        guard parts.count == 2, parts[0] == "channel", Wire.IDs.isChannel(String(parts[1])) else { return nil }
        return String(parts[1])
    }

    /// Reads an oEmbed JSON object.
    ///
    /// - Throws: `OEmbedClient.Failure.malformed` when `data` is not a JSON object with a title.
    public static func parse(_ data: Data) throws(OEmbedClient.Failure) -> OEmbed {
        guard let wire = try? JSONDecoder().decode(Lenient.self, from: data), let title = wire.title else { throw .malformed }
        return OEmbed(title: title, authorName: wire.authorName, authorURL: wire.authorURL.flatMap(Self.web),
                      thumbnailURL: wire.thumbnailURL.flatMap(Self.web), thumbnailWidth: wire.thumbnailWidth,
                      thumbnailHeight: wire.thumbnailHeight)
    }

    /// `text` when it is an http(s) address.
    private static func web(_ text: String) -> String? {
        guard let scheme = URLComponents(string: text)?.scheme?.lowercased(), ["http", "https"].contains(scheme) else {
            return nil
        }
        return text
    }

    /// The wire object, each field `nil` when absent, empty or of another type.
    private struct Lenient: Decodable {
        var title, authorName, authorURL, thumbnailURL: String?
        var thumbnailWidth, thumbnailHeight: Int?

        enum CodingKeys: String, CodingKey {
            case title
            case authorName = "author_name"
            case authorURL = "author_url"
            case thumbnailURL = "thumbnail_url"
            case thumbnailWidth = "thumbnail_width"
            case thumbnailHeight = "thumbnail_height"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            func text(_ key: CodingKeys) -> String? {
                (try? container.decodeIfPresent(String.self, forKey: key)).flatMap { $0?.isEmpty == false ? $0 : nil }
            }
            func number(_ key: CodingKeys) -> Int? { (try? container.decodeIfPresent(Int.self, forKey: key)) ?? nil }
            title = text(.title)
            authorName = text(.authorName)
            authorURL = text(.authorURL)
            thumbnailURL = text(.thumbnailURL)
            thumbnailWidth = number(.thumbnailWidth)
            thumbnailHeight = number(.thumbnailHeight)
        }
    }
}
