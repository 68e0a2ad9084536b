/// `GET /feeds/videos.xml?channel_id=UC…` (or `playlist_id=UU…`, or `UULF…` for the uploads
/// without Shorts): a channel's newest 15 uploads as YouTube's Atom feed, with no key and no
/// quota, and the faults `EmulatorConfiguration.feedFaults` asks for.
struct ChannelFeeds {
    let catalog: Catalog
    let faults: [(kind: FeedFault, fraction: Double)]
    let seed: UInt64

    static let path = "/feeds/videos.xml"
    static let entries = 15

    func response(for request: EmulatorRequest) -> EmulatorResponse {
        let query = Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        var withoutShorts = false
        let channel: CatalogChannel?
        if let id = query["channel_id"] {
            channel = catalog.channelByID[id].map { catalog.channels[$0] }
        } else if let playlist = query["playlist_id"], playlist.hasPrefix("UU") {
            withoutShorts = playlist.hasPrefix("UULF")
            let uploads = withoutShorts ? "UU" + playlist.dropFirst(4) : playlist
            channel = catalog.channelByUploadsID[uploads].map { catalog.channels[$0] }
        } else {
            channel = nil
        }
        guard let channel else { return Self.plain(404, "Not Found") }
        var uploads = channel.uploads.map { catalog.videos[$0] }
        if withoutShorts { uploads.removeAll(where: \.isShort) }
        switch fault(of: channel.id) {
        case .forbidden?: return Self.plain(403, "Forbidden")
        case .tooManyRequests?: return Self.plain(429, "Too Many Requests")
        case .empty?: uploads = []
        case .stale?: uploads = Array(uploads.dropFirst(FeedFault.staleUploads))
        case .malformed?:
            let whole = document(channel, Array(uploads.prefix(Self.entries)))
            return Self.xml(Array(whole.prefix(whole.count * 2 / 3)))
        case nil: break
        }
        return Self.xml(document(channel, Array(uploads.prefix(Self.entries))))
    }

    /// The fault this channel's feed has, if any: the first listed whose fraction takes it.
    func fault(of channelId: String) -> FeedFault? {
        faults.first { Self.share(channelId, $0.kind, seed) < $0.fraction }?.kind
    }

    /// A number in 0..<1 fixed by the channel, the fault and the seed (FNV-1a).
    private static func share(_ channelId: String, _ kind: FeedFault, _ seed: UInt64) -> Double {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ seed
        for byte in (channelId + "/" + kind.rawValue).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return Double(hash >> 11) / Double(1 << 53)
    }

    private func document(_ channel: CatalogChannel, _ videos: [CatalogVideo]) -> [UInt8] {
        let channelURL = "https://www.youtube.com/channel/\(channel.id)"
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" \
            xmlns="http://www.w3.org/2005/Atom">
             <link rel="self" href="http://www.youtube.com/feeds/videos.xml?channel_id=\(channel.id)"/>
             <id>yt:channel:\(channel.id.dropFirst(2))</id>
             <yt:channelId>\(channel.id)</yt:channelId>
             <title>\(Self.escape(channel.title))</title>
             <link rel="alternate" href="\(channelURL)"/>
             <author>
              <name>\(Self.escape(channel.title))</name>
              <uri>\(channelURL)</uri>
             </author>
             <published>\(RFC3339.format(channel.publishedAt))</published>

            """
        for video in videos {
            // On the host asked, where the emulator serves it, as the API's and oEmbed's pictures.
            let thumbnail = Thumbnails.high(video)
            text += """
                 <entry>
                  <id>yt:video:\(video.id)</id>
                  <yt:videoId>\(video.id)</yt:videoId>
                  <yt:channelId>\(channel.id)</yt:channelId>
                  <title>\(Self.escape(video.title))</title>
                  <link rel="alternate" href="https://www.youtube.com/watch?v=\(video.id)"/>
                  <author>
                   <name>\(Self.escape(channel.title))</name>
                   <uri>\(channelURL)</uri>
                  </author>
                  <published>\(RFC3339.format(video.publishedAt))</published>
                  <updated>\(RFC3339.format(video.publishedAt + 3600))</updated>
                  <media:group>
                   <media:title>\(Self.escape(video.title))</media:title>
                   <media:content url="https://www.youtube.com/v/\(video.id)?version=3" type="application/x-shockwave-flash" \
                width="640" height="390"/>
                   <media:thumbnail url="\(thumbnail)" width="480" height="360"/>
                   <media:description>\(Self.escape(String(video.description.prefix(500))))</media:description>
                   <media:community>
                    <media:starRating count="\(video.likesHidden ? 0 : video.likeCount)" average="5.00" min="1" max="5"/>
                    <media:statistics views="\(video.viewCount)"/>
                   </media:community>
                  </media:group>
                 </entry>

                """
        }
        return Array((text + "</feed>\n").utf8)
    }

    /// Text as XML 1.0 allows it: the characters it forbids (controls but tab and line breaks)
    /// left out, then escaped as YouTube escapes HTML text.
    static func escape(_ text: String) -> String {
        var allowed = String.UnicodeScalarView()
        allowed.append(contentsOf: text.unicodeScalars.filter {
            $0.value >= 0x20 ? !(0xFFFE...0xFFFF).contains($0.value) : ["\t", "\n", "\r"].contains($0)
        })
        return HTMLText.escape(String(allowed))
    }

    private static func xml(_ body: [UInt8]) -> EmulatorResponse {
        EmulatorResponse(status: 200, headers: [("Content-Type", "text/xml; charset=UTF-8")], body: body)
    }

    private static func plain(_ status: Int, _ text: String) -> EmulatorResponse {
        EmulatorResponse(status: status, headers: [("Content-Type", "text/html; charset=UTF-8")],
                         body: Array("<html><body>\(text)</body></html>\n".utf8))
    }
}
