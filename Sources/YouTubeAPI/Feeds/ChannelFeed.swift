import CXML
import Foundation

/// A channel's Atom feed (`https://www.youtube.com/feeds/videos.xml?channel_id=UC…`): its newest
/// 15 uploads, free of quota, Shorts included.
///
/// Read with libxml2's streaming reader (see `CXML`): no network, no DTD, no entity expansion.
/// An entry without a well-formed video id or an RFC 3339 `published`, naming another channel
/// than the feed's (by `yt:channelId`, or by its author's `…/channel/UC…` address), or repeating
/// an earlier entry's video id, is left out; a document that is not an Atom feed is refused.
public struct ChannelFeed: Sendable, Hashable {
    /// One upload, as the feed lists it.
    public struct Entry: Sendable, Hashable {
        public var videoId: String
        public var channelId: String
        public var published: Date
        /// The video's title, as the feed writes it (XML-unescaped).
        public var title: String?
        /// `media:thumbnail`'s address, when it is http(s).
        public var thumbnailURL: String?
        /// `media:statistics`' `views`.
        public var views: UInt64?

        public init(videoId: String, channelId: String, published: Date, title: String? = nil, thumbnailURL: String? = nil,
                    views: UInt64? = nil)
        {
            self.videoId = videoId
            self.channelId = channelId
            self.published = published
            self.title = title
            self.thumbnailURL = thumbnailURL
            self.views = views
        }
    }

    /// The channel the feed is of (`yt:channelId` at the top, `UC…`).
    public var channelId: String?
    /// The channel's name (the feed's `title`).
    public var title: String?
    /// Newest first, as the feed orders them.
    public var entries: [Entry]

    /// Why bytes are not a channel feed.
    public enum ParseError: Error, Sendable, Hashable {
        /// libxml2 could not be loaded.
        case unavailable(String)
        /// Not well-formed XML.
        case malformed
        /// Well-formed, but not an Atom `<feed>` (an HTML page, say).
        case notAFeed
    }

    static let atom = "http://www.w3.org/2005/Atom"
    static let youtube = "http://www.youtube.com/xml/schemas/2015"
    static let media = "http://search.yahoo.com/mrss/"

    /// Reads `data`; at most `maxEntries` entries are kept (YouTube sends 15).
    public static func parse(_ data: Data, maxEntries: Int = 50) throws(ParseError) -> ChannelFeed {
        var error = [CChar](repeating: 0, count: 256)
        guard cxml_ready(&error, error.count) == 1 else {
            throw .unavailable(String(decoding: error.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self))
        }
        guard data.count <= Int(Int32.max), !data.isEmpty else { throw .malformed }
        let result = data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Result<ChannelFeed, ParseError> in
            let base = buffer.baseAddress!.assumingMemoryBound(to: CChar.self)
            guard let reader = cxml_reader_new(base, Int32(buffer.count)) else { return .failure(.malformed) }
            defer { cxml_reader_free(reader) }
            var walk = FeedWalk(maxEntries: maxEntries)
            do throws(ParseError) {
                while true {
                    switch cxml_read(reader) {
                    case 1: try walk.visit(reader)
                    case 0: return .success(try walk.finish())
                    default: throw .malformed
                    }
                }
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}

/// The reader's position in the feed and what it has collected so far.
private struct FeedWalk {
    /// An entry being read.
    struct Draft {
        var videoId, channelId, authorURI, title, thumbnailURL: String?
        var published: Date?
        var views: UInt64?
    }

    let maxEntries: Int
    var sawRoot = false
    var path: [String] = []  // the open elements: "feed", "entry", "yt:videoId"…
    var text = ""
    var channelId: String?
    var title: String?
    var entry: Draft?
    var entries: [ChannelFeed.Entry] = []
    /// The video ids of `entries`: a repeated one is left out, the first kept.
    var videoIds: Set<String> = []

    init(maxEntries: Int) {
        self.maxEntries = maxEntries
    }

    mutating func visit(_ reader: OpaquePointer) throws(ChannelFeed.ParseError) {
        switch cxml_node_type(reader) {
        case Int32(CXML_ELEMENT):
            let name = Self.name(reader)
            if !sawRoot {
                guard name == "feed" else { throw .notAFeed }
                sawRoot = true
            }
            if path == ["feed"], name == "entry" { entry = Draft() }
            readAttributes(of: name, reader)
            text = ""
            if cxml_is_empty_element(reader) == 0 { path.append(name) } else { close(name) }
        case Int32(CXML_TEXT), Int32(CXML_CDATA):
            if let value = cxml_value(reader) { text += String(cString: value) }
        case Int32(CXML_END_ELEMENT):
            close(path.popLast() ?? "")
        default:
            break
        }
    }

    private mutating func close(_ name: String) {
        let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        text = ""
        switch (path.count, name) {
        case (1, "yt:channelId"):
            channelId = Wire.IDs.isChannel(value) ? value : nil
        case (1, "title"):
            title = value
        case (2, "title") where path.last == "entry":
            entry?.title = value
        case (2, "yt:videoId") where path.last == "entry":
            entry?.videoId = Wire.IDs.isVideo(value) ? value : nil
        case (2, "yt:channelId") where path.last == "entry":
            entry?.channelId = value
        case (2, "published") where path.last == "entry":
            entry?.published = Wire.parseTimestamp(value)
        case (3, "uri") where path == ["feed", "entry", "author"]:
            entry?.authorURI = value
        case (1, "entry"):
            if let entry, let videoId = entry.videoId, let published = entry.published,
                let owner = entry.channelId, owner == channelId, entries.count < maxEntries,
                entry.authorURI.map({ Self.names(owner, $0) }) ?? true, videoIds.insert(videoId).inserted
            {
                entries.append(.init(videoId: videoId, channelId: owner, published: published, title: entry.title,
                                     thumbnailURL: entry.thumbnailURL, views: entry.views))
            }
            entry = nil
        default:
            break
        }
    }

    func finish() throws(ChannelFeed.ParseError) -> ChannelFeed {
        guard sawRoot else { throw .notAFeed }
        // A feed that names a second channel after some entries: only those of the last one named.
        return ChannelFeed(channelId: channelId, title: title, entries: entries.filter { $0.channelId == channelId })
    }

    /// What an entry's `media:group` says in attributes: its thumbnail and views.
    private mutating func readAttributes(of name: String, _ reader: OpaquePointer) {
        guard entry != nil else { return }
        func attribute(_ attribute: String) -> String? { cxml_attribute(reader, attribute).map { String(cString: $0) } }
        switch (path, name) {
        case (["feed", "entry", "media:group"], "media:thumbnail"):
            entry?.thumbnailURL = attribute("url").flatMap { $0.hasPrefix("https://") || $0.hasPrefix("http://") ? $0 : nil }
        case (["feed", "entry", "media:group", "media:community"], "media:statistics"):
            entry?.views = attribute("views").flatMap(Wire.parseCount)
        default:
            break
        }
    }

    /// Whether an author's address (`https://www.youtube.com/channel/UC…`) is that of `channel`.
    private static func names(_ channel: String, _ uri: String) -> Bool {
        uri.split(separator: "/").last.map { $0 == channel } ?? false
    }

    /// `feed`, `entry`, `published` in Atom's namespace; `yt:videoId`, `yt:channelId` in
    /// YouTube's; anything else under a prefix no one reads.
    private static func name(_ reader: OpaquePointer) -> String {
        let local = cxml_local_name(reader).map { String(cString: $0) } ?? ""
        switch cxml_namespace(reader).map({ String(cString: $0) }) {
        case ChannelFeed.atom?: return local
        case ChannelFeed.youtube?: return "yt:" + local
        case ChannelFeed.media?: return "media:" + local
        default: return "?:" + local
        }
    }
}
