import Foundation
import Testing
@testable import YouTubeAPI

/// Reading channels' Atom feeds (`ChannelFeed.parse`) as YouTube writes them, and refusing or
/// trimming what a hostile or broken server sends.
@Suite struct ChannelFeedTests {
    static let channel = "UCuAXFkgsw1L7xaCfnd5JJOw"

    /// A feed shaped like YouTube's: namespaces, media groups, statistics, `entries` as given.
    static func feed(channel: String = channel, title: String = "A channel", _ entries: [String]) -> Data {
        Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" \
            xmlns="http://www.w3.org/2005/Atom">
             <link rel="self" href="http://www.youtube.com/feeds/videos.xml?channel_id=\(channel)"/>
             <id>yt:channel:\(channel.dropFirst(2))</id>
             <yt:channelId>\(channel)</yt:channelId>
             <title>\(title)</title>
             <published>2014-01-02T03:04:05+00:00</published>
            \(entries.joined(separator: "\n"))
            </feed>
            """.utf8)
    }

    static func entry(_ videoId: String, published: String = "2026-11-20T10:00:00+00:00", channel: String = channel,
                      title: String = "A video") -> String
    {
        """
         <entry>
          <id>yt:video:\(videoId)</id>
          <yt:videoId>\(videoId)</yt:videoId>
          <yt:channelId>\(channel)</yt:channelId>
          <title>\(title)</title>
          <link rel="alternate" href="https://www.youtube.com/watch?v=\(videoId)"/>
          <published>\(published)</published>
          <updated>2026-11-21T00:00:00+00:00</updated>
          <media:group>
           <media:title>\(title)</media:title>
           <media:thumbnail url="https://i1.ytimg.com/vi/\(videoId)/hqdefault.jpg" width="480" height="360"/>
           <media:community>
            <media:starRating count="12" average="5.00" min="1" max="5"/>
            <media:statistics views="3456"/>
           </media:community>
          </media:group>
         </entry>
        """
    }

    @Test func readsEveryEntryNewestFirstAsGiven() throws {
        let feed = try ChannelFeed.parse(Self.feed([
            Self.entry("dQw4w9WgXcQ", published: "2026-11-20T10:00:00+00:00"),
            Self.entry("9bZkp7q19f0", published: "2026-11-19T08:30:00-05:00"),
        ]))
        #expect(feed.channelId == Self.channel)
        #expect(feed.entries.map(\.videoId) == ["dQw4w9WgXcQ", "9bZkp7q19f0"])
        #expect(feed.entries.allSatisfy { $0.channelId == Self.channel })
        #expect(feed.entries[0].published == Date(timeIntervalSince1970: 1_795_168_800))
        #expect(feed.entries[1].published == Date(timeIntervalSince1970: 1_795_095_000))
    }

    @Test func aFeedWithoutEntriesIsEmptyNotAnError() throws {
        let feed = try ChannelFeed.parse(Self.feed([]))
        #expect(feed.entries.isEmpty)
        #expect(feed.channelId == Self.channel)
    }

    @Test func entriesWithoutAWellFormedIdOrDateOrOfAnotherChannelAreLeftOut() throws {
        let feed = try ChannelFeed.parse(Self.feed([
            Self.entry("short"),
            Self.entry("dQw4w9WgXcQ", published: "yesterday"),
            Self.entry("9bZkp7q19f0", channel: "UCxxxxxxxxxxxxxxxxxxxxxx"),
            Self.entry("kJQP7kiw5Fk"),
            "<entry><yt:videoId>OPf0YbXqDm0</yt:videoId></entry>",
        ]))
        #expect(feed.entries.map(\.videoId) == ["kJQP7kiw5Fk"])
    }

    /// A crafted feed: entries of another channel (by `yt:channelId`, or by their author's
    /// address), and entries repeating a video, are left out; the first of a repeated video kept.
    @Test func foreignAndRepeatedEntriesAreLeftOut() throws {
        let other = "UCxxxxxxxxxxxxxxxxxxxxxx"
        func authored(_ videoId: String, by uri: String, published: String = "2026-11-20T09:00:00+00:00") -> String {
            "<entry><yt:videoId>\(videoId)</yt:videoId><yt:channelId>\(Self.channel)</yt:channelId>"
                + "<author><name>Someone</name><uri>\(uri)</uri></author><published>\(published)</published></entry>"
        }
        let feed = try ChannelFeed.parse(Self.feed([
            Self.entry("dQw4w9WgXcQ", published: "2026-11-20T10:00:00+00:00"),
            Self.entry("9bZkp7q19f0", channel: other),
            authored("kJQP7kiw5Fk", by: "https://www.youtube.com/channel/\(other)"),
            authored("OPf0YbXqDm0", by: "https://www.youtube.com/channel/\(Self.channel)"),
            Self.entry("dQw4w9WgXcQ", published: "2030-01-01T00:00:00+00:00"),
            authored("OPf0YbXqDm0", by: "https://www.youtube.com/channel/\(Self.channel)", published: "2031-01-01T00:00:00Z"),
        ]))
        #expect(feed.entries.map(\.videoId) == ["dQw4w9WgXcQ", "OPf0YbXqDm0"])
        #expect(feed.entries[0].published == Date(timeIntervalSince1970: 1_795_168_800), "the first of a repeated video")

        // A feed that names a second channel after its entries keeps only the entries of the one it
        // ends up naming, so entries of a channel named first never pass as the second's.
        let switched = Data("""
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:yt="http://www.youtube.com/xml/schemas/2015">
             <yt:channelId>\(other)</yt:channelId>
             <entry><yt:videoId>9bZkp7q19f0</yt:videoId><yt:channelId>\(other)</yt:channelId>
              <published>2026-11-20T10:00:00Z</published></entry>
             <yt:channelId>\(Self.channel)</yt:channelId>
             <entry><yt:videoId>kJQP7kiw5Fk</yt:videoId><yt:channelId>\(Self.channel)</yt:channelId>
              <published>2026-11-19T10:00:00Z</published></entry>
            </feed>
            """.utf8)
        let read = try ChannelFeed.parse(switched)
        #expect(read.channelId == Self.channel)
        #expect(read.entries.map(\.videoId) == ["kJQP7kiw5Fk"])
    }

    @Test func hostileTextIsReadAsTextAndNeverRunsTheParserAway() throws {
        let title = "&lt;script&gt;alert(1)&lt;/script&gt; &#x202E;&#x1F600; &amp;amp; <![CDATA[<b>]]>"
        let feed = try ChannelFeed.parse(Self.feed(title: title, [Self.entry("dQw4w9WgXcQ", title: title)]))
        #expect(feed.entries.map(\.videoId) == ["dQw4w9WgXcQ"])
        // An id written with entities and CDATA is still the id.
        let spelled = "<entry><yt:videoId>dQw4w9<![CDATA[WgXcQ]]></yt:videoId><yt:channelId>\(Self.channel)</yt:channelId>"
            + "<published>2026-11-20T10:00:00Z</published></entry>"
        #expect(try ChannelFeed.parse(Self.feed([spelled])).entries.map(\.videoId) == ["dQw4w9WgXcQ"])
        // A raw escape byte is not XML at all.
        #expect(throws: ChannelFeed.ParseError.malformed) {
            try ChannelFeed.parse(Self.feed([Self.entry("dQw4w9WgXcQ", title: "\u{1B}[31mred")]))
        }
    }

    @Test func anEntityBombIsRefusedAtOnce() {
        let laughs = (1...9).map { "<!ENTITY l\($0) \"" + String(repeating: "&l\($0 - 1);", count: 10) + "\">" }
        let bomb = """
            <?xml version="1.0"?>
            <!DOCTYPE feed [<!ENTITY l0 "lol"> \(laughs.joined())]>
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:yt="http://www.youtube.com/xml/schemas/2015">
             <yt:channelId>\(Self.channel)</yt:channelId>
             <entry><yt:videoId>dQw4w9WgXcQ</yt:videoId><yt:channelId>\(Self.channel)</yt:channelId>
              <title>&l9;</title><published>2026-11-20T10:00:00Z</published></entry>
            </feed>
            """
        let started = Date()
        #expect(throws: ChannelFeed.ParseError.malformed) { try ChannelFeed.parse(Data(bomb.utf8)) }
        #expect(Date().timeIntervalSince(started) < 5, "a billion laughs must not be expanded")
    }

    @Test func anExternalEntityIsNeverRead() throws {
        let document = """
            <?xml version="1.0"?>
            <!DOCTYPE feed [<!ENTITY secret SYSTEM "file:///etc/passwd"><!ENTITY remote SYSTEM "http://127.0.0.1:9/x">]>
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:yt="http://www.youtube.com/xml/schemas/2015">
             <yt:channelId>\(Self.channel)</yt:channelId>
             <entry><yt:videoId>dQw4w9WgXcQ</yt:videoId><yt:channelId>\(Self.channel)</yt:channelId>
              <title>&secret;&remote;</title><published>2026-11-20T10:00:00Z</published></entry>
            </feed>
            """
        let feed = try ChannelFeed.parse(Data(document.utf8))
        #expect(feed.entries.map(\.videoId) == ["dQw4w9WgXcQ"])
    }

    @Test func brokenDocumentsAreRefused() {
        let whole = Self.feed([Self.entry("dQw4w9WgXcQ"), Self.entry("9bZkp7q19f0")])
        #expect(throws: ChannelFeed.ParseError.malformed) { try ChannelFeed.parse(whole.prefix(whole.count * 2 / 3)) }
        #expect(throws: ChannelFeed.ParseError.malformed) { try ChannelFeed.parse(Data()) }
        #expect(throws: ChannelFeed.ParseError.malformed) { try ChannelFeed.parse(Data([0xFF, 0xFE, 0x00, 0x3C])) }
        #expect(throws: ChannelFeed.ParseError.malformed) { try ChannelFeed.parse(Data("<feed><entry></feed>".utf8)) }
        #expect(throws: ChannelFeed.ParseError.notAFeed) {
            try ChannelFeed.parse(Data("<html><body>Too many requests</body></html>".utf8))
        }
        #expect(throws: ChannelFeed.ParseError.notAFeed) {
            try ChannelFeed.parse(Data("<rss version=\"2.0\"><channel/></rss>".utf8))
        }
    }

    @Test func noMoreEntriesAreKeptThanAsked() throws {
        let ids = (0..<60).map { String(format: "video%06d", $0) }
        let feed = try ChannelFeed.parse(Self.feed(ids.map { Self.entry($0) }), maxEntries: 20)
        #expect(feed.entries.map(\.videoId) == Array(ids.prefix(20)))
    }

    @Test func aFeedRootGoesWithEachAPIRoot() {
        #expect(ChannelFeedClient.root(forAPI: YouTubeClient.defaultRoot) == ChannelFeedClient.defaultRoot)
        #expect(ChannelFeedClient.root(forAPI: URL(string: "http://127.0.0.1:8080/")!).absoluteString == "http://127.0.0.1:8080")
        #expect(ChannelFeedClient.root(forAPI: URL(string: "http://[::1]:9/youtube")!).absoluteString == "http://[::1]:9")
    }
}
